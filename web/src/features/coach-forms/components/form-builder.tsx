import { useEffect, useId, useState } from 'react';
import { ArrowDown, ArrowLeft, ArrowUp, Eye, ListPlus, Pencil, RefreshCw, Send, Sparkles, Trash2 } from 'lucide-react';
import type { FormDetail, FormField } from '@steady/shared';
import { ConfirmDeleteDialog } from '@/components/forms/confirm-delete-dialog';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/use-toast';
import { ApiError, errorMessage } from '@/lib/api-client';
import { formFhir, useDeleteField, useDeleteForm, useFormDetail, useReorderFields } from '../api/forms';
import { FIELD_TYPE_LABELS, PURPOSE_LABELS } from '../lib/labels';
import { useDialog } from '../lib/use-dialog';
import { AssignDialog } from './assign-dialog';
import { FhirButton } from './fhir-button';
import { FieldDialog } from './field-dialog';
import { FormDetailsDialog } from './form-details-dialog';
import { PreviewDialog } from './preview-dialog';

/** Every field's place after swapping `index` with its neighbour: one reorder request carries them all. */
export function swapOrders(fields: readonly FormField[], index: number, dir: -1 | 1): { fieldId: string; orderIndex: number }[] | null {
  const other = index + dir;
  if (other < 0 || other >= fields.length) return null;
  const next = [...fields];
  [next[index], next[other]] = [next[other]!, next[index]!];
  return next.map((f, i) => ({ fieldId: f.id, orderIndex: i }));
}

const moveId = (fieldId: string, dir: 'up' | 'down') => `move-${dir}-${fieldId}`;

function scaleSummary(f: FormField): string {
  const min = f.scaleMin ?? 1;
  const max = f.scaleMax ?? 10;
  const ends = [f.scaleMinLabel, f.scaleMaxLabel].filter(Boolean).join(' to ');
  return `${min}–${max}${ends ? ` (${ends})` : ''}`;
}

