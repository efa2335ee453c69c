import { MyFormsScreen } from '@/features/my-forms/components/my-forms-screen';
import { useAuthUserId } from '@/lib/auth-guard';

/** My Forms: the client's assigned forms, answered in a dialog. */
export default function MyFormsRoute() {
  return <MyFormsScreen userId={useAuthUserId()} />;
}
