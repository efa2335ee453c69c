import { useState } from 'react';
import { Eye } from 'lucide-react';
import type { FormDetail } from '@steady/shared';
import { checkAnswers, fieldDomId, FormRenderer, initialAnswers, type Answers } from '@/components/form-renderer';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { toast } from '@/components/ui/use-toast';
import { useReturnFocus } from '@/components/forms/confirm-dialog';

const PREFIX = 'preview';

/**
 * The form exactly as the client sees it in My Forms (the one shared renderer, the same title,
 * description and buttons), to try out: Submit Form checks the answers as the client's would and
 * sends nothing. Mount it afresh per opening (a key) so it starts empty.
 */
export function PreviewDialog({ form, open, onOpenChange }: { form: FormDetail; open: boolean; onOpenChange: (open: boolean) => void }) {
  const [answers, setAnswers] = useState<Answers>(() => initialAnswers(form.fields));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const returnFocus = useReturnFocus(open);

  const trySubmit = () => {
    const result = checkAnswers(form.fields, answers);
    if (!result.ok) {
      setErrors(result.errors);
      const first = form.fields.find((f) => result.errors[f.id]);
      toast({ title: 'Please fill in all required fields', variant: 'destructive' });
      if (first) requestAnimationFrame(() => document.getElementById(fieldDomId(PREFIX, first.id))?.focus());
      return;
    }
    setErrors({});
    toast({ title: 'Preview complete', description: 'These answers would be accepted. Nothing was sent.', variant: 'success' });
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-2xl" onCloseAutoFocus={returnFocus} data-testid="form-preview">
        <p className="mr-8 flex items-center gap-2 rounded-md bg-muted px-3 py-2 text-sm text-muted-foreground">
          <Eye className="size-4 shrink-0" aria-hidden="true" />
          Preview: this is what your client sees. Nothing you enter is sent.
        </p>
        <DialogHeader>
          <DialogTitle>{form.title}</DialogTitle>
          <DialogDescription>{form.description || 'Complete the form below'}</DialogDescription>
        </DialogHeader>
        {form.fields.length === 0 ? (
          <p className="text-muted-foreground">This form has no fields yet.</p>
        ) : (
          <FormRenderer
            idPrefix={PREFIX}
            fields={form.fields}
            answers={answers}
            errors={errors}
            onChange={(id, v) => {
              setAnswers((a) => ({ ...a, [id]: v }));
              setErrors(({ [id]: _gone, ...rest }) => rest);
            }}
          />
        )}
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button onClick={trySubmit} disabled={form.fields.length === 0}>
            Submit Form
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