function FieldRow({
  field,
  index,
  count,
  onMove,
  onEdit,
  onDelete,
}: {
  field: FormField;
  index: number;
  count: number;
  onMove: (dir: -1 | 1) => void;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const detail =
    field.fieldType === 'scale'
      ? scaleSummary(field)
      : field.options.length
        ? field.options.map((o) => o.optionLabel).join(' · ')
        : field.fieldType === 'instructions'
          ? (field.helpText ?? '')
          : (field.helpText ?? '');
  return (
    <li className="flex flex-wrap items-start gap-3 border-b py-3 last:border-0 sm:flex-nowrap" data-testid="builder-field">
      <span className="mt-0.5 grid size-7 shrink-0 place-content-center rounded-full bg-muted text-xs font-semibold tabular-nums" aria-hidden="true">
        {index + 1}
      </span>
      {/* On a phone the buttons go under the text, so the label keeps the width. */}
      <div className="grid min-w-0 flex-1 basis-[calc(100%-2.75rem)] gap-1 sm:basis-auto">
        <p className="break-words font-medium">
          {field.label}
          {field.isRequired ? (
            <span className="ml-1 text-destructive" aria-label="required">
              *
            </span>
          ) : null}
        </p>
        <div className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
          <Badge variant="secondary" data-testid="builder-field-type">
            {FIELD_TYPE_LABELS[field.fieldType]}
          </Badge>
          {detail ? <span className="line-clamp-1 min-w-0 break-words">{detail}</span> : null}
        </div>
      </div>
      <div className="ml-auto flex shrink-0 items-center gap-0.5" role="group" aria-label={`Field ${index + 1}: ${field.label}`}>
        <Button
          id={moveId(field.id, 'up')}
          variant="ghost"
          size="icon"
          onClick={() => onMove(-1)}
          disabled={index === 0}
          aria-label={`Move "${field.label}" up`}
        >
          <ArrowUp aria-hidden="true" />
        </Button>
        <Button
          id={moveId(field.id, 'down')}
          variant="ghost"
          size="icon"
          onClick={() => onMove(1)}
          disabled={index === count - 1}
          aria-label={`Move "${field.label}" down`}
        >
          <ArrowDown aria-hidden="true" />
        </Button>
        <Button variant="ghost" size="icon" onClick={onEdit} aria-label={`Edit "${field.label}"`}>
          <Pencil aria-hidden="true" />
        </Button>
        <Button variant="ghost" size="icon" onClick={onDelete} aria-label={`Delete "${field.label}"`}>
          <Trash2 aria-hidden="true" />
        </Button>
      </div>
    </li>
  );
}

function Builder({ coachId, form, onBack }: { coachId: string; form: FormDetail; onBack: () => void }) {
  const details = useDialog();
  const fieldDialog = useDialog<FormField | null>();
  const preview = useDialog();
  const assign = useDialog();
  const deleteFieldDialog = useDialog<FormField>();
  const deleteFormDialog = useDialog();
  const [refocus, setRefocus] = useState<{ fieldId: string; dir: 'up' | 'down' } | null>(null);
  const reorder = useReorderFields(coachId, form.id, {
    onSuccess: () => toast({ title: 'Fields reordered successfully', variant: 'success' }),
    onError: (error) => toast({ title: 'Failed to reorder fields', description: errorMessage(error, 'Please try again.'), variant: 'destructive' }),
  });
  const deleteField = useDeleteField(coachId, form.id);
  const deleteForm = useDeleteForm(coachId);
  const headingId = useId();
  const fieldsHeadingId = useId();
  const fields = form.fields;

  // After a move the row's DOM node moved too (and lost focus): focus its button again, or its other
  // one at an end. Only until the move settles: later changes of the list leave focus alone.
  useEffect(() => {
    if (!refocus) return;
    const el = document.getElementById(moveId(refocus.fieldId, refocus.dir)) as HTMLButtonElement | null;
    const other = document.getElementById(moveId(refocus.fieldId, refocus.dir === 'up' ? 'down' : 'up')) as HTMLButtonElement | null;
    (el && !el.disabled ? el : other)?.focus();
  }, [fields, refocus]);

  const move = (index: number, dir: -1 | 1) => {
    const fieldOrders = swapOrders(fields, index, dir);
    if (!fieldOrders) return;
    setRefocus({ fieldId: fields[index]!.id, dir: dir === -1 ? 'up' : 'down' });
    reorder.mutate(fieldOrders, { onSettled: () => requestAnimationFrame(() => setRefocus(null)) });
  };

  return (
    <section aria-labelledby={headingId} className="grid min-w-0 gap-4" data-testid="form-builder">
      <div>
        <Button variant="ghost" size="sm" onClick={onBack} className="-ml-2">
          <ArrowLeft aria-hidden="true" />
          All forms
        </Button>
      </div>
      <Card>
        <CardHeader className="flex-wrap">
          <div className="grid gap-2">
            <h2 id={headingId} className="break-words text-xl font-semibold" data-testid="builder-title">
              {form.title}
            </h2>
            <div className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
              <Badge variant="outline">{PURPOSE_LABELS[form.purpose]}</Badge>
              {form.aiFollowupEnabled ? (
                <span className="inline-flex items-center gap-1">
                  <Sparkles className="size-4" aria-hidden="true" />
                  AI follow-up in the daily call
                </span>
              ) : (
                <span>No AI follow-up</span>
              )}
              {form.copiedFrom ? <span>Copied from a validated instrument; not scored</span> : null}
            </div>
            {form.description ? <p className="max-w-prose whitespace-pre-line text-sm">{form.description}</p> : null}
            {form.aiFollowupEnabled && form.aiInstructions ? (
              <p className="max-w-prose text-sm text-muted-foreground">Follow-up instructions: {form.aiInstructions}</p>
            ) : null}
          </div>
          <div className="flex flex-wrap gap-2">
            <Button variant="outline" onClick={() => details.show(undefined)}>
              <Pencil aria-hidden="true" />
              Edit details
            </Button>
            <Button variant="outline" onClick={() => preview.show(undefined)}>
              <Eye aria-hidden="true" />
              Preview
            </Button>
            <Button onClick={() => assign.show(undefined)} disabled={fields.length === 0}>
              <Send aria-hidden="true" />
              Assign
            </Button>
            <FhirButton load={() => formFhir(form.id)} filename={`questionnaire-${form.id}.json`} label="Download as a FHIR Questionnaire" />
            <Button variant="ghost" onClick={() => deleteFormDialog.show(undefined)} aria-label={`Delete form "${form.title}"`}>
              <Trash2 aria-hidden="true" />
              Delete
            </Button>
          </div>
        </CardHeader>
      </Card>

      <Card asChild>
        <section aria-labelledby={fieldsHeadingId}>
          <CardHeader>
            <div className="grid gap-1">
              <CardTitle as="h3" id={fieldsHeadingId}>
                Fields
              </CardTitle>
              <CardDescription>In the order your client sees them. Move a field up or down to change it.</CardDescription>
            </div>
            <Button onClick={() => fieldDialog.show(null)} data-testid="add-field">
              <ListPlus aria-hidden="true" />
              Add field
            </Button>
          </CardHeader>
          <CardContent aria-busy={reorder.isPending}>
            {fields.length === 0 ? (
              <div className="flex flex-col items-center gap-2 py-6 text-center" data-testid="builder-empty">
                <ListPlus className="size-10 text-muted-foreground" aria-hidden="true" />
                <p className="font-semibold">No fields yet</p>
                <p className="max-w-md text-muted-foreground">
                  Add questions, scales, choices or instructions. You can preview the form as your client sees it.
                </p>
              </div>
            ) : (
              <ol aria-labelledby={fieldsHeadingId}>
                {fields.map((f, i) => (
                  <FieldRow
                    key={f.id}
                    field={f}
                    index={i}
                    count={fields.length}
                    onMove={(dir) => move(i, dir)}
                    onEdit={() => fieldDialog.show(f)}
                    onDelete={() => deleteFieldDialog.show(f)}
                  />
                ))}
              </ol>
            )}
          </CardContent>
        </section>
      </Card>

      {details.n > 0 ? <FormDetailsDialog key={details.n} coachId={coachId} form={form} open={details.open} onOpenChange={details.onOpenChange} /> : null}
      {fieldDialog.n > 0 ? (
        <FieldDialog
          key={fieldDialog.n}
          coachId={coachId}
          formId={form.id}
          field={fieldDialog.data ?? null}
          open={fieldDialog.open}
          onOpenChange={fieldDialog.onOpenChange}
        />
      ) : null}
      {preview.n > 0 ? <PreviewDialog key={preview.n} form={form} open={preview.open} onOpenChange={preview.onOpenChange} /> : null}
      {assign.n > 0 ? (
        <AssignDialog
          key={assign.n}
          coachId={coachId}
          target={{ kind: 'form', id: form.id, title: form.title }}
          open={assign.open}
          onOpenChange={assign.onOpenChange}
        />
      ) : null}
      <ConfirmDeleteDialog
        open={deleteFieldDialog.open}
        onOpenChange={deleteFieldDialog.onOpenChange}
        title={`"${deleteFieldDialog.data?.label ?? ''}"`}
        description="The field leaves the form. Answers clients already gave to it are kept with their responses."
        onConfirm={() => deleteField.mutateAsync(deleteFieldDialog.data!.id)}
        deletedToast="Field deleted successfully"
        failedToast="Failed to delete field"
        onDeleted={() => document.querySelector<HTMLButtonElement>('[data-testid="add-field"]')?.focus()}
      />
      <ConfirmDeleteDialog
        open={deleteFormDialog.open}
        onOpenChange={deleteFormDialog.onOpenChange}
        title={`"${form.title}"`}
        description="The form leaves your list and can no longer be assigned. Assignments already made and every answer given stay readable."
        onConfirm={() => deleteForm.mutateAsync(form.id)}
        deletedToast="Form deleted successfully"
        failedToast="Failed to delete form"
        onDeleted={onBack}
      />
    </section>
  );
}

/** The builder of one form: its details, its fields (add, edit, reorder, delete), preview, assign, delete. */
export function FormBuilder({ coachId, formId, onBack }: { coachId: string; formId: string; onBack: () => void }) {
  const query = useFormDetail(coachId, formId);
  if (query.isPending) {
    return (
      <div role="status" aria-label="Loading the form" className="grid gap-4">
        <Skeleton className="h-32 w-full" />
        <Skeleton className="h-64 w-full" />
      </div>
    );
  }
  if (query.isError) {
    const gone = query.error instanceof ApiError && (query.error.status === 404 || query.error.status === 403);
    return (
      <Card role="alert" className="grid justify-items-start gap-3 p-6">
        <p className="font-semibold">{gone ? 'Form not found' : 'Error Loading Form'}</p>
        <p className="text-muted-foreground">
          {gone ? 'This form was deleted or is not one of yours.' : errorMessage(query.error, "We couldn't load this form right now.")}
        </p>
        <div className="flex flex-wrap gap-2">
          {gone ? null : (
            <Button variant="outline" onClick={() => void query.refetch()}>
              <RefreshCw aria-hidden="true" />
              Try again
            </Button>
          )}
          <Button variant="ghost" onClick={onBack}>
            <ArrowLeft aria-hidden="true" />
            All forms
          </Button>
        </div>
      </Card>
    );
  }
  return <Builder coachId={coachId} form={query.data} onBack={onBack} />;
}
