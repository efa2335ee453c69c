import { PageHeader } from '@/components/layouts/page-header';
import { CoachChat } from '@/features/ai-coach/components/coach-chat';
import { useAuthUserId } from '@/lib/auth-guard';

/** 'AI Life Coach' (/ai-coach): the page header, then the coach chat. */
export default function AiCoachRoute() {
  const userId = useAuthUserId();
  return (
    <div className="mx-auto grid w-full max-w-3xl gap-6">
      <PageHeader
        title="AI Life Coach"
        description="Talk things through with a coach who knows your recent journal. It supports your treatment; it does not replace it."
      />
      <CoachChat userId={userId} />
    </div>
  );
}
