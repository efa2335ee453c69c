import { useEffect, useMemo, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { ExternalLink, ShieldCheck } from 'lucide-react';
import {
  CONSENT_KINDS,
  PlanPhone,
  REQUIRED_CONSENTS,
  SETTINGS_CALL_TIMES,
  formatCallTime,
  isSafetyPlanEmpty,
  type ConsentKind,
  type OnboardingState,
  type SafetyPlan,
} from '@steady/shared';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Field, fieldA11y } from '@/components/ui/field';
import { Input, fieldClasses } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { Spinner } from '@/components/ui/spinner';
import { Switch } from '@/components/ui/switch';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/utils';
import { useOnboardingSettings, useSaveConsents, useSaveSafetyPlan, useSaveSettingsFields } from '../api/onboarding';
import { inviteToken } from '../lib/invite';
import { browserTimeZone, localTimeIn, searchZones, zoneLabel } from '../lib/time-zones';

/** What every step gets from the flow: record the outcome (then the flow moves on), or go back. */
export interface StepProps {
  userId: string;
  state: OnboardingState;
  /** Saves the step as completed or skipped and moves on; `then` overrides where to go afterwards. */
  onDone: (outcome: 'completed' | 'skipped', then?: string) => Promise<void>;
  onBack: (() => void) | null;
  busy: boolean;
}

function failed(error: unknown) {
  toast({ title: 'Could not save', description: errorMessage(error, 'Please try again in a moment.'), variant: 'destructive' });
}

/** Back, then the step's own buttons on the right; the primary action last (and first in reading order on phones). */
function StepActions({ onBack, children }: { onBack: (() => void) | null; children: ReactNode }) {
  return (
    <div className="flex flex-col-reverse gap-3 border-t pt-5 sm:flex-row sm:items-center sm:justify-between">
      {onBack ? (
        <Button type="button" variant="ghost" onClick={onBack}>
          Back
        </Button>
      ) : (
        <span />
      )}
      <div className="flex flex-col-reverse gap-3 sm:flex-row">{children}</div>
    </div>
  );
}

function Busy({ busy, idle, working }: { busy: boolean; idle: string; working: string }) {
  return (
    <>
      {busy ? <Spinner /> : null}
      {busy ? working : idle}
    </>
  );
}

function NewTabLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className="inline-flex items-center gap-1 font-medium text-primary underline underline-offset-4">
      {children}
      <ExternalLink className="size-3.5" aria-hidden="true" />
      <span className="sr-only">(opens in a new tab)</span>
    </a>
  );
}

const CONSENT_TEXT: Record<ConsentKind, { label: string; detail: string; link: { href: string; text: string } }> = {
  terms: {
    label: 'I agree to the Terms of Use.',
    detail: 'Steady supports treatment; it does not replace it. In a crisis, call or text 988.',
    link: { href: '/terms-of-use', text: 'Read the Terms of Use' },
  },
  privacy: {
    label: 'I have read the Privacy Notice.',
    detail: 'It explains what Steady keeps about you, who can see it, and how to have it deleted.',
    link: { href: '/privacy-policy', text: 'Read the Privacy Notice' },
  },
  callRecording: {
    label: 'Call me for my daily check-in, and record the call.',
    detail: 'The recording is turned into your journal entry, then deleted unless you choose to keep recordings. Without this, Steady never calls you.',
    link: { href: '/privacy-policy', text: 'How recordings are handled' },
  },
  sms: {
    label: 'Send me text messages.',
    detail: 'For example, that your coach sent you a message. Message and data rates may apply. Without this, Steady never texts you.',
    link: { href: '/terms-of-use', text: 'Text message terms' },
  },
};

