import { refreshCoachListing } from '../marketplace/service.js';
import { PHOTO_LIMITS, PHOTO_MESSAGES, type CoachPhoto, type CoachProfile, type UpdateCoachProfileBody } from '@steady/shared';
import type { EntityItem } from 'electrodb';
import { ulid } from 'ulid';
import type { z } from 'zod';
import { badRequest, notFound } from '../platform/errors.js';
import type { Runtime } from '../platform/runtime.js';
import { getAvailability } from './availability.js';
import { PHOTO_EXTENSION, readPhotoHeader } from './photo-image.js';
import type { CoachProfileEntity } from './profile-store.js';

type ProfileItem = EntityItem<typeof CoachProfileEntity>;
type ProfileUpdate = z.output<typeof UpdateCoachProfileBody>;

const EMPTY = { bio: '', specialties: [] as string[], certifications: [] as string[], languages: ['English'] };

async function coachUser(rt: Runtime, coachId: string) {
  const { data } = await rt.db.entities.user.get({ userId: coachId }).go({ attributes: ['userId', 'name', 'isVerifiedCoach'] });
  if (!data) throw notFound('User not found');
  return data;
}

async function view(rt: Runtime, coachId: string, item: ProfileItem | null): Promise<CoachProfile> {
  const [user, availability] = await Promise.all([coachUser(rt, coachId), getAvailability(rt, coachId)]);
  return {
    coachId,
    name: user.name,
    bio: item?.bio ?? EMPTY.bio,
    specialties: item?.specialties ?? EMPTY.specialties,
    certifications: item?.certifications ?? EMPTY.certifications,
    languages: item?.languages ?? EMPTY.languages,
    timeZone: availability.timeZone,
    isVerifiedCoach: user.isVerifiedCoach === true,
    photoVersion: item?.photoVersion ?? null,
    updatedAt: item?.updatedAt ?? null,
  };
}

/** Coach Settings (docs/architecture.md, "Coach availability and profile"): the profile, or an empty one. */
export async function getProfile(rt: Runtime, coachId: string): Promise<CoachProfile> {
  const { data } = await rt.db.entities.coachProfile.get({ userId: coachId }).go();
  return view(rt, coachId, data);
}

/** Saves the words of the profile (the photo has its own route); one UpdateItem, the photo kept. */
export async function saveProfile(rt: Runtime, coachId: string, body: ProfileUpdate): Promise<CoachProfile> {
  const now = rt.ports.clock.now().toISOString();
  const { data: existing } = await rt.db.entities.coachProfile.get({ userId: coachId }).go();
  const { data } = await rt.db.entities.coachProfile
    .update({ userId: coachId })
    .set({ ...body, ...(existing ? {} : { createdAt: now }), updatedAt: now })
    .go({ response: 'all_new' });
  // The Marketplace's Human Coaches tab shows the profile (docs/architecture.md, "Marketplace").
  await refreshCoachListing(rt, coachId);
  return view(rt, coachId, data as ProfileItem);
}

/** Bytes of a `data:` URL or bare base64; null when it is not base64 at all. */
function decode(image: string): Uint8Array | null {
  const base64 = image.startsWith('data:') ? image.slice(image.indexOf(',') + 1) : image;
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(base64)) return null;
  return new Uint8Array(Buffer.from(base64, 'base64'));
}

const photoError = (message: string) => badRequest(message, [{ path: 'image', message }]);

/**
 * A new profile photo: the browser has cropped and resized it to 256×256; here its bytes must be a
 * JPEG, PNG or WebP (magic numbers, not the label), at most 512 KB and 512×512 (read from the
 * header). Stored under a new key in the photos bucket, then the profile points to it, then the old
 * object is deleted (a failure in between leaves an unused object, never a profile without its photo).
 */
