import { useMemo, useState, type FormEvent } from 'react';
import { format } from 'date-fns';
import { CalendarPlus } from 'lucide-react';
import { SESSION_MINUTES, SESSION_TYPE_NAMES, SESSION_TYPES, isoWeekday, localDate, sessionPriceCents, shiftDate, type SessionType } from '@steady/shared';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
import { Field, fieldA11y } from '@/components/ui/field';
import { NativeSelect } from '@/components/ui/native-select';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import { ApiError, errorMessage } from '@/lib/api-client';
import { browserTimeZone, formatInZone } from '@/lib/dates';
import { useBookSession, useCoachAvailability } from '../api/booking';

/** How far ahead a session can be booked. */
const BOOKING_DAYS = 28;
export const BOOKING_REQUIRED = 'Please select a date, time, and session type';

/** The coach as a listing or a circle connection gives it: id and name (an hourly rate in cents is not needed; the server prices). */
export interface BookableCoach {
  id: string;
  name: string;
}

const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;

/** The next weekdays in the viewer's zone: past dates, Saturdays and Sundays are not offered. */
function weekdays(timeZone: string | undefined): { value: string; label: string }[] {
  const today = localDate(new Date(), timeZone ?? 'UTC');
  const out: { value: string; label: string }[] = [];
  for (let i = 0; i < BOOKING_DAYS; i++) {
    const day = shiftDate(today, i);
    if (isoWeekday(day) >= 6) continue;
    const [y, m, d] = day.split('-').map(Number) as [number, number, number];
    out.push({ value: day, label: `${i === 0 ? 'Today, ' : i === 1 ? 'Tomorrow, ' : ''}${format(new Date(y, m - 1, d), 'EEE, MMM d')}` });
  }
  return out;
}

/**
 * Book Session (spec sections 2 and 5): session type, a weekday, a free time from the availability
 * call shown in the viewer's own zone, notes; the price is the coach's rate × the length. Booking holds
 * the time and goes to the checkout page to pay.
 */
