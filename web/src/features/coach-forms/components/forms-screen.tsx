import { useId } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ClipboardCheck, FilePlus2, FileText, Lock, RefreshCw, Send } from 'lucide-react';
import type { FormAssignment } from '@steady/shared';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-client';
import { formatInZone } from '@/lib/dates';
import { useCoachForms, useTemplates } from '../api/forms';
import { PURPOSE_LABELS } from '../lib/labels';
import { useDialog } from '../lib/use-dialog';
import { AssignDialog } from './assign-dialog';
import { AssignmentsPanel } from './assignments-panel';
import { FormBuilder } from './form-builder';
import { FormDetailsDialog } from './form-details-dialog';
import { ResponsesPanel } from './responses-panel';
import { TemplateView } from './template-view';

const VIEWS = [
  { key: 'forms', label: 'Forms' },
  { key: 'assignments', label: 'Assignments' },
  { key: 'responses', label: 'Responses' },
] as const;
type View = (typeof VIEWS)[number]['key'];

function MyForms({ coachId, timeZone, onOpen, onNew }: { coachId: string; timeZone: string | undefined; onOpen: (id: string) => void; onNew: () => void }) {
  const query = useCoachForms(coachId);
  const headingId = useId();
  const forms = (query.data ?? []).filter((f) => !f.isTemplate);
  return (
    <Card asChild>
      <section aria-labelledby={headingId} data-testid="my-forms-list">
        <CardHeader>
          <div className="grid gap-1">
            <CardTitle as="h3" id={headingId}>
              <FileText aria-hidden="true" className="text-primary" />
              Your forms
            </CardTitle>
            <CardDescription>Check-ins and questionnaires you wrote, ready to assign.</CardDescription>
          </div>
        </CardHeader>
        <CardContent aria-busy={query.isFetching}>
          {query.isPending ? (
            <div role="status" aria-label="Loading forms" className="grid gap-3">
              {[0, 1, 2].map((i) => (
                <Skeleton key={i} className="h-14 w-full" />
              ))}
            </div>
          ) : query.isError ? (
            <div role="alert" className="grid justify-items-start gap-3">
              <p className="font-semibold">Error Loading Forms</p>
              <p className="text-muted-foreground">{errorMessage(query.error, "We couldn't load your forms right now.")}</p>
              <Button variant="outline" onClick={() => void query.refetch()}>
                <RefreshCw aria-hidden="true" />
                Try again
              </Button>
            </div>
          ) : forms.length === 0 ? (
            <div className="flex flex-col items-center gap-3 py-6 text-center" data-testid="forms-empty">
              <FileText className="size-10 text-muted-foreground" aria-hidden="true" />
              <p className="font-semibold">No forms yet</p>
              <p className="max-w-md text-muted-foreground">Write a check-in of your own, or copy a validated instrument below and adapt it.</p>
              <Button onClick={onNew}>
                <FilePlus2 aria-hidden="true" />
                New form
              </Button>
            </div>
          ) : (
            <ul className="grid" data-testid="form-list">
              {forms.map((f) => (
                <li key={f.id} className="flex flex-wrap items-center gap-x-4 gap-y-2 border-b py-3 last:border-0" data-testid="form-row">
                  <div className="grid min-w-0 flex-1 basis-56 gap-1">
                    <button
                      type="button"
                      onClick={() => onOpen(f.id)}
                      className="w-fit break-words rounded-sm text-left font-medium underline-offset-4 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring"
                    >
                      {f.title}
                    </button>
                    <p className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
                      <Badge variant="outline">{PURPOSE_LABELS[f.purpose]}</Badge>
                      <span>
                        {f.fieldCount === 1 ? '1 field' : `${f.fieldCount} fields`} · updated {formatInZone(f.updatedAt, 'MMM d, yyyy', timeZone)}
                      </span>
                    </p>
                  </div>
                  <Button variant="outline" size="sm" onClick={() => onOpen(f.id)} aria-label={`Open ${f.title}`}>
                    Open
                  </Button>
                </li>
              ))}
            </ul>
          )}
        </CardContent>
      </section>
    </Card>
  );
}

