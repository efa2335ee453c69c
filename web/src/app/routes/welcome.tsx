import { useDocumentTitle } from '@/components/document-title';
import { WelcomeFlow } from '@/features/onboarding/components/welcome-flow';
import { useAuthUserId } from '@/lib/auth-guard';

export default function WelcomeRoute() {
  useDocumentTitle('Welcome');
  return <WelcomeFlow userId={useAuthUserId()} />;
}
