import { beforeAll, describe, expect, it, vi } from 'vitest';
import { setRole, tableDb } from './care-team.js';
import { api, baseUrl, newUser, stripeApi, type Caller } from './helpers.js';

/**
 * Coach-published marketplace content through the gateway (docs/architecture.md, "Coach-published
 * marketplace content"): drafts, publish and unpublish, the catalog with the coach as author, the
 * price from the stored item through the local Stripe checkout, sales counted once.
 */

async function newCoach(name: string, verified = true): Promise<Caller> {
  const coach = await newUser(name);
  await setRole(coach.id, 'coach');
  if (verified) await tableDb().entities.user.patch({ userId: coach.id }).set({ isVerifiedCoach: true }).go();
  return coach;
}

const items = (c: Caller) => `/api/users/${c.id}/coach/marketplace-items`;
const create = (c: Caller, body: Record<string, unknown>) => api(items(c), { method: 'POST', token: c.token, body });
const publish = (c: Caller, id: string) => api(`${items(c)}/${id}/publish`, { method: 'POST', token: c.token });
const unpublish = (c: Caller, id: string) => api(`${items(c)}/${id}/unpublish`, { method: 'POST', token: c.token });

const persona = (extra: Record<string, unknown> = {}) => ({
  itemType: 'ai_coach',
  name: 'Harbor Guide',
  description: 'A calm voice for rough evenings.',
  personality: 'Calm, slow and soothing',
  specialties: ['evenings', 'cravings'],
  systemPrompt: 'Speak slowly and calmly; bring the person back to their breath and to rest.',
  price: 0,
  ...extra,
});

/** Every AI coach listing, page after page, as the catalog tab reads it. */
async function allCoaches(u: Caller) {
  const out: { id: string; author: string; authorId?: string | null; price: number; installed: boolean; totalInstalls: number }[] = [];
  let cursor: string | null = null;
  do {
    const res = await api(`/api/marketplace/ai-coaches?limit=7${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`, { token: u.token });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    out.push(...res.body.items);
    cursor = res.body.nextCursor;
  } while (cursor);
  return out;
}

async function allSystems(u: Caller) {
  const res = await api('/api/marketplace/habit-systems?limit=50', { token: u.token });
  const out = [...res.body.items];
  let cursor = res.body.nextCursor as string | null;
  while (cursor) {
    const next = await api(`/api/marketplace/habit-systems?limit=50&cursor=${encodeURIComponent(cursor)}`, { token: u.token });
    out.push(...next.body.items);
    cursor = next.body.nextCursor;
  }
  return out as { id: string; price: number; author: string }[];
}

const pay = (url: string) =>
  fetch(`${url}/pay`, { method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'card-number=4242' });

