import { AVAILABILITY_MESSAGES, PHOTO_MESSAGES, type CircleOverview, type CoachAvailability, type CoachProfile } from '@steady/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { makePng } from '../../../infra/local/png.js';
import { connectMember, setRole, tableDb } from './care-team.js';
import { api, newUser, type Caller } from './helpers.js';

/** The coach's Availability tab and Coach Settings profile, through the gateway (docs/architecture.md, "Coach availability and profile"). */

const WEEK = [1, 2, 3, 4, 5, 6, 7];
const schedule = (overrides: Record<number, Partial<{ startTime: string; endTime: string; isActive: boolean }>> = {}) =>
  WEEK.map((dayOfWeek) => ({ dayOfWeek, startTime: '09:00', endTime: '17:00', isActive: dayOfWeek <= 5, ...overrides[dayOfWeek] }));

const availabilityOf = (c: Caller) => api(`/api/users/${c.id}/coach/availability`, { token: c.token });
const saveAvailability = (c: Caller, body: unknown) => api(`/api/users/${c.id}/coach/availability`, { method: 'PUT', token: c.token, body });
const saveProfile = (c: Caller, body: unknown) => api(`/api/users/${c.id}/coach/profile`, { method: 'PUT', token: c.token, body });
const uploadPhoto = (c: Caller, image: string) => api(`/api/users/${c.id}/coach/profile/photo`, { method: 'PUT', token: c.token, body: { image } });
const photoOf = (viewer: Caller, coachId: string) => api(`/api/coaches/${coachId}/photo`, { token: viewer.token });
const dataUrl = (bytes: Buffer, type = 'image/png') => `data:${type};base64,${bytes.toString('base64')}`;
const teal = () => [20, 150, 160] as [number, number, number];

async function newCoach(name: string): Promise<Caller> {
  const coach = await newUser(name);
  await setRole(coach.id, 'coach');
  return coach;
}

/** The first error's field and message of a 400. */
function refused(res: { status: number; body: { errors?: { path: string; message: string }[] } }) {
  expect(res.status, JSON.stringify(res.body)).toBe(400);
  return res.body.errors?.[0];
}

