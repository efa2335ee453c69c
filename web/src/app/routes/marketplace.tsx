import { MarketplaceScreen } from '@/features/marketplace/components/marketplace-screen';
import { useAuthUserId } from '@/lib/auth-guard';

/** The Marketplace (spec section 2). The human coaches' booking action is composed here once the booking feature lands. */
export default function MarketplaceRoute() {
  return <MarketplaceScreen userId={useAuthUserId()} />;
}
