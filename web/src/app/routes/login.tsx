import { useDocumentTitle } from '@/components/document-title';
import { LoginForm } from '@/features/users/components/login-form';
import { preloadSignedInApp } from '../preload';

export default function LoginRoute() {
  useDocumentTitle('Login');
  return <LoginForm onSignedIn={preloadSignedInApp} />;
}
