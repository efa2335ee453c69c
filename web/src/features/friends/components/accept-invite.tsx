import { useEffect } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { Check, HeartHandshake, LogIn, RefreshCw, UserPlus, Users } from 'lucide-react';
import { useDocumentTitle } from '@/components/document-title';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { ApiError, errorMessage } from '@/lib/api-client';
import { VerifyingAuthentication } from '@/components/layouts/verifying-authentication';
import { useOptionalSession } from '@/lib/auth-guard';
import { rememberReturnTo } from '@/lib/return-to';
import { useAcceptInvite, useInvitePreview } from '../api/friends';

const WHAT_FRIENDS_SEE = "Friends see each other's name, journal streak, achievements and the entries marked public. Nothing else from your journal is shared.";

function Shell({ title, description, children }: { title: string; description?: string; children: React.ReactNode }) {
  useDocumentTitle(title);
  return (
    <div className="mx-auto grid w-full max-w-lg gap-4 px-4 py-10">
      <Card>
        <CardHeader className="grid gap-2">
          <HeartHandshake className="size-10 text-primary" aria-hidden="true" />
          <h1 className="text-2xl font-semibold tracking-tight">{title}</h1>
          {description ? <CardDescription>{description}</CardDescription> : null}
        </CardHeader>
        <CardContent className="grid gap-4">{children}</CardContent>
      </Card>
    </div>
  );
}

/** Signed out: sign in or create an account, then come back to this link. */
function SignInFirst() {
  const location = useLocation();
  useEffect(() => rememberReturnTo(location.pathname), [location.pathname]);
  return (
    <Shell title="You're invited to be friends on Steady" description="Sign in or create an account to see who invited you and accept.">
      <p className="text-sm text-muted-foreground">{WHAT_FRIENDS_SEE}</p>
      <div className="flex flex-wrap gap-2">
        <Button asChild>
          <Link to="/login">
            <LogIn aria-hidden="true" />
            Sign In
          </Link>
        </Button>
        <Button asChild variant="outline">
          <Link to="/register">
            <UserPlus aria-hidden="true" />
            Create Account
          </Link>
        </Button>
      </div>
    </Shell>
  );
}

function GoToFriends() {
  return (
    <Button asChild variant="outline" className="w-fit">
      <Link to="/friends">
        <Users aria-hidden="true" />
        Go to Friends
      </Link>
    </Button>
  );
}

function Invitation({ token }: { token: string }) {
  const preview = useInvitePreview(token, true);
  const accept = useAcceptInvite(token);
  const navigate = useNavigate();

  if (preview.isPending) {
    return (
      <Shell title="Friend invite">
        <div role="status" aria-label="Loading the invite" className="grid gap-3">
          <Skeleton className="h-6 w-3/4" />
          <Skeleton className="h-16 w-full" />
        </div>
      </Shell>
    );
  }
  if (preview.isError) {
    // Unknown, used, expired, revoked or one's own link: the server says which, in plain words.
    const known = preview.error instanceof ApiError && [400, 404, 410].includes(preview.error.status);
    return (
      <Shell title="This invite link can't be used">
        <p role="alert">{known ? errorMessage(preview.error, '') : "We couldn't open this invite right now."}</p>
        {known ? (
          <GoToFriends />
        ) : (
          <Button variant="outline" className="w-fit" onClick={() => void preview.refetch()}>
            <RefreshCw aria-hidden="true" />
            Try again
          </Button>
        )}
      </Shell>
    );
  }
  const { inviterName, alreadyFriends } = preview.data;
  if (alreadyFriends) {
    return (
      <Shell title={`You're already friends with ${inviterName}`}>
        <GoToFriends />
      </Shell>
    );
  }
  const onAccept = () =>
    accept.mutate(undefined, {
      onSuccess: (res) => {
        toast({ title: 'Friend Added', description: `You and ${res.friend.name} are now friends.`, variant: 'success' });
        navigate('/friends', { replace: true });
      },
      onError: (e) => toast({ title: 'Failed to accept the invite.', description: errorMessage(e, 'Please try again.'), variant: 'destructive' }),
    });
  return (
    <Shell title={`${inviterName} invited you to be friends`} description="Accept to see each other's progress and cheer each other on.">
      <p className="text-sm text-muted-foreground">{WHAT_FRIENDS_SEE}</p>
      <div className="flex flex-wrap gap-2">
        <Button onClick={onAccept} disabled={accept.isPending}>
          {accept.isPending ? <Spinner /> : <Check aria-hidden="true" />}
          {accept.isPending ? 'Accepting...' : 'Accept'}
        </Button>
        <Button asChild variant="outline">
          <Link to="/dashboard">Not now</Link>
        </Button>
      </div>
    </Shell>
  );
}

/** The page behind a friend invite link (`/friends/accept/{token}`, also `/accept-friend/{token}`). */
export function AcceptFriendInvite({ token }: { token: string }) {
  const session = useOptionalSession();
  if (session.status === 'checking') return <VerifyingAuthentication />;
  if (session.status === 'denied') return <SignInFirst />;
  return <Invitation token={token} />;
}
