import type { Agenda, FormAssignment, JournalEntry } from '@steady/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { connectMember, setRole, tableDb } from './care-team.js';
import { api, newUser, type Caller } from './helpers.js';

/**
 * The dashboard agenda (docs/architecture.md, "The dashboard agenda"): one read for the forms-due
 * card, the upcoming-sessions card and the artifacts banner, the person's own only.
 */

const HOUR = 3_600_000;
const agendaOf = (c: Caller, as: Caller = c) => api(`/api/users/${c.id}/agenda`, { token: as.token });

/** A session stored as booking stores one (the booking flow itself is tested in booking.test.ts). */
async function storeSession(client: Caller, coach: Caller, startsInMs: number, status: 'scheduled' | 'cancelled', id: string) {
  const start = new Date(Date.now() + startsInMs);
  const now = new Date().toISOString();
  await tableDb()
    .entities.coachingSession.put({
      sessionId: `${id}-${client.id}`,
      userId: client.id,
      coachId: coach.id,
      clientName: 'Agenda Client',
      coachName: 'Agenda Coach',
      scheduledAt: start.toISOString(),
      endsAt: new Date(start.getTime() + HOUR).toISOString(),
      duration: 60,
      sessionType: 'coaching',
      status,
      price: 12_000,
      paymentStatus: 'paid',
      slots: [start.toISOString()],
      createdAt: now,
      updatedAt: now,
    })
    .go();
}

describe('GET /api/users/{id}/agenda', () => {
  let client: Caller;
  let coach: Caller;
  let stranger: Caller;

  beforeAll(async () => {
    [client, coach, stranger] = await Promise.all([newUser('Agenda Client'), newUser('Agenda Coach'), newUser('Agenda Stranger')]);
    await setRole(coach.id, 'coach');
    await connectMember(client.id, coach.id);
  });

  it('is empty for a new account', async () => {
    const res = await agendaOf(stranger);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ forms: [], sessions: [], artifacts: { recent: [], total: 0 } });
  });

  it('holds the open assignments, the upcoming sessions soonest first and the newest artifacts with their count', async () => {
    const assign = (template: string) =>
      api(`/api/form-templates/${template}/assignments`, { method: 'POST', token: coach.token, body: { userId: client.id } });
    const phq = (await assign('phq-9')).body[0] as FormAssignment;
    const gad = (await assign('gad-7')).body[0] as FormAssignment;
    // A submitted assignment is no longer on the agenda.
    await tableDb().entities.formAssignment.patch({ assignmentId: gad.id }).set({ status: 'submitted' }).go();

    await storeSession(client, coach, 48 * HOUR, 'scheduled', 'later');
    await storeSession(client, coach, 24 * HOUR, 'scheduled', 'sooner');
    await storeSession(client, coach, 30 * HOUR, 'cancelled', 'cancelled');
    await storeSession(client, coach, -5 * 24 * HOUR, 'scheduled', 'past');

    const entries: JournalEntry[] = [];
    for (let i = 1; i <= 5; i++) {
      const res = await api(`/api/users/${client.id}/journal-entries`, {
        method: 'POST',
        token: client.token,
        body: { title: `Keep ${i}`, content: `Worth keeping, day ${i}.` },
      });
      expect(res.status).toBe(201);
      entries.push(res.body as JournalEntry);
    }
    for (const e of entries.slice(0, 4)) {
      const res = await api(`/api/journal-entries/${e.id}/artifact`, { method: 'PATCH', token: client.token, body: { isArtifact: true } });
      expect(res.status).toBe(200);
    }

    const res = await agendaOf(client);
    expect(res.status).toBe(200);
    const agenda = res.body as Agenda;
    expect(agenda.forms.map((a) => a.id)).toEqual([phq.id]);
    expect(agenda.forms[0]).toMatchObject({ formTitle: phq.formTitle, status: phq.status });
    expect(agenda.sessions.map((s) => s.id)).toEqual([`sooner-${client.id}`, `later-${client.id}`]);
    expect(agenda.sessions[0]).toMatchObject({ coachName: 'Agenda Coach', status: 'scheduled' });
    expect(agenda.artifacts.total).toBe(4);
    expect(agenda.artifacts.recent.map((e) => e.title)).toEqual(['Keep 4', 'Keep 3', 'Keep 2']);
  });

  it("is the person's own: another user gets 403, without a token 401", async () => {
    expect((await agendaOf(client, stranger)).status).toBe(403);
    expect((await agendaOf(client, coach)).status).toBe(403);
    expect((await api(`/api/users/${client.id}/agenda`)).status).toBe(401);
  });
});