export function BookSessionButton({ coach, userId, timeZone: zone }: { coach: BookableCoach; userId: string; timeZone?: string | undefined }) {
  const timeZone = zone ?? browserTimeZone();
  const [open, setOpen] = useState(false);
  const [sessionType, setSessionType] = useState<SessionType | ''>('');
  const [date, setDate] = useState('');
  const [time, setTime] = useState('');
  const [notes, setNotes] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const days = useMemo(() => weekdays(timeZone), [timeZone]);
  const slots = useCoachAvailability(coach.id, date, sessionType, timeZone);
  const book = useBookSession(userId);
  const id = `book-${coach.id}`;
  const free = slots.data && slots.data.sessionType === (sessionType || 'coaching') && slots.data.date === date ? slots.data.slots : [];
  const minutes = sessionType ? SESSION_MINUTES[sessionType] : null;
  const price = minutes !== null && slots.data ? sessionPriceCents(slots.data.hourlyRate, minutes) : null;

  /** A field's message goes once the field is answered. */
  const clear = (...keys: string[]) => setErrors((e) => Object.fromEntries(Object.entries(e).filter(([k]) => !keys.includes(k))));

  const reset = () => {
    setSessionType('');
    setDate('');
    setTime('');
    setNotes('');
    setErrors({});
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!date || !time || !sessionType) {
      setErrors({
        ...(sessionType ? {} : { sessionType: 'Choose a session type' }),
        ...(date ? {} : { date: 'Choose a date' }),
        ...(time ? {} : { time: 'Choose a time' }),
      });
      toast({ title: BOOKING_REQUIRED, variant: 'destructive' });
      document.getElementById(`${id}-${!sessionType ? 'type' : !date ? 'date' : 'time'}`)?.focus();
      return;
    }
    book.mutate(
      { coachId: coach.id, sessionDate: time, sessionType, notes: notes.trim() },
      {
        onSuccess: ({ session, checkoutUrl }) => {
          toast({
            title: 'Session Booked',
            description:
              `${SESSION_TYPE_NAMES[session.sessionType]} with ${coach.name}, ${formatInZone(session.scheduledAt, 'EEE, MMM d h:mm a', timeZone)} (${timeZone}). ${
                checkoutUrl ? `Complete the payment of ${dollars(session.price)} to confirm it.` : ''
              }`.trim(),
            variant: 'success',
          });
          setOpen(false);
          reset();
          if (checkoutUrl) window.location.assign(checkoutUrl);
        },
        onError: (error) => {
          const fields = error instanceof ApiError ? error.fieldErrors : {};
          setErrors(fields.sessionDate ? { time: fields.sessionDate } : fields);
          if (error instanceof ApiError && error.status === 409) setTime('');
          toast({ title: 'Booking Failed', description: errorMessage(error, 'Failed to book the session. Please try again.'), variant: 'destructive' });
        },
      },
    );
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) reset();
      }}
    >
      <DialogTrigger asChild>
        <Button size="sm">
          <CalendarPlus aria-hidden="true" />
          Book Session
        </Button>
      </DialogTrigger>
      <DialogContent className="max-h-[80vh] overflow-y-auto">
        <DialogHeader>
          <DialogTitle>Book a session with {coach.name}</DialogTitle>
          <DialogDescription>Times are shown in your time zone ({timeZone ?? 'your zone'}). The time is held for 15 minutes while you pay.</DialogDescription>
        </DialogHeader>
        <form className="grid gap-4" onSubmit={submit} noValidate>
          <Field id={`${id}-type`} label="Session type" error={errors.sessionType}>
            <NativeSelect
              {...fieldA11y(`${id}-type`, errors.sessionType)}
              value={sessionType}
              onChange={(e) => {
                setSessionType(e.target.value as SessionType | '');
                setTime('');
                clear('sessionType');
              }}
            >
              <option value="">Choose a session type</option>
              {SESSION_TYPES.map((t) => (
                <option key={t.value} value={t.value}>
                  {SESSION_TYPE_NAMES[t.value]} ({t.minutes} min)
                </option>
              ))}
            </NativeSelect>
          </Field>
          <Field id={`${id}-date`} label="Date" error={errors.date} hint="Weekdays only">
            <NativeSelect
              {...fieldA11y(`${id}-date`, errors.date, true)}
              value={date}
              onChange={(e) => {
                setDate(e.target.value);
                setTime('');
                clear('date');
              }}
            >
              <option value="">Choose a date</option>
              {days.map((d) => (
                <option key={d.value} value={d.value}>
                  {d.label}
                </option>
              ))}
            </NativeSelect>
          </Field>
          <Field id={`${id}-time`} label="Time" error={errors.time}>
            <NativeSelect
              {...fieldA11y(`${id}-time`, errors.time)}
              value={time}
              onChange={(e) => {
                setTime(e.target.value);
                clear('time');
              }}
              disabled={!date || slots.isFetching}
            >
              <option value="">
                {!date
                  ? 'Choose a date first'
                  : slots.isFetching
                    ? 'Loading times…'
                    : slots.isError
                      ? 'Times could not be loaded'
                      : free.length
                        ? 'Choose a time'
                        : 'No free times that day'}
              </option>
              {free.map((s) => (
                <option key={s.startsAt} value={s.startsAt}>
                  {formatInZone(s.startsAt, 'h:mm a', timeZone)}
                </option>
              ))}
            </NativeSelect>
          </Field>
          {slots.isError ? (
            <p className="text-sm text-destructive" role="alert">
              {errorMessage(slots.error, 'Times could not be loaded.')}{' '}
              <Button type="button" variant="link" className="h-auto p-0" onClick={() => void slots.refetch()}>
                Try again
              </Button>
            </p>
          ) : null}
          <Field id={`${id}-notes`} label="Notes (optional)" error={errors.notes}>
            <Textarea
              {...fieldA11y(`${id}-notes`, errors.notes)}
              value={notes}
              maxLength={1000}
              rows={3}
              placeholder="What would you like to focus on?"
              onChange={(e) => setNotes(e.target.value)}
            />
          </Field>
          {price !== null ? (
            <p className="text-sm" data-testid="booking-price">
              Price: <span className="font-semibold tabular-nums">{dollars(price)}</span> ({minutes} minutes at ${slots.data?.hourlyRate}/hour)
            </p>
          ) : null}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={book.isPending}>
              {book.isPending ? <Spinner /> : null}
              {book.isPending ? 'Booking...' : 'Book Session'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
