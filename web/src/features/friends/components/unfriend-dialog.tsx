import type { Friend } from '@steady/shared';
import { ConfirmDialog } from '@/components/forms/confirm-dialog';
import { toast } from '@/components/ui/use-toast';
import { useUnfriend } from '../api/friends';

/** "Unfriend {name}?" saying what both lose (the one ConfirmDialog: Cancel first, focus back to the opener). */
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
  return (
    <ConfirmDialog
      open={friend !== null}
      onOpenChange={(open) => !open && onClose()}
      title={`Unfriend ${friend?.name ?? ''}?`}
      description="You will no longer see each other's streak, achievements or public entries. You can become friends again with a new invite link."
      confirmLabel="Unfriend"
      pendingLabel="Removing..."
      onDone={onUnfriended}
      onConfirm={async () => {
        if (!friend) return;
        try {
          await unfriend.mutateAsync(friend.id);
        } catch (error) {
          toast({ title: 'Failed to remove friend. Please try again.', variant: 'destructive' });
          throw error;
        }
        toast({ title: 'Friend Removed', description: `You and ${friend.name} are no longer friends.` });
      }}
    />
  );
}
