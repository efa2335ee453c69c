import { useState, type ReactNode } from 'react';
import { format } from 'date-fns';
import { Ban, HeartHandshake, Inbox, Link2, RefreshCw, Users } from 'lucide-react';
import { RELATIONSHIP_LABEL, type CircleConnection, type CircleInvite, type Role } from '@steady/shared';
import { PageHeader } from '@/components/layouts/page-header';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api-client';
import { useCircle, useInvites, useReceivedInvites, useRevokeInvite } from '../api/circle';
import { MyConnectionCard, SupportedPersonCard } from './connection-cards';
import { CopyLink } from './copy-link';
import { CreateInviteDialog } from './create-invite-dialog';
import { InviteResponse } from './invite-response';

const when = (iso: string) => format(new Date(iso), 'MMM d, yyyy h:mm a');

function Loading({ label }: { label: string }) {
  return (
    <div role="status" aria-label={label} className="grid gap-4">
      {Array.from({ length: 2 }, (_, i) => (
        <Card key={i} className="grid gap-3 p-6">
          <Skeleton className="h-6 w-1/3" />
          <Skeleton className="h-4 w-2/3" />
          <Skeleton className="h-10 w-full" />
        </Card>
      ))}
    </div>
  );
}

function LoadError({ what, retry }: { what: string; retry: () => void }) {
  return (
    <Card role="alert" className="grid justify-items-start gap-3 p-6">
      <p>We couldn't load {what} right now.</p>
      <Button variant="outline" onClick={retry}>
        <RefreshCw aria-hidden="true" />
        Try again
      </Button>
    </Card>
  );
}

function Empty({ icon, title, children }: { icon: ReactNode; title: string; children?: ReactNode }) {
  return (
    <Card className="grid justify-items-center gap-2 p-8 text-center">
      <span className="text-muted-foreground [&_svg]:size-8">{icon}</span>
      <h3 className="font-semibold">{title}</h3>
      {children ? <div className="grid justify-items-center gap-3 text-sm text-muted-foreground">{children}</div> : null}
    </Card>
  );
}

const STATUS: Record<CircleInvite['status'], { label: string; tone: BadgeTone }> = {
  active: { label: 'Active', tone: 'green' },
  used: { label: 'Used', tone: 'grey' },
  expired: { label: 'Expired', tone: 'orange' },
  revoked: { label: 'Revoked', tone: 'red' },
  declined: { label: 'Declined', tone: 'grey' },
};

function InviteRow({ userId, invite }: { userId: string; invite: CircleInvite }) {
  const revoke = useRevokeInvite(userId);
  const status = STATUS[invite.status];
  const titleId = `invite-${invite.id}`;
  const onRevoke = () =>
    revoke.mutate(invite.id, {
      onSuccess: () => toast({ title: 'Invite revoked', description: 'The link no longer works.', variant: 'success' }),
      onError: (error) => toast({ title: 'Could not revoke the invite', description: errorMessage(error, 'Please try again.'), variant: 'destructive' }),
    });
  return (
    <Card asChild className="grid gap-3 p-4 sm:p-5">
      <li aria-labelledby={titleId} data-testid="circle-invite">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div className="grid gap-0.5">
            <h3 id={titleId} className="font-semibold">
              {invite.direction === 'client'
                ? `Client invite (${RELATIONSHIP_LABEL[invite.relationshipType].toLowerCase()})`
                : RELATIONSHIP_LABEL[invite.relationshipType]}
              {invite.inviteePhoneNumber ? <span className="font-normal text-muted-foreground"> · to {invite.inviteePhoneNumber}</span> : null}
            </h3>
            <p className="text-sm text-muted-foreground">
              Created {when(invite.createdAt)}
              {invite.status === 'active' ? ` · Expires ${when(invite.expiresAt)}` : null}
            </p>
          </div>
          <Badge tone={status.tone}>{status.label}</Badge>
        </div>
        {invite.message ? <p className="break-words text-sm">“{invite.message}”</p> : null}
        {invite.status === 'used' && invite.usedBy && invite.usedAt ? (
          <p className="text-sm">
            Used by {invite.usedBy.name} on {when(invite.usedAt)}
          </p>
        ) : null}
        {invite.status === 'active' && invite.link ? (
          <div className="flex flex-wrap items-center gap-2">
            <div className="min-w-0 flex-1">
              <CopyLink link={invite.link} label={`Invite link (${RELATIONSHIP_LABEL[invite.relationshipType]})`} />
            </div>
            <Button size="sm" variant="outline" className="text-destructive" onClick={onRevoke} disabled={revoke.isPending}>
              <Ban aria-hidden="true" />
              Revoke
            </Button>
          </div>
        ) : null}
      </li>
    </Card>
  );
}