export async function uploadPhoto(rt: Runtime, coachId: string, image: string): Promise<CoachProfile> {
  const bytes = decode(image);
  if (!bytes || bytes.length === 0) throw photoError(PHOTO_MESSAGES.type);
  if (bytes.length > PHOTO_LIMITS.storedBytes) throw photoError(PHOTO_MESSAGES.size);
  const header = readPhotoHeader(bytes);
  if (!header) throw photoError(PHOTO_MESSAGES.type);
  if (header.width < 1 || header.height < 1 || header.width > PHOTO_LIMITS.maxSide || header.height > PHOTO_LIMITS.maxSide) {
    throw photoError(PHOTO_MESSAGES.dimensions);
  }
  const now = rt.ports.clock.now();
  const version = ulid(now.getTime());
  const key = `coach-photos/${coachId}/${version}.${PHOTO_EXTENSION[header.type]}`;
  await rt.ports.photos.put(key, bytes, header.type);
  const { data: existing } = await rt.db.entities.coachProfile.get({ userId: coachId }).go();
  const { data } = await rt.db.entities.coachProfile
    .update({ userId: coachId })
    .set({ photoKey: key, photoVersion: version, photoType: header.type, ...(existing ? {} : { createdAt: now.toISOString() }), updatedAt: now.toISOString() })
    .go({ response: 'all_new' });
  if (existing?.photoKey) await rt.ports.photos.delete(existing.photoKey);
  return view(rt, coachId, data as ProfileItem);
}

export async function deletePhoto(rt: Runtime, coachId: string): Promise<CoachProfile> {
  const { data: existing } = await rt.db.entities.coachProfile.get({ userId: coachId }).go();
  if (!existing?.photoKey) return view(rt, coachId, existing);
  const { data } = await rt.db.entities.coachProfile
    .update({ userId: coachId })
    .remove(['photoKey', 'photoVersion', 'photoType'])
    .set({ updatedAt: rt.ports.clock.now().toISOString() })
    .go({ response: 'all_new' });
  await rt.ports.photos.delete(existing.photoKey);
  return view(rt, coachId, data as ProfileItem);
}

const LISTED = new Set(['active', 'paused']);

/**
 * Who may see a coach's photo: the coach; anyone in a circle with them (either side, active or
 * paused); and, for a verified coach, anyone signed in (the marketplace lists verified coaches).
 * Anyone else gets the same 404 as for a coach without a photo.
 */
async function maySeePhoto(rt: Runtime, viewerId: string, coachId: string): Promise<boolean> {
  if (viewerId === coachId) return true;
  const [coach, asPatient, asMember] = await Promise.all([
    rt.db.entities.user.get({ userId: coachId }).go({ attributes: ['role', 'isVerifiedCoach', 'isActive'] }),
    rt.db.entities.careConnection.get({ userId: viewerId, memberId: coachId }).go({ attributes: ['status'] }),
    rt.db.entities.careConnection.get({ userId: coachId, memberId: viewerId }).go({ attributes: ['status'] }),
  ]);
  if (!coach.data || coach.data.isActive === false) return false;
  if (LISTED.has(asPatient.data?.status ?? '') || LISTED.has(asMember.data?.status ?? '')) return true;
  return coach.data.isVerifiedCoach === true && (coach.data.role === 'coach' || coach.data.role === 'therapist');
}

/** A coach's photo as a `data:` URL (small: 256×256), for the people allowed to see it. */
export async function coachPhoto(rt: Runtime, viewerId: string, coachId: string): Promise<CoachPhoto> {
  const missing = () => notFound('Photo not found');
  if (!(await maySeePhoto(rt, viewerId, coachId))) throw missing();
  const { data } = await rt.db.entities.coachProfile.get({ userId: coachId }).go({ attributes: ['photoKey', 'photoVersion', 'photoType'] });
  if (!data?.photoKey || !data.photoVersion) throw missing();
  const bytes = await rt.ports.photos.getBytes(data.photoKey);
  if (!bytes) throw missing();
  return { image: `data:${data.photoType ?? 'image/jpeg'};base64,${Buffer.from(bytes).toString('base64')}`, version: data.photoVersion };
}
