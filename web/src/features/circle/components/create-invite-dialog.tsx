import { useState, type FormEvent } from 'react';
import { Link2, Plus } from 'lucide-react';
import { CIRCLE, RELATIONSHIP_LABEL, circleShares, type CircleInvite, type CirclePermissions, type RelationshipType, type Role } from '@steady/shared';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
import { Field, fieldA11y } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import { ApiError } from '@/lib/api-client';
import { useCreateInvite } from '../api/circle';
import { CopyLink } from './copy-link';
import { PermissionFields } from './permission-fields';

const RELATIONSHIPS = Object.keys(RELATIONSHIP_LABEL) as RelationshipType[];
const NONE: CirclePermissions = { canViewEntries: false, canCommentEntries: false, canEditWorkspaces: false };

/**
 * Create Invite Link: relationship, what they may do (or, for a coach or therapist inviting a client,
 * nothing: the client chooses), a message, and optionally their phone number so the invite also shows
 * in their Requests. The link appears here with Copy once it is made.
 */
export function CreateInviteDialog({ userId, role }: { userId: string; role: Role | undefined }) {
  const [open, setOpen] = useState(false);
  const canInviteClients = role === 'coach' || role === 'therapist';
  const [asClient, setAsClient] = useState(false);
  const [relationshipType, setRelationshipType] = useState<RelationshipType>('family');
  const [permissions, setPermissions] = useState<CirclePermissions>({ ...NONE, canViewEntries: true });
  const [message, setMessage] = useState('');
  const [phone, setPhone] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [created, setCreated] = useState<CircleInvite | null>(null);
  const mutation = useCreateInvite(userId);

  const reset = () => {
    setAsClient(false);
    setRelationshipType('family');
    setPermissions({ ...NONE, canViewEntries: true });
    setMessage('');
    setPhone('');
    setErrors({});
    setCreated(null);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    mutation.mutate(
      {
        relationshipType: asClient ? (role === 'therapist' ? 'therapist' : 'coach') : relationshipType,
        direction: asClient ? 'client' : 'member',
        message,
        permissions: asClient ? NONE : permissions,
        ...(phone.trim() ? { phoneNumber: phone.trim() } : {}),
      },
      {
        onSuccess: (invite) => {
          setErrors({});
          setCreated(invite);
          toast({ title: 'Invite link created', description: 'Copy the link and send it to them.', variant: 'success' });
        },
        onError: (error) => {
          const fields = error instanceof ApiError ? error.fieldErrors : {};
          setErrors(fields);
          const limited = error instanceof ApiError && error.status === 429;
          toast({
            title: 'Failed to create invite link. Please try again.',
            ...(limited || fields.phoneNumber ? { description: error instanceof ApiError ? (error.body?.message ?? '') : '' } : {}),
            variant: 'destructive',
          });
        },
      },
    );
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) reset();
      }}
    >
      <DialogTrigger asChild>
        <Button>
          <Plus aria-hidden="true" />
          Create Invite Link
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Invite someone to your Support Circle</DialogTitle>
          <DialogDescription>The link works once, for {CIRCLE.inviteValidDays} days. You can change what they can see at any time.</DialogDescription>
        </DialogHeader>
        {created?.link ? (
          <div className="grid gap-4">
            <p className="flex items-center gap-2 text-sm">
              <Link2 className="size-4 text-primary" aria-hidden="true" />
              Your invite link is ready. Send it to them by message or email.
            </p>
            <CopyLink link={created.link} label="Invite link" />
            <DialogFooter>
              <Button variant="outline" onClick={() => setCreated(null)}>
                Create another
              </Button>
              <Button onClick={() => setOpen(false)}>Done</Button>
            </DialogFooter>
          </div>
        ) : (
          <form className="grid gap-4" onSubmit={submit} noValidate>
            {canInviteClients ? (
              <label className="flex items-start gap-2 text-sm">
                <input type="checkbox" className="mt-1 size-4" checked={asClient} onChange={(e) => setAsClient(e.target.checked)} />
                <span>
                  <span className="font-medium">Invite a client</span>
                  <span className="block text-muted-foreground">You join their circle as their {role}; they choose what you can see.</span>
                </span>
              </label>
            ) : null}
            {!asClient ? (
              <>
                <Field id="invite-relationship" label="Relationship" error={errors.relationshipType}>
                  <NativeSelect
                    {...fieldA11y('invite-relationship', errors.relationshipType)}
                    value={relationshipType}
                    onChange={(e) => setRelationshipType(e.target.value as RelationshipType)}
                  >
                    {RELATIONSHIPS.map((r) => (
                      <option key={r} value={r}>
                        {RELATIONSHIP_LABEL[r]}
                      </option>
                    ))}
                  </NativeSelect>
                </Field>
                <PermissionFields value={permissions} onChange={setPermissions} />
                <div className="rounded-md bg-muted p-3 text-sm">
                  <p className="font-medium">What they will be able to see</p>
                  <ul className="mt-1 list-disc pl-5 text-muted-foreground">
                    {circleShares(relationshipType, permissions).map((line) => (
                      <li key={line}>{line}</li>
                    ))}
                  </ul>
                </div>
              </>
            ) : null}
            <Field id="invite-message" label="Message (optional)" error={errors.message}>
              <Textarea
                {...fieldA11y('invite-message', errors.message)}
                value={message}
                maxLength={CIRCLE.messageMax}
                onChange={(e) => setMessage(e.target.value)}
                rows={3}
              />
            </Field>
            <Field
              id="invite-phone"
              label="Their phone number (optional)"
              hint="If they have a Steady account with this number, the invite also appears in their Requests."
              error={errors.phoneNumber}
            >
              <Input
                {...fieldA11y('invite-phone', errors.phoneNumber, true)}
                type="tel"
                autoComplete="off"
                placeholder="(555) 123-4567"
                value={phone}
                onChange={(e) => setPhone(e.target.value)}
              />
            </Field>
            <DialogFooter>
              <Button type="submit" disabled={mutation.isPending}>
                {mutation.isPending ? <Spinner /> : <Link2 aria-hidden="true" />}
                {mutation.isPending ? 'Creating...' : 'Create Link'}
              </Button>
            </DialogFooter>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
