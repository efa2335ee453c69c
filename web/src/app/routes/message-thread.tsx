import { useParams } from 'react-router-dom';
import { Conversation } from '@/features/messages/components/conversation';
import { useSettings } from '@/lib/settings';
import { useAuthUserId } from '@/lib/auth-guard';

/** One conversation (`/messages/:connectionId`, the other person's user id; My Circle's Message button links here). */
export default function MessageThreadRoute() {
  const userId = useAuthUserId();
  const { connectionId = '' } = useParams();
  const timeZone = useSettings(userId).data?.timeZone;
  return <Conversation key={connectionId} userId={userId} connectionId={connectionId} timeZone={timeZone} />;
}
