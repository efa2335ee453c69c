import { useLayoutEffect, useRef, useState } from 'react';
import { AlertDialog } from 'radix-ui';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { cn } from '@/lib/utils';

/**
 * For a dialog opened without a Radix trigger (from a row's button): remembers the element that
 * had focus when it opened, and gives back an onCloseAutoFocus that returns focus there if it is
 * still on the page (Radix only returns focus to its own trigger).
 */
export function useReturnFocus(open: boolean) {
  const opener = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    if (open) opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  }, [open]);
  return (e: Event) => {
    const el = opener.current;
    if (el && el.isConnected && el !== document.body) {
      e.preventDefault();
      el.focus();
    }
  };
}

/**
 * "Delete {title}?" with Cancel and a destructive Delete (Radix alert dialog: focus trapped,
 * Cancel focused first, Escape cancels). Cancel returns focus to the opener; after a delete the
 * opener is gone, so `onDeleted` says where focus goes next.
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
  const [pending, setPending] = useState(false);
  const [deleted, setDeleted] = useState(false);
  const returnFocus = useReturnFocus(open);

  const confirm = async (e: React.MouseEvent) => {
    e.preventDefault();
    setPending(true);
    try {
      await onConfirm();
      setDeleted(true);
      toast({ title: deletedToast, variant: 'success' });
      onOpenChange(false);
    } catch {
      toast({ title: failedToast, variant: 'destructive' });
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
          onCloseAutoFocus={(e) => {
            if (deleted && onDeleted) {
              e.preventDefault();
              setDeleted(false);
              onDeleted();
            } else returnFocus(e);
          }}
        >
          <div className="grid gap-1.5">
            <AlertDialog.Title className="text-lg font-semibold leading-tight break-words">Delete {title}?</AlertDialog.Title>
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
                {pending ? 'Deleting...' : 'Delete'}
              </Button>
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
