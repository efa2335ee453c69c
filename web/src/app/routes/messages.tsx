import { PageHeader } from '@/components/layouts/page-header';
import { ConversationList } from '@/features/messages/components/conversation-list';
import { useSettings } from '@/lib/settings';
import { useAuthUserId } from '@/lib/auth-guard';

/** Messages (`/messages`): secure conversations with coaches and therapists (docs/architecture.md, "Entry comments and secure messages"). */
export default function MessagesRoute() {
  const userId = useAuthUserId();
  const timeZone = useSettings(userId).data?.timeZone;
  return (
    <div className="grid gap-6">
      <PageHeader title="Messages" description="Secure messages with your coaches and therapists." />
      <ConversationList userId={userId} timeZone={timeZone} />
    </div>
  );
}
