import { CreateFormBody, FORM_PURPOSES, type CoachForm, type FormPurpose } from '@steady/shared';
import { FormDialog } from '@/components/forms/form-dialog';
import { Field, fieldA11y } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { Switch } from '@/components/ui/switch';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import { ApiError, errorMessage } from '@/lib/api-client';
import { useFormDialog } from '@/lib/forms';
import { useCreateForm, useUpdateForm } from '../api/forms';
import { PURPOSE_LABELS } from '../lib/labels';

const ORDER = ['title', 'description', 'purpose', 'aiInstructions'] as const;
const idOf = (f: string) => `form-details-${f}`;

interface Values {
  title: string;
  description: string;
  purpose: FormPurpose;
  aiFollowupEnabled: boolean;
  aiInstructions: string;
}

const valuesOf = (form: CoachForm | null): Values => ({
  title: form?.title ?? '',
  description: form?.description ?? '',
  purpose: form?.purpose ?? 'custom',
  aiFollowupEnabled: form?.aiFollowupEnabled ?? true,
  aiInstructions: form?.aiInstructions ?? '',
});

/**
 * A form's details: title, description, purpose, and whether the client's next daily call asks a
 * follow-up question from their answers (with the coach's instructions for it). Creates a form when
 * `form` is null, else edits it. Mount it afresh per opening (a key), so it starts from the form.
 */
export function FormDetailsDialog({
  coachId,
  form,
  open,
  onOpenChange,
  onCreated,
}: {
  coachId: string;
  form: CoachForm | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCreated?: (form: CoachForm) => void;
}) {
  const { values, setValues, set, errors, showErrors, parse, close } = useFormDialog<Values>(() => valuesOf(form), {
    onOpenChange,
    order: ORDER,
    idOf,
  });
  const create = useCreateForm(coachId);
  const update = useUpdateForm(coachId, form?.id ?? '');
  const pending = create.isPending || update.isPending;
  const editing = form !== null;

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    const body = parse(CreateFormBody, { ...values, description: values.description || null, aiInstructions: values.aiInstructions || null });
    if (!body) return;
    try {
      if (editing) {
        // Only what this dialog edits: the form's other settings keep their values.
        const { title, description, purpose, aiFollowupEnabled, aiInstructions } = body;
        await update.mutateAsync({ title, description, purpose, aiFollowupEnabled, aiInstructions });
        toast({ title: 'Form updated successfully', variant: 'success' });
        close(false);
      } else {
        const created = await create.mutateAsync(body);
        toast({ title: 'Form created successfully', variant: 'success' });
        close(false);
        onCreated?.(created);
      }
    } catch (error) {
      if (error instanceof ApiError && Object.keys(error.fieldErrors).length) showErrors(error.fieldErrors);
      toast({
        title: editing ? 'Failed to update form' : 'Failed to create form',
        description: errorMessage(error, 'Please try again.'),
        variant: 'destructive',
      });
    }
  };

  return (
    <FormDialog
      open={open}
      onOpenChange={close}
      title={editing ? 'Edit form details' : 'New form'}
      description={editing ? 'Changes apply to assignments not yet answered.' : 'Name the form and say what it is for; add its fields next.'}
      onSubmit={(e) => void submit(e)}
      submitLabel={editing ? 'Save changes' : 'Create form'}
      pendingLabel={editing ? 'Saving...' : 'Creating...'}
      pending={pending}
    >
      <Field id={idOf('title')} label="Title" error={errors.title}>
        <Input {...fieldA11y(idOf('title'), errors.title)} value={values.title} onChange={set('title')} maxLength={200} autoComplete="off" />
      </Field>
      <Field id={idOf('description')} label="Description (optional)" error={errors.description} hint="Shown to the client above the questions.">
        <Textarea {...fieldA11y(idOf('description'), errors.description, true)} className="min-h-20" value={values.description} onChange={set('description')} />
      </Field>
      <Field id={idOf('purpose')} label="Purpose" error={errors.purpose}>
        <NativeSelect {...fieldA11y(idOf('purpose'), errors.purpose)} value={values.purpose} onChange={set('purpose')}>
          {FORM_PURPOSES.map((p) => (
            <option key={p} value={p}>
              {PURPOSE_LABELS[p]}
            </option>
          ))}
        </NativeSelect>
      </Field>
      <div className="flex items-start justify-between gap-4 rounded-md border p-3">
        <div className="grid gap-1">
          <Label htmlFor={idOf('aiFollowupEnabled')}>AI follow-up in the daily call</Label>
          <p id={`${idOf('aiFollowupEnabled')}-hint`} className="text-sm text-muted-foreground">
            The client's next check-in call asks one question drawn from their latest answers.
          </p>
        </div>
        <Switch
          id={idOf('aiFollowupEnabled')}
          aria-describedby={`${idOf('aiFollowupEnabled')}-hint`}
          checked={values.aiFollowupEnabled}
          onCheckedChange={(c) => setValues((v) => ({ ...v, aiFollowupEnabled: c }))}
        />
      </div>
      {values.aiFollowupEnabled ? (
        <Field
          id={idOf('aiInstructions')}
          label="Instructions for the follow-up (optional)"
          error={errors.aiInstructions}
          hint="For example: ask about sleep if they slept under six hours."
        >
          <Textarea
            {...fieldA11y(idOf('aiInstructions'), errors.aiInstructions, true)}
            className="min-h-20"
            value={values.aiInstructions}
            onChange={set('aiInstructions')}
          />
        </Field>
      ) : null}
    </FormDialog>
  );
}
