import { useParams } from 'react-router-dom';
import { AcceptInviteScreen } from '@/features/circle/components/accept-invite-screen';
import { useAuthUserId } from '@/lib/auth-guard';

/** The screen behind a circle invite link, `{origin}/circle/accept/{token}`. */
export default function CircleAcceptRoute() {
  const { token = '' } = useParams();
  return <AcceptInviteScreen key={token} userId={useAuthUserId()} token={token} />;
}
