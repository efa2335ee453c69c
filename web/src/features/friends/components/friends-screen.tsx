import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { format } from 'date-fns';
import { normalizePhoneNumber, type Friend, type FriendInvite, type FriendRequest } from '@steady/shared';
import { Check, Copy, Flame, Link2, Plus, RefreshCw, Send, UserCheck, UserPlus, Users, X } from 'lucide-react';
import { PageHeader } from '@/components/layouts/page-header';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Field, fieldA11y } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { ApiError, errorMessage } from '@/lib/api-client';
import {
  inviteLink,
  useAcceptRequest,
  useCreateInvite,
  useDeclineRequest,
  useFriendInvites,
  useFriendRequests,
  useFriends,
  useRevokeInvite,
  useSendRequest,
} from '../api/friends';
import { UnfriendDialog } from './unfriend-dialog';

const day = (iso: string) => format(new Date(iso), 'MMM d, yyyy');

/** Loading, error with Try again, empty, or the list: the four states every section has. */
function SectionState<T>({
  query,
  what,
  empty,
  children,
}: {
  query: { isPending: boolean; isError: boolean; data: T[] | undefined; refetch: () => unknown };
  what: string;
  empty: ReactNode;
  children: (items: T[]) => ReactNode;
}) {
  if (query.isPending) {
    return (
      <div className="grid gap-3" aria-label={`Loading ${what}`} role="status">
        {[0, 1].map((i) => (
          <Skeleton key={i} className="h-14 w-full" />
        ))}
      </div>
    );
  }
  if (query.isError || !query.data) {
    return (
      <div role="alert" className="grid justify-items-start gap-3">
        <p className="text-muted-foreground">We couldn&apos;t load your {what} right now.</p>
        <Button variant="outline" size="sm" onClick={() => void query.refetch()}>
          <RefreshCw aria-hidden="true" />
          Try again
        </Button>
      </div>
    );
  }
  if (query.data.length === 0) return <>{empty}</>;
  return <>{children(query.data)}</>;
}

function Empty({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <div className="flex items-start gap-3 rounded-md border border-dashed p-4 text-muted-foreground [&_svg]:size-5 [&_svg]:shrink-0">
      {icon}
      <p>{children}</p>
    </div>
  );
}

function Section({
  id,
  title,
  description,
  icon,
  action,
  children,
}: {
  id: string;
  title: string;
  description: string;
  icon: ReactNode;
  action?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card asChild>
      <section aria-labelledby={id}>
        <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-3">
          <div className="grid gap-1">
            <CardTitle id={id} className="flex items-center gap-2 [&_svg]:size-5 [&_svg]:text-primary">
              {icon}
              {title}
            </CardTitle>
            <CardDescription>{description}</CardDescription>
          </div>
          {action}
        </CardHeader>
        <CardContent>{children}</CardContent>
      </section>
    </Card>
  );
}

function RequestRow({ userId, request }: { userId: string; request: FriendRequest }) {
  const accept = useAcceptRequest(userId);
  const decline = useDeclineRequest(userId);
  const busy = accept.isPending || decline.isPending;
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 rounded-md border p-3">
      <div className="grid min-w-0">
        <span className="truncate font-medium">{request.requesterName}</span>
        <span className="text-sm text-muted-foreground">Asked on {day(request.createdAt)}</span>
      </div>
      <div className="flex gap-2">
        <Button
          size="sm"
          disabled={busy}
          aria-label={`Accept friend request from ${request.requesterName}`}
          onClick={() =>
            accept.mutate(request.id, {
              onSuccess: () =>
                toast({ title: 'Friend Request Accepted', description: `You and ${request.requesterName} are now friends.`, variant: 'success' }),
              onError: (e) => toast({ title: 'Failed to accept friend request. Please try again.', description: errorMessage(e, ''), variant: 'destructive' }),
            })
          }
        >
          {accept.isPending ? <Spinner /> : <Check aria-hidden="true" />}
          Accept
        </Button>
        <Button
          size="sm"
          variant="outline"
          disabled={busy}
          aria-label={`Decline friend request from ${request.requesterName}`}
          onClick={() =>
            decline.mutate(request.id, {
              onSuccess: () => toast({ title: 'Friend Request Declined' }),
              onError: () => toast({ title: 'Failed to decline friend request. Please try again.', variant: 'destructive' }),
            })
          }
        >
          {decline.isPending ? <Spinner /> : <X aria-hidden="true" />}
          Decline
        </Button>
      </div>
    </li>
  );
}

