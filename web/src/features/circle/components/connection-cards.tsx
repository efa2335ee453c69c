import { useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { format } from 'date-fns';
import { BadgeCheck, BookOpen, LogOut, MessageSquare, Pause, Play, UserMinus } from 'lucide-react';
import { RELATIONSHIP_LABEL, bioPreview, isCareTeamRelationship, type CircleConnection, type CirclePermissions } from '@steady/shared';
import { CoachAvatar } from '@/components/coach-avatar';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api-client';
import { useUpdateConnection } from '../api/circle';
import { ConfirmDialog } from '@/components/forms/confirm-dialog';
import { PERMISSIONS, PermissionFields } from './permission-fields';

const since = (iso: string) => format(new Date(iso), 'MMM d, yyyy');

/** Message (the secure conversation, by URL) for coach and therapist connections. */
function CareTeamActions({ connection }: { connection: CircleConnection }) {
  if (!isCareTeamRelationship(connection.relationshipType)) return null;
  return (
    <Button asChild size="sm" variant="outline" disabled={connection.status !== 'active'}>
      <Link to={`/messages/${connection.id}`}>
        <MessageSquare aria-hidden="true" />
        Message
      </Link>
    </Button>
  );
}

function Header({ connection, headingId }: { connection: CircleConnection; headingId: string }) {
  return (
    <div className="flex flex-wrap items-start justify-between gap-2">
      <div className="grid min-w-0 gap-1">
        <h3 id={headingId} className="flex flex-wrap items-center gap-2 text-lg font-semibold leading-tight">
          {connection.connectionName}
          {connection.isVerifiedCoach ? (
            <Badge tone="teal">
              <BadgeCheck aria-hidden="true" />
              Verified
            </Badge>
          ) : null}
        </h3>
        <p className="text-sm text-muted-foreground">
          {RELATIONSHIP_LABEL[connection.relationshipType]} · Connected since {since(connection.connectedAt)} · Sessions: {connection.totalSessions}
        </p>
      </div>
      {connection.status === 'paused' ? (
        <Badge tone="yellow">
          <Pause aria-hidden="true" />
          Paused
        </Badge>
      ) : (
        <Badge tone="green">Active</Badge>
      )}
    </div>
  );
}

/** A coach's or therapist's profile from Coach Settings: photo, the bio cut to 120 characters, specialties. */
function Profile({ connection }: { connection: CircleConnection }) {
  if (!connection.connectionBio && connection.connectionSpecialties.length === 0 && !connection.connectionPhotoVersion) return null;
  return (
    <div className="flex items-start gap-3 text-sm" data-testid="coach-profile">
      {isCareTeamRelationship(connection.relationshipType) ? (
        <CoachAvatar coachId={connection.id} name={connection.connectionName} photoVersion={connection.connectionPhotoVersion} />
      ) : null}
      <div className="grid min-w-0 gap-2">
        {connection.connectionBio ? <p className="break-words">{bioPreview(connection.connectionBio)}</p> : null}
        {connection.connectionSpecialties.length ? (
          <ul className="flex flex-wrap gap-1.5" aria-label="Specialties">
            {connection.connectionSpecialties.map((s) => (
              <li key={s}>
                <Badge variant="secondary">{s}</Badge>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </div>
  );
}

/**
 * A person in my circle: who they are, what they may do (switches that save at once), Pause or
 * Resume, Remove (confirmed, saying what they lose), and for a coach or therapist Message and what the route composes (Book Session).
 */
export function MyConnectionCard({
  userId,
  connection,
  careTeamActions,
}: {
  userId: string;
  connection: CircleConnection;
  careTeamActions?: ((connection: CircleConnection) => ReactNode) | undefined;
}) {
  const mutation = useUpdateConnection(userId);
  const [confirmRemove, setConfirmRemove] = useState(false);
  const headingId = `connection-${connection.id}`;
  const name = connection.connectionName;
  const change = (body: Partial<CirclePermissions> & { status?: 'active' | 'paused' | 'removed' }, done: string) =>
    mutation.mutateAsync({ connectionId: connection.id, ...body }).then(
      () => toast({ title: done, variant: 'success' }),
      (error: unknown) => {
        toast({ title: 'Could not change this connection', description: errorMessage(error, 'Please try again.'), variant: 'destructive' });
        throw error;
      },
    );
  const permissions: CirclePermissions = {
    canViewEntries: connection.canViewEntries,
    canCommentEntries: connection.canCommentEntries,
    canEditWorkspaces: connection.canEditWorkspaces,
  };
  const onPermissions = (next: CirclePermissions) => {
    const key = PERMISSIONS.find((p) => next[p.key] !== permissions[p.key])?.key;
    if (key) void change({ [key]: next[key] }, 'Permissions updated').catch(() => undefined);
  };
  const paused = connection.status === 'paused';
  return (
    <Card asChild className="grid gap-4 p-4 sm:p-6">
      <article aria-labelledby={headingId} data-testid="circle-connection">
        <Header connection={connection} headingId={headingId} />
        <Profile connection={connection} />
        {/* Booking a session and the next one (composed by the route from the booking feature). */}
        {careTeamActions && isCareTeamRelationship(connection.relationshipType) && connection.status === 'active' ? careTeamActions(connection) : null}
        <PermissionFields legend={`What ${name} can do`} value={permissions} onChange={onPermissions} disabled={mutation.isPending} />
        {paused ? <p className="text-sm text-muted-foreground">Paused: {name} sees nothing of yours until you resume.</p> : null}
        <div className="flex flex-wrap gap-2">
          <CareTeamActions connection={connection} />
          <Button
            size="sm"
            variant="outline"
            disabled={mutation.isPending}
            onClick={() => void change({ status: paused ? 'active' : 'paused' }, paused ? 'Connection resumed' : 'Connection paused').catch(() => undefined)}
          >
            {paused ? <Play aria-hidden="true" /> : <Pause aria-hidden="true" />}
            {paused ? 'Resume' : 'Pause'}
          </Button>
          <Button size="sm" variant="outline" className="text-destructive" onClick={() => setConfirmRemove(true)}>
            <UserMinus aria-hidden="true" />
            Remove
          </Button>
        </div>
        <ConfirmDialog
          open={confirmRemove}
          onOpenChange={setConfirmRemove}
          title={`Remove ${name} from your circle?`}
          description={`${name} will no longer see your shared entries, habits or safety plan, or comment on them. To connect again you would send a new invite.`}
          confirmLabel="Remove"
          onConfirm={() => change({ status: 'removed' }, `${name} was removed from your circle`)}
        />
      </article>
    </Card>
  );
}

/** A circle I am in: whose, as what, what I may do; their shared entries; Message for a coach or therapist; Leave. */
export function SupportedPersonCard({ userId, connection }: { userId: string; connection: CircleConnection }) {
  const mutation = useUpdateConnection(userId);
  const [confirmLeave, setConfirmLeave] = useState(false);
  const headingId = `supported-${connection.id}`;
  const name = connection.connectionName;
  const granted = PERMISSIONS.filter((p) => connection[p.key]).map((p) => p.label.toLowerCase());
  const canRead = connection.status === 'active' && connection.canViewEntries;
  return (
    <Card asChild className="grid gap-4 p-4 sm:p-6">
      <article aria-labelledby={headingId} data-testid="supported-person">
        <Header connection={connection} headingId={headingId} />
        <p className="text-sm">
          You are in {name}’s Support Circle as their {RELATIONSHIP_LABEL[connection.relationshipType].toLowerCase()}.{' '}
          {connection.status === 'paused'
            ? `${name} has paused sharing for now.`
            : granted.length
              ? `You can ${granted.join(', ')}.`
              : `${name} has not shared anything with you yet.`}
        </p>
        <div className="flex flex-wrap gap-2">
          {canRead ? (
            <Button asChild size="sm">
              <Link to={`/circle/people/${connection.id}`}>
                <BookOpen aria-hidden="true" />
                View shared entries
              </Link>
            </Button>
          ) : null}
          {isCareTeamRelationship(connection.relationshipType) ? (
            <Button asChild size="sm" variant="outline">
              <Link to={`/messages/${connection.id}`}>
                <MessageSquare aria-hidden="true" />
                Message
              </Link>
            </Button>
          ) : null}
          <Button size="sm" variant="outline" className="text-destructive" onClick={() => setConfirmLeave(true)}>
            <LogOut aria-hidden="true" />
            Leave
          </Button>
        </div>
        <ConfirmDialog
          open={confirmLeave}
          onOpenChange={setConfirmLeave}
          title={`Leave ${name}’s circle?`}
          description={`You will no longer see what ${name} shares. ${name} would have to invite you again.`}
          confirmLabel="Leave"
          onConfirm={() =>
            mutation.mutateAsync({ connectionId: connection.id, status: 'removed' }).then(
              () => toast({ title: `You left ${name}’s circle`, variant: 'success' }),
              (error: unknown) => {
                toast({ title: 'Could not leave the circle', description: errorMessage(error, 'Please try again.'), variant: 'destructive' });
                throw error;
              },
            )
          }
        />
      </article>
    </Card>
  );
}
