import { describe, expect, it } from 'vitest';
import { connectMember, setRole } from './care-team.js';
import { api, newUser, type Caller } from './helpers.js';

/**
 * Form follow-up in the call (docs/architecture.md, "Form follow-up in the call"): after a form with
 * aiFollowupEnabled is answered, the next daily call asks one question drawn from the answers, and the
 * answer lands in the call's journal entry; the call after that does not ask again.
 */

async function until<T>(what: string, probe: () => Promise<T | undefined>, timeoutMs = 60_000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > end) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** Places a call that nobody answers by hand (the scripted patient answers) and returns its journal entry. */
async function callEntry(u: Caller): Promise<{ content: string }> {
  const placed = await api(`/api/users/${u.id}/call`, { method: 'POST', token: u.token });
  expect(placed.status).toBe(202);
  const call = await until('the completed call with its entry', async () => {
    const calls = (await api(`/api/users/${u.id}/call-history`, { token: u.token })).body as { id: string; status: string; journalEntryId: string | null }[];
    const c = calls.find((x) => x.id === placed.body.id);
    return c?.status === 'completed' && c.journalEntryId ? c : undefined;
  });
  const entries = (await api(`/api/users/${u.id}/journal-entries`, { token: u.token })).body as { id: string; content: string }[];
  return entries.find((e) => e.id === call.journalEntryId)!;
}

async function answeredForm(coach: Caller, client: Caller, form: { aiFollowupEnabled: boolean; aiInstructions?: string }) {
  const created = await api(`/api/coaches/${coach.id}/forms`, { method: 'POST', token: coach.token, body: { title: 'Weekly reflection', ...form } });
  expect(created.status).toBe(201);
  const field = await api(`/api/forms/${created.body.id}/fields`, {
    method: 'POST',
    token: coach.token,
    body: { fieldType: 'textarea', label: 'What was hardest this week?', isRequired: true },
  });
  expect(field.status).toBe(201);
  const assigned = await api(`/api/forms/${created.body.id}/assignments`, { method: 'POST', token: coach.token, body: { userId: client.id } });
  expect(assigned.status).toBe(201);
  const submitted = await api(`/api/form-assignments/${assigned.body[0].id}/responses`, {
    method: 'POST',
    token: client.token,
    body: { responseValues: [{ fieldId: field.body.id, responseValue: 'Sunday evenings alone at home' }] },
  });
  expect(submitted.status).toBe(201);
}

describe('form follow-up in the daily call', { timeout: 180_000 }, () => {
  it('asks one question drawn from the latest answers; the answer lands in the entry; the next call does not ask again', async () => {
    const [coach, client] = await Promise.all([newUser('Dr. Follow Up'), newUser('Riley Follow')]);
    await setRole(coach.id, 'coach');
    await connectMember(client.id, coach.id);
    await answeredForm(coach, client, { aiFollowupEnabled: true });

    const first = await callEntry(client);
    expect(first.content).toContain('In your Weekly reflection form, you answered "Sunday evenings alone at home". How has that been for you since?');
    // The scripted patient's answer follows the question in the entry.
    const after = first.content.split('How has that been for you since?\n')[1] ?? '';
    expect(after.trim().length).toBeGreaterThan(10);

    const second = await callEntry(client);
    expect(second.content).not.toContain('Weekly reflection');
  });

  it('follows the coach’s instructions when they are a question, and asks nothing when follow-up is off', async () => {
    const [coach, client, other] = await Promise.all([newUser('Dr. Asks'), newUser('Sky Asked'), newUser('Quinn Quiet')]);
    await setRole(coach.id, 'coach');
    await connectMember(client.id, coach.id);
    await connectMember(other.id, coach.id);
    await answeredForm(coach, client, { aiFollowupEnabled: true, aiInstructions: 'How did the new evening routine go?' });
    await answeredForm(coach, other, { aiFollowupEnabled: false });
    const [asked, quiet] = await Promise.all([callEntry(client), callEntry(other)]);
    expect(asked.content).toContain('About your Weekly reflection form: How did the new evening routine go?');
    expect(quiet.content).not.toContain('Weekly reflection');
  });
});
