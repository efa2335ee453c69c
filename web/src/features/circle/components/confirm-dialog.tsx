import { useState } from 'react';
import { AlertDialog } from 'radix-ui';
import { useReturnFocus } from '@/components/forms/confirm-delete-dialog';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/utils';

/**
 * A confirmation that says what the person loses (Radix alert dialog: focus trapped, Cancel first,
 * Escape cancels, focus back to the opener). `onConfirm` toasts its own outcome; a failure keeps it open.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  onConfirm,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  confirmLabel: string;
  onConfirm: () => Promise<unknown>;
}) {
  const [pending, setPending] = useState(false);
  const returnFocus = useReturnFocus(open);
  const confirm = async (e: React.MouseEvent) => {
    e.preventDefault();
    setPending(true);
    try {
      await onConfirm();
      onOpenChange(false);
    } catch {
      // The failure was toasted; the dialog stays open to try again or cancel.
    } finally {
      setPending(false);
    }
  };
  return (
    <AlertDialog.Root open={open} onOpenChange={(o) => !pending && onOpenChange(o)}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-black/60 animate-fade-in" />
        <AlertDialog.Content
          className={cn(
            'fixed left-1/2 top-1/2 z-50 grid max-h-[80dvh] w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 gap-4 overflow-y-auto',
            'rounded-lg border bg-card p-6 text-card-foreground shadow-xl animate-fade-in',
          )}
          onCloseAutoFocus={returnFocus}
        >
          <div className="grid gap-1.5">
            <AlertDialog.Title className="break-words text-lg font-semibold leading-tight">{title}</AlertDialog.Title>
            <AlertDialog.Description className="text-sm text-muted-foreground">{description}</AlertDialog.Description>
          </div>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel asChild>
              <Button variant="outline" disabled={pending}>
                Cancel
              </Button>
            </AlertDialog.Cancel>
            <AlertDialog.Action asChild>
              <Button variant="destructive" onClick={(e) => void confirm(e)} disabled={pending}>
                {pending ? <Spinner /> : null}
                {confirmLabel}
              </Button>
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
