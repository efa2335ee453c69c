import * as z from 'zod';
import { SAFETY_PLAN_LIMITS } from '../constants.js';

/**
 * The safety plan, in the structure of the Stanley–Brown Safety Planning Intervention: six steps a
 * person works down in a crisis, from what they can do alone to who they can call, plus the one thing
 * most important to them and worth living for. The person writes it (often with their clinician); a
 * connected coach or therapist may read it.
 */

const { items: MAX_ITEMS, itemChars: MAX_CHARS, reasonChars: MAX_REASON } = SAFETY_PLAN_LIMITS;

const digitCount = (value: string) => value.replace(/\D/g, '').length;

/**
 * A phone number, checked loosely: a person's own notation ('(415) 555-0101', '+44 20 7946 0958',
 * '741741', '988') is kept as written. Digits, spaces and + - ( ) . only, 3 to 15 digits.
 * Empty means none.
 */
export const PlanPhone = z
  .string({ error: 'Phone number must be text' })
  .trim()
  .max(30, 'Phone number must be 30 characters or fewer')
  .refine((v) => v === '' || (/^\+?[\d\s().-]+$/.test(v) && digitCount(v) >= 3 && digitCount(v) <= 15), {
    message: 'Please enter a phone number using digits (spaces, +, -, ( and ) are fine)',
  })
  .nullish()
  .transform((v) => (v ? v : null));

const PlanItem = z.string({ error: 'Each item must be text' }).trim().max(MAX_CHARS, `Each item must be ${MAX_CHARS} characters or fewer`);

/** A list of short items; empty ones are dropped. */
const planItems = (what: string) =>
  z
    .array(PlanItem, { error: `${what[0]!.toUpperCase()}${what.slice(1)} must be a list` })
    .max(MAX_ITEMS, `Please list at most ${MAX_ITEMS} ${what}`)
    .default([])
    .transform((items) => items.filter((s) => s.length > 0));

/** A person, place or service, with an optional phone number. */
export const PlanContactInput = z
  .object({
    name: z.string({ error: 'Name must be text' }).trim().max(MAX_CHARS, `Each name must be ${MAX_CHARS} characters or fewer`).default(''),
    phone: PlanPhone,
  })
  .superRefine((c, ctx) => {
    if (!c.name && c.phone) ctx.addIssue({ code: 'custom', path: ['name'], message: 'Please add a name for this phone number' });
  });

/** A list of contacts; rows left blank (no name, no phone) are dropped. */
const planContacts = (what: string) =>
  z
    .array(PlanContactInput, { error: `${what[0]!.toUpperCase()}${what.slice(1)} must be a list` })
    .max(MAX_ITEMS, `Please list at most ${MAX_ITEMS} ${what}`)
    .default([])
    .transform((rows) => rows.filter((r) => r.name.length > 0));

/** `PUT /api/users/{id}/safety-plan`: the whole plan (it replaces the saved one). */
export const SafetyPlanBody = z.object({
  /** Step 1: thoughts, images, moods, situations and behaviours that a crisis may be coming. */
  warningSigns: planItems('warning signs'),
  /** Step 2: what I can do on my own to take my mind off my problems. */
  copingStrategies: planItems('coping strategies'),
  /** Step 3: people and social settings that provide distraction. */
  socialDistractions: planContacts('people and places'),
  /** Step 4: people I can ask for help. */
  helpContacts: planContacts('people to ask for help'),
  /** Step 5: professionals or agencies I can contact in a crisis (the 988 Lifeline is always added). */
  professionals: planContacts('professionals and agencies'),
  /** Step 6: making the environment safe. */
  safeEnvironment: planItems('steps to make your environment safe'),
  /** The one thing that is most important to me and worth living for. */
  reasonForLiving: z
    .string({ error: 'Your reason for living must be text' })
    .trim()
    .max(MAX_REASON, `Please keep this to ${MAX_REASON} characters or fewer`)
    .nullish()
    .transform((v) => v ?? ''),
  userId: z.string().min(1).optional(),
});
export type SafetyPlanBody = z.input<typeof SafetyPlanBody>;

export const PlanContact = z.object({ name: z.string(), phone: z.string().nullable() });
export type PlanContact = z.infer<typeof PlanContact>;

/** A saved plan, or the empty plan (`updatedAt: null`) when none was saved yet. */
export const SafetyPlan = z.object({
  userId: z.string(),
  warningSigns: z.array(z.string()),
  copingStrategies: z.array(z.string()),
  socialDistractions: z.array(PlanContact),
  helpContacts: z.array(PlanContact),
  professionals: z.array(PlanContact),
  safeEnvironment: z.array(z.string()),
  reasonForLiving: z.string(),
  updatedAt: z.string().nullable(),
});
export type SafetyPlan = z.infer<typeof SafetyPlan>;

/**
 * A member of the patient's care team they can reach from the crisis panel: an active coach or
 * therapist connection, with the member's name and phone from their user record.
 */
export const CareTeamContact = z.object({
  memberId: z.string(),
  name: z.string(),
  phoneNumber: z.string(),
  relationshipType: z.enum(['coach', 'therapist']),
});
export type CareTeamContact = z.infer<typeof CareTeamContact>;
export const CareTeamContactList = z.array(CareTeamContact);
