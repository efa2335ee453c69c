import { SAFETY_PLAN_LIMITS } from '@steady/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, newUser, type Caller } from './helpers.js';
import { connectMember, setRole, tableDb } from './care-team.js';

/** The safety plan (settings domain): the patient writes it, a connected coach may read it. */
const plan = {
  warningSigns: ['  Not sleeping ', 'Skipping meals', ''],
  copingStrategies: ['Walk around the block', 'Box breathing for five minutes'],
  socialDistractions: [{ name: 'The coffee shop on 5th' }, { name: 'Alex (roommate)', phone: '(415) 555-0133' }],
  helpContacts: [
    { name: 'My sister Dana', phone: '+1 415 555 0144' },
    { name: '', phone: '' },
  ],
  professionals: [{ name: 'Dr. Chen', phone: '415-555-0102' }],
  safeEnvironment: ['Give my pills to Dana to keep'],
  reasonForLiving: '  My daughter ',
};

describe('safety plan', () => {
  let patient: Caller;
  let other: Caller;

  beforeAll(async () => {
    [patient, other] = await Promise.all([newUser('Plan Patient'), newUser('Plan Other')]);
  });

  it('is the empty plan before one is saved, not a 404', async () => {
    const res = await api(`/api/users/${other.id}/safety-plan`, { token: other.token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      userId: other.id,
      warningSigns: [],
      copingStrategies: [],
      socialDistractions: [],
      helpContacts: [],
      professionals: [],
      safeEnvironment: [],
      reasonForLiving: '',
      updatedAt: null,
    });
  });

  it('saves and reads back the own plan: trimmed, blank items and rows dropped, phones as written', async () => {
    const saved = await api(`/api/users/${patient.id}/safety-plan`, { method: 'PUT', token: patient.token, body: { ...plan, userId: patient.id } });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const expected = {
      userId: patient.id,
      warningSigns: ['Not sleeping', 'Skipping meals'],
      copingStrategies: ['Walk around the block', 'Box breathing for five minutes'],
      socialDistractions: [
        { name: 'The coffee shop on 5th', phone: null },
        { name: 'Alex (roommate)', phone: '(415) 555-0133' },
      ],
      helpContacts: [{ name: 'My sister Dana', phone: '+1 415 555 0144' }],
      professionals: [{ name: 'Dr. Chen', phone: '415-555-0102' }],
      safeEnvironment: ['Give my pills to Dana to keep'],
      reasonForLiving: 'My daughter',
    };
    expect(saved.body).toMatchObject(expected);
    expect(typeof saved.body.updatedAt).toBe('string');
    const read = await api(`/api/users/${patient.id}/safety-plan`, { token: patient.token });
    expect(read.status).toBe(200);
    expect(read.body).toEqual({ ...expected, updatedAt: saved.body.updatedAt });
    // The 988 Lifeline is added by every screen, never stored.
    const { data } = await tableDb().entities.safetyPlan.get({ userId: patient.id }).go();
    expect(JSON.stringify(data)).not.toContain('988');

    // A save replaces the whole plan: a step left out is emptied.
    const replaced = await api(`/api/users/${patient.id}/safety-plan`, { method: 'PUT', token: patient.token, body: { copingStrategies: ['Music'] } });
    expect(replaced.status).toBe(200);
    expect(replaced.body).toMatchObject({ copingStrategies: ['Music'], warningSigns: [], helpContacts: [], reasonForLiving: '' });
    expect((await api(`/api/users/${patient.id}/safety-plan`, { token: patient.token })).body.copingStrategies).toEqual(['Music']);
    await api(`/api/users/${patient.id}/safety-plan`, { method: 'PUT', token: patient.token, body: plan });
  });

  it('answers 400 with the field path and a clear message', async () => {
    const long = 'x'.repeat(SAFETY_PLAN_LIMITS.itemChars + 1);
    const tooLong = await api(`/api/users/${patient.id}/safety-plan`, { method: 'PUT', token: patient.token, body: { copingStrategies: ['Walk', long] } });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.errors).toContainEqual({ path: 'copingStrategies.1', message: 'Each item must be 200 characters or fewer' });

    const tooMany = await api(`/api/users/${patient.id}/safety-plan`, {
      method: 'PUT',
      token: patient.token,
      body: { warningSigns: Array.from({ length: SAFETY_PLAN_LIMITS.items + 1 }, (_, i) => `sign ${i}`) },
    });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.errors).toContainEqual({ path: 'warningSigns', message: 'Please list at most 20 warning signs' });

    const phone = await api(`/api/users/${patient.id}/safety-plan`, {
      method: 'PUT',
      token: patient.token,
      body: {
        helpContacts: [
          { name: 'Dana', phone: '415 555 0144' },
          { name: 'Sam', phone: 'call me maybe' },
        ],
      },
    });
    expect(phone.status).toBe(400);
    expect(phone.body.errors).toContainEqual({
      path: 'helpContacts.1.phone',
      message: 'Please enter a phone number using digits (spaces, +, -, ( and ) are fine)',
    });

    const nameless = await api(`/api/users/${patient.id}/safety-plan`, {
      method: 'PUT',
      token: patient.token,
      body: { professionals: [{ name: ' ', phone: '988' }] },
    });
    expect(nameless.status).toBe(400);
    expect(nameless.body.errors).toContainEqual({ path: 'professionals.0.name', message: 'Please add a name for this phone number' });

    const reason = await api(`/api/users/${patient.id}/safety-plan`, {
      method: 'PUT',
      token: patient.token,
      body: { reasonForLiving: 'y'.repeat(SAFETY_PLAN_LIMITS.reasonChars + 1) },
    });
    expect(reason.status).toBe(400);
    expect(reason.body.errors).toContainEqual({ path: 'reasonForLiving', message: 'Please keep this to 500 characters or fewer' });

    // Nothing was saved by the refused requests.
    expect((await api(`/api/users/${patient.id}/safety-plan`, { token: patient.token })).body.copingStrategies).toEqual(plan.copingStrategies);
  });

  it("another patient may neither read nor write someone's plan (403)", async () => {
    expect((await api(`/api/users/${patient.id}/safety-plan`, { token: other.token })).status).toBe(403);
    const write = await api(`/api/users/${patient.id}/safety-plan`, { method: 'PUT', token: other.token, body: { copingStrategies: ['Not mine'] } });
    expect(write.status).toBe(403);
    expect((await api(`/api/users/${patient.id}/safety-plan`, { token: patient.token })).body.copingStrategies).toEqual(plan.copingStrategies);
  });

  it('a connected coach reads the plan but cannot change it; an unconnected coach is refused', async () => {
    const [connected, unconnected] = await Promise.all([newUser('Plan Coach'), newUser('Plan Coach Two')]);
    await Promise.all([setRole(connected.id, 'coach'), setRole(unconnected.id, 'coach')]);
    await connectMember(patient.id, connected.id, { permissions: { viewEntries: true } });
    const read = await api(`/api/users/${patient.id}/safety-plan`, { token: connected.token });
    expect(read.status).toBe(200);
    expect(read.body.helpContacts).toEqual([{ name: 'My sister Dana', phone: '+1 415 555 0144' }]);
    const write = await api(`/api/users/${patient.id}/safety-plan`, { method: 'PUT', token: connected.token, body: { copingStrategies: ['x'] } });
    expect(write.status).toBe(403);
    expect((await api(`/api/users/${patient.id}/safety-plan`, { token: unconnected.token })).status).toBe(403);
  });
});