/** (a) Consent: four plain statements, each its own checkbox; the terms and the privacy notice are required. */
export function ConsentStep({ userId, state, onDone, onBack, busy }: StepProps) {
  const save = useSaveConsents(userId);
  const [checked, setChecked] = useState<Record<ConsentKind, boolean>>(
    () => Object.fromEntries(CONSENT_KINDS.map((k) => [k, state.consents[k] !== null])) as Record<ConsentKind, boolean>,
  );
  const [error, setError] = useState<string | null>(null);
  const boxes = useRef<Partial<Record<ConsentKind, HTMLButtonElement | null>>>({});

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const missing = REQUIRED_CONSENTS.find((k) => !checked[k]);
    if (missing) {
      setError('Please accept the Terms of Use and the Privacy Notice to continue.');
      boxes.current[missing]?.focus();
      return;
    }
    setError(null);
    // Send only what changed: a consent already given keeps its first time.
    const body = Object.fromEntries(CONSENT_KINDS.filter((k) => checked[k] !== (state.consents[k] !== null)).map((k) => [k, checked[k]]));
    try {
      if (Object.keys(body).length > 0) await save.mutateAsync(body);
      await onDone('completed');
    } catch (err) {
      failed(err);
    }
  };

  return (
    <form noValidate onSubmit={submit} className="grid gap-5" aria-describedby={error ? 'consent-error' : undefined}>
      <p className="text-muted-foreground">Each choice is separate. You can change the calls and text messages later in Settings or here.</p>
      <ul className="grid gap-3">
        {CONSENT_KINDS.map((kind) => {
          const text = CONSENT_TEXT[kind];
          const required = (REQUIRED_CONSENTS as readonly string[]).includes(kind);
          const id = `consent-${kind}`;
          return (
            <li key={kind} className="flex items-start gap-3 rounded-md border p-4">
              <Checkbox
                id={id}
                ref={(el) => {
                  boxes.current[kind] = el;
                }}
                checked={checked[kind]}
                onCheckedChange={(v) => setChecked((c) => ({ ...c, [kind]: v === true }))}
                aria-describedby={`${id}-detail`}
                aria-invalid={error && required && !checked[kind] ? true : undefined}
                className="mt-0.5"
              />
              <div className="grid gap-1">
                <Label htmlFor={id} className="leading-normal">
                  {text.label} <span className="font-normal text-muted-foreground">{required ? '(required)' : '(optional)'}</span>
                </Label>
                <p id={`${id}-detail`} className="text-sm text-muted-foreground">
                  {text.detail}
                </p>
                <p className="text-sm">
                  <NewTabLink href={text.link.href}>{text.link.text}</NewTabLink>
                </p>
              </div>
            </li>
          );
        })}
      </ul>
      {error ? (
        <p id="consent-error" role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
      <StepActions onBack={onBack}>
        <Button type="submit" disabled={busy || save.isPending}>
          <Busy busy={busy || save.isPending} idle="Agree and continue" working="Saving..." />
        </Button>
      </StepActions>
    </form>
  );
}

/** (b) Time zone: the browser's zone preselected, a searchable list of every zone, and the local time there. */
export function TimeZoneStep({ userId, onDone, onBack, busy }: StepProps) {
  const settings = useOnboardingSettings(userId);
  const save = useSaveSettingsFields(userId);
  const detected = useMemo(() => browserTimeZone(), []);
  const [zone, setZone] = useState<string | null>(null);
  const [query, setQuery] = useState('');
  const current = zone ?? detected ?? settings.data?.timeZone ?? null;
  const matches = useMemo(() => searchZones(query), [query]);
  const options = current && !matches.includes(current) && !query ? [current, ...matches] : matches;
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 30_000);
    return () => clearInterval(timer);
  }, []);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!current) return;
    try {
      if (settings.data?.timeZone !== current) await save.mutateAsync({ timeZone: current });
      await onDone('completed');
    } catch (err) {
      failed(err);
    }
  };

  if (settings.isPending) return <p role="status">Loading your time zone...</p>;
  return (
    <form noValidate onSubmit={submit} className="grid gap-5">
      <p className="text-muted-foreground">
        Steady calls you and counts your days in this time zone.
        {detected ? (
          <>
            {' '}
            This device says you are in <strong className="text-foreground">{zoneLabel(detected)}</strong>.
          </>
        ) : null}
      </p>
      <Field id="tz-search" label="Search time zones" hint="A city or region, for example Denver or Europe.">
        <Input {...fieldA11y('tz-search', undefined, true)} type="search" value={query} onChange={(e) => setQuery(e.target.value)} autoComplete="off" />
      </Field>
      <Field id="tz-select" label="Time zone">
        <select
          id="tz-select"
          size={7}
          value={current ?? ''}
          onChange={(e) => setZone(e.target.value)}
          aria-describedby="tz-local-time"
          className={cn(fieldClasses, 'h-auto py-1')}
        >
          {options.map((z) => (
            <option key={z} value={z} className="rounded px-2 py-1">
              {zoneLabel(z)}
            </option>
          ))}
        </select>
      </Field>
      {options.length === 0 ? <p className="text-sm text-muted-foreground">No time zone matches “{query}”.</p> : null}
      <p id="tz-local-time" aria-live="polite" className="rounded-md border bg-muted/40 p-3 text-sm">
        {current ? (
          <>
            Selected: <strong>{zoneLabel(current)}</strong>. Local time there: <strong>{localTimeIn(current, now)}</strong>
          </>
        ) : (
          'Choose your time zone.'
        )}
      </p>
      <StepActions onBack={onBack}>
        <Button type="submit" disabled={!current || busy || save.isPending}>
          <Busy busy={busy || save.isPending} idle="Confirm time zone" working="Saving..." />
        </Button>
      </StepActions>
    </form>
  );
}

