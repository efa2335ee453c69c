import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { AlertDialog } from 'radix-ui';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
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
 * The one confirmation of a destructive step (delete, remove, unfriend): a title that names it, what
 * the person loses, Cancel focused first and a destructive confirm button (Radix alert dialog: focus
 * trapped, Escape cancels). `onConfirm` does the work and toasts its own outcome; when it throws, the
 * dialog stays open to try again or cancel. Cancel returns focus to the opener; after the step the
 * opener may be gone, so `onDone` says where focus goes next.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  pendingLabel,
  onConfirm,
  onDone,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  /** The button's words while the step runs (e.g. 'Deleting...'); the confirm label otherwise. */
  pendingLabel?: string;
  onConfirm: () => Promise<unknown>;
  onDone?: () => void;
}) {
  const [pending, setPending] = useState(false);
  const [done, setDone] = useState(false);
  const returnFocus = useReturnFocus(open);

  const confirm = async (e: React.MouseEvent) => {
    e.preventDefault();
    setPending(true);
    try {
      await onConfirm();
      setDone(true);
      onOpenChange(false);
    } catch {
      // The failure was toasted by onConfirm; the dialog stays open.
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
            if (done && onDone) {
              e.preventDefault();
              setDone(false);
              onDone();
            } else {
              setDone(false);
              returnFocus(e);
            }
          }}
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
                {pending && pendingLabel ? pendingLabel : confirmLabel}
              </Button>
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