function Templates({ coachId, onOpen }: { coachId: string; onOpen: (id: string) => void }) {
  const query = useTemplates();
  const assign = useDialog<{ id: string; name: string }>();
  const headingId = useId();
  return (
    <Card asChild>
      <section aria-labelledby={headingId} data-testid="templates-list">
        <CardHeader>
          <div className="grid gap-1">
            <CardTitle as="h3" id={headingId}>
              <ClipboardCheck aria-hidden="true" className="text-primary" />
              Validated instruments
            </CardTitle>
            <CardDescription>
              Published questionnaires with their exact wording, scored by Steady. Read-only; copy one to adapt it (copies are not scored).
            </CardDescription>
          </div>
        </CardHeader>
        <CardContent>
          {query.isPending ? (
            <div role="status" aria-label="Loading instruments" className="grid gap-3 sm:grid-cols-3">
              {[0, 1, 2].map((i) => (
                <Skeleton key={i} className="h-32 w-full" />
              ))}
            </div>
          ) : query.isError ? (
            <div role="alert" className="grid justify-items-start gap-3">
              <p className="font-semibold">Error Loading Instruments</p>
              <p className="text-muted-foreground">{errorMessage(query.error, "We couldn't load the instruments right now.")}</p>
              <Button variant="outline" onClick={() => void query.refetch()}>
                <RefreshCw aria-hidden="true" />
                Try again
              </Button>
            </div>
          ) : (
            <ul className="grid gap-3 md:grid-cols-3">
              {query.data.map((t) => (
                <li key={t.id} className="grid content-between gap-3 rounded-md border p-4" data-testid="template-card">
                  <div className="grid gap-1">
                    <p className="flex items-center gap-2 font-semibold">
                      {t.name}
                      <Lock className="size-3.5 text-muted-foreground" aria-label="read-only" />
                    </p>
                    <p className="text-sm">{t.title}</p>
                    <p className="text-sm text-muted-foreground">
                      {t.itemCount} questions · scored 0–{t.maxScore}
                    </p>
                  </div>
                  <div className="flex flex-wrap gap-2">
                    <Button variant="outline" size="sm" onClick={() => onOpen(t.id)} aria-label={`View ${t.name}`}>
                      View
                    </Button>
                    <Button size="sm" onClick={() => assign.show({ id: t.id, name: t.name })} aria-label={`Assign ${t.name}`}>
                      <Send aria-hidden="true" />
                      Assign
                    </Button>
                  </div>
                </li>
              ))}
            </ul>
          )}
        </CardContent>
        {assign.n > 0 && assign.data ? (
          <AssignDialog
            key={assign.n}
            coachId={coachId}
            target={{ kind: 'template', id: assign.data.id, title: assign.data.name }}
            open={assign.open}
            onOpenChange={assign.onOpenChange}
          />
        ) : null}
      </section>
    </Card>
  );
}

/**
 * The coach's Forms tab (docs/architecture.md, "Forms and measurement-based care"): their forms and
 * the validated instruments, the builder of one form, an instrument's read-only view, assignments with
 * each client's status, and responses. Which of these shows is in the URL (`?form=`, `?template=`,
 * `?view=`), so Back works and a screen can be linked.
 */
export function FormsScreen({ coachId, timeZone }: { coachId: string; timeZone?: string | undefined }) {
  const [params, setParams] = useSearchParams();
  const newForm = useDialog();
  const headingId = useId();
  const formId = params.get('form');
  const templateId = params.get('template');
  const raw = params.get('view');
  const view: View = raw === 'assignments' || raw === 'responses' ? raw : 'forms';

  const go = (next: Record<string, string>) => setParams(next);
  const back = () => go({});
  const focusHeading = () => requestAnimationFrame(() => document.getElementById(headingId)?.focus());

  if (formId) return <FormBuilder key={formId} coachId={coachId} formId={formId} onBack={back} />;
  if (templateId) return <TemplateView key={templateId} coachId={coachId} templateId={templateId} onBack={back} onCopied={(id) => go({ form: id })} />;

  return (
    <section aria-labelledby={headingId} className="grid min-w-0 gap-4" data-testid="coach-forms">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="grid gap-1">
          <h2 id={headingId} tabIndex={-1} className="text-xl font-semibold outline-none">
            Forms
          </h2>
          <p className="max-w-2xl text-sm text-muted-foreground">
            Build check-ins, assign them and validated instruments to your clients, and read their answers.
          </p>
        </div>
        <Button onClick={() => newForm.show(undefined)} data-testid="new-form">
          <FilePlus2 aria-hidden="true" />
          New form
        </Button>
      </div>
      <nav aria-label="Forms sections">
        <ul className="inline-flex flex-wrap gap-1 rounded-md border p-0.5">
          {VIEWS.map((v) => (
            <li key={v.key}>
              <Button
                type="button"
                size="sm"
                variant={view === v.key ? 'default' : 'ghost'}
                aria-current={view === v.key ? 'page' : undefined}
                onClick={() => go(v.key === 'forms' ? {} : { view: v.key })}
              >
                {v.label}
              </Button>
            </li>
          ))}
        </ul>
      </nav>
      <div className="grid min-w-0 gap-4">
        {view === 'forms' ? (
          <>
            <MyForms coachId={coachId} timeZone={timeZone} onOpen={(id) => go({ form: id })} onNew={() => newForm.show(undefined)} />
            <Templates coachId={coachId} onOpen={(id) => go({ template: id })} />
          </>
        ) : view === 'assignments' ? (
          <AssignmentsPanel
            coachId={coachId}
            timeZone={timeZone}
            onViewAnswers={(a: FormAssignment) => {
              go({ view: 'responses', client: a.userId, formId: a.formId });
              focusHeading();
            }}
          />
        ) : (
          <ResponsesPanel
            coachId={coachId}
            timeZone={timeZone}
            clientId={params.get('client') ?? ''}
            formId={params.get('formId') ?? ''}
            onFilter={({ client, form }) => go({ view: 'responses', ...(client ? { client } : {}), ...(form ? { formId: form } : {}) })}
          />
        )}
      </div>
      {newForm.n > 0 ? (
        <FormDetailsDialog
          key={newForm.n}
          coachId={coachId}
          form={null}
          open={newForm.open}
          onOpenChange={newForm.onOpenChange}
          onCreated={(f) => go({ form: f.id })}
        />
      ) : null}
    </section>
  );
}