/**
 * My Circle: tabs My Connections, Shared with me (the circles I am in), Invite Links
 * and Requests, with Create Invite Link. docs/architecture.md, "Support Circle".
 */
export function MyCircleScreen({
  userId,
  role,
  careTeamActions,
}: {
  userId: string;
  role: Role | undefined;
  /** Extra actions on a coach's or therapist's card (booking a session, the next one), composed by the route. */
  careTeamActions?: (connection: CircleConnection) => ReactNode;
}) {
  const circle = useCircle(userId);
  const invites = useInvites(userId);
  const received = useReceivedInvites(userId);
  const [tab, setTab] = useState('connections');
  const requestCount = received.data?.invites.length ?? 0;
  return (
    <div className="grid gap-6">
      <PageHeader
        title="My Circle"
        description="The people who support you, and exactly what each of them can see."
        actions={<CreateInviteDialog userId={userId} role={role} />}
      />
      <Tabs value={tab} onValueChange={setTab} className="grid gap-4">
        <TabsList aria-label="My Circle">
          <TabsTrigger value="connections">My Connections</TabsTrigger>
          <TabsTrigger value="shared">Shared with me</TabsTrigger>
          <TabsTrigger value="invites">Invite Links</TabsTrigger>
          <TabsTrigger value="requests">
            Requests
            {requestCount > 0 ? (
              <Badge className="ml-1" aria-label={`${requestCount} waiting`}>
                {requestCount}
              </Badge>
            ) : null}
          </TabsTrigger>
        </TabsList>
        <TabsContent value="connections">
          {circle.isPending ? (
            <Loading label="Loading your connections" />
          ) : circle.isError ? (
            <LoadError what="your connections" retry={() => void circle.refetch()} />
          ) : circle.data.connections.length === 0 ? (
            <Empty icon={<Users aria-hidden="true" />} title="No connections yet">
              <p>Invite family, friends, your coach or therapist. You decide what each of them can see.</p>
              <Button variant="outline" onClick={() => setTab('invites')}>
                <Link2 aria-hidden="true" />
                See your invite links
              </Button>
            </Empty>
          ) : (
            <ul className="grid gap-4" aria-label="My connections">
              {circle.data.connections.map((c) => (
                <li key={c.id}>
                  <MyConnectionCard userId={userId} connection={c} careTeamActions={careTeamActions} />
                </li>
              ))}
            </ul>
          )}
        </TabsContent>
        <TabsContent value="shared">
          {circle.isPending ? (
            <Loading label="Loading the circles you are in" />
          ) : circle.isError ? (
            <LoadError what="the circles you are in" retry={() => void circle.refetch()} />
          ) : circle.data.memberOf.length === 0 ? (
            <Empty icon={<HeartHandshake aria-hidden="true" />} title="Nobody has shared with you yet">
              <p>When someone invites you into their Support Circle and you accept, they appear here.</p>
            </Empty>
          ) : (
            <ul className="grid gap-4" aria-label="People I support">
              {circle.data.memberOf.map((c) => (
                <li key={c.id}>
                  <SupportedPersonCard userId={userId} connection={c} />
                </li>
              ))}
            </ul>
          )}
        </TabsContent>
        <TabsContent value="invites">
          {invites.isPending ? (
            <Loading label="Loading your invite links" />
          ) : invites.isError ? (
            <LoadError what="your invite links" retry={() => void invites.refetch()} />
          ) : invites.data.invites.length === 0 ? (
            <Empty icon={<Link2 aria-hidden="true" />} title="No invite links yet">
              <p>Create a link and send it to someone you trust. Each link works once, for 7 days.</p>
            </Empty>
          ) : (
            <ul className="grid gap-3" aria-label="Invite links">
              {invites.data.invites.map((i) => (
                <InviteRow key={i.id} userId={userId} invite={i} />
              ))}
            </ul>
          )}
        </TabsContent>
        <TabsContent value="requests">
          {received.isPending ? (
            <Loading label="Loading your requests" />
          ) : received.isError ? (
            <LoadError what="your requests" retry={() => void received.refetch()} />
          ) : received.data.invites.length === 0 ? (
            <Empty icon={<Inbox aria-hidden="true" />} title="No requests right now">
              <p>Invites sent to your phone number appear here.</p>
            </Empty>
          ) : (
            <ul className="grid gap-4" aria-label="Requests">
              {received.data.invites.map((i) => (
                <Card asChild key={i.id} className="p-4 sm:p-6">
                  <li data-testid="circle-request">
                    <InviteResponse userId={userId} token={i.token} invite={i} headingAs="h3" />
                  </li>
                </Card>
              ))}
            </ul>
          )}
        </TabsContent>
      </Tabs>
    </div>
  );
}
