import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { useReturnFocus } from './confirm-dialog';

/** What every create dialog is given by the screen that opens it. */
export interface CreateDialogProps {
  userId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The opener: it regains focus when the dialog closes. */
  trigger?: React.ReactNode;
}

/**
 * The shell of a create dialog: title, description, a form that validates itself
 * (noValidate), and a footer with Cancel and a submit button that shows a spinner
 * and `pendingLabel` while the request runs. Cancel and the submit button are
 * disabled while pending; `canSubmit` can disable the submit button further.
 */
export function FormDialog({
  open,
  onOpenChange,
  trigger,
  title,
  description,
  onSubmit,
  submitLabel,
  pendingLabel,
  pending,
  canSubmit = true,
  children,
}: {
  open: boolean;
  /** Called with false by Cancel, Escape, the close button and a click outside. */
  onOpenChange: (open: boolean) => void;
  /** The opener: it regains focus when the dialog closes. */
  trigger?: React.ReactNode;
  title: string;
  description: React.ReactNode;
  onSubmit: (e: React.FormEvent<HTMLFormElement>) => void;
  submitLabel: string;
  pendingLabel: string;
  pending: boolean;
  canSubmit?: boolean;
  children: React.ReactNode;
}) {
  // Opened from elsewhere (an Edit button): focus goes back to that opener on close.
  const returnFocus = useReturnFocus(open);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {trigger ? <DialogTrigger asChild>{trigger}</DialogTrigger> : null}
      <DialogContent onCloseAutoFocus={trigger ? undefined : returnFocus}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={onSubmit} className="grid gap-4">
          {children}
          <DialogFooter>
            <Button variant="outline" onClick={() => onOpenChange(false)} disabled={pending}>
              Cancel
            </Button>
            <Button type="submit" disabled={pending || !canSubmit}>
              {pending ? <Spinner /> : null}
              {pending ? pendingLabel : submitLabel}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