describe('coach availability', () => {
  let coach: Caller;
  let other: Caller;
  let patient: Caller;
  beforeAll(async () => {
    [coach, other, patient] = await Promise.all([newCoach('Avery Coach'), newCoach('Other Coach'), newUser('Pat Patient')]);
  });

  it('answers the defaults while nothing is saved: $75, 60 minutes, weekdays 09:00-17:00 in the coach’s own zone', async () => {
    const res = await availabilityOf(coach);
    expect(res.status).toBe(200);
    const a = res.body as CoachAvailability;
    expect(a).toMatchObject({ hourlyRate: 75, sessionDuration: 60, timeZone: 'America/Chicago', updatedAt: null });
    expect(a.schedule).toEqual(schedule());
  });

  it('saves pricing and the schedule separately, each keeping the other, and reads them back', async () => {
    const pricing = await saveAvailability(coach, { hourlyRate: 120, sessionDuration: 45 });
    expect(pricing.status, JSON.stringify(pricing.body)).toBe(200);
    expect(pricing.body).toMatchObject({ hourlyRate: 120, sessionDuration: 45, timeZone: 'America/Chicago' });
    expect(pricing.body.schedule).toEqual(schedule());

    const week = schedule({ 5: { endTime: '13:00' }, 6: { isActive: true, startTime: '10:00', endTime: '12:30' } });
    // Sent in any order, stored Monday to Sunday.
    const saved = await saveAvailability(coach, { schedule: [...week].reverse(), timeZone: 'America/New_York' });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);

    const read = (await availabilityOf(coach)).body as CoachAvailability;
    expect(read).toMatchObject({ hourlyRate: 120, sessionDuration: 45, timeZone: 'America/New_York' });
    expect(read.schedule).toEqual(week);
    expect(read.updatedAt).not.toBeNull();
  });

  it('stores one whole item that booking can read with one GetItem', async () => {
    const fresh = await newCoach('One Item');
    await saveAvailability(fresh, { hourlyRate: 200 });
    const { data } = await tableDb().entities.coachAvailability.get({ userId: fresh.id }).go();
    expect(data).toMatchObject({ hourlyRate: 200, sessionDuration: 60, timeZone: 'America/Chicago' });
    expect(data?.schedule).toHaveLength(7);
  });

  it.each([
    [{ hourlyRate: 24 }, 'hourlyRate', AVAILABILITY_MESSAGES.hourlyRate],
    [{ hourlyRate: 501 }, 'hourlyRate', AVAILABILITY_MESSAGES.hourlyRate],
    [{ hourlyRate: 80.5 }, 'hourlyRate', AVAILABILITY_MESSAGES.hourlyRateWhole],
    [{ hourlyRate: '80' }, 'hourlyRate', AVAILABILITY_MESSAGES.hourlyRate],
    [{ sessionDuration: 50 }, 'sessionDuration', AVAILABILITY_MESSAGES.sessionDuration],
    [{ timeZone: 'Mars/Olympus_Mons' }, 'timeZone', 'Please choose a supported time zone'],
    [{ schedule: schedule({ 3: { endTime: '08:00' } }) }, 'schedule.2.endTime', AVAILABILITY_MESSAGES.endAfterStart],
    [{ schedule: schedule({ 1: { endTime: '09:00' } }) }, 'schedule.0.endTime', AVAILABILITY_MESSAGES.endAfterStart],
    [{ schedule: schedule({ 2: { startTime: '9:00' } }) }, 'schedule.1.startTime', AVAILABILITY_MESSAGES.time],
    [{ schedule: schedule({ 4: { endTime: '24:00' } }) }, 'schedule.3.endTime', AVAILABILITY_MESSAGES.time],
    [{ schedule: schedule().slice(0, 6) }, 'schedule', AVAILABILITY_MESSAGES.days],
    [{ schedule: schedule().map((d) => ({ ...d, dayOfWeek: d.dayOfWeek === 7 ? 1 : d.dayOfWeek })) }, 'schedule', AVAILABILITY_MESSAGES.days],
    [{ schedule: schedule().map((d, i) => (i === 0 ? { ...d, dayOfWeek: 0 } : d)) }, 'schedule.0.dayOfWeek', 'dayOfWeek must be 1 (Monday) to 7 (Sunday)'],
    [{}, '', AVAILABILITY_MESSAGES.empty],
  ])('refuses %j with 400 naming %s', async (body, path, message) => {
    const error = refused(await saveAvailability(coach, body));
    expect(error).toEqual({ path, message });
  });

  it('keeps times of a day that is off, in order or not (only an active day must end after it starts)', async () => {
    const res = await saveAvailability(other, { schedule: schedule({ 7: { startTime: '18:00', endTime: '10:00', isActive: false } }) });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  });

  it('a refused save changes nothing', async () => {
    const before = (await availabilityOf(coach)).body;
    await saveAvailability(coach, { hourlyRate: 90, sessionDuration: 50 });
    expect((await availabilityOf(coach)).body).toEqual(before);
  });

  it('refuses a patient (403) and another coach’s id (403)', async () => {
    expect((await availabilityOf(patient)).status).toBe(403);
    expect((await saveAvailability(patient, { hourlyRate: 100 })).status).toBe(403);
    expect((await api(`/api/users/${coach.id}/coach/availability`, { token: other.token })).status).toBe(403);
    const res = await api(`/api/users/${coach.id}/coach/availability`, { method: 'PUT', token: other.token, body: { hourlyRate: 30 } });
    expect(res.status).toBe(403);
    expect(((await availabilityOf(coach)).body as CoachAvailability).hourlyRate).toBe(120);
  });
});

