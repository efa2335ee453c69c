import { useDocumentTitle } from '@/components/document-title';
import { LoginForm } from '@/features/users/components/login-form';

export default function LoginRoute() {
  useDocumentTitle('Login');
  return <LoginForm />;
}
