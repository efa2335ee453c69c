import { BookSessionButton } from '@/features/booking/components/book-session-dialog';
import { MarketplaceScreen } from '@/features/marketplace/components/marketplace-screen';
import { useAuthUserId } from '@/lib/auth-guard';

/** The Marketplace; a human coach's card books a session (the booking feature's dialog). */
export default function MarketplaceRoute() {
  const userId = useAuthUserId();
  return (
    <MarketplaceScreen
      userId={userId}
      renderBookAction={(coach) => (coach.id === userId ? null : <BookSessionButton userId={userId} coach={{ id: coach.id, name: coach.name }} />)}
    />
  );
}
