import { CONSENT_VERSIONS } from '@steady/shared';
import { describe, expect, it } from 'vitest';
import { connectMember, setRole } from './care-team.js';
import { api, baseUrl, freshPhone, newUser, newUserBeforeOnboarding, PASSWORD, type Caller } from './helpers.js';

/**
 * First-run onboarding and consent (docs/architecture.md, "First-run onboarding and consent"): consents
 * are stored with their time and text version, nobody is called or texted before consenting, the
 * onboarding steps round-trip, and bad input is a 400 with a message.
 */

const local = () => baseUrl().replace('localhost', '127.0.0.1');
const consent = (u: Caller, body: unknown) => api(`/api/users/${u.id}/consents`, { method: 'PUT', token: u.token, body });
const putOnboarding = (u: Caller, body: unknown) => api(`/api/users/${u.id}/onboarding`, { method: 'PUT', token: u.token, body });
const startCall = (u: Caller) => api(`/api/users/${u.id}/call`, { method: 'POST', token: u.token });
const nextRun = async (u: Caller) => ((await api('/dev/phone/schedule', { token: u.token })).body as { nextRun: string | null }).nextRun;

const ISO = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;

describe('consent before calls and text messages', () => {
  it('stores each consent with its time and version; a call is refused before call consent and placed after', async () => {
    const u = await newUserBeforeOnboarding('Pat Pacific');
    const fresh = await api(`/api/users/${u.id}/onboarding`, { token: u.token });
    expect(fresh.status).toBe(200);
    expect(fresh.body.consents).toEqual({ terms: null, privacy: null, callRecording: null, sms: null });

    // Not called on request, and no daily call scheduled.
    const refused = await startCall(u);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toMatch(/needs your permission before it calls you/);
    expect(await nextRun(u)).toBeNull();

    const terms = await consent(u, { terms: true, privacy: true });
    expect(terms.status).toBe(200);
    expect(terms.body.consents.terms).toEqual({ acceptedAt: expect.stringMatching(ISO), version: CONSENT_VERSIONS.terms });
    expect(terms.body.consents.privacy).toEqual({ acceptedAt: expect.stringMatching(ISO), version: CONSENT_VERSIONS.privacy });
    expect(terms.body.consents.callRecording).toBeNull();
    // The terms alone do not allow calls.
    expect((await startCall(u)).status).toBe(403);

    const calls = await consent(u, { callRecording: true });
    expect(calls.body.consents.callRecording).toEqual({ acceptedAt: expect.stringMatching(ISO), version: CONSENT_VERSIONS.callRecording });
    // Earlier consents are kept as they were.
    expect(calls.body.consents.terms).toEqual(terms.body.consents.terms);
    // The daily call is scheduled now: 19:00 in the person's own zone (Pacific).
    const run = await nextRun(u);
    expect(run).not.toBeNull();
    expect(new Intl.DateTimeFormat('en-GB', { timeZone: 'America/Los_Angeles', hour: '2-digit', minute: '2-digit' }).format(new Date(run!))).toBe('19:00');
    const placed = await startCall(u);
    expect(placed.status).toBe(202);
    expect(placed.body).toMatchObject({ userId: u.id, trigger: 'manual' });

    // Withdrawing call consent stops the schedule.
    const withdrawn = await consent(u, { callRecording: false });
    expect(withdrawn.body.consents.callRecording).toBeNull();
    expect(await nextRun(u)).toBeNull();
  });

  it('does not text a coach about a crisis without their consent to text messages (the alert still stands)', async () => {
    const patient = await newUser('Quinn Harbor');
    const coach = await newUserBeforeOnboarding('Coach Without Texts');
    await setRole(coach.id, 'coach');
    await connectMember(patient.id, coach.id, { permissions: { viewEntries: true } });
    const smsTo = async (to: string) => ((await (await fetch(`${local()}/dev/sms`)).json()) as { to: string }[]).filter((m) => m.to === to);
    const write = async () =>
      api(`/api/users/${patient.id}/journal-entries`, {
        method: 'POST',
        token: patient.token,
        body: { title: 'Tonight', content: 'I want to kill myself tonight.' },
      });

    expect((await write()).status).toBe(201);
    // The alert exists (the screen and /ws show it), but no text went to a coach who did not consent.
    const alerts = await api(`/api/users/${coach.id}/coach/alerts`, { token: coach.token });
    expect(alerts.body.length).toBe(1);
    expect(await smsTo(coach.phoneNumber)).toEqual([]);
  });
});

