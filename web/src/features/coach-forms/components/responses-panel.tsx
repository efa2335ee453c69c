import { useId, useMemo } from 'react';
import { MessageSquareText, RefreshCw } from 'lucide-react';
import type { FormField, FormResponse } from '@steady/shared';
import { FormAnswers, type RenderField } from '@/components/form-renderer';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-client';
import { formatInZone } from '@/lib/dates';
import { responseFhir, useCoachAssignments, useFormDetail, useFormResponses, useTemplateDetail } from '../api/forms';
import { scoreText } from '../lib/score';
import { clientsOf } from './assignments-panel';
import { FhirButton } from './fhir-button';
import { FilterSelect } from './filter-select';

/**
 * The questions of a response: the form's fields as they are now (for option labels and scale
 * bounds), each answered one with its label as it was asked, then answers to fields deleted since.
 * Without the form (it could not be read) the answers carry their own labels.
 */
export function answeredFields(fields: readonly FormField[], response: FormResponse): RenderField[] {
  const asked = new Map(response.values.map((v) => [v.fieldId, v]));
  const current: RenderField[] = fields.map((f) => ({ ...f, label: asked.get(f.id)?.label ?? f.label }));
  const known = new Set(fields.map((f) => f.id));
  const last = Math.max(0, ...fields.map((f) => f.orderIndex));
  const gone: RenderField[] = response.values
    .filter((v) => !known.has(v.fieldId))
    .map((v, i) => ({ id: v.fieldId, fieldType: v.fieldType, label: v.label, isRequired: false, orderIndex: last + 1 + i }));
  return [...current, ...gone];
}

/** One response: who, when, the score in words for an instrument, and every answer read back. */
function ResponseCard({ coachId, response, timeZone }: { coachId: string; response: FormResponse; timeZone: string | undefined }) {
  const titleId = useId();
  const template = useTemplateDetail(response.instrument);
  const form = useFormDetail(coachId, response.instrument ? null : response.formId);
  const fields = (response.instrument ? template.data : form.data)?.fields;
  const failed = response.instrument ? template.isError : form.isError;
  const answers = Object.fromEntries(response.values.map((v) => [v.fieldId, v.value]));
  return (
    <li>
      <Card asChild>
        <article aria-labelledby={titleId} className="grid gap-3 p-4 sm:p-5" data-testid="response-card">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h4 id={titleId} className="font-semibold">
              {response.responderName}: {response.formTitle}
            </h4>
            <div className="flex flex-wrap items-center gap-2">
              <p className="text-sm text-muted-foreground">Submitted {formatInZone(response.submittedAt, 'MMM d, yyyy h:mm a', timeZone)}</p>
              <FhirButton
                load={() => responseFhir(response.id)}
                filename={`questionnaire-response-${response.id}.json`}
                label={`Download ${response.responderName}'s response as a FHIR QuestionnaireResponse`}
              />
            </div>
          </div>
          {response.score !== null ? (
            <p className="rounded-md bg-muted px-3 py-2 font-medium" data-testid="response-score">
              {scoreText(response.score, response.instrument, response.band)}
            </p>
          ) : null}
          {fields || failed ? (
            <FormAnswers fields={answeredFields(fields ?? [], response)} answers={answers} />
          ) : (
            <Skeleton role="status" aria-label="Loading the answers" className="h-24 w-full" />
          )}
          {response.notes ? <p className="text-sm text-muted-foreground">Notes: {response.notes}</p> : null}
        </article>
      </Card>
    </li>
  );
}

/**
 * Submitted answers per client and per form, newest first, with instrument scores in words. Who and
 * which form come from the URL, so a row of the Assignments list links straight here.
 */
export function ResponsesPanel({
  coachId,
  timeZone,
  clientId,
  formId,
  onFilter,
}: {
  coachId: string;
  timeZone: string | undefined;
  clientId: string;
  formId: string;
  onFilter: (next: { client: string; form: string }) => void;
}) {
  const assignments = useCoachAssignments(coachId);
  const responses = useFormResponses(coachId, { userId: clientId, formId });
  const headingId = useId();
  const clients = useMemo(() => clientsOf(assignments.data ?? []), [assignments.data]);
  const forms = useMemo(() => {
    const byId = new Map((assignments.data ?? []).map((a) => [a.formId, a.formTitle]));
    return [...byId].map(([id, name]) => ({ id, name })).sort((a, b) => a.name.localeCompare(b.name));
  }, [assignments.data]);

  return (
    <Card asChild>
      <section aria-labelledby={headingId} data-testid="responses-panel">
        <CardHeader className="flex-wrap">
          <div className="grid gap-1">
            <CardTitle as="h3" id={headingId}>
              <MessageSquareText aria-hidden="true" className="text-primary" />
              Responses
            </CardTitle>
            <CardDescription>Your clients' submitted answers, with scores for validated instruments.</CardDescription>
          </div>
          <div className="grid w-full gap-3 sm:w-auto sm:grid-cols-2">
            <FilterSelect
              label="Client"
              allLabel="All clients"
              value={clientId}
              onChange={(client) => onFilter({ client, form: formId })}
              options={clients}
              className="sm:w-56"
              testId="responses-client"
            />
            <FilterSelect
              label="Form"
              allLabel="All forms"
              value={formId}
              onChange={(form) => onFilter({ client: clientId, form })}
              options={forms}
              className="sm:w-56"
              testId="responses-form"
            />
          </div>
        </CardHeader>
        <CardContent aria-busy={responses.isFetching}>
          {responses.isPending ? (
            <div role="status" aria-label="Loading responses" className="grid gap-3">
              {[0, 1].map((i) => (
                <Skeleton key={i} className="h-40 w-full" />
              ))}
            </div>
          ) : responses.isError ? (
            <div role="alert" className="grid justify-items-start gap-3">
              <p className="font-semibold">Error Loading Responses</p>
              <p className="text-muted-foreground">{errorMessage(responses.error, "We couldn't load the responses right now.")}</p>
              <Button variant="outline" onClick={() => void responses.refetch()}>
                <RefreshCw aria-hidden="true" />
                Try again
              </Button>
            </div>
          ) : responses.data.length === 0 ? (
            <div className="flex flex-col items-center gap-2 py-6 text-center" data-testid="responses-empty">
              <MessageSquareText className="size-10 text-muted-foreground" aria-hidden="true" />
              <p className="font-semibold">No responses yet</p>
              <p className="max-w-md text-muted-foreground">
                {clientId || formId
                  ? 'Nothing submitted for this choice yet. Try All clients or All forms.'
                  : 'Answers appear here once a client submits a form you assigned.'}
              </p>
            </div>
          ) : (
            <ul className="grid gap-3" data-testid="response-list">
              {responses.data.map((r) => (
                <ResponseCard key={r.id} coachId={coachId} response={r} timeZone={timeZone} />
              ))}
            </ul>
          )}
        </CardContent>
      </section>
    </Card>
  );
}
