import { emptySafetyPlan, type CareTeamContact, type PlanContact, type SafetyPlan, type SafetyPlanBody } from '@steady/shared';
import type { EntityItem } from 'electrodb';
import type { z } from 'zod';
import type { Runtime } from '../platform/runtime.js';
import type { SafetyPlanEntity } from './store.js';

/**
 * The safety plan (one item in the person's partition) and the care team the crisis panel offers to
 * call. The 988 Lifeline is not stored: every screen that shows the plan adds it.
 */

type PlanItem = EntityItem<typeof SafetyPlanEntity>;

const contacts = (rows: { name: string; phone?: string | undefined }[] | undefined): PlanContact[] =>
  (rows ?? []).map((r) => ({ name: r.name, phone: r.phone ?? null }));

function toPlan(p: PlanItem): SafetyPlan {
  return {
    userId: p.userId,
    warningSigns: p.warningSigns ?? [],
    copingStrategies: p.copingStrategies ?? [],
    socialDistractions: contacts(p.socialDistractions),
    helpContacts: contacts(p.helpContacts),
    professionals: contacts(p.professionals),
    safeEnvironment: p.safeEnvironment ?? [],
    reasonForLiving: p.reasonForLiving ?? '',
    updatedAt: p.updatedAt,
  };
}

/** The saved plan, or the empty plan (never a 404: an empty plan is where a person starts). One GetItem. */
export async function getSafetyPlan(rt: Runtime, userId: string): Promise<SafetyPlan> {
  const { data } = await rt.db.entities.safetyPlan.get({ userId }).go();
  return data ? toPlan(data) : emptySafetyPlan(userId);
}

/** Replaces the plan (one PutItem); `createdAt` is kept from the first save. */
export async function saveSafetyPlan(rt: Runtime, userId: string, body: z.output<typeof SafetyPlanBody>): Promise<SafetyPlan> {
  const now = rt.ports.clock.now().toISOString();
  const { data: existing } = await rt.db.entities.safetyPlan.get({ userId }).go({ attributes: ['createdAt'] });
  // DynamoDB keeps no empty strings in place of absent values: no phone is no attribute.
  const rows = (list: PlanContact[]) => list.map((c) => (c.phone ? { name: c.name, phone: c.phone } : { name: c.name }));
  const item = {
    userId,
    warningSigns: body.warningSigns,
    copingStrategies: body.copingStrategies,
    socialDistractions: rows(body.socialDistractions),
    helpContacts: rows(body.helpContacts),
    professionals: rows(body.professionals),
    safeEnvironment: body.safeEnvironment,
    ...(body.reasonForLiving ? { reasonForLiving: body.reasonForLiving } : {}),
    createdAt: existing?.createdAt ?? now,
    updatedAt: now,
  };
  await rt.db.entities.safetyPlan.put(item).go();
  return toPlan(item as PlanItem);
}

const CARE_ROLES = new Set(['coach', 'therapist']);

/**
 * The patient's active coach and therapist connections with each member's name and phone: one Query
 * of the patient's connections and one BatchGet of the members' user records (never a Scan).
 */
export async function careTeamOf(rt: Runtime, patientId: string): Promise<CareTeamContact[]> {
  const { data: connections } = await rt.db.entities.careConnection.query.byPatient({ userId: patientId }).go({ pages: 'all' });
  const active = connections.filter((c) => c.status === 'active' && CARE_ROLES.has(c.relationshipType));
  if (active.length === 0) return [];
  let keys = active.map((c) => ({ userId: c.memberId }));
  const users = new Map<string, { name: string; phoneNumber: string; isActive?: boolean }>();
  // A BatchGet may leave keys unprocessed under load: ask again for those, a few times.
  for (let attempt = 0; attempt < 3 && keys.length > 0; attempt++) {
    const { data, unprocessed } = await rt.db.entities.user.get(keys).go({ attributes: ['userId', 'name', 'phoneNumber', 'isActive'] });
    for (const u of data) users.set(u.userId, u);
    keys = unprocessed.map((k) => ({ userId: k.userId }));
  }
  return active.flatMap((c) => {
    const member = users.get(c.memberId);
    if (!member || member.isActive === false) return [];
    return [
      { memberId: c.memberId, name: member.name, phoneNumber: member.phoneNumber, relationshipType: c.relationshipType as CareTeamContact['relationshipType'] },
    ];
  });
}