describe('the onboarding state', () => {
  it('round-trips completed and skipped steps, finishing and dismissing; the user record carries it', async () => {
    const u = await newUserBeforeOnboarding();
    // The consent step cannot be completed, nor the flow finished, before the terms and privacy notice.
    for (const body of [{ completedSteps: ['consent'] }, { finished: true }]) {
      const early = await putOnboarding(u, body);
      expect(early.status).toBe(409);
      expect(early.body.message).toBe('Please accept the Terms of Use and the Privacy Notice first.');
    }
    await consent(u, { terms: true, privacy: true, callRecording: true });

    const saved = await putOnboarding(u, { completedSteps: ['consent', 'timeZone', 'callTime'], skippedSteps: ['emergencyContact'] });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      completedSteps: ['consent', 'timeZone', 'callTime'],
      skippedSteps: ['emergencyContact'],
      finishedAt: null,
      dismissedAt: null,
    });

    // Completing a skipped step takes it off the skipped list.
    const later = await putOnboarding(u, {
      completedSteps: ['consent', 'timeZone', 'callTime', 'emergencyContact'],
      skippedSteps: ['safetyPlan', 'inviteCode'],
    });
    expect(later.body).toMatchObject({ completedSteps: ['consent', 'timeZone', 'callTime', 'emergencyContact'], skippedSteps: ['safetyPlan', 'inviteCode'] });

    const finished = await putOnboarding(u, { finished: true });
    expect(finished.body.finishedAt).toMatch(ISO);
    // Finishing again keeps the first time.
    expect((await putOnboarding(u, { finished: true })).body.finishedAt).toBe(finished.body.finishedAt);

    const read = await api(`/api/users/${u.id}/onboarding`, { token: u.token });
    expect(read.body).toEqual(finished.body);
    const me = await api(`/api/users/${u.id}`, { token: u.token });
    expect(me.body.onboarding).toEqual(finished.body);

    const dismissed = await putOnboarding(u, { dismissed: true });
    expect(dismissed.body.dismissedAt).toMatch(ISO);
    expect((await putOnboarding(u, { dismissed: false })).body.dismissedAt).toBeNull();

    // Someone else's onboarding is not theirs to read or change.
    const other = await newUser();
    expect((await api(`/api/users/${u.id}/onboarding`, { token: other.token })).status).toBe(403);
    expect((await api(`/api/users/${u.id}/onboarding`, { method: 'PUT', token: other.token, body: { dismissed: true } })).status).toBe(403);
  });

  it('rejects bad onboarding and consent bodies with 400 and a message', async () => {
    const u = await newUserBeforeOnboarding();
    const cases: [string, unknown, RegExp][] = [
      ['onboarding', {}, /Nothing to update/],
      ['onboarding', { completedSteps: ['consent'], extra: 1 }, /Unknown field: extra/],
      ['onboarding', { completedSteps: ['welcome'] }, /Unknown onboarding step/],
      ['onboarding', { completedSteps: 'consent' }, /must be a list of steps/],
      ['onboarding', { skippedSteps: ['consent'] }, /Only these steps can be skipped/],
      ['onboarding', { completedSteps: ['timeZone', 'timeZone'] }, /lists a step twice/],
      ['onboarding', { completedSteps: ['safetyPlan'], skippedSteps: ['safetyPlan'] }, /cannot be both completed and skipped/],
      ['onboarding', { finished: false }, /finished can only be true/],
      ['onboarding', { dismissed: 'yes' }, /dismissed must be true or false/],
      ['consents', {}, /Nothing to update/],
      ['consents', { terms: false }, /Please accept the Terms of Use/],
      ['consents', { sms: 'yes' }, /sms must be true or false/],
      ['consents', { marketing: true }, /Unknown field: marketing/],
    ];
    for (const [what, body, message] of cases) {
      const res = await api(`/api/users/${u.id}/${what}`, { method: 'PUT', token: u.token, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(JSON.stringify(res.body), JSON.stringify(body)).toMatch(message);
    }
    // Nothing was stored by any of them.
    const read = await api(`/api/users/${u.id}/onboarding`, { token: u.token });
    expect(read.body).toEqual({
      consents: { terms: null, privacy: null, callRecording: null, sms: null },
      completedSteps: [],
      skippedSteps: [],
      finishedAt: null,
      dismissedAt: null,
    });
  });
});

describe('time zones', () => {
  it('accepts any IANA zone (normalising aliases) and refuses an unknown one with 400', async () => {
    const reg = await api('/api/register', {
      method: 'POST',
      body: { name: 'Lee Lisbon', phoneNumber: freshPhone(), password: PASSWORD, timeZone: 'Europe/Lisbon', callTime: '19:00' },
    });
    expect(reg.status).toBe(201);
    expect(reg.body.user.timeZone).toBe('Europe/Lisbon');

    const u = await newUser();
    const alias = await api(`/api/users/${u.id}/settings`, { method: 'PUT', token: u.token, body: { timeZone: 'US/Pacific' } });
    expect(alias.status).toBe(200);
    expect(alias.body.timeZone).toBe('America/Los_Angeles');

    for (const timeZone of ['Mars/Olympus', 'America/Nowhere', '', '+05:00']) {
      const res = await api(`/api/users/${u.id}/settings`, { method: 'PUT', token: u.token, body: { timeZone } });
      expect(res.status, timeZone).toBe(400);
      expect(res.body.errors[0].path).toBe('timeZone');
    }
    const unknown = await api('/api/register', {
      method: 'POST',
      body: { name: 'Nobody', phoneNumber: freshPhone(), password: PASSWORD, timeZone: 'Atlantis/Central' },
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors).toContainEqual({ path: 'timeZone', message: 'Please choose a supported time zone' });
  });
});
