import { SESSION_MINUTES, REMINDER_MINUTES, sessionPriceCents, slotQuanta, wallTimeToInstant, isoWeekday, localDate, shiftDate } from '@steady/shared';
import { ulid } from 'ulid';
import type { Runtime } from '@steady/functions/platform/runtime';

/**
 * Booking a human coach in the demo (docs/architecture.md, "Booking a human coach"): Jordan has a
 * scheduled, paid coaching session with Dr. Chen next week (Tuesday 10:00 in her zone, so it shows
 * under Upcoming on both sides, with its slot taken) and a completed one last week. Written straight to
 * the table, as the booking and its payment would leave them; the paid one has no purchase record (it
 * was paid before this demo's payments), so cancelling it frees the slot without a refund. Both count
 * on Dr. Chen's Human Coaches card.
 */
export async function seedBooking(rt: Runtime, patientId: string, coachId: string, timeZone: string): Promise<void> {
  const now = rt.ports.clock.now();
  const [{ data: patient }, { data: coach }] = await Promise.all([
    rt.db.entities.user.get({ userId: patientId }).go(),
    rt.db.entities.user.get({ userId: coachId }).go(),
  ]);
  const today = localDate(now, timeZone);
  // The Tuesday of next week, and the Tuesday of last week.
  const nextTuesday = shiftDate(today, 7 + ((2 - isoWeekday(today) + 7) % 7));
  const lastTuesday = shiftDate(nextTuesday, -14);
  const duration = SESSION_MINUTES.coaching;
  const price = sessionPriceCents(120, duration);
  for (const [date, upcoming] of [
    [lastTuesday, false],
    [nextTuesday, true],
  ] as const) {
    const start = wallTimeToInstant(date, '10:00', timeZone);
    const sessionId = ulid(start.getTime() - 3 * 86_400_000);
    const slots = slotQuanta(start, duration);
    const at = new Date(start.getTime() - 3 * 86_400_000).toISOString();
    await rt.db.entities.coachingSession
      .put({
        sessionId,
        userId: patientId,
        coachId,
        clientName: patient?.name ?? 'Jordan Rivera',
        coachName: coach?.name ?? 'Dr. Maya Chen',
        scheduledAt: start.toISOString(),
        endsAt: new Date(start.getTime() + duration * 60_000).toISOString(),
        duration,
        sessionType: 'coaching',
        notes: upcoming ? 'Weekend plan and the family dinner on Sunday.' : 'First session: routines and warning signs.',
        status: 'scheduled',
        price,
        paymentStatus: 'paid',
        slots,
        createdAt: at,
        updatedAt: at,
      })
      .go();
    if (!upcoming) continue;
    for (const q of slots) await rt.db.entities.bookingSlot.put({ coachId, start: q, sessionId, state: 'booked' }).go();
    const remindAt = new Date(start.getTime() - REMINDER_MINUTES * 60_000).toISOString();
    await rt.db.entities.bookingDue.put({ dueHour: remindAt.slice(0, 13), dueAt: remindAt, kind: 'reminder', sessionId }).go();
  }
  // The coach's session count on the Human Coaches tab, as the two payments would have left it.
  await rt.db.entities.catalogStat.update({ itemType: 'human_coach', itemId: coachId }).add({ sessions: 2 }).go();
}
