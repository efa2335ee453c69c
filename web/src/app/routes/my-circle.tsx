import { MyCircleScreen } from '@/features/circle/components/my-circle-screen';
import { useUser } from '@/features/users/api/get-user';
import { useAuthUserId } from '@/lib/auth-guard';

/** My Circle (spec section 2): connections, the circles I am in, invite links and requests. */
export default function MyCircleRoute() {
  const userId = useAuthUserId();
  return <MyCircleScreen userId={userId} role={useUser(userId).data?.role} />;
}
