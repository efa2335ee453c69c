import { useEffect, useRef, useState, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { Lock, Plus, Save, X } from 'lucide-react';
import { SAFETY_PLAN_CRISIS_LINE, SAFETY_PLAN_LIMITS, SafetyPlanBody, type SafetyPlan } from '@steady/shared';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Field, fieldA11y } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import { ApiError, errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/utils';
import { useSaveSafetyPlan } from '../api/save-safety-plan';
import { REASON_LABEL, STEPS, bodyFrom, draftFrom, rowKey, type ContactListKey, type Draft, type Step, type TextListKey } from '../lib/steps';
import { SafetyPlanPrint } from './safety-plan-print';

type Errors = Record<string, string>;

const MAX = SAFETY_PLAN_LIMITS.items;
const REASON_ID = 'safety-reasonForLiving';

/** Every message by its path ('copingStrategies.1', 'helpContacts.0.phone', 'warningSigns'), the first per path. */
function errorsByPath(issues: readonly { path: readonly PropertyKey[] | string; message: string }[]): Errors {
  const out: Errors = {};
  for (const i of issues) {
    const path = typeof i.path === 'string' ? i.path : i.path.map(String).join('.');
    if (path && !(path in out)) out[path] = i.message;
  }
  return out;
}

/** The id of the control a path names, so focus can move to the first invalid field. */
function controlId(draft: Draft, path: string): string | null {
  if (path === 'reasonForLiving') return REASON_ID;
  const [list, index, field] = path.split('.');
  const step = STEPS.find((s) => s.key === list);
  if (!step) return null;
  if (index === undefined) return `safety-${step.key}-add`;
  const row = draft[step.key][Number(index)];
  if (!row) return `safety-${step.key}-add`;
  return step.kind === 'contact' ? `safety-${step.key}-${row.key}-${field === 'phone' ? 'phone' : 'name'}` : `safety-${step.key}-${row.key}`;
}

/** The paths in the order of the screen: steps top to bottom, rows in order, name before phone. */
function firstInvalid(draft: Draft, errors: Errors): string | null {
  const order: string[] = [];
  for (const step of STEPS) {
    order.push(step.key);
    draft[step.key].forEach((_row, i) => {
      if (step.kind === 'contact') order.push(`${step.key}.${i}.name`, `${step.key}.${i}.phone`);
      else order.push(`${step.key}.${i}`);
    });
  }
  order.push('reasonForLiving');
  return order.find((p) => errors[p]) ?? Object.keys(errors)[0] ?? null;
}

/**
 * The safety plan editor: the six Stanley–Brown steps as lists the person adds to and removes from
 * (every control reachable by keyboard; adding focuses the new row, removing focuses its neighbour),
 * the 988 Lifeline fixed in step 5, and the reason for living. Save checks with the contract first and
 * shows the server's field messages under the row that caused them.
 */
export function SafetyPlanForm({ userId, plan }: { userId: string; plan: SafetyPlan }) {
  const [draft, setDraft] = useState<Draft>(() => draftFrom(plan));
  const [errors, setErrors] = useState<Errors>({});
  const save = useSaveSafetyPlan(userId);
  const focusAfterRender = useRef<string | null>(null);

  useEffect(() => {
    if (focusAfterRender.current) {
      document.getElementById(focusAfterRender.current)?.focus();
      focusAfterRender.current = null;
    }
  });

  const showErrors = (next: Errors, current: Draft = draft) => {
    flushSync(() => setErrors(next));
    const first = firstInvalid(current, next);
    const id = first ? controlId(current, first) : null;
    if (id) document.getElementById(id)?.focus();
    return first ? next[first] : undefined;
  };

  const setText = (key: TextListKey, index: number, value: string) =>
    setDraft((d) => ({ ...d, [key]: d[key].map((r, i) => (i === index ? { ...r, value } : r)) }));
  const setContact = (key: ContactListKey, index: number, field: 'name' | 'phone', value: string) =>
    setDraft((d) => ({ ...d, [key]: d[key].map((r, i) => (i === index ? { ...r, [field]: value } : r)) }));

  const add = (step: Step) => {
    const key = rowKey();
    focusAfterRender.current = step.kind === 'contact' ? `safety-${step.key}-${key}-name` : `safety-${step.key}-${key}`;
    setDraft((d) =>
      step.kind === 'contact'
        ? { ...d, [step.key]: [...d[step.key], { key, name: '', phone: '' }] }
        : { ...d, [step.key]: [...d[step.key], { key, value: '' }] },
    );
    // Row errors are by index: adding at the end moves none of them.
  };

  const remove = (step: Step, index: number) => {
    const rows = draft[step.key];
    const neighbour = rows[index + 1] ?? rows[index - 1];
    focusAfterRender.current = neighbour
      ? step.kind === 'contact'
        ? `safety-${step.key}-${neighbour.key}-name`
        : `safety-${step.key}-${neighbour.key}`
      : `safety-${step.key}-add`;
    setDraft((d) => ({ ...d, [step.key]: d[step.key].filter((_r, i) => i !== index) }));
    // The rows after it move up: their errors would point at the wrong row, so this list's are cleared.
    setErrors((e) => Object.fromEntries(Object.entries(e).filter(([p]) => p !== step.key && !p.startsWith(`${step.key}.`))));
  };

  const submit = async () => {
    const body = bodyFrom(draft);
    const parsed = SafetyPlanBody.safeParse(body);
    if (!parsed.success) {
      const message = showErrors(errorsByPath(parsed.error.issues));
      toast({ title: 'Save Failed', description: message ?? 'Please check the highlighted fields.', variant: 'destructive' });
      return;
    }
    try {
      const saved = await save.mutateAsync(body);
      const next = draftFrom(saved);
      setErrors({});
      setDraft(next);
      toast({ title: 'Safety Plan Saved', description: 'Your plan is ready whenever you need it.', variant: 'success' });
    } catch (error) {
      const fieldErrors = error instanceof ApiError ? errorsByPath(error.body?.errors ?? []) : {};
      if (Object.keys(fieldErrors).length) showErrors(fieldErrors);
      toast({ title: 'Save Failed', description: errorMessage(error, 'Your safety plan could not be saved. Please try again.'), variant: 'destructive' });
    }
  };

  return (
    <>
      <form
        className="grid gap-6 print:hidden"
        noValidate
        aria-label="Safety plan"
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        {STEPS.map((step) => (
          <StepSection key={step.key} step={step}>
            {step.key === 'professionals' ? (
              <p className="flex flex-wrap items-center gap-x-2 gap-y-1 rounded-md border border-dashed border-primary/50 bg-primary/5 px-3 py-2 text-sm">
                <Lock aria-hidden="true" className="size-4 shrink-0 text-primary" />
                <span className="font-medium">{SAFETY_PLAN_CRISIS_LINE.name}</span>
                <a href={`tel:${SAFETY_PLAN_CRISIS_LINE.phone}`} className="font-semibold text-primary underline underline-offset-4">
                  {SAFETY_PLAN_CRISIS_LINE.phone}
                </a>
                <span className="text-muted-foreground">· always on your plan</span>
              </p>
            ) : null}
            {step.kind === 'text' ? (
              <ul className="grid gap-2" aria-label={step.title}>
                {draft[step.key].map((row, i) => {
                  const id = `safety-${step.key}-${row.key}`;
                  const error = errors[`${step.key}.${i}`];
                  return (
                    <li key={row.key} className="flex items-start gap-2">
                      <div className="grid min-w-0 flex-1 gap-1">
                        <Label htmlFor={id} className="sr-only">
                          {step.item} {i + 1}
                        </Label>
                        <Input
                          {...fieldA11y(id, error)}
                          value={row.value}
                          placeholder={step.placeholder}
                          onChange={(e) => setText(step.key, i, e.target.value)}
                        />
                        {error ? (
                          <p id={`${id}-error`} className="text-sm font-medium text-destructive">
                            {error}
                          </p>
                        ) : null}
                      </div>
                      <RemoveButton label={`Remove ${step.item.toLowerCase()} ${i + 1}`} onClick={() => remove(step, i)} />
                    </li>
                  );
                })}
              </ul>
            ) : (
              <ul className="grid gap-3" aria-label={step.title}>
                {draft[step.key].map((row, i) => {
                  const base = `safety-${step.key}-${row.key}`;
                  const nameError = errors[`${step.key}.${i}.name`];
                  const phoneError = errors[`${step.key}.${i}.phone`];
                  return (
                    <li key={row.key} className="flex items-start gap-2">
                      <div className="grid min-w-0 flex-1 gap-2 sm:grid-cols-[minmax(0,1fr)_14rem]">
                        <div className="grid gap-1">
                          {i === 0 ? (
                            <span aria-hidden="true" className="text-sm font-medium">
                              Name
                            </span>
                          ) : null}
                          <Label htmlFor={`${base}-name`} className="sr-only">
                            {`Name, ${step.item.toLowerCase()} ${i + 1}`}
                          </Label>
                          <Input
                            {...fieldA11y(`${base}-name`, nameError)}
                            value={row.name}
                            placeholder={step.placeholder}
                            autoComplete="off"
                            onChange={(e) => setContact(step.key, i, 'name', e.target.value)}
                          />
                          {nameError ? (
                            <p id={`${base}-name-error`} className="text-sm font-medium text-destructive">
                              {nameError}
                            </p>
                          ) : null}
                        </div>
                        <div className="grid gap-1">
                          {i === 0 ? (
                            <span aria-hidden="true" className="text-sm font-medium">
                              Phone (optional)
                            </span>
                          ) : null}
                          <Label htmlFor={`${base}-phone`} className="sr-only">
                            {`Phone (optional), ${step.item.toLowerCase()} ${i + 1}`}
                          </Label>
                          <Input
                            {...fieldA11y(`${base}-phone`, phoneError)}
                            type="tel"
                            inputMode="tel"
                            placeholder="Phone"
                            autoComplete="off"
                            value={row.phone}
                            onChange={(e) => setContact(step.key, i, 'phone', e.target.value)}
                          />
                          {phoneError ? (
                            <p id={`${base}-phone-error`} className="text-sm font-medium text-destructive">
                              {phoneError}
                            </p>
                          ) : null}
                        </div>
                      </div>
                      <RemoveButton label={`Remove ${step.item.toLowerCase()} ${i + 1}`} onClick={() => remove(step, i)} className={cn(i === 0 && 'mt-6')} />
                    </li>
                  );
                })}
              </ul>
            )}
            <div className="flex flex-wrap items-center gap-3">
              <Button
                id={`safety-${step.key}-add`}
                variant="outline"
                size="sm"
                disabled={draft[step.key].length >= MAX}
                aria-describedby={errors[step.key] ? `safety-${step.key}-error` : undefined}
                onClick={() => add(step)}
              >
                <Plus aria-hidden="true" />
                {step.add}
              </Button>
              {draft[step.key].length >= MAX ? <p className="text-sm text-muted-foreground">You can list up to {MAX}.</p> : null}
            </div>
            {errors[step.key] ? (
              <p id={`safety-${step.key}-error`} className="text-sm font-medium text-destructive">
                {errors[step.key]}
              </p>
            ) : null}
          </StepSection>
        ))}

        <Card asChild>
          <section aria-labelledby="safety-reason-title" className="border-primary/40">
            <CardHeader>
              <CardTitle id="safety-reason-title">What matters most</CardTitle>
            </CardHeader>
            <CardContent>
              <Field
                id={REASON_ID}
                label={REASON_LABEL}
                error={errors.reasonForLiving}
                hint={`${draft.reasonForLiving.length}/${SAFETY_PLAN_LIMITS.reasonChars} characters`}
              >
                <Textarea
                  {...fieldA11y(REASON_ID, errors.reasonForLiving, true)}
                  className="min-h-24"
                  value={draft.reasonForLiving}
                  onChange={(e) => setDraft((d) => ({ ...d, reasonForLiving: e.target.value }))}
                />
              </Field>
            </CardContent>
          </section>
        </Card>

        <div className="flex justify-end">
          <Button type="submit" size="lg" disabled={save.isPending}>
            {save.isPending ? <Spinner /> : <Save aria-hidden="true" />}
            {save.isPending ? 'Saving...' : 'Save Safety Plan'}
          </Button>
        </div>
      </form>
      <SafetyPlanPrint draft={draft} />
    </>
  );
}

function StepSection({ step, children }: { step: Step; children: ReactNode }) {
  const titleId = `safety-${step.key}-title`;
  return (
    <Card asChild>
      <section aria-labelledby={titleId}>
        <CardHeader>
          <div className="grid gap-1">
            <CardTitle id={titleId}>
              <span aria-hidden="true" className="grid size-7 shrink-0 place-content-center rounded-full bg-primary/15 text-sm font-semibold text-primary">
                {step.step}
              </span>
              <span>
                <span className="sr-only">Step {step.step}: </span>
                {step.title}
              </span>
            </CardTitle>
            <CardDescription>{step.prompt}</CardDescription>
          </div>
        </CardHeader>
        <CardContent className="grid gap-3">{children}</CardContent>
      </section>
    </Card>
  );
}

function RemoveButton({ label, onClick, className }: { label: string; onClick: () => void; className?: string | false | undefined }) {
  return (
    <Button variant="ghost" size="icon" className={cn('shrink-0 text-muted-foreground hover:text-foreground', className)} aria-label={label} onClick={onClick}>
      <X aria-hidden="true" />
    </Button>
  );
}
