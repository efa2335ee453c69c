import type { Runtime } from '../platform/runtime.js';

/*
 * Apart from profile.ts so that My Circle's Lambda (the circle domain) reads profiles without
 * carrying the photos bucket's port (infra/lib/bundling.ts bundles the ports a module names).
 */

export interface CoachCard {
  bio: string | null;
  specialties: string[];
  photoVersion: string | null;
}

/** The profiles of these coaches and therapists for My Circle: one BatchGet (retrying unprocessed keys). */
export async function coachCards(rt: Runtime, coachIds: string[]): Promise<Map<string, CoachCard>> {
  const cards = new Map<string, CoachCard>();
  let keys = coachIds.map((userId) => ({ userId }));
  for (let attempt = 0; attempt < 3 && keys.length > 0; attempt++) {
    const { data, unprocessed } = await rt.db.entities.coachProfile.get(keys).go({ attributes: ['userId', 'bio', 'specialties', 'photoVersion'] });
    for (const p of data) cards.set(p.userId, { bio: p.bio || null, specialties: p.specialties ?? [], photoVersion: p.photoVersion ?? null });
    keys = unprocessed.map((k) => ({ userId: k.userId }));
  }
  return cards;
}
