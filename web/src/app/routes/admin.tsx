import { ScreenStates, AccessRequired } from '@/components/screen-states';
import { AdminScreen } from '@/features/admin/components/admin-screen';
import { useUser } from '@/features/users/api/get-user';
import { useAuthUserId } from '@/lib/auth-guard';

/** `/admin`: for admins only; anyone else sees that access is required, and nothing is requested. */
export default function AdminRoute() {
  const userId = useAuthUserId();
  return (
    <ScreenStates
      query={useUser(userId)}
      title="Admin"
      loadingLabel="Loading admin"
      errorMessage="We couldn't load your profile right now."
      allow={(user) => user.role === 'admin'}
      denied={
        <AccessRequired pageTitle="Admin" heading="Admin Access Required" message="This page is for administrators of your clinic." testId="admin-forbidden" />
      }
    >
      {() => <AdminScreen adminId={userId} />}
    </ScreenStates>
  );
}
