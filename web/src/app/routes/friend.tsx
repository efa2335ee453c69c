import { useParams } from 'react-router-dom';
import { FriendPage } from '@/features/friends/components/friend-page';
import { useAuthUserId } from '@/lib/auth-guard';

/** A friend's page: name, streak, achievements and public entries. */
export default function FriendRoute() {
  const { friendId = '' } = useParams();
  return <FriendPage key={friendId} userId={useAuthUserId()} friendId={friendId} />;
}