describe('coach-published marketplace content', () => {
  let coach: Caller;
  let patient: Caller;
  beforeAll(async () => {
    [coach, patient] = await Promise.all([newCoach('Author Coach'), newUser('Buying Patient')]);
  });

  it('a draft is private; published it is listed with the coach as author; the installed persona speaks in the chat', async () => {
    const draft = await create(coach, persona());
    expect(draft.status, JSON.stringify(draft.body)).toBe(201);
    expect(draft.body).toMatchObject({ status: 'draft', itemType: 'ai_coach', installs: 0, sales: 0, publishedAt: null });
    const id = draft.body.id as string;
    expect((await allCoaches(patient)).some((c) => c.id === id)).toBe(false);
    expect((await api('/api/marketplace/install-coach', { method: 'POST', token: patient.token, body: { coachId: id } })).status).toBe(400);

    const published = await publish(coach, id);
    expect(published.status).toBe(200);
    expect(published.body).toMatchObject({ status: 'published', publishedAt: expect.any(String) });
    const listed = (await allCoaches(patient)).find((c) => c.id === id);
    expect(listed).toMatchObject({ author: 'Author Coach', authorId: coach.id, price: 0, installed: false });

    const installed = await api('/api/marketplace/install-coach', { method: 'POST', token: patient.token, body: { coachId: id } });
    expect(installed.body).toMatchObject({ installed: true, alreadyInstalled: false });
    expect((await api(`/api/users/${patient.id}/current-coach`, { token: patient.token })).body).toMatchObject({
      id,
      name: 'Harbor Guide',
      author: 'Author Coach',
    });
    // The local analyser takes the persona's tone from its personality and instructions.
    const chat = await api(`/api/users/${patient.id}/ai-coach/chat`, { method: 'POST', token: patient.token, body: { message: 'I had a long day at work.' } });
    expect(chat.status).toBe(200);
    // (calm, slow: the soft-spoken voice's openings).
    expect(chat.body.message).toMatch(/^(Let us take a slow breath together first\.|Gently now, let us take this slowly\.)/);

    // The coach sees the install; unpublishing takes it out of the catalog and keeps the install.
    expect((await api(items(coach), { token: coach.token })).body.items.find((i: { id: string }) => i.id === id)).toMatchObject({ installs: 1 });
    expect((await unpublish(coach, id)).body).toMatchObject({ status: 'unpublished' });
    expect((await allCoaches(patient)).some((c) => c.id === id)).toBe(false);
    expect((await api(`/api/users/${patient.id}/current-coach`, { token: patient.token })).body.id).toBe(id);
    const again = await api('/api/marketplace/install-coach', { method: 'POST', token: patient.token, body: { coachId: id } });
    expect(again.body).toMatchObject({ alreadyInstalled: true });
    const newcomer = await newUser('Late Patient');
    expect((await api('/api/marketplace/install-coach', { method: 'POST', token: newcomer.token, body: { coachId: id } })).status).toBe(409);
  });

  it('another coach cannot see or change the item (404), a patient cannot use the routes (403), bad input is a 400 with the field', async () => {
    const [other, unverified] = await Promise.all([newCoach('Other Coach'), newCoach('Unverified Coach', false)]);
    const { body: item } = await create(coach, persona({ name: 'Mine Only' }));
    expect((await api(`${items(other)}/${item.id}`, { method: 'PATCH', token: other.token, body: persona() })).status).toBe(404);
    expect((await publish(other, item.id)).status).toBe(404);
    expect((await api(items(other), { token: other.token })).body.items).toEqual([]);
    expect((await api(items(coach), { token: other.token })).status).toBe(403);
    expect((await api(items(patient), { token: patient.token })).status).toBe(403);

    const tooDear = await create(coach, persona({ price: 50_001 }));
    expect(tooDear.status).toBe(400);
    expect(tooDear.body.errors[0].path).toBe('price');
    expect((await create(coach, persona({ price: 25 }))).body.errors[0].path).toBe('price');
    expect((await create(coach, persona({ name: 'x'.repeat(81) }))).body.errors[0].path).toBe('name');
    expect((await create(coach, persona({ specialties: [] }))).body.errors[0].path).toBe('specialties');
    expect(
      (await create(coach, { itemType: 'bundle', name: 'B', description: 'D', price: 0, coachId: 'nope', systemId: 'daily-foundations' })).body.errors[0].path,
    ).toBe('coachId');
    const config = await create(coach, { itemType: 'habit_system', name: 'S', description: 'D', methodology: 'M', configuration: '[1]', price: 0 });
    expect(config.body.errors[0].path).toBe('configuration');
    const retype = await api(`${items(coach)}/${item.id}`, {
      method: 'PATCH',
      token: coach.token,
      body: { itemType: 'habit_system', name: 'S', description: 'D', methodology: 'M', price: 0 },
    });
    expect(retype.status).toBe(400);
    expect(retype.body.errors[0].path).toBe('itemType');

    // An unverified coach keeps drafts but cannot publish them.
    const unverifiedDraft = await create(unverified, persona());
    expect(unverifiedDraft.status).toBe(201);
    expect((await publish(unverified, unverifiedDraft.body.id)).status).toBe(403);
  });

  it('a paid system is charged at the stored price through checkout; the webhook twice counts one sale; unpublished, the purchase stays', async () => {
    const created = await create(coach, {
      itemType: 'habit_system',
      name: 'Evening Anchor',
      description: 'Three small evening steps.',
      methodology: 'Tea, a page, lights out.',
      configuration: '{"steps":3}',
      compatibleCoaches: ['recovery-guide'],
      price: 1500,
    });
    const id = created.body.id as string;
    expect((await api('/api/create-checkout-session', { method: 'POST', token: patient.token, body: { itemType: 'habit_system', itemId: id } })).status).toBe(
      400,
    );
    await publish(coach, id);
    expect((await allSystems(patient)).find((s) => s.id === id)).toMatchObject({ price: 1500, author: 'Author Coach' });
    const wrong = await api('/api/create-checkout-session', {
      method: 'POST',
      token: patient.token,
      body: { itemType: 'habit_system', itemId: id, price: 100 },
    });
    expect(wrong.status).toBe(400);
    const res = await api('/api/create-checkout-session', { method: 'POST', token: patient.token, body: { itemType: 'habit_system', itemId: id } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(await (await fetch(res.body.url)).text()).toContain('$15.00');
    // The stand-in sends the completion event twice.
    expect((await pay(res.body.url)).status).toBe(303);
    const purchases = (await api(`/api/users/${patient.id}/purchases`, { token: patient.token })).body as { itemId: string; status: string; amount: number }[];
    expect(purchases.filter((p) => p.itemId === id)).toMatchObject([{ status: 'paid', amount: 1500 }]);
    const mine = (await api(items(coach), { token: coach.token })).body.items.find((i: { id: string }) => i.id === id);
    expect(mine).toMatchObject({ sales: 1, installs: 1 });

    await unpublish(coach, id);
    expect((await allSystems(patient)).some((s) => s.id === id)).toBe(false);
    expect((await api(`/api/users/${patient.id}/current-system`, { token: patient.token })).body.id).toBe(id);
    // Not sold anew.
    expect((await api('/api/create-checkout-session', { method: 'POST', token: patient.token, body: { itemType: 'habit_system', itemId: id } })).status).toBe(
      400,
    );

    // Refunded (the stand-in sends charge.refunded twice): the sale and the install are taken back once.
    const { paymentIntentId } = (await api(`/api/users/${patient.id}/purchases`, { token: patient.token })).body.find(
      (p: { itemId: string }) => p.itemId === id,
    ) as { paymentIntentId: string };
    expect((await stripeApi('/v1/refunds', { payment_intent: paymentIntentId })).status).toBe(200);
    await expect
      .poll(
        async () =>
          ((await api(`/api/users/${patient.id}/purchases`, { token: patient.token })).body as { itemId: string; status: string }[]).find(
            (p) => p.itemId === id,
          )?.status,
      )
      .toBe('refunded');
    const refunded = (await api(items(coach), { token: coach.token })).body.items.find((i: { id: string }) => i.id === id);
    expect(refunded).toMatchObject({ sales: 0, installs: 0 });
    expect((await api(`/api/users/${patient.id}/current-system`, { token: patient.token })).body).toBeNull();
  });

  it('a bundle of the coach’s own persona and a catalog system publishes once its persona is published, and installs both', async () => {
    const { body: own } = await create(coach, persona({ name: 'Bundle Persona' }));
    const bundle = await create(coach, {
      itemType: 'bundle',
      name: 'Calm Evenings',
      description: 'Persona and practice.',
      coachId: own.id,
      systemId: 'mindful-moments',
      price: 0,
    });
    expect(bundle.status).toBe(201);
    expect(bundle.body).toMatchObject({ coachName: 'Bundle Persona', systemName: 'Mindful Moments' });
    const early = await publish(coach, bundle.body.id);
    expect(early.status).toBe(400);
    expect(early.body.errors[0].path).toBe('coachId');
    await publish(coach, own.id);
    expect((await publish(coach, bundle.body.id)).status).toBe(200);
    const buyer = await newUser('Bundle Patient');
    expect((await api('/api/marketplace/install-bundle', { method: 'POST', token: buyer.token, body: { bundleId: bundle.body.id } })).status).toBe(200);
    expect((await api(`/api/users/${buyer.id}/current-coach`, { token: buyer.token })).body.id).toBe(own.id);
    expect((await api(`/api/users/${buyer.id}/current-system`, { token: buyer.token })).body.id).toBe('mindful-moments');
  });
});

/** A coach with a schedule every day 00:00-23:30 UTC at $100 an hour, bookable any day. */
async function bookableCoach(name: string): Promise<Caller> {
  const coach = await newCoach(name);
  const schedule = [1, 2, 3, 4, 5, 6, 7].map((dayOfWeek) => ({ dayOfWeek, startTime: '00:00', endTime: '23:30', isActive: true }));
  const res = await api(`/api/users/${coach.id}/coach/availability`, {
    method: 'PUT',
    token: coach.token,
    body: { hourlyRate: 100, sessionDuration: 60, timeZone: 'UTC', schedule },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return coach;
}

/** A weekday `days` ahead at 15:00 UTC. */
function weekdayAt(days: number): string {
  for (let t = Date.now() + days * 86_400_000; ; t += 86_400_000) {
    const d = new Date(t);
    if (d.getUTCDay() !== 0 && d.getUTCDay() !== 6) return `${d.toISOString().slice(0, 10)}T15:00:00.000Z`;
  }
}

async function eraseNow(u: Caller) {
  const request = await api(`/api/users/${u.id}/deletion-request`, { method: 'POST', token: u.token });
  expect(request.status).toBeLessThan(300);
  const at = new Date(Date.parse(request.body.removeBy) + 60_000).toISOString();
  const res = await fetch(`${baseUrl().replace('localhost', '127.0.0.1')}/dev/jobs/deletion?at=${at}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
  });
  expect(res.status).toBe(200);
}

describe('account erasure and coach content', { timeout: 90_000 }, () => {
  it("a coach's erasure: drafts gone, published items stay installed under a removed account, future sessions cancelled and refunded", async () => {
    const [coach, client] = await Promise.all([bookableCoach('Leaving Coach'), newUser('Staying Client')]);
    const { body: draft } = await create(coach, persona({ name: 'Never Published' }));
    const { body: live } = await create(coach, persona({ name: 'Leaves Behind' }));
    await publish(coach, live.id);
    await api('/api/marketplace/install-coach', { method: 'POST', token: client.token, body: { coachId: live.id } });
    const booked = await api('/api/coaching-sessions', {
      method: 'POST',
      token: client.token,
      body: { coachId: coach.id, sessionDate: weekdayAt(10), sessionType: 'coaching', notes: '' },
    });
    expect(booked.status, JSON.stringify(booked.body)).toBe(201);
    expect((await pay(booked.body.checkoutUrl)).status).toBe(303);

    await eraseNow(coach);

    expect((await tableDb().entities.coachItem.get({ itemId: draft.id }).go()).data).toBeNull();
    expect((await allCoaches(client)).some((c) => c.id === live.id)).toBe(false);
    expect((await api(`/api/users/${client.id}/current-coach`, { token: client.token })).body).toMatchObject({ id: live.id, author: 'Removed account' });
    const sessions = (await api(`/api/users/${client.id}/coaching-sessions`, { token: client.token })).body;
    const all = [...sessions.upcoming, ...sessions.past];
    expect(all.find((s: { id: string }) => s.id === booked.body.session.id)).toMatchObject({
      status: 'cancelled',
      paymentStatus: 'refunded',
      coachName: 'Removed account',
    });
    await vi.waitFor(async () => {
      const purchases = (await api(`/api/users/${client.id}/purchases`, { token: client.token })).body as { itemId: string; status: string }[];
      expect(purchases.filter((p) => p.itemId === booked.body.session.id)).toMatchObject([{ status: 'refunded' }]);
    });
    expect((await tableDb().entities.bookingSlot.query.byCoach({ coachId: coach.id }).go()).data).toEqual([]);
  });

  it("a client's erasure frees the slots they held and removes their sessions", async () => {
    const [coach, client, other] = await Promise.all([bookableCoach('Staying Coach'), newUser('Leaving Client'), newUser('Next Client')]);
    const sessionDate = weekdayAt(11);
    const held = await api('/api/coaching-sessions', {
      method: 'POST',
      token: client.token,
      body: { coachId: coach.id, sessionDate, sessionType: 'coaching', notes: '' },
    });
    expect(held.status).toBe(201);
    const times = async () =>
      (await api(`/api/coaches/availability?coachId=${coach.id}&date=${sessionDate.slice(0, 10)}&timeZone=UTC`, { token: other.token })).body.times as string[];
    expect(await times()).not.toContain('15:00');

    await eraseNow(client);

    expect(await times()).toContain('15:00');
    expect((await tableDb().entities.coachingSession.get({ sessionId: held.body.session.id }).go()).data).toBeNull();
    const coachSessions = (await api(`/api/users/${coach.id}/coaching-sessions`, { token: coach.token })).body;
    expect([...coachSessions.upcoming, ...coachSessions.past]).toEqual([]);
  });
});
