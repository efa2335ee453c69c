import { useId } from 'react';
import { ArrowLeft, Copy, Eye, Lock, RefreshCw, Send } from 'lucide-react';
import type { FormDetail, FormTemplate } from '@steady/shared';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api-client';
import { templateFhir, useCopyTemplate, useTemplateDetail, useTemplates } from '../api/forms';
import { useDialog } from '../lib/use-dialog';
import { AssignDialog } from './assign-dialog';
import { FhirButton } from './fhir-button';
import { PreviewDialog } from './preview-dialog';

/** How an instrument is scored, in words and a table of its bands. */
export function ScoringCard({ template }: { template: FormTemplate }) {
  const titleId = useId();
  return (
    <Card asChild>
      <section aria-labelledby={titleId} data-testid="template-scoring">
        <CardHeader>
          <div className="grid gap-1">
            <CardTitle as="h3" id={titleId}>
              Scoring
            </CardTitle>
            <CardDescription>The answers' points add up to a total from 0 to {template.maxScore}. Steady scores every submission.</CardDescription>
          </div>
        </CardHeader>
        <CardContent className="grid gap-3">
          <table className="w-full max-w-md text-sm">
            <caption className="sr-only">{template.name} score ranges</caption>
            <thead>
              <tr className="border-b text-left text-muted-foreground">
                <th scope="col" className="py-1.5 pr-4 font-medium">
                  Total score
                </th>
                <th scope="col" className="py-1.5 font-medium">
                  Meaning
                </th>
              </tr>
            </thead>
            <tbody>
              {template.bands.map((b) => (
                <tr key={b.key} className="border-b last:border-0">
                  <td className="py-1.5 pr-4 tabular-nums">
                    {b.min}–{b.max}
                  </td>
                  <td className="py-1.5">{b.label}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <p className="max-w-prose text-sm">{template.interpretation}</p>
        </CardContent>
      </section>
    </Card>
  );
}

function Items({ form }: { form: FormDetail }) {
  const titleId = useId();
  return (
    <Card asChild>
      <section aria-labelledby={titleId}>
        <CardHeader>
          <div className="grid gap-1">
            <CardTitle as="h3" id={titleId}>
              Questions
            </CardTitle>
            {form.description ? <CardDescription className="whitespace-pre-line">{form.description}</CardDescription> : null}
          </div>
        </CardHeader>
        <CardContent>
          <ol className="grid gap-4" data-testid="template-items">
            {form.fields
              .filter((f) => f.fieldType !== 'instructions')
              .map((f, i) => (
                <li key={f.id} className="grid gap-1.5">
                  <p className="font-medium">
                    {i + 1}. {f.label}
                  </p>
                  {f.options.length ? (
                    <ul className="flex flex-wrap gap-1.5" aria-label="Answers">
                      {f.options.map((o) => (
                        <li key={o.id}>
                          <Badge variant="outline" className="whitespace-normal">
                            {o.optionLabel}
                            {o.score !== null ? (
                              <span className="text-muted-foreground"> ({o.score === 1 ? '1 point' : `${o.score} points`})</span>
                            ) : (
                              <span className="text-muted-foreground"> (not scored)</span>
                            )}
                          </Badge>
                        </li>
                      ))}
                    </ul>
                  ) : null}
                </li>
              ))}
          </ol>
        </CardContent>
      </section>
    </Card>
  );
}

/**
 * A validated instrument, read-only: its questions with each answer's points and how the total reads.
 * The coach can preview it, assign it, or copy it into an editable form of their own (unscored).
 */
export function TemplateView({
  coachId,
  templateId,
  onBack,
  onCopied,
}: {
  coachId: string;
  templateId: string;
  onBack: () => void;
  onCopied: (formId: string) => void;
}) {
  const templates = useTemplates();
  const detail = useTemplateDetail(templateId);
  const copy = useCopyTemplate(coachId);
  const preview = useDialog();
  const assign = useDialog();
  const headingId = useId();
  const template = templates.data?.find((t) => t.id === templateId);

  const back = (
    <div>
      <Button variant="ghost" size="sm" onClick={onBack} className="-ml-2">
        <ArrowLeft aria-hidden="true" />
        All forms
      </Button>
    </div>
  );

  if (templates.isPending || detail.isPending) {
    return (
      <div className="grid gap-4">
        {back}
        <div role="status" aria-label="Loading the instrument" className="grid gap-4">
          <Skeleton className="h-28 w-full" />
          <Skeleton className="h-64 w-full" />
        </div>
      </div>
    );
  }
  if (templates.isError || detail.isError || !template) {
    return (
      <div className="grid gap-4">
        {back}
        <Card role="alert" className="grid justify-items-start gap-3 p-6">
          <p className="font-semibold">Error Loading Instrument</p>
          <p className="text-muted-foreground">{errorMessage(templates.error ?? detail.error, "We couldn't load this instrument right now.")}</p>
          <Button
            variant="outline"
            onClick={() => {
              void templates.refetch();
              void detail.refetch();
            }}
          >
            <RefreshCw aria-hidden="true" />
            Try again
          </Button>
        </Card>
      </div>
    );
  }

  const copyToMine = async () => {
    try {
      const created = await copy.mutateAsync(templateId);
      toast({ title: 'Form copied successfully', description: 'The copy is yours to edit. Copies are not scored.', variant: 'success' });
      onCopied(created.id);
    } catch (error) {
      toast({ title: 'Failed to copy form', description: errorMessage(error, 'Please try again.'), variant: 'destructive' });
    }
  };

  return (
    <section aria-labelledby={headingId} className="grid min-w-0 gap-4" data-testid="template-view">
      {back}
      <Card>
        <CardHeader className="flex-wrap">
          <div className="grid gap-2">
            <h2 id={headingId} className="text-xl font-semibold">
              {template.name}: {template.title}
            </h2>
            <div className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
              <Badge variant="outline">
                <Lock aria-hidden="true" />
                Validated instrument, read-only
              </Badge>
              <span>
                {template.itemCount} questions · scored 0–{template.maxScore}
              </span>
            </div>
            <p className="max-w-prose text-sm">{template.description}</p>
          </div>
          <div className="flex flex-wrap gap-2">
            <Button variant="outline" onClick={() => preview.show(undefined)}>
              <Eye aria-hidden="true" />
              Preview
            </Button>
            <Button onClick={() => assign.show(undefined)}>
              <Send aria-hidden="true" />
              Assign
            </Button>
            <Button variant="outline" onClick={() => void copyToMine()} disabled={copy.isPending}>
              {copy.isPending ? <Spinner /> : <Copy aria-hidden="true" />}
              {copy.isPending ? 'Copying...' : 'Copy to my forms'}
            </Button>
            <FhirButton load={() => templateFhir(templateId)} filename={`questionnaire-${templateId}.json`} label="Download as a FHIR Questionnaire" />
          </div>
        </CardHeader>
      </Card>
      <div className="grid min-w-0 gap-4 lg:grid-cols-[2fr_1fr] lg:items-start">
        <Items form={detail.data} />
        <ScoringCard template={template} />
      </div>
      {preview.n > 0 ? <PreviewDialog key={preview.n} form={detail.data} open={preview.open} onOpenChange={preview.onOpenChange} /> : null}
      {assign.n > 0 ? (
        <AssignDialog
          key={assign.n}
          coachId={coachId}
          target={{ kind: 'template', id: templateId, title: template.name }}
          open={assign.open}
          onOpenChange={assign.onOpenChange}
        />
      ) : null}
    </section>
  );
}
