import { useLocation } from 'react-router-dom';
import { AppLayout } from '@/app/layouts/app-layout';
import { AcceptInviteSignedOut } from '@/features/circle/components/accept-invite-screen';
import { RequireAuth } from '@/lib/auth-guard';

/** An invite link opened while signed out explains itself and returns here after sign-in or registration. */
export default function CircleAcceptGate() {
  const { pathname } = useLocation();
  return (
    <RequireAuth signedOut={<AcceptInviteSignedOut path={pathname} />}>
      <AppLayout />
    </RequireAuth>
  );
}
