import { useId, useRef, useState, type FormEvent } from 'react';
import { SUPPORT_CATEGORIES, SUPPORT_DEFAULT_PRIORITY, SUPPORT_LIMITS, SUPPORT_PRIORITIES } from '@steady/shared/constants';
import { formatCount } from '@steady/shared';
import { Send } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Field, fieldA11y } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import { cn } from '@/lib/utils';
import { useSubmitSupportRequest } from '../api/submit-support-request';

type Category = (typeof SUPPORT_CATEGORIES)[number];
type Priority = (typeof SUPPORT_PRIORITIES)[number];

const CATEGORY_LABELS: Record<Category, string> = {
  technical: 'Technical issue',
  account: 'Account',
  billing: 'Billing',
  feature: 'Feature request',
  privacy: 'Privacy and data',
  other: 'Other',
};
const PRIORITY_LABELS: Record<Priority, string> = { low: 'Low', medium: 'Medium', high: 'High', urgent: 'Urgent' };

interface Values {
  name: string;
  email: string;
  subject: string;
  category: Category | '';
  message: string;
  priority: Priority;
}
const EMPTY: Values = { name: '', email: '', subject: '', category: '', message: '', priority: SUPPORT_DEFAULT_PRIORITY };
const REQUIRED = ['name', 'email', 'subject', 'category', 'message'] as const;
type RequiredField = (typeof REQUIRED)[number];
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Native selects: keyboard and screen-reader behaviour of the platform, and easy on phones. */
const selectClass =
  'flex h-11 w-full rounded-md border border-input bg-background px-3 text-base focus-visible:outline-2 focus-visible:outline-offset-1 ' +
  'focus-visible:outline-ring aria-invalid:border-destructive disabled:opacity-60';

/**
 * The Support Center contact form (spec sections 2, 5 and 8): name, email, subject, category and
 * message are required ('Missing Information'); priority defaults to medium. On success the form
 * resets; on failure the entries stay so nothing typed is lost.
 */
export function SupportForm() {
  const headingId = useId();
  const [values, setValues] = useState<Values>(EMPTY);
  const [missing, setMissing] = useState<Set<RequiredField>>(new Set());
  const [emailInvalid, setEmailInvalid] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const submit = useSubmitSupportRequest();

  const set = <K extends keyof Values>(key: K, value: Values[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    if (missing.has(key as RequiredField) && String(value).trim()) {
      setMissing((m) => {
        const next = new Set(m);
        next.delete(key as RequiredField);
        return next;
      });
    }
    if (key === 'email') setEmailInvalid(false);
  };

  const focusField = (name: string) => formRef.current?.querySelector<HTMLElement>(`[name="${name}"]`)?.focus();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const empty = REQUIRED.filter((f) => !values[f].trim());
    setMissing(new Set(empty));
    if (empty.length > 0) {
      toast({ title: 'Missing Information', description: 'Please fill in all required fields.', variant: 'destructive' });
      focusField(empty[0]!);
      return;
    }
    if (!EMAIL.test(values.email.trim())) {
      setEmailInvalid(true);
      focusField('email');
      return;
    }
    try {
      await submit.mutateAsync({
        name: values.name.trim(),
        email: values.email.trim(),
        subject: values.subject.trim(),
        category: values.category as Category,
        message: values.message.trim(),
        priority: values.priority,
      });
      toast({ title: 'Support Request Submitted', description: "We'll get back to you within 24 hours", variant: 'success' });
      setValues(EMPTY);
      setMissing(new Set());
    } catch {
      toast({ title: 'Submission Failed', description: 'Please try again or contact us directly via email.', variant: 'destructive' });
    }
  };

  const err = (f: RequiredField) => (missing.has(f) ? 'This field is required' : undefined);
  const emailError = err('email') ?? (emailInvalid ? 'Please enter a valid email address' : undefined);
  const busy = submit.isPending;

  return (
    <Card asChild>
      <section aria-labelledby={headingId}>
        <CardHeader>
          <div className="grid gap-1">
            <CardTitle id={headingId}>
              <Send aria-hidden="true" className="text-primary" />
              Contact Support
            </CardTitle>
            <CardDescription>
              Fields marked * are required. Please do not include details of a crisis here; if you are in crisis, call or text 988.
            </CardDescription>
          </div>
        </CardHeader>
        <CardContent>
          <form ref={formRef} noValidate onSubmit={onSubmit} className="grid gap-5" aria-busy={busy}>
            <div className="grid gap-5 sm:grid-cols-2">
              <Field id="support-name" label="Name *" error={err('name')}>
                <Input
                  {...fieldA11y('support-name', err('name'))}
                  name="name"
                  autoComplete="name"
                  aria-required="true"
                  maxLength={SUPPORT_LIMITS.nameMax}
                  value={values.name}
                  onChange={(e) => set('name', e.target.value)}
                />
              </Field>
              <Field id="support-email" label="Email *" error={emailError}>
                <Input
                  {...fieldA11y('support-email', emailError)}
                  name="email"
                  type="email"
                  autoComplete="email"
                  aria-required="true"
                  maxLength={SUPPORT_LIMITS.emailMax}
                  value={values.email}
                  onChange={(e) => set('email', e.target.value)}
                />
              </Field>
            </div>
            <Field id="support-subject" label="Subject *" error={err('subject')}>
              <Input
                {...fieldA11y('support-subject', err('subject'))}
                name="subject"
                aria-required="true"
                maxLength={SUPPORT_LIMITS.subjectMax}
                value={values.subject}
                onChange={(e) => set('subject', e.target.value)}
              />
            </Field>
            <div className="grid gap-5 sm:grid-cols-2">
              <Field id="support-category" label="Category *" error={err('category')}>
                <select
                  {...fieldA11y('support-category', err('category'))}
                  name="category"
                  aria-required="true"
                  className={cn(selectClass, !values.category && 'text-muted-foreground')}
                  value={values.category}
                  onChange={(e) => set('category', e.target.value as Category | '')}
                >
                  <option value="">Select a category</option>
                  {SUPPORT_CATEGORIES.map((c) => (
                    <option key={c} value={c}>
                      {CATEGORY_LABELS[c]}
                    </option>
                  ))}
                </select>
              </Field>
              <Field id="support-priority" label="Priority">
                <select
                  {...fieldA11y('support-priority')}
                  name="priority"
                  className={selectClass}
                  value={values.priority}
                  onChange={(e) => set('priority', e.target.value as Priority)}
                >
                  {SUPPORT_PRIORITIES.map((p) => (
                    <option key={p} value={p}>
                      {PRIORITY_LABELS[p]}
                    </option>
                  ))}
                </select>
              </Field>
            </div>
            <Field
              id="support-message"
              label="Message *"
              error={err('message')}
              hint={`${formatCount(values.message.length)} / ${formatCount(SUPPORT_LIMITS.messageMax)} characters`}
            >
              <Textarea
                {...fieldA11y('support-message', err('message'), true)}
                name="message"
                rows={6}
                aria-required="true"
                maxLength={SUPPORT_LIMITS.messageMax}
                value={values.message}
                onChange={(e) => set('message', e.target.value)}
              />
            </Field>
            <div>
              <Button type="submit" disabled={busy}>
                {busy ? <Spinner /> : <Send aria-hidden="true" />}
                {busy ? 'Sending...' : 'Submit Request'}
              </Button>
            </div>
          </form>
        </CardContent>
      </section>
    </Card>
  );
}