/** (c) The daily call: on or off, and when. Without call consent it stays off, and says so. */
export function CallTimeStep({ userId, state, onDone, onBack, busy }: StepProps) {
  const settings = useOnboardingSettings(userId);
  const save = useSaveSettingsFields(userId);
  const [enabled, setEnabled] = useState<boolean | null>(null);
  const [time, setTime] = useState<string | null>(null);
  const on = enabled ?? settings.data?.dailyCallEnabled ?? true;
  const callTime = time ?? settings.data?.callTime ?? '19:00';
  const consented = state.consents.callRecording !== null;
  const times = SETTINGS_CALL_TIMES.includes(callTime) ? SETTINGS_CALL_TIMES : [callTime, ...SETTINGS_CALL_TIMES];

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    try {
      if (settings.data?.dailyCallEnabled !== on || settings.data?.callTime !== callTime) await save.mutateAsync({ dailyCallEnabled: on, callTime });
      await onDone('completed');
    } catch (err) {
      failed(err);
    }
  };

  if (settings.isPending) return <p role="status">Loading your call settings...</p>;
  return (
    <form noValidate onSubmit={submit} className="grid gap-5">
      <p className="text-muted-foreground">Every day at this time Steady calls, asks a few questions, and turns your answers into a journal entry.</p>
      <div className="flex items-center justify-between gap-4 rounded-md border p-4">
        <div className="grid gap-1">
          <Label htmlFor="call-enabled">Daily check-in calls</Label>
          <p id="call-enabled-hint" className="text-sm text-muted-foreground">
            {on ? 'On: Steady calls you every day.' : 'Off: no daily calls. You can still start a check-in yourself.'}
          </p>
        </div>
        <Switch id="call-enabled" checked={on} onCheckedChange={setEnabled} aria-describedby="call-enabled-hint" />
      </div>
      <Field id="call-time" label="Call time" hint={settings.data ? `In your time zone (${zoneLabel(settings.data.timeZone)}).` : undefined}>
        <NativeSelect {...fieldA11y('call-time', undefined, true)} value={callTime} onChange={(e) => setTime(e.target.value)} disabled={!on}>
          {times.map((t) => (
            <option key={t} value={t}>
              {formatCallTime(t)}
            </option>
          ))}
        </NativeSelect>
      </Field>
      {!consented ? (
        <p className="rounded-md border border-amber-500/50 bg-amber-500/10 p-3 text-sm" data-testid="calls-need-consent">
          Steady will not call you until you allow check-in calls in the first step. You can go back and allow them, or do it later from your dashboard.
        </p>
      ) : null}
      <StepActions onBack={onBack}>
        <Button type="submit" disabled={busy || save.isPending}>
          <Busy busy={busy || save.isPending} idle="Save and continue" working="Saving..." />
        </Button>
      </StepActions>
    </form>
  );
}

