import { useParams } from 'react-router-dom';
import { SharedEntriesScreen } from '@/features/circle/components/shared-entries-screen';
import { useAuthUserId } from '@/lib/auth-guard';

/** One person's entries that they share with me (I am in their Support Circle). */
export default function CirclePersonRoute() {
  const { userId: personId = '' } = useParams();
  return <SharedEntriesScreen key={personId} userId={useAuthUserId()} personId={personId} />;
}
