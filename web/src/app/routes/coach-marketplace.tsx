import { CoachMarketplaceTab } from '@/features/coach-marketplace/components/marketplace-tab';
import { useAuthUserId } from '@/lib/auth-guard';

/** The Coach Dashboard's Marketplace tab (`/coach-dashboard/marketplace`): the coach's own marketplace content. */
export default function CoachMarketplaceRoute() {
  return <CoachMarketplaceTab coachId={useAuthUserId()} />;
}
