import { BOOKING_MESSAGES, type AvailabilityResponse, type BookingResponse, type CoachingSessionList } from '@steady/shared';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { setRole, tableDb } from './care-team.js';
import { api, baseUrl, newUser, type Caller } from './helpers.js';
import { cancelSession, releaseSession } from '../../src/booking/service.js';
import type { Runtime } from '../../src/platform/runtime.js';

/**
 * Booking a human coach through the gateway (docs/architecture.md, "Booking a human coach"): free
 * slots from the coach's schedule, one booking per slot under a race, the reasons a booking is
 * refused, holds that lapse, cancel, the .ics invite and who may see a session.
 */

const local = () => baseUrl().replace('localhost', '127.0.0.1');
const DAY = 86_400_000;

/** A verified coach working Monday to Friday 09:00-17:00 in New York at $120 an hour. */
async function newCoach(name: string, options: { verified?: boolean; saved?: boolean } = {}): Promise<Caller> {
  const coach = await newUser(name);
  await setRole(coach.id, 'coach');
  if (options.verified !== false) await tableDb().entities.user.patch({ userId: coach.id }).set({ isVerifiedCoach: true }).go();
  if (options.saved !== false) {
    const schedule = [1, 2, 3, 4, 5, 6, 7].map((dayOfWeek) => ({ dayOfWeek, startTime: '09:00', endTime: '17:00', isActive: dayOfWeek <= 5 }));
    const res = await api(`/api/users/${coach.id}/coach/availability`, {
      method: 'PUT',
      token: coach.token,
      body: { hourlyRate: 120, sessionDuration: 60, timeZone: 'America/New_York', schedule },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  }
  return coach;
}

/** A weekday at least `minDays` ahead ('yyyy-MM-dd'): the n-th such day, so tests do not share days. */
function weekday(minDays: number): string {
  for (let t = Date.now() + minDays * DAY; ; t += DAY) {
    const d = new Date(t);
    if (d.getUTCDay() !== 0 && d.getUTCDay() !== 6) return d.toISOString().slice(0, 10);
  }
}

/** The instant of a New York wall time on a date (offset read from Intl, so DST is right). */
function nyInstant(date: string, time: string): string {
  for (const offset of ['-04:00', '-05:00']) {
    const candidate = new Date(`${date}T${time}:00${offset}`);
    const wall = new Intl.DateTimeFormat('en-GB', { timeZone: 'America/New_York', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(candidate);
    if (wall === time) return candidate.toISOString();
  }
  throw new Error('no such New York time');
}

const availability = (c: Caller, coachId: string, date: string, extra = '') =>
  api(`/api/coaches/availability?coachId=${coachId}&date=${date}${extra}`, { token: c.token });
const book = (c: Caller, body: Record<string, unknown>) =>
  api('/api/coaching-sessions', { method: 'POST', token: c.token, body: { sessionType: 'coaching', notes: '', ...body } });
const sessionsOf = (c: Caller) => api(`/api/users/${c.id}/coaching-sessions`, { token: c.token });
const cancel = (c: Caller, id: string) => api(`/api/coaching-sessions/${id}/cancel`, { method: 'POST', token: c.token });

/** The coach's card on the Human Coaches tab (all pages), as a patient sees it. */
async function humanCoachCard(viewer: Caller, coachId: string) {
  for (let cursor: string | null = ''; cursor !== null;) {
    const res = await api(`/api/marketplace/human-coaches?limit=50${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`, { token: viewer.token });
    const found = (res.body.items as { id: string; totalSessions: number; rating: number | null }[]).find((c) => c.id === coachId);
    if (found) return found;
    cursor = res.body.nextCursor;
  }
  return undefined;
}

/** What the hosted checkout page's Pay button does (the local Stripe stand-in): POST {url}/pay. */
const pay = (url: string) =>
  fetch(`${url}/pay`, { method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'card-number=4242' });

async function smsTo(phoneNumber: string): Promise<{ to: string; body: string }[]> {
  const res = await fetch(`${local()}/dev/sms`);
  return ((await res.json()) as { to: string; body: string }[]).filter((m) => m.to === phoneNumber);
}

/** Stripe's charge.refunded event records the refund on the purchase (the stand-in sends it after answering the refund). */
async function expectPurchaseRefunded(buyer: Caller, sessionId: string): Promise<void> {
  await vi.waitFor(async () => {
    const purchases = (await api(`/api/users/${buyer.id}/purchases`, { token: buyer.token })).body as { itemId: string; status: string }[];
    expect(purchases.filter((p) => p.itemId === sessionId)).toMatchObject([{ status: 'refunded' }]);
  });
}

async function runBookingJob(at: Date): Promise<number> {
  const res = await fetch(`${local()}/dev/jobs/booking?at=${encodeURIComponent(at.toISOString())}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { count: number }).count;
}

/** A minimal RFC 5545 reader: CRLF lines, unfolded, each NAME[;params]:value; nested BEGIN/END balanced. */
function parseIcs(text: string): { components: string[]; props: Record<string, string> } {
  expect(text.endsWith('\r\n')).toBe(true);
  expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  const lines = text
    .replace(/\r\n[ \t]/g, '')
    .split('\r\n')
    .filter(Boolean);
  const stack: string[] = [];
  const components: string[] = [];
  const props: Record<string, string> = {};
  for (const line of lines) {
    const m = /^([A-Z-]+)(;[^:]*)?:(.*)$/.exec(line);
    expect(m, line).not.toBeNull();
    const [, name, , value] = m!;
    if (name === 'BEGIN') {
      stack.push(value!);
      components.push(value!);
    } else if (name === 'END') expect(stack.pop()).toBe(value);
    else if (stack.at(-1) === 'VEVENT') props[name!] = value!;
  }
  expect(stack).toEqual([]);
  return { components, props };
}

describe('booking a human coach', () => {
  let coach: Caller;
  let client: Caller;
  let other: Caller;
  beforeAll(async () => {
    [coach, client, other] = await Promise.all([newCoach('Booking Coach'), newUser('Booking Client'), newUser('Other Client')]);
  });

  it('offers only starts inside the coach’s schedule, in the viewer’s zone, stepping by the session length', async () => {
    const date = weekday(9);
    const res = await availability(client, coach.id, date);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const day = res.body as AvailabilityResponse;
    expect(day).toMatchObject({ coachTimeZone: 'America/New_York', timeZone: 'America/New_York', duration: 60 });
    expect(day.times).toEqual(['09:00', '10:00', '11:00', '12:00', '13:00', '14:00', '15:00', '16:00']);
    expect(day.slots[0]!.startsAt).toBe(nyInstant(date, '09:00'));
    const la = (await availability(client, coach.id, date, '&timeZone=America/Los_Angeles&sessionType=intensive')).body as AvailabilityResponse;
    expect(la.times).toEqual(['06:00', '07:30', '09:00', '10:30', '12:00']);
    // A Saturday, when the coach is off.
    const saturday = new Date(Date.parse(`${date}T12:00:00Z`) + ((6 - new Date(`${date}T12:00:00Z`).getUTCDay() + 7) % 7) * DAY).toISOString().slice(0, 10);
    expect(((await availability(client, coach.id, saturday)).body as AvailabilityResponse).times).toEqual([]);
  });

  it('takes a booked slot and every start that overlaps it out of the offer', async () => {
    const date = weekday(10);
    const res = await book(client, { coachId: coach.id, sessionDate: nyInstant(date, '11:00') });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const { session } = res.body as BookingResponse;
    expect(session).toMatchObject({ status: 'pending', price: 12000, duration: 60, coachId: coach.id, userId: client.id, paymentStatus: 'pending' });
    const hour = ((await availability(other, coach.id, date)).body as AvailabilityResponse).times;
    expect(hour).not.toContain('11:00');
    expect(hour).toContain('10:00');
    const half = ((await availability(other, coach.id, date, '&sessionType=follow-up')).body as AvailabilityResponse).times;
    expect(half).toContain('10:30');
    expect(half).not.toContain('11:00');
    expect(half).not.toContain('11:30');
    // A 90-minute session at 10:30 would overlap: refused with the reason.
    const overlap = await book(other, { coachId: coach.id, sessionDate: nyInstant(date, '10:30'), sessionType: 'intensive' });
    expect(overlap.status).toBe(409);
    expect(overlap.body.message).toBe(BOOKING_MESSAGES.taken);
  });

  it('gives one booking and nineteen 409s to twenty clients racing for one slot', async () => {
    const date = weekday(11);
    const racers = await Promise.all(Array.from({ length: 20 }, (_, i) => (i === 0 ? Promise.resolve(client) : newUser(`Racer ${i}`))));
    const sessionDate = nyInstant(date, '14:00');
    const results = await Promise.all(racers.map((r) => book(r, { coachId: coach.id, sessionDate })));
    const statuses = results.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    const coachSide = (await sessionsOf(coach)).body as CoachingSessionList;
    expect(coachSide.upcoming.filter((s) => s.scheduledAt === sessionDate)).toHaveLength(1);
  });

  it.each([
    ['outside the coach’s hours', () => ({ sessionDate: nyInstant(weekday(12), '18:00') }), "That time is outside the coach's availability"],
    [
      'ending after the day’s end',
      () => ({ sessionDate: nyInstant(weekday(12), '16:00'), sessionType: 'intensive' }),
      "That time is outside the coach's availability",
    ],
    ['off the half hour', () => ({ sessionDate: nyInstant(weekday(12), '10:15') }), 'Sessions start on the hour or half hour'],
    ['in the past', () => ({ sessionDate: new Date(Date.now() - DAY).toISOString() }), BOOKING_MESSAGES.past],
  ])('refuses a booking %s: 400 with the reason', async (_name, body, message) => {
    const res = await book(client, { coachId: coach.id, ...body() });
    expect(res.status, JSON.stringify(res.body)).toBe(400);
    expect(res.body.message).toBe(message);
    expect(res.body.errors[0].path).toBe('sessionDate');
  });

  it('refuses booking oneself, an unverified coach, a coach without saved hours, and a patient (400); bad input is a 400 naming the field', async () => {
    const sessionDate = nyInstant(weekday(12), '10:00');
    const self = await book(coach, { coachId: coach.id, sessionDate });
    expect([self.status, self.body.message]).toEqual([400, BOOKING_MESSAGES.self]);
    const [unverified, unsaved] = await Promise.all([newCoach('Unverified', { verified: false }), newCoach('Unsaved', { saved: false })]);
    for (const id of [unverified.id, unsaved.id, other.id]) {
      const res = await book(client, { coachId: id, sessionDate });
      expect([res.status, res.body.message]).toEqual([400, BOOKING_MESSAGES.notACoach]);
      expect((await availability(client, id, weekday(12))).status).toBe(404);
    }
    const bad = await book(client, { coachId: coach.id, sessionDate, sessionType: 'marathon' });
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0]).toEqual({ path: 'sessionType', message: BOOKING_MESSAGES.sessionType });
    const badDate = await availability(client, coach.id, '2026-02-30');
    expect(badDate.status).toBe(400);
    expect(badDate.body.errors[0].path).toBe('query.date');
  });

  it('lets a new booking take a hold that lapsed, and the lapsed session shows expired', async () => {
    const sessionDate = nyInstant(weekday(13), '09:00');
    const first = (await book(client, { coachId: coach.id, sessionDate })).body as BookingResponse;
    expect((await book(other, { coachId: coach.id, sessionDate })).status).toBe(409);
    // Fifteen minutes pass without payment (the hold's time, moved back in the table).
    const past = new Date(Date.now() - 60_000).toISOString();
    const db = tableDb();
    await db.entities.coachingSession.patch({ sessionId: first.session.id }).set({ holdExpiresAt: past }).go();
    const { data: slots } = await db.entities.bookingSlot.query
      .byCoach({ coachId: coach.id })
      .between({ start: sessionDate }, { start: new Date(Date.parse(sessionDate) + 30 * 60_000).toISOString() })
      .go();
    expect(slots.map((s) => s.sessionId)).toEqual([first.session.id, first.session.id]);
    for (const s of slots) await db.entities.bookingSlot.patch({ coachId: s.coachId, start: s.start }).set({ expiresAt: past }).go();
    const second = await book(other, { coachId: coach.id, sessionDate });
    expect(second.status, JSON.stringify(second.body)).toBe(201);
    const mine = (await sessionsOf(client)).body as CoachingSessionList;
    expect(mine.upcoming.map((s) => s.id)).not.toContain(first.session.id);
    expect(mine.past.find((s) => s.id === first.session.id)).toMatchObject({ status: 'expired', paymentStatus: 'unpaid' });
  });

  it('the job expires an unpaid hold after 15 minutes and frees its slot', async () => {
    const date = weekday(14);
    const sessionDate = nyInstant(date, '15:00');
    const held = (await book(client, { coachId: coach.id, sessionDate })).body as BookingResponse;
    expect(((await availability(other, coach.id, date)).body as AvailabilityResponse).times).not.toContain('15:00');
    expect(await runBookingJob(new Date(Date.now() + 16 * 60_000))).toBeGreaterThanOrEqual(1);
    expect(((await availability(other, coach.id, date)).body as AvailabilityResponse).times).toContain('15:00');
    const { data } = await tableDb().entities.coachingSession.get({ sessionId: held.session.id }).go();
    expect(data).toMatchObject({ status: 'expired', paymentStatus: 'unpaid' });
  });

  it('lists a session on both sides; only the two parties may cancel it or read its invite', async () => {
    const date = weekday(15);
    const sessionDate = nyInstant(date, '12:00');
    const { session } = (await book(client, { coachId: coach.id, sessionDate, sessionType: 'follow-up', notes: 'Talk about sleep' })).body as BookingResponse;
    const [mine, theirs] = [(await sessionsOf(client)).body as CoachingSessionList, (await sessionsOf(coach)).body as CoachingSessionList];
    expect(mine.upcoming.find((s) => s.id === session.id)).toMatchObject({
      coachName: 'Booking Coach',
      clientName: 'Booking Client',
      duration: 30,
      price: 6000,
    });
    expect(theirs.upcoming.find((s) => s.id === session.id)).toMatchObject({ notes: 'Talk about sleep' });
    expect((await sessionsOf(other)).body.upcoming.map((s: { id: string }) => s.id)).not.toContain(session.id);
    expect((await api(`/api/users/${client.id}/coaching-sessions`, { token: other.token })).status).toBe(403);
    expect((await cancel(other, session.id)).status).toBe(404);
    expect((await api(`/api/coaching-sessions/${session.id}/ics`, { token: other.token })).status).toBe(404);
    expect((await cancel(client, '01NOSUCHSESSION')).status).toBe(404);

    const ics = await fetch(`${baseUrl()}/api/coaching-sessions/${session.id}/ics`, { headers: { authorization: `Bearer ${coach.token}` } });
    expect(ics.status).toBe(200);
    expect(ics.headers.get('content-type')).toMatch(/^text\/calendar/);
    const parsed = parseIcs(await ics.text());
    expect(parsed.components).toEqual(['VCALENDAR', 'VEVENT', 'VALARM']);
    expect(parsed.props).toMatchObject({
      UID: `${session.id}@steady`,
      DTSTART: sessionDate.replace(/[-:]/g, '').replace('.000', ''),
      DTEND: new Date(Date.parse(sessionDate) + 30 * 60_000).toISOString().replace(/[-:]/g, '').replace('.000', ''),
      SUMMARY: 'Follow-up session with Booking Client',
      STATUS: 'TENTATIVE',
    });

    // The coach cancels: the slot is free again, nothing was paid so nothing is refunded.
    const cancelled = await cancel(coach, session.id);
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect(cancelled.body).toMatchObject({ status: 'cancelled', paymentStatus: 'unpaid', refundable: false });
    expect(((await availability(other, coach.id, date, '&sessionType=follow-up')).body as AvailabilityResponse).times).toContain('12:00');
    expect((await cancel(client, session.id)).status).toBe(400);
    const after = (await sessionsOf(client)).body as CoachingSessionList;
    expect(after.past.find((s) => s.id === session.id)).toMatchObject({ status: 'cancelled' });
  });

  it('pays on the checkout page: scheduled once though the webhook came twice; cancelled 24 hours ahead, refunded; the reminder is texted an hour before', async () => {
    // With a saved profile the coach is listed under Human Coaches; the card counts paid sessions.
    const profile = await api(`/api/users/${coach.id}/coach/profile`, {
      method: 'PUT',
      token: coach.token,
      body: { bio: 'Recovery coach.', specialties: ['Relapse prevention'], certifications: [], languages: ['English'] },
    });
    expect(profile.status, JSON.stringify(profile.body)).toBe(200);
    const sessionsBefore = (await humanCoachCard(client, coach.id))!.totalSessions;
    expect((await humanCoachCard(client, coach.id))!.rating).toBeNull();
    const date = weekday(16);
    const sessionDate = nyInstant(date, '13:00');
    const res = await book(client, { coachId: coach.id, sessionDate, sessionType: 'intensive' });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const { session, checkoutUrl } = res.body as BookingResponse;
    expect(session.price).toBe(18000);
    expect(checkoutUrl).toMatch(/cs_test_/);
    const page = await (await fetch(checkoutUrl!)).text();
    expect(page).toContain('$180.00');
    const paid = await pay(checkoutUrl!);
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toMatch(/\/dashboard\?booking=paid$/);
    const mine = (await sessionsOf(client)).body as CoachingSessionList;
    expect(mine.upcoming.find((s) => s.id === session.id)).toMatchObject({ status: 'scheduled', paymentStatus: 'paid', refundable: true, holdExpiresAt: null });
    const purchases = (await api(`/api/users/${client.id}/purchases`, { token: client.token })).body as { itemId: string; status: string }[];
    expect(purchases.filter((p) => p.itemId === session.id)).toMatchObject([{ status: 'paid' }]);
    // Counted once, though the payment event came twice.
    expect((await humanCoachCard(client, coach.id))!.totalSessions).toBe(sessionsBefore + 1);
    // Paid and booked: the slot stays taken after the hold's 15 minutes.
    await runBookingJob(new Date(Date.now() + 20 * 60_000));
    const halfHours = async () => ((await availability(other, coach.id, date, '&sessionType=follow-up')).body as AvailabilityResponse).times;
    expect(await halfHours()).toEqual(expect.not.arrayContaining(['13:00']));
    expect((await halfHours()).filter((t) => t >= '13:00' && t < '14:30')).toEqual([]);

    // The reminder, one hour before, to both (once, though the job runs again).
    await runBookingJob(new Date(Date.parse(sessionDate) - 59 * 60_000));
    await runBookingJob(new Date(Date.parse(sessionDate) - 58 * 60_000));
    const clientTexts = (await smsTo(client.phoneNumber)).filter((m) => m.body.includes('coaching session starts in one hour'));
    const coachTexts = (await smsTo(coach.phoneNumber)).filter((m) => m.body.includes('coaching session with a client starts in one hour'));
    expect([clientTexts.length, coachTexts.length]).toEqual([1, 1]);
    expect(clientTexts[0]!.body).not.toContain('Booking');

    const cancelled = await cancel(client, session.id);
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect(cancelled.body).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded' });
    await expectPurchaseRefunded(client, session.id);
    expect(await halfHours()).toEqual(expect.arrayContaining(['13:00', '13:30', '14:00']));
    expect((await humanCoachCard(client, coach.id))!.totalSessions).toBe(sessionsBefore);
  });

  it('releases a hold paid since it was read as the paid session it now is: freed once, counted off the coach once', async () => {
    const profile = await api(`/api/users/${coach.id}/coach/profile`, {
      method: 'PUT',
      token: coach.token,
      body: { bio: 'Recovery coach.', specialties: ['Relapse prevention'], certifications: [], languages: ['English'] },
    });
    expect(profile.status).toBe(200);
    const before = (await humanCoachCard(client, coach.id))!.totalSessions;
    const res = await book(client, { coachId: coach.id, sessionDate: nyInstant(weekday(23), '10:00'), sessionType: 'follow-up' });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const { session, checkoutUrl } = res.body as BookingResponse;
    // Read while still an unpaid hold (as an erasure or the job would read it), then paid.
    const db = tableDb();
    const stale = (await db.entities.coachingSession.get({ sessionId: session.id }).go()).data!;
    expect(stale.status).toBe('pending');
    expect((await pay(checkoutUrl!)).status).toBe(303);
    expect((await humanCoachCard(client, coach.id))!.totalSessions).toBe(before + 1);
    const nowIso = new Date().toISOString();
    // Released as the paid session it now is (what a refund is decided from).
    expect(
      await releaseSession({ db } as unknown as Runtime, stale, { status: 'cancelled', cancelledAt: nowIso, cancelledById: client.id }, nowIso),
    ).toMatchObject({ status: 'scheduled', paymentStatus: 'paid' });
    expect((await db.entities.coachingSession.get({ sessionId: session.id }).go()).data?.status).toBe('cancelled');
    expect((await humanCoachCard(client, coach.id))!.totalSessions).toBe(before);
    // Released twice, nothing more is taken off.
    expect(
      await releaseSession({ db } as unknown as Runtime, stale, { status: 'cancelled', cancelledAt: nowIso, cancelledById: client.id }, nowIso),
    ).toBeNull();
    expect((await humanCoachCard(client, coach.id))!.totalSessions).toBe(before);
  });

  it('refunds a cancellation that read the session as an unpaid hold while its payment landed', async () => {
    const res = await book(client, { coachId: coach.id, sessionDate: nyInstant(weekday(24), '10:00'), sessionType: 'follow-up' });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const { session, checkoutUrl } = res.body as BookingResponse;
    const db = tableDb();
    const stale = (await db.entities.coachingSession.get({ sessionId: session.id }).go()).data!;
    expect(stale).toMatchObject({ status: 'pending', paymentStatus: 'pending' });
    expect((await pay(checkoutUrl!)).status).toBe(303);
    // The cancellation's first read is the one made before the payment landed.
    let reads = 0;
    const coachingSession = new Proxy(db.entities.coachingSession, {
      get: (target, prop, receiver) =>
        prop === 'get' && reads++ === 0 ? () => ({ go: async () => ({ data: stale }) }) : (Reflect.get(target, prop, receiver) as unknown),
    });
    // No payments port in this runtime: the refund is queued and made by the booking job through the local Stripe.
    const rt = { db: { ...db, entities: { ...db.entities, coachingSession } }, ports: { clock: { now: () => new Date() } }, config: {} } as unknown as Runtime;
    const cancelled = await cancelSession(rt, client.id, session.id);
    expect(cancelled).toMatchObject({ status: 'cancelled', paymentStatus: 'paid' });
    await runBookingJob(new Date());
    expect((await db.entities.coachingSession.get({ sessionId: session.id }).go()).data).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded' });
    await expectPurchaseRefunded(client, session.id);
  });

  it('keeps a payment that lands after the cancellation released the hold, and refunds it', async () => {
    const res = await book(client, { coachId: coach.id, sessionDate: nyInstant(weekday(25), '10:00'), sessionType: 'follow-up' });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const { session, checkoutUrl } = res.body as BookingResponse;
    const db = tableDb();
    // The payment lands between the release (which saw an unpaid hold) and the cancellation's last write:
    // the first patch of the session made after the release pays, then goes on.
    let landed = false;
    const payingFirst = (chain: object): object =>
      new Proxy(chain, {
        get: (target, prop) => {
          const value = Reflect.get(target, prop) as unknown;
          if (typeof value !== 'function') return value;
          if (prop === 'go')
            return async (...goArgs: unknown[]) => {
              if (!landed) {
                landed = true;
                expect((await pay(checkoutUrl!)).status).toBe(303);
              }
              return (value as (...a: unknown[]) => unknown).apply(target, goArgs);
            };
          return (...a: unknown[]) => payingFirst((value as (...a: unknown[]) => object).apply(target, a));
        },
      });
    const coachingSession = new Proxy(db.entities.coachingSession, {
      get: (target, prop, receiver) => {
        const value = Reflect.get(target, prop, receiver) as unknown;
        return prop === 'patch' ? (...a: unknown[]) => payingFirst((value as (...a: unknown[]) => object).apply(target, a)) : value;
      },
    });
    const rt = { db: { ...db, entities: { ...db.entities, coachingSession } }, ports: { clock: { now: () => new Date() } }, config: {} } as unknown as Runtime;
    const cancelled = await cancelSession(rt, client.id, session.id);
    expect(landed).toBe(true);
    // Not "unpaid": the money was taken, and the booking job gives it back.
    expect(cancelled).toMatchObject({ status: 'cancelled', paymentStatus: 'paid' });
    await runBookingJob(new Date());
    expect((await db.entities.coachingSession.get({ sessionId: session.id }).go()).data).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded' });
    await expectPurchaseRefunded(client, session.id);
  });

  it('does not refund a paid session cancelled less than 24 hours ahead', async () => {
    const tomorrow = new Date(Date.now() + 20 * 3_600_000);
    // A coach who works every hour of every day, so a start within a day exists whatever the time now.
    const always = await newCoach('Always Coach');
    const allDay = [1, 2, 3, 4, 5, 6, 7].map((dayOfWeek) => ({ dayOfWeek, startTime: '00:00', endTime: '23:30', isActive: true }));
    await api(`/api/users/${always.id}/coach/availability`, { method: 'PUT', token: always.token, body: { timeZone: 'UTC', schedule: allDay } });
    const start = new Date(Math.ceil(tomorrow.getTime() / 1_800_000) * 1_800_000);
    if (start.getUTCHours() === 23 && start.getUTCMinutes() === 30) start.setTime(start.getTime() + 1_800_000);
    const { session, checkoutUrl } = (await book(client, { coachId: always.id, sessionDate: start.toISOString(), sessionType: 'follow-up' }))
      .body as BookingResponse;
    await pay(checkoutUrl!);
    const cancelled = await cancel(always, session.id);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toMatchObject({ status: 'cancelled', paymentStatus: 'paid', refundable: false });
  });
});
