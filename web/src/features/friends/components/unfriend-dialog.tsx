import { useState } from 'react';
import { AlertDialog } from 'radix-ui';
import type { Friend } from '@steady/shared';
import { useReturnFocus } from '@/components/forms/confirm-delete-dialog';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { cn } from '@/lib/utils';
import { useUnfriend } from '../api/friends';

/**
 * "Unfriend {name}?" saying what both lose, with Cancel focused first (Radix alert dialog: focus
 * trapped, Escape cancels, focus back to the opener).
 */
export function UnfriendDialog({
  userId,
  friend,
  onClose,
  onUnfriended,
}: {
  userId: string;
  friend: Pick<Friend, 'id' | 'name'> | null;
  onClose: () => void;
  onUnfriended?: () => void;
}) {
  const unfriend = useUnfriend(userId);
  const [done, setDone] = useState(false);
  const open = friend !== null;
  const returnFocus = useReturnFocus(open);

  const confirm = (e: React.MouseEvent) => {
    e.preventDefault();
    if (!friend) return;
    unfriend.mutate(friend.id, {
      onSuccess: () => {
        toast({ title: 'Friend Removed', description: `You and ${friend.name} are no longer friends.` });
        setDone(true);
        onClose();
      },
      onError: () => toast({ title: 'Failed to remove friend. Please try again.', variant: 'destructive' }),
    });
  };

  return (
    <AlertDialog.Root open={open} onOpenChange={(o) => !o && !unfriend.isPending && onClose()}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-black/60 animate-fade-in" />
        <AlertDialog.Content
          className={cn(
            'fixed left-1/2 top-1/2 z-50 grid max-h-[80dvh] w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 gap-4 overflow-y-auto',
            'rounded-lg border bg-card p-6 text-card-foreground shadow-xl animate-fade-in',
          )}
          onCloseAutoFocus={(e) => {
            if (done && onUnfriended) {
              e.preventDefault();
              setDone(false);
              onUnfriended();
            } else {
              setDone(false);
              returnFocus(e);
            }
          }}
        >
          <div className="grid gap-1.5">
            <AlertDialog.Title className="text-lg font-semibold leading-tight break-words">Unfriend {friend?.name}?</AlertDialog.Title>
            <AlertDialog.Description className="text-sm text-muted-foreground">
              You will no longer see each other&apos;s streak, achievements or public entries. You can become friends again with a new invite link.
            </AlertDialog.Description>
          </div>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel asChild>
              <Button variant="outline" disabled={unfriend.isPending}>
                Cancel
              </Button>
            </AlertDialog.Cancel>
            <AlertDialog.Action asChild>
              <Button variant="destructive" onClick={confirm} disabled={unfriend.isPending}>
                {unfriend.isPending ? <Spinner /> : null}
                {unfriend.isPending ? 'Removing...' : 'Unfriend'}
              </Button>
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
