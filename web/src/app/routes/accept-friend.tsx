import { useParams } from 'react-router-dom';
import { AcceptFriendInvite } from '@/features/friends/components/accept-invite';

/** The page behind a friend invite link: `/friends/accept/{token}` and the spec's `/accept-friend/{token}`. */
export default function AcceptFriendRoute() {
  const { token = '' } = useParams();
  return <AcceptFriendInvite key={token} token={token} />;
}
