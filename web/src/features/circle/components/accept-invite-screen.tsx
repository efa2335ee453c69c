import { Link, useNavigate } from 'react-router-dom';
import { HeartHandshake, LogIn, UserPlus } from 'lucide-react';
import { PageHeader } from '@/components/layouts/page-header';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError, errorMessage } from '@/lib/api-client';
import { rememberReturnTo } from '@/lib/return-to';
import { useInvitePreview } from '../api/circle';
import { InviteResponse } from './invite-response';

/**
 * The page behind an invite link (`/circle/accept/{token}`): who invites, as what, their message and
 * exactly what will be shared, with Accept and Decline. A used, expired, revoked or declined link says
 * which (410); an unknown one says it is not valid (404); your own link says so.
 */
export function AcceptInviteScreen({ userId, token }: { userId: string; token: string }) {
  const navigate = useNavigate();
  const preview = useInvitePreview(token);
  return (
    <div className="mx-auto grid w-full max-w-2xl gap-6">
      <PageHeader title="Support Circle invite" description="Someone would like to be part of your support." />
      {preview.isPending ? (
        <Card role="status" aria-label="Loading the invite" className="grid gap-3 p-6">
          <Skeleton className="h-6 w-2/3" />
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-24 w-full" />
        </Card>
      ) : preview.isError ? (
        <Card role="alert" className="grid justify-items-start gap-3 p-6" data-testid="invite-unavailable">
          <p className="font-medium">{errorMessage(preview.error, 'This invite link could not be opened.')}</p>
          {preview.error instanceof ApiError && (preview.error.status === 404 || preview.error.status === 410) ? null : (
            <Button variant="outline" onClick={() => void preview.refetch()}>
              Try again
            </Button>
          )}
          <Button asChild variant="outline">
            <Link to="/my-circle">Go to My Circle</Link>
          </Button>
        </Card>
      ) : preview.data.isOwn ? (
        <Card className="grid justify-items-start gap-3 p-6" data-testid="invite-own">
          <p className="font-medium">This is your own invite link. Share it with the person you want to invite.</p>
          <Button asChild variant="outline">
            <Link to="/my-circle">Go to My Circle</Link>
          </Button>
        </Card>
      ) : (
        <Card className="p-4 sm:p-6">
          <InviteResponse userId={userId} token={token} invite={preview.data} onDone={() => navigate('/my-circle', { replace: true })} />
        </Card>
      )}
    </div>
  );
}

/** The same link opened while signed out: sign in or create an account, then come back here. */
export function AcceptInviteSignedOut({ path }: { path: string }) {
  const navigate = useNavigate();
  const go = (to: string) => {
    rememberReturnTo(path);
    navigate(to);
  };
  return (
    <main id="main" className="flex min-h-dvh items-center justify-center p-4">
      <Card className="grid w-full max-w-md justify-items-center gap-4 p-6 text-center">
        <HeartHandshake className="size-10 text-primary" aria-hidden="true" />
        <h1 className="text-2xl font-semibold tracking-tight">You have been invited to a Support Circle</h1>
        <p className="text-muted-foreground">
          Sign in, or create your free account, to see who invited you and what they would share. You will come back to this invite.
        </p>
        <div className="flex flex-wrap justify-center gap-2">
          <Button onClick={() => go('/login')}>
            <LogIn aria-hidden="true" />
            Sign In
          </Button>
          <Button variant="outline" onClick={() => go('/register')}>
            <UserPlus aria-hidden="true" />
            Create Account
          </Button>
        </div>
      </Card>
    </main>
  );
}