describe('care team', () => {
  it("lists the patient's active coach and therapist connections with name and phone, to the patient only", async () => {
    const [patient, coach, therapist, paused, friend] = await Promise.all([
      newUser('Team Patient'),
      newUser('Coach Rivera'),
      newUser('Therapist Okafor'),
      newUser('Paused Coach'),
      newUser('A Friend'),
    ]);
    expect((await api(`/api/users/${patient.id}/care-team`, { token: patient.token })).body).toEqual([]);
    await Promise.all([setRole(coach.id, 'coach'), setRole(therapist.id, 'therapist'), setRole(paused.id, 'coach')]);
    await connectMember(patient.id, coach.id, { permissions: { viewEntries: true } });
    await connectMember(patient.id, therapist.id, { relationshipType: 'therapist' });
    await connectMember(patient.id, paused.id, { status: 'paused', permissions: { viewEntries: true } });
    await connectMember(patient.id, friend.id, { relationshipType: 'friend', permissions: { viewEntries: true } });

    const res = await api(`/api/users/${patient.id}/care-team`, { token: patient.token });
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(2);
    expect(res.body).toEqual(
      expect.arrayContaining([
        { memberId: coach.id, name: 'Coach Rivera', phoneNumber: coach.phoneNumber, relationshipType: 'coach' },
        { memberId: therapist.id, name: 'Therapist Okafor', phoneNumber: therapist.phoneNumber, relationshipType: 'therapist' },
      ]),
    );
    expect((await api(`/api/users/${patient.id}/care-team`, { token: coach.token })).status).toBe(403);
  });
});