function FriendRow({ friend, onUnfriend }: { friend: Friend; onUnfriend: (f: Friend) => void }) {
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 rounded-md border p-3">
      <div className="flex min-w-0 items-center gap-3">
        <span aria-hidden="true" className="grid size-10 shrink-0 place-items-center rounded-full bg-primary/15 font-semibold text-primary">
          {friend.name.slice(0, 1).toUpperCase()}
        </span>
        <div className="grid min-w-0">
          <Link
            to={`/friends/${friend.id}`}
            className="truncate font-medium text-primary underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-ring"
          >
            {friend.name}
          </Link>
          <span className="text-sm text-muted-foreground">Friends since {day(friend.createdAt)}</span>
        </div>
      </div>
      <div className="flex items-center gap-2">
        <Badge tone={friend.currentStreak > 0 ? 'orange' : 'grey'}>
          <Flame aria-hidden="true" />
          {friend.currentStreak}-day streak
        </Badge>
        <Button size="sm" variant="ghost" aria-label={`Unfriend ${friend.name}`} onClick={() => onUnfriend(friend)}>
          Unfriend
        </Button>
      </div>
    </li>
  );
}

/** Copy with a confirmation for 2 seconds; the spec's toast when the clipboard refuses. */
function CopyButton({ text, label }: { text: string; label: string }) {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setCopied(false), 2000);
    } catch {
      toast({ title: 'Failed to copy link to clipboard.', variant: 'destructive' });
    }
  };
  return (
    <Button size="sm" variant="outline" aria-label={copied ? 'Copied' : label} onClick={() => void copy()}>
      {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
      {copied ? 'Copied!' : 'Copy'}
    </Button>
  );
}

function InviteRow({ userId, invite }: { userId: string; invite: FriendInvite }) {
  const revoke = useRevokeInvite(userId);
  const link = inviteLink(invite);
  const status =
    invite.status === 'used' ? (
      <Badge tone="green">
        <UserCheck aria-hidden="true" />
        Used
      </Badge>
    ) : invite.status === 'expired' ? (
      <Badge tone="grey">Expired</Badge>
    ) : (
      <Badge tone="teal">Active</Badge>
    );
  return (
    <li className="grid min-w-0 gap-2 rounded-md border p-3" data-testid="friend-invite">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="text-sm text-muted-foreground">
          {invite.status === 'used' && invite.usedAt
            ? `Used${invite.usedByName ? ` by ${invite.usedByName}` : ''} on ${day(invite.usedAt)}`
            : invite.status === 'expired'
              ? `Expired on ${day(invite.expiresAt)}`
              : `Created ${day(invite.createdAt)} · expires ${day(invite.expiresAt)}`}
        </span>
        {status}
      </div>
      {invite.status === 'active' ? (
        <div className="flex min-w-0 flex-wrap items-center gap-2">
          <code className="min-w-0 basis-full truncate rounded bg-muted px-2 py-1.5 text-xs sm:flex-1 sm:basis-0" title={link}>
            {link}
          </code>
          <div className="ml-auto flex gap-2">
            <CopyButton text={link} label={`Copy invite link created ${day(invite.createdAt)}`} />
            <Button
              size="sm"
              variant="ghost"
              disabled={revoke.isPending}
              onClick={() =>
                revoke.mutate(invite.id, {
                  onSuccess: () => toast({ title: 'Invite Link Revoked', description: 'The link no longer works.' }),
                  onError: () => toast({ title: 'Failed to revoke invite link. Please try again.', variant: 'destructive' }),
                })
              }
            >
              {revoke.isPending ? <Spinner /> : null}
              Revoke
            </Button>
          </div>
        </div>
      ) : null}
    </li>
  );
}

function AddByPhone({ userId }: { userId: string }) {
  const [phone, setPhone] = useState('');
  const [error, setError] = useState<string | undefined>();
  const input = useRef<HTMLInputElement>(null);
  const send = useSendRequest(userId);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const e164 = normalizePhoneNumber(phone);
    if (!e164) {
      setError(phone.trim() ? 'Please enter a valid phone number' : 'Phone number is required');
      input.current?.focus();
      return;
    }
    setError(undefined);
    send.mutate(e164, {
      onSuccess: (receipt) => {
        setPhone('');
        toast({ title: 'Friend Request Sent', description: receipt.message, variant: 'success' });
      },
      onError: (err) => {
        const field = err instanceof ApiError ? (err.fieldErrors.phoneNumber ?? (err.status === 400 ? err.body?.message : undefined)) : undefined;
        if (field) {
          setError(field);
          input.current?.focus();
        } else toast({ title: 'Failed to send friend request. Please try again.', description: errorMessage(err, ''), variant: 'destructive' });
      },
    });
  };
  return (
    <form noValidate onSubmit={submit} aria-label="Add a friend by phone number" className="grid gap-3 sm:grid-cols-[1fr_auto] sm:items-start">
      <Field id="friend-phone" label="Phone Number" error={error} hint="Their exact number. For privacy, we don't say whether it has an account.">
        <Input
          ref={input}
          {...fieldA11y('friend-phone', error, true)}
          type="tel"
          inputMode="tel"
          autoComplete="off"
          placeholder="(555) 123-4567"
          value={phone}
          onChange={(e) => setPhone(e.target.value)}
        />
      </Field>
      <Button type="submit" disabled={send.isPending} className="sm:mt-7">
        {send.isPending ? <Spinner /> : <Send aria-hidden="true" />}
        {send.isPending ? 'Sending...' : 'Send Request'}
      </Button>
    </form>
  );
}

