import { useDocumentTitle } from '@/components/document-title';
import { RegisterForm } from '@/features/users/components/register-form';

export default function RegisterRoute() {
  useDocumentTitle('Create your account');
  return <RegisterForm />;
}