function planBody(plan: SafetyPlan) {
  const { userId: _userId, updatedAt: _updatedAt, ...body } = plan;
  void _userId;
  void _updatedAt;
  return body;
}

/** (d) An emergency contact: one of the safety plan's people to ask for help, or a new one added to it. Skippable. */
export function EmergencyContactStep({ userId, onDone, onBack, busy, plan }: StepProps & { plan: SafetyPlan }) {
  const save = useSaveSafetyPlan(userId);
  const [name, setName] = useState('');
  const [phone, setPhone] = useState('');
  const [relationship, setRelationship] = useState('');
  const [errors, setErrors] = useState<{ name?: string; phone?: string }>({});
  const nameRef = useRef<HTMLInputElement>(null);
  const phoneRef = useRef<HTMLInputElement>(null);
  const existing = plan.helpContacts;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (existing.length > 0) {
      await onDone('completed').catch(failed);
      return;
    }
    const next: typeof errors = {};
    if (!name.trim()) next.name = 'Please enter a name';
    const parsed = PlanPhone.safeParse(phone);
    if (!phone.trim()) next.phone = 'Please enter a phone number';
    else if (!parsed.success) next.phone = parsed.error.issues[0]?.message ?? 'Please enter a valid phone number';
    setErrors(next);
    if (next.name) return nameRef.current?.focus();
    if (next.phone) return phoneRef.current?.focus();
    const label = relationship.trim() ? `${name.trim()} (${relationship.trim()})` : name.trim();
    try {
      await save.mutateAsync({ ...planBody(plan), helpContacts: [...plan.helpContacts, { name: label, phone: phone.trim() }] });
      await onDone('completed');
    } catch (err) {
      failed(err);
    }
  };

  return (
    <form noValidate onSubmit={submit} className="grid gap-5">
      <p className="text-muted-foreground">Someone you trust to call when things get hard. They are added to your safety plan; Steady never contacts them.</p>
      {existing.length > 0 ? (
        <div className="grid gap-2 rounded-md border p-4">
          <p className="flex items-center gap-2 font-medium">
            <ShieldCheck className="size-5 text-primary" aria-hidden="true" />
            Your safety plan already lists people to ask for help:
          </p>
          <ul className="list-disc pl-6 text-sm">
            {existing.map((c, i) => (
              <li key={i}>
                {c.name}
                {c.phone ? `: ${c.phone}` : ''}
              </li>
            ))}
          </ul>
          <p className="text-sm text-muted-foreground">
            You can change them on your{' '}
            <Link to="/safety-plan" className="font-medium text-primary underline underline-offset-4">
              safety plan
            </Link>
            .
          </p>
        </div>
      ) : (
        <div className="grid gap-4 sm:grid-cols-2">
          <Field id="contact-name" label="Name" error={errors.name}>
            <Input {...fieldA11y('contact-name', errors.name)} ref={nameRef} autoComplete="off" value={name} onChange={(e) => setName(e.target.value)} />
          </Field>
          <Field id="contact-phone" label="Phone number" error={errors.phone}>
            <Input
              {...fieldA11y('contact-phone', errors.phone)}
              ref={phoneRef}
              type="tel"
              inputMode="tel"
              autoComplete="off"
              value={phone}
              onChange={(e) => setPhone(e.target.value)}
            />
          </Field>
          <Field id="contact-relationship" label="Relationship (optional)" hint="For example sister, sponsor, friend." className="sm:col-span-2">
            <Input
              {...fieldA11y('contact-relationship', undefined, true)}
              autoComplete="off"
              value={relationship}
              onChange={(e) => setRelationship(e.target.value)}
            />
          </Field>
        </div>
      )}
      <StepActions onBack={onBack}>
        {existing.length === 0 ? (
          <Button type="button" variant="outline" disabled={busy || save.isPending} onClick={() => void onDone('skipped').catch(failed)}>
            Skip for now
          </Button>
        ) : null}
        <Button type="submit" disabled={busy || save.isPending}>
          <Busy busy={busy || save.isPending} idle={existing.length > 0 ? 'Continue' : 'Add contact'} working="Saving..." />
        </Button>
      </StepActions>
    </form>
  );
}