/** Friends: friend requests, friends list, invite links, and adding by phone number. */
export function FriendsScreen({ userId }: { userId: string }) {
  const friends = useFriends(userId);
  const requests = useFriendRequests(userId);
  const invites = useFriendInvites(userId);
  const create = useCreateInvite(userId);
  const [unfriending, setUnfriending] = useState<Friend | null>(null);
  const pending = requests.data?.length ?? 0;

  return (
    <div className="grid gap-6">
      <PageHeader title="Friends" description="Share your progress with friends who cheer you on." />
      <div className="grid gap-6 xl:grid-cols-2">
        <div className="grid min-w-0 content-start gap-6">
          <Section
            id="friend-requests-title"
            title="Friend Requests"
            description="People who asked to be your friend."
            icon={<UserPlus aria-hidden="true" />}
            action={pending > 0 ? <Badge aria-label={`${pending} pending`}>{pending}</Badge> : null}
          >
            <SectionState query={requests} what="friend requests" empty={<Empty icon={<UserPlus aria-hidden="true" />}>No pending friend requests.</Empty>}>
              {(items) => (
                <ul className="grid gap-3">
                  {items.map((r) => (
                    <RequestRow key={r.id} userId={userId} request={r} />
                  ))}
                </ul>
              )}
            </SectionState>
          </Section>
          <Section
            id="friends-list-title"
            title="Your Friends"
            description="Friends see your name, streak, achievements and public entries."
            icon={<Users aria-hidden="true" />}
          >
            <SectionState
              query={friends}
              what="friends"
              empty={<Empty icon={<Users aria-hidden="true" />}>No friends yet. Create an invite link or add a friend by phone number.</Empty>}
            >
              {(items) => (
                <ul className="grid gap-3">
                  {items.map((f) => (
                    <FriendRow key={f.id} friend={f} onUnfriend={setUnfriending} />
                  ))}
                </ul>
              )}
            </SectionState>
          </Section>
        </div>
        <div className="grid min-w-0 content-start gap-6">
          <Section
            id="invite-links-title"
            title="Invite Links"
            description="Each link works once, for 7 days."
            icon={<Link2 aria-hidden="true" />}
            action={
              <Button
                size="sm"
                disabled={create.isPending}
                onClick={() =>
                  create.mutate(undefined, {
                    onSuccess: () => toast({ title: 'Invite Link Created', description: 'Copy it and send it to a friend.', variant: 'success' }),
                    onError: (e) =>
                      toast({
                        title: 'Failed to create invite link. Please try again.',
                        description: e instanceof ApiError && e.status === 429 ? errorMessage(e, '') : undefined,
                        variant: 'destructive',
                      }),
                  })
                }
              >
                {create.isPending ? <Spinner /> : <Plus aria-hidden="true" />}
                {create.isPending ? 'Creating...' : 'Create invite link'}
              </Button>
            }
          >
            <SectionState query={invites} what="invite links" empty={<Empty icon={<Link2 aria-hidden="true" />}>No invite links yet.</Empty>}>
              {(items) => (
                <ul className="grid gap-3">
                  {items.map((i) => (
                    <InviteRow key={i.id} userId={userId} invite={i} />
                  ))}
                </ul>
              )}
            </SectionState>
          </Section>
          <Section
            id="add-friend-title"
            title="Add by Phone Number"
            description="Send a friend request to someone who uses Steady."
            icon={<UserPlus aria-hidden="true" />}
          >
            <AddByPhone userId={userId} />
          </Section>
        </div>
      </div>
      <UnfriendDialog userId={userId} friend={unfriending} onClose={() => setUnfriending(null)} />
    </div>
  );
}
