import { useState } from 'react';
import { flushSync } from 'react-dom';
import { CalendarClock, DollarSign, RefreshCw, Save } from 'lucide-react';
import {
  DAY_NAMES,
  HOURLY_RATE,
  HourlyRate,
  SESSION_DURATIONS,
  SessionDuration,
  UpdateCoachAvailabilityBody,
  type CoachAvailability,
  type ScheduleDay,
} from '@steady/shared';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { Field, fieldA11y } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { ApiError, errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/utils';
import { useCoachAvailability, useSaveAvailability } from '../api/coach-availability';
import { errorsByPath, type FieldErrors } from '../lib/errors';
import { TimeZoneSelect, zoneName } from './time-zone-select';

const RATE_ID = 'availability-hourlyRate';
const DURATION_ID = 'availability-sessionDuration';
const ZONE_ID = 'availability-timeZone';
const dayId = (day: number, part: 'active' | 'start' | 'end') => `availability-day-${day}-${part}`;

/** The control a server or contract path names ('schedule.2.endTime' → Wednesday's end time). */
function controlFor(path: string): string | null {
  if (path === 'hourlyRate') return RATE_ID;
  if (path === 'sessionDuration') return DURATION_ID;
  if (path === 'timeZone') return ZONE_ID;
  const m = /^schedule\.(\d)\.(startTime|endTime)$/.exec(path);
  if (m) return dayId(Number(m[1]) + 1, m[2] === 'startTime' ? 'start' : 'end');
  return path === 'schedule' ? dayId(1, 'active') : null;
}

/** Shows the errors (synchronously, so the first invalid field exists) and focuses the first. */
function showErrors(setErrors: (e: FieldErrors) => void, errors: FieldErrors, order: string[]): string | undefined {
  flushSync(() => setErrors(errors));
  const first = order.find((p) => errors[p]) ?? Object.keys(errors)[0];
  const id = first ? controlFor(first) : null;
  if (id) document.getElementById(id)?.focus();
  return first ? errors[first] : undefined;
}

const serverErrors = (error: unknown): FieldErrors => (error instanceof ApiError ? errorsByPath(error.body?.errors ?? []) : {});

const money = (n: number) => `$${n.toLocaleString('en-US', { maximumFractionDigits: 2 })}`;

/** Session Pricing: hourly rate in whole dollars ($25-$500) and session length, saved on their own. */
function PricingCard({ userId, availability }: { userId: string; availability: CoachAvailability }) {
  const [rate, setRate] = useState(String(availability.hourlyRate));
  const [duration, setDuration] = useState(availability.sessionDuration);
  const [errors, setErrors] = useState<FieldErrors>({});
  const save = useSaveAvailability(userId);
  const rateNumber = rate.trim() === '' ? Number.NaN : Number(rate);

  const submit = async () => {
    const parsed = { rate: HourlyRate.safeParse(rateNumber), duration: SessionDuration.safeParse(duration) };
    const found: FieldErrors = {};
    if (!parsed.rate.success) found.hourlyRate = parsed.rate.error.issues[0]!.message;
    if (!parsed.duration.success) found.sessionDuration = parsed.duration.error.issues[0]!.message;
    if (Object.keys(found).length) {
      const message = showErrors(setErrors, found, ['hourlyRate', 'sessionDuration']);
      toast({ title: 'Pricing Not Saved', description: message, variant: 'destructive' });
      return;
    }
    try {
      const saved = await save.mutateAsync({ hourlyRate: parsed.rate.data!, sessionDuration: parsed.duration.data! });
      setErrors({});
      setRate(String(saved.hourlyRate));
      toast({
        title: 'Pricing Saved',
        description: `${money(saved.hourlyRate)} per hour, ${saved.sessionDuration}-minute sessions.`,
        variant: 'success',
      });
    } catch (error) {
      const fields = serverErrors(error);
      if (Object.keys(fields).length) showErrors(setErrors, fields, ['hourlyRate', 'sessionDuration']);
      toast({ title: 'Pricing Not Saved', description: errorMessage(error, 'Please try again.'), variant: 'destructive' });
    }
  };

  const perSession = Number.isFinite(rateNumber) && rateNumber > 0 ? (rateNumber * duration) / 60 : null;
  return (
    <Card asChild>
      <section aria-labelledby="pricing-title">
        <CardHeader>
          <div className="grid gap-1">
            <CardTitle id="pricing-title">
              <DollarSign aria-hidden="true" className="text-primary" />
              Session Pricing
            </CardTitle>
            <CardDescription>What clients pay to book a session with you.</CardDescription>
          </div>
        </CardHeader>
        <CardContent>
          <form
            noValidate
            aria-labelledby="pricing-title"
            className="grid gap-4"
            onSubmit={(e) => {
              e.preventDefault();
              void submit();
            }}
          >
            <div className="grid gap-4 sm:grid-cols-2">
              <Field id={RATE_ID} label="Hourly rate (USD)" error={errors.hourlyRate} hint={`$${HOURLY_RATE.min} to $${HOURLY_RATE.max}, whole dollars`}>
                <div className="relative">
                  <span aria-hidden="true" className="pointer-events-none absolute left-3 top-1/2 -translate-y-1/2 text-muted-foreground">
                    $
                  </span>
                  <Input
                    {...fieldA11y(RATE_ID, errors.hourlyRate, true)}
                    type="number"
                    inputMode="numeric"
                    min={HOURLY_RATE.min}
                    max={HOURLY_RATE.max}
                    step={1}
                    className="pl-7 tabular-nums"
                    value={rate}
                    onChange={(e) => setRate(e.target.value)}
                  />
                </div>
              </Field>
              <Field id={DURATION_ID} label="Session duration" error={errors.sessionDuration}>
                <NativeSelect {...fieldA11y(DURATION_ID, errors.sessionDuration)} value={duration} onChange={(e) => setDuration(Number(e.target.value))}>
                  {SESSION_DURATIONS.map((d) => (
                    <option key={d} value={d}>
                      {d} minutes
                    </option>
                  ))}
                </NativeSelect>
              </Field>
            </div>
            <div className="flex flex-wrap items-center justify-between gap-3">
              <p className="text-sm text-muted-foreground" aria-live="polite">
                {perSession !== null ? `A ${duration}-minute session costs ${money(perSession)}.` : null}
              </p>
              <Button type="submit" disabled={save.isPending}>
                {save.isPending ? <Spinner /> : <Save aria-hidden="true" />}
                {save.isPending ? 'Saving...' : 'Save Pricing Settings'}
              </Button>
            </div>
          </form>
        </CardContent>
      </section>
    </Card>
  );
}

/** Weekly Schedule: Monday to Sunday, each on or off with a start and an end, in the coach's zone. */
function ScheduleCard({ userId, availability }: { userId: string; availability: CoachAvailability }) {
  const [days, setDays] = useState<ScheduleDay[]>(availability.schedule);
  const [timeZone, setTimeZone] = useState(availability.timeZone);
  const [errors, setErrors] = useState<FieldErrors>({});
  const save = useSaveAvailability(userId);
  const order = ['timeZone', 'schedule', ...days.flatMap((_d, i) => [`schedule.${i}.startTime`, `schedule.${i}.endTime`])];

  const change = (index: number, patch: Partial<ScheduleDay>) => {
    setDays((all) => all.map((d, i) => (i === index ? { ...d, ...patch } : d)));
    // A corrected row loses its message at once.
    setErrors((e) => Object.fromEntries(Object.entries(e).filter(([p]) => !p.startsWith(`schedule.${index}.`))));
  };

  const submit = async () => {
    const body = { timeZone, schedule: days };
    const parsed = UpdateCoachAvailabilityBody.safeParse(body);
    if (!parsed.success) {
      const message = showErrors(setErrors, errorsByPath(parsed.error.issues), order);
      toast({ title: 'Schedule Not Saved', description: message, variant: 'destructive' });
      return;
    }
    try {
      const saved = await save.mutateAsync(body);
      setErrors({});
      setDays(saved.schedule);
      setTimeZone(saved.timeZone);
      const active = saved.schedule.filter((d) => d.isActive).length;
      toast({
        title: 'Schedule Saved',
        description: `${active} ${active === 1 ? 'day' : 'days'} a week, in ${zoneName(saved.timeZone)}.`,
        variant: 'success',
      });
    } catch (error) {
      const fields = serverErrors(error);
      if (Object.keys(fields).length) showErrors(setErrors, fields, order);
      toast({ title: 'Schedule Not Saved', description: errorMessage(error, 'Please try again.'), variant: 'destructive' });
    }
  };

  return (
    <Card asChild>
      <section aria-labelledby="schedule-title">
        <CardHeader>
          <div className="grid gap-1">
            <CardTitle id="schedule-title">
              <CalendarClock aria-hidden="true" className="text-primary" />
              Weekly Schedule
            </CardTitle>
            <CardDescription>The hours clients can book, in your time zone. They see them in theirs.</CardDescription>
          </div>
        </CardHeader>
        <CardContent>
          <form
            noValidate
            aria-labelledby="schedule-title"
            className="grid gap-4"
            onSubmit={(e) => {
              e.preventDefault();
              void submit();
            }}
          >
            <Field id={ZONE_ID} label="Time zone" error={errors.timeZone} className="sm:max-w-sm">
              <TimeZoneSelect {...fieldA11y(ZONE_ID, errors.timeZone)} value={timeZone} onChange={setTimeZone} />
            </Field>
            {errors.schedule ? (
              <p role="alert" className="text-sm font-medium text-destructive">
                {errors.schedule}
              </p>
            ) : null}
            <ul className="grid divide-y rounded-md border">
              {days.map((day, i) => (
                <DayRow key={day.dayOfWeek} day={day} index={i} errors={errors} onChange={(patch) => change(i, patch)} />
              ))}
            </ul>
            <div className="flex justify-end">
              <Button type="submit" disabled={save.isPending}>
                {save.isPending ? <Spinner /> : <Save aria-hidden="true" />}
                {save.isPending ? 'Saving...' : 'Save Schedule'}
              </Button>
            </div>
          </form>
        </CardContent>
      </section>
    </Card>
  );
}

function DayRow({ day, index, errors, onChange }: { day: ScheduleDay; index: number; errors: FieldErrors; onChange: (patch: Partial<ScheduleDay>) => void }) {
  const name = DAY_NAMES[day.dayOfWeek]!;
  const startError = errors[`schedule.${index}.startTime`];
  const endError = errors[`schedule.${index}.endTime`];
  const ids = { active: dayId(day.dayOfWeek, 'active'), start: dayId(day.dayOfWeek, 'start'), end: dayId(day.dayOfWeek, 'end') };
  return (
    <li>
      <fieldset className="grid grid-cols-2 gap-3 p-3 sm:grid-cols-[10rem_1fr_1fr] sm:items-start sm:gap-4" data-testid={`day-${day.dayOfWeek}`}>
        <legend className="sr-only">{name}</legend>
        <div className="col-span-2 flex min-h-11 items-center gap-3 sm:col-span-1">
          <Checkbox id={ids.active} checked={day.isActive} onCheckedChange={(v) => onChange({ isActive: v === true })} />
          <Label htmlFor={ids.active} className="font-medium">
            {name}
          </Label>
          {!day.isActive ? <span className="text-sm text-muted-foreground sm:hidden">Off</span> : null}
        </div>
        <TimeField
          id={ids.start}
          label="Start"
          value={day.startTime}
          disabled={!day.isActive}
          error={startError}
          onChange={(startTime) => onChange({ startTime })}
        />
        <TimeField id={ids.end} label="End" value={day.endTime} disabled={!day.isActive} error={endError} onChange={(endTime) => onChange({ endTime })} />
      </fieldset>
    </li>
  );
}

function TimeField(props: { id: string; label: string; value: string; disabled: boolean; error: string | undefined; onChange: (value: string) => void }) {
  return (
    <div className={cn('grid gap-1 sm:grid-cols-[3rem_1fr] sm:items-center sm:gap-x-2', props.disabled && 'opacity-70')}>
      <Label htmlFor={props.id} className="text-sm text-muted-foreground">
        {props.label}
      </Label>
      <Input
        {...fieldA11y(props.id, props.error)}
        type="time"
        step={900}
        value={props.value}
        disabled={props.disabled}
        className="tabular-nums"
        onChange={(e) => props.onChange(e.target.value)}
      />
      {props.error ? (
        <p id={`${props.id}-error`} className="text-sm font-medium text-destructive sm:col-start-2">
          {props.error}
        </p>
      ) : null}
    </div>
  );
}

/**
 * The Availability tab (docs/architecture.md, "Coach availability and profile"): Session Pricing and
 * the Weekly Schedule, each saved with its own button, read back from the server on every visit.
 * A self-contained panel: the Coach Dashboard renders it below its stat cards.
 */
export function AvailabilityPanel({ userId }: { userId: string }) {
  const availability = useCoachAvailability(userId);
  if (availability.isPending) {
    return (
      <div role="status" aria-label="Loading availability" className="grid gap-4">
        {[0, 1].map((i) => (
          <Card key={i} className="grid gap-3 p-6">
            <Skeleton className="h-6 w-1/3" />
            <Skeleton className="h-4 w-2/3" />
            <Skeleton className="h-11 w-full" />
          </Card>
        ))}
      </div>
    );
  }
  if (availability.isError) {
    return (
      <Card role="alert" className="grid justify-items-start gap-3 p-6">
        <p className="font-semibold">Error Loading Availability</p>
        <p className="text-muted-foreground">{errorMessage(availability.error, "We couldn't load your pricing and schedule.")}</p>
        <Button variant="outline" onClick={() => void availability.refetch()}>
          <RefreshCw aria-hidden="true" />
          Try again
        </Button>
      </Card>
    );
  }
  return (
    <div className="grid gap-6" data-testid="availability-panel">
      {availability.data.updatedAt === null ? (
        <p className="text-sm text-muted-foreground">These are the defaults. Save your pricing and hours so clients can book the times that suit you.</p>
      ) : null}
      {/* Each card edits its own copy: saving one never resets the other's unsaved changes. */}
      <PricingCard userId={userId} availability={availability.data} />
      <ScheduleCard userId={userId} availability={availability.data} />
    </div>
  );
}
