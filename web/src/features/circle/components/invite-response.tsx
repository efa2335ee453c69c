import { useState } from 'react';
import { Check, Quote, X } from 'lucide-react';
import { RELATIONSHIP_LABEL, circleShares, type CirclePermissions, type CircleInvitePreview } from '@steady/shared';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api-client';
import { useRespondToInvite } from '../api/circle';
import { PermissionFields } from './permission-fields';

const ROLE_WORD: Record<string, string> = { coach: 'coach', therapist: 'therapist' };

/** "Alex invites you to their Support Circle as family", or, from a coach: "Dr. Chen, a coach, invites you to connect as your coach". */
export function inviteHeadline(invite: Pick<CircleInvitePreview, 'inviter' | 'direction' | 'relationshipType'>): string {
  const relationship = RELATIONSHIP_LABEL[invite.relationshipType].toLowerCase();
  if (invite.direction === 'client') return `${invite.inviter.name} invites you to connect, as your ${relationship}`;
  return `${invite.inviter.name} invites you to their Support Circle, as ${relationship === 'family' ? 'family' : `their ${relationship}`}`;
}

/**
 * What an invite says and shares, with Accept and Decline. For a client invite the person accepting
 * chooses the permissions first, and the list of what is shared follows their choice.
 */
export function InviteResponse({
  userId,
  token,
  invite,
  headingAs: Heading = 'h2',
  onDone,
}: {
  userId: string;
  token: string;
  invite: Omit<CircleInvitePreview, 'isOwn'>;
  headingAs?: 'h2' | 'h3';
  onDone?: (outcome: 'accepted' | 'declined') => void;
}) {
  const { accept, decline } = useRespondToInvite(userId);
  const [permissions, setPermissions] = useState<CirclePermissions>({ canViewEntries: true, canCommentEntries: true, canEditWorkspaces: false });
  const shares = invite.choosePermissions ? circleShares(invite.relationshipType, permissions) : invite.shares;
  const busy = accept.isPending || decline.isPending;
  const name = invite.inviter.name;
  const onAccept = () =>
    accept.mutate(invite.choosePermissions ? { token, permissions } : { token }, {
      onSuccess: () => {
        toast({
          title: 'Invite accepted',
          description: invite.direction === 'client' ? `${name} is now in your Support Circle.` : `You are now in ${name}’s Support Circle.`,
          variant: 'success',
        });
        onDone?.('accepted');
      },
      onError: (error) => toast({ title: 'Could not accept the invite', description: errorMessage(error, 'Please try again.'), variant: 'destructive' }),
    });
  const onDecline = () =>
    decline.mutate(token, {
      onSuccess: () => {
        toast({ title: 'Invite declined', description: `${name} will see that you declined.` });
        onDone?.('declined');
      },
      onError: (error) => toast({ title: 'Could not decline the invite', description: errorMessage(error, 'Please try again.'), variant: 'destructive' }),
    });
  return (
    <div className="grid gap-4">
      <Heading className="text-lg font-semibold leading-snug">{inviteHeadline(invite)}</Heading>
      {invite.inviter.role in ROLE_WORD ? (
        <p className="text-sm text-muted-foreground">
          {name} is a {ROLE_WORD[invite.inviter.role]} on Steady.
        </p>
      ) : null}
      {invite.message ? (
        <blockquote className="flex gap-2 rounded-md border-l-4 border-primary bg-muted p-3 text-sm">
          <Quote className="size-4 shrink-0 text-primary" aria-hidden="true" />
          <span className="whitespace-pre-line break-words">{invite.message}</span>
        </blockquote>
      ) : null}
      {invite.choosePermissions ? <PermissionFields legend={`What ${name} can do`} value={permissions} onChange={setPermissions} disabled={busy} /> : null}
      <div className="grid gap-1">
        <p className="text-sm font-medium">{invite.choosePermissions ? `What ${name} will see` : 'What will be shared'}</p>
        <ul className="list-disc pl-5 text-sm text-muted-foreground" data-testid="invite-shares">
          {shares.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button onClick={onAccept} disabled={busy}>
          {accept.isPending ? <Spinner /> : <Check aria-hidden="true" />}
          {accept.isPending ? 'Accepting...' : 'Accept'}
        </Button>
        <Button variant="outline" onClick={onDecline} disabled={busy}>
          {decline.isPending ? <Spinner /> : <X aria-hidden="true" />}
          {decline.isPending ? 'Declining...' : 'Decline'}
        </Button>
      </div>
    </div>
  );
}
