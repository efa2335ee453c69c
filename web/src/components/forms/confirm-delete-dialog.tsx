import { toast } from '@/components/ui/use-toast';
import { ConfirmDialog } from './confirm-dialog';

export { useReturnFocus } from './confirm-dialog';

/**
 * "Delete {title}?" with Cancel and a destructive Delete (the one ConfirmDialog), toasting the outcome.
 * Cancel returns focus to the opener; after a delete the opener is gone, so `onDeleted` says where
 * focus goes next.
 */
export function ConfirmDeleteDialog({
  title,
  description,
  open,
  onOpenChange,
  onConfirm,
  deletedToast,
  failedToast,
  onDeleted,
}: {
  /** The item's own title: the dialog asks "Delete {title}?". */
  title: string;
  description: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: () => Promise<unknown>;
  deletedToast: string;
  failedToast: string;
  onDeleted?: () => void;
}) {
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={`Delete ${title}?`}
      description={description}
      confirmLabel="Delete"
      pendingLabel="Deleting..."
      onDone={onDeleted}
      onConfirm={async () => {
        try {
          await onConfirm();
        } catch (error) {
          toast({ title: failedToast, variant: 'destructive' });
          throw error;
        }
        toast({ title: deletedToast, variant: 'success' });
      }}
    />
  );
}