/** (e) The safety plan: optional; "Do it later" is fine. */
export function SafetyPlanStep({ onDone, onBack, busy, plan }: StepProps & { plan: SafetyPlan }) {
  // The emergency contact step may have saved a plan with one person in it: that is not a plan yet.
  const written = plan.updatedAt !== null && !isSafetyPlanEmpty({ ...plan, helpContacts: [] });
  const onlyContacts = !written && plan.helpContacts.length > 0;
  return (
    <div className="grid gap-5">
      <p className="text-muted-foreground">
        A safety plan lists your warning signs, what helps, and who to call, so you do not have to think of it in a hard moment. It takes about ten minutes, and
        you can write it with your coach or therapist.
      </p>
      {written ? (
        <p className="flex items-center gap-2 rounded-md border p-4 font-medium">
          <ShieldCheck className="size-5 text-primary" aria-hidden="true" />
          Your safety plan is saved. You can change it any time.
        </p>
      ) : onlyContacts ? (
        <p className="rounded-md border p-4 text-sm">Your emergency contact is on your safety plan; its other steps are still empty.</p>
      ) : null}
      <StepActions onBack={onBack}>
        {written ? (
          <Button type="button" disabled={busy} onClick={() => void onDone('completed').catch(failed)}>
            <Busy busy={busy} idle="Continue" working="Saving..." />
          </Button>
        ) : (
          <>
            <Button type="button" variant="outline" disabled={busy} onClick={() => void onDone('skipped').catch(failed)}>
              Do it later
            </Button>
            <Button asChild>
              <Link to="/safety-plan">Write my safety plan</Link>
            </Button>
          </>
        )}
      </StepActions>
    </div>
  );
}

/** (f) A clinic's or coach's invite: the link or the bare code; accepting happens on the invite's own page. */
export function InviteStep({ onDone, onBack, busy }: StepProps) {
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const token = inviteToken(value);
    if (!token) {
      setError(value.trim() ? 'That does not look like an invite link or code. Check it, or skip this step.' : 'Please paste the invite link or code.');
      input.current?.focus();
      return;
    }
    setError(null);
    await onDone('completed', `/circle/accept/${encodeURIComponent(token)}`).catch(failed);
  };
  return (
    <form noValidate onSubmit={submit} className="grid gap-5">
      <p className="text-muted-foreground">
        If your clinic, coach or therapist gave you an invite, add it here to connect. You will see exactly what they can see before you accept.
      </p>
      <Field id="invite-code" label="Invite link or code (optional)" error={error ?? undefined} hint="Paste the whole link, or just the code.">
        <Input
          {...fieldA11y('invite-code', error ?? undefined, true)}
          ref={input}
          autoComplete="off"
          value={value}
          onChange={(e) => setValue(e.target.value)}
        />
      </Field>
      <StepActions onBack={onBack}>
        <Button type="button" variant="outline" disabled={busy} onClick={() => void onDone('skipped').catch(failed)}>
          Skip, I have no code
        </Button>
        <Button type="submit" disabled={busy}>
          <Busy busy={busy} idle="Connect" working="Saving..." />
        </Button>
      </StepActions>
    </form>
  );
}