describe('coach profile and photo', () => {
  let coach: Caller;
  let client: Caller;
  let stranger: Caller;
  let otherCoach: Caller;
  beforeAll(async () => {
    [coach, client, stranger, otherCoach] = await Promise.all([
      newCoach('Robin Guide'),
      newUser('Casey Client'),
      newUser('Sid Stranger'),
      newCoach('Nia Other'),
    ]);
    await connectMember(client.id, coach.id, { relationshipType: 'coach', permissions: { viewEntries: true } });
  });

  it('starts empty (English), saves bio and lists trimmed without empties or duplicates, and reads back', async () => {
    const empty = await api(`/api/users/${coach.id}/coach/profile`, { token: coach.token });
    expect(empty.status).toBe(200);
    expect(empty.body).toMatchObject({ bio: '', specialties: [], certifications: [], languages: ['English'], photoVersion: null, isVerifiedCoach: false });

    const res = await saveProfile(coach, {
      bio: '  I help people build steady routines after treatment.  ',
      specialties: [' Relapse prevention ', '', 'Sleep', 'sleep'],
      certifications: ['CADC-II'],
      languages: ['English', 'Spanish'],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const read = (await api(`/api/users/${coach.id}/coach/profile`, { token: coach.token })).body as CoachProfile;
    expect(read).toMatchObject({
      name: 'Robin Guide',
      bio: 'I help people build steady routines after treatment.',
      specialties: ['Relapse prevention', 'Sleep'],
      certifications: ['CADC-II'],
      languages: ['English', 'Spanish'],
      timeZone: 'America/Chicago',
    });
  });

  it.each([
    [{ bio: 'x'.repeat(1001), specialties: [], certifications: [], languages: [] }, 'bio'],
    [{ bio: '', specialties: Array.from({ length: 11 }, (_, i) => `S${i}`), certifications: [], languages: [] }, 'specialties'],
    [{ bio: '', specialties: ['y'.repeat(41)], certifications: [], languages: [] }, 'specialties.0'],
    [{ bio: '', specialties: [], certifications: 'CADC', languages: [] }, 'certifications'],
  ])('refuses a profile with 400 naming the field (%#)', async (body, path) => {
    expect(refused(await saveProfile(coach, body))?.path).toBe(path);
  });

  it('refuses a photo that is not a JPEG, PNG or WebP by its bytes, too large, or too many pixels', async () => {
    const gif = Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1');
    expect(refused(await uploadPhoto(coach, dataUrl(gif, 'image/png')))).toEqual({ path: 'image', message: PHOTO_MESSAGES.type });
    expect(refused(await uploadPhoto(coach, dataUrl(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'image/png')))?.message).toBe(
      PHOTO_MESSAGES.type,
    );
    expect(refused(await uploadPhoto(coach, 'not base64 at all!'))?.message).toBe(PHOTO_MESSAGES.type);
    // A PNG header on 600 KB: over the stored limit.
    const big = Buffer.concat([makePng(8, 8, teal), Buffer.alloc(600 * 1024)]);
    expect(refused(await uploadPhoto(coach, dataUrl(big)))?.path).toBe('image');
    expect(refused(await uploadPhoto(coach, dataUrl(makePng(600, 10, teal))))).toEqual({ path: 'image', message: PHOTO_MESSAGES.dimensions });
    const profile = (await api(`/api/users/${coach.id}/coach/profile`, { token: coach.token })).body as CoachProfile;
    expect(profile.photoVersion).toBeNull();
  });

  it('stores a photo, serves it to the coach and their client but not to a stranger, and replaces it', async () => {
    const png = makePng(256, 256, teal);
    const res = await uploadPhoto(coach, dataUrl(png));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const version = (res.body as CoachProfile).photoVersion;
    expect(version).toBeTruthy();

    const own = await photoOf(coach, coach.id);
    expect(own.status).toBe(200);
    expect(own.body).toEqual({ image: dataUrl(png), version });
    expect((await photoOf(client, coach.id)).body.image).toBe(dataUrl(png));
    expect((await photoOf(stranger, coach.id)).status).toBe(404);
    expect((await photoOf(otherCoach, coach.id)).status).toBe(404);

    const next = makePng(128, 128, () => [200, 100, 50]);
    const replaced = await uploadPhoto(coach, next.toString('base64'));
    expect((replaced.body as CoachProfile).photoVersion).not.toBe(version);
    expect((await photoOf(client, coach.id)).body.image).toBe(dataUrl(next));
  });

  it('a verified coach’s photo is served to anyone signed in; removing it answers 404', async () => {
    await tableDb().entities.user.patch({ userId: coach.id }).set({ isVerifiedCoach: true }).go();
    expect((await photoOf(stranger, coach.id)).status).toBe(200);
    const removed = await api(`/api/users/${coach.id}/coach/profile/photo`, { method: 'DELETE', token: coach.token });
    expect(removed.status).toBe(200);
    expect(removed.body.photoVersion).toBeNull();
    expect((await photoOf(client, coach.id)).status).toBe(404);
    expect((await api(`/api/coaches/${coach.id}/photo`)).status).toBe(401);
  });

  it('refuses the profile and photo routes to a patient and to another coach (403)', async () => {
    expect((await api(`/api/users/${client.id}/coach/profile`, { token: client.token })).status).toBe(403);
    expect((await saveProfile(client, { bio: '', specialties: [], certifications: [], languages: [] })).status).toBe(403);
    expect((await api(`/api/users/${coach.id}/coach/profile`, { token: otherCoach.token })).status).toBe(403);
    const res = await api(`/api/users/${coach.id}/coach/profile/photo`, {
      method: 'PUT',
      token: otherCoach.token,
      body: { image: dataUrl(makePng(4, 4, teal)) },
    });
    expect(res.status).toBe(403);
  });

  it('shows on the client’s My Circle card: bio, specialties, photo version and the Verified badge', async () => {
    await uploadPhoto(coach, dataUrl(makePng(64, 64, teal)));
    const circle = (await api(`/api/users/${client.id}/circle`, { token: client.token })).body as CircleOverview;
    const card = circle.connections.find((c) => c.id === coach.id);
    expect(card).toMatchObject({
      connectionBio: 'I help people build steady routines after treatment.',
      connectionSpecialties: ['Relapse prevention', 'Sleep'],
      isVerifiedCoach: true,
    });
    expect(card?.connectionPhotoVersion).toBeTruthy();
  });
});
