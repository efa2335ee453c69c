import { CoachBookingPanel } from '@/features/booking/components/sessions';
import { MyCircleScreen } from '@/features/circle/components/my-circle-screen';
import { useUser } from '@/features/users/api/get-user';
import { useAuthUserId } from '@/lib/auth-guard';

/** My Circle: connections, the circles I am in, invite links and requests; a coach's card books sessions. */
export default function MyCircleRoute() {
  const userId = useAuthUserId();
  return (
    <MyCircleScreen
      userId={userId}
      role={useUser(userId).data?.role}
      careTeamActions={(c) => <CoachBookingPanel userId={userId} coach={{ id: c.id, name: c.connectionName }} />}
    />
  );
}
