import { FriendsScreen } from '@/features/friends/components/friends-screen';
import { useAuthUserId } from '@/lib/auth-guard';

/** Friends: friend requests, friends list, invite links. */
export default function FriendsRoute() {
  return <FriendsScreen userId={useAuthUserId()} />;
}
