import * as z from 'zod';
import { PathId } from './common.js';
import { COACH_ITEM } from '../catalog.js';
import { ItemType } from './payments.js';

/** A page of a marketplace tab: `cursor` from the previous page's `nextCursor`. */
export const MarketplaceQuery = z.object({
  cursor: z.string().max(2048).optional(),
  limit: z.coerce.number().int().min(1, 'Limit must be between 1 and 50').max(50, 'Limit must be between 1 and 50').default(20),
});
export type MarketplaceQuery = z.input<typeof MarketplaceQuery>;

/** What every item listing carries for the caller: installed now, and owned (free, or paid for). */
const ForCaller = { installed: z.boolean(), owned: z.boolean() };

/**
 * What every AI coach and habit system listing shares: the catalog's fields and the caller's.
 * `authorId` is the publishing coach's id for coach-published content, null for Steady's own items.
 */
const MarketplaceListing = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  isDefault: z.boolean(),
  /** Cents; 0 is free. */
  price: z.number().int(),
  author: z.string(),
  authorId: z.string().nullable().optional(),
  /** Stars out of 5; null until the item has a rating (a coach's own item, a human coach). */
  rating: z.number().min(0).max(5).nullable(),
  totalInstalls: z.number().int(),
  ...ForCaller,
});

export const MarketplaceCoach = MarketplaceListing.extend({
  personality: z.string(),
  specialties: z.array(z.string()),
});
export type MarketplaceCoach = z.infer<typeof MarketplaceCoach>;

export const MarketplaceSystem = MarketplaceListing.extend({
  methodology: z.string(),
  compatibleCoaches: z.array(z.string()),
});
export type MarketplaceSystem = z.infer<typeof MarketplaceSystem>;

export const MarketplaceBundle = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  coachId: z.string(),
  coachName: z.string(),
  systemId: z.string(),
  systemName: z.string(),
  price: z.number().int(),
  author: z.string(),
  authorId: z.string().nullable().optional(),
  /** Stars out of 5; null until the item has a rating (a coach's own item, a human coach). */
  rating: z.number().min(0).max(5).nullable(),
  totalInstalls: z.number().int(),
  isPromoted: z.boolean(),
  ...ForCaller,
});
export type MarketplaceBundle = z.infer<typeof MarketplaceBundle>;

/** A verified coach account with a saved profile and availability. */
export const HumanCoachListing = z.object({
  id: z.string(),
  name: z.string(),
  bio: z.string(),
  isVerified: z.boolean(),
  specialties: z.array(z.string()),
  certifications: z.array(z.string()),
  languages: z.array(z.string()),
  experience: z.string(),
  /** Stars out of 5; null until the item has a rating (a coach's own item, a human coach). */
  rating: z.number().min(0).max(5).nullable(),
  /** Paid sessions booked through Steady and not cancelled (past and upcoming). */
  totalSessions: z.number().int(),
  /** Cents per hour (the coach sets whole dollars). */
  hourlyRate: z.number().int(),
  sessionDuration: z.number().int(),
  timeZone: z.string(),
});
export type HumanCoachListing = z.infer<typeof HumanCoachListing>;

const page = <T extends z.ZodType>(item: T) => z.object({ items: z.array(item), nextCursor: z.string().nullable() });
export const MarketplaceCoachPage = page(MarketplaceCoach);
export const MarketplaceSystemPage = page(MarketplaceSystem);
export const MarketplaceBundlePage = page(MarketplaceBundle);
export const HumanCoachPage = page(HumanCoachListing);
export type MarketplaceCoachPage = z.infer<typeof MarketplaceCoachPage>;
export type MarketplaceSystemPage = z.infer<typeof MarketplaceSystemPage>;
export type MarketplaceBundlePage = z.infer<typeof MarketplaceBundlePage>;
export type HumanCoachPage = z.infer<typeof HumanCoachPage>;

export const InstallCoachBody = z.object({ coachId: PathId, userId: z.string().optional() });
export const InstallSystemBody = z.object({ systemId: PathId, userId: z.string().optional() });
export const InstallBundleBody = z.object({ bundleId: PathId, userId: z.string().optional() });
export type InstallCoachBody = z.input<typeof InstallCoachBody>;
export type InstallSystemBody = z.input<typeof InstallSystemBody>;
export type InstallBundleBody = z.input<typeof InstallBundleBody>;

/** An install's answer; `alreadyInstalled` when nothing changed. */
export const InstallResult = z.object({ itemType: ItemType, itemId: z.string(), installed: z.literal(true), alreadyInstalled: z.boolean() });
export type InstallResult = z.infer<typeof InstallResult>;

// ---- Coach-published content (docs/architecture.md, "Coach-published marketplace content") ----

/** draft: private to its author; published: in the catalog; unpublished: out of the catalog, installs and purchases kept. */
export const CoachItemStatus = z.enum(['draft', 'published', 'unpublished']);
export type CoachItemStatus = z.infer<typeof CoachItemStatus>;

const text = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

const Price = z
  .number({ error: 'Price must be a whole number of cents' })
  .int('Price must be a whole number of cents')
  .min(0, `Price must be between $0 and $${COACH_ITEM.priceMax / 100}`)
  .max(COACH_ITEM.priceMax, `Price must be between $0 and $${COACH_ITEM.priceMax / 100}`)
  .refine((p) => p === 0 || p >= COACH_ITEM.priceMinPaid, `A paid item costs at least $${(COACH_ITEM.priceMinPaid / 100).toFixed(2)}`);

/** A JSON object as text (a habit system's configuration), at most 4000 characters. */
const Configuration = z
  .string()
  .max(COACH_ITEM.configurationMax, `Configuration must be at most ${COACH_ITEM.configurationMax} characters`)
  .refine((t) => {
    try {
      const v: unknown = JSON.parse(t || '{}');
      return typeof v === 'object' && v !== null && !Array.isArray(v);
    } catch {
      return false;
    }
  }, 'Configuration must be a JSON object, e.g. {"checkInsPerDay": 2}')
  .default('{}');

const Common = { name: text('Name', COACH_ITEM.nameMax), description: text('Description', COACH_ITEM.descriptionMax), price: Price };

export const CoachItemAiCoachBody = z.object({
  itemType: z.literal('ai_coach'),
  ...Common,
  personality: text('Personality', COACH_ITEM.personalityMax),
  specialties: z
    .array(text('Each specialty', COACH_ITEM.specialtyMax))
    .min(1, 'Add at least one specialty')
    .max(COACH_ITEM.specialtiesMax, `At most ${COACH_ITEM.specialtiesMax} specialties`),
  systemPrompt: text('Instructions', COACH_ITEM.systemPromptMax),
});
export const CoachItemHabitSystemBody = z.object({
  itemType: z.literal('habit_system'),
  ...Common,
  methodology: text('Methodology', COACH_ITEM.methodologyMax),
  configuration: Configuration,
  compatibleCoaches: z.array(PathId).max(COACH_ITEM.compatibleMax, `At most ${COACH_ITEM.compatibleMax} compatible coaches`).default([]),
});
export const CoachItemBundleBody = z.object({
  itemType: z.literal('bundle'),
  ...Common,
  coachId: PathId,
  systemId: PathId,
});

/** Create or replace (PATCH sends the whole item; its type cannot change). */
export const CoachItemBody = z.discriminatedUnion('itemType', [CoachItemAiCoachBody, CoachItemHabitSystemBody, CoachItemBundleBody], {
  error: 'Choose what to create: an AI coach, a habit system or a bundle',
});
export type CoachItemBody = z.input<typeof CoachItemBody>;

export const CoachItemParams = z.object({ id: PathId, itemId: PathId });
export type CoachItemParams = z.infer<typeof CoachItemParams>;

/** A coach's own item as they see it: every field, its status, and its counts. */
export const CoachItem = z.object({
  id: z.string(),
  itemType: ItemType,
  status: CoachItemStatus,
  name: z.string(),
  description: z.string(),
  price: z.number().int(),
  personality: z.string().optional(),
  specialties: z.array(z.string()).optional(),
  systemPrompt: z.string().optional(),
  methodology: z.string().optional(),
  configuration: z.string().optional(),
  compatibleCoaches: z.array(z.string()).optional(),
  coachId: z.string().optional(),
  coachName: z.string().optional(),
  systemId: z.string().optional(),
  systemName: z.string().optional(),
  /** Installs by anyone (free or bought). */
  installs: z.number().int(),
  /** Paid purchases completed (a redelivered payment event counts once). */
  sales: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
  publishedAt: z.string().nullable(),
});
export type CoachItem = z.infer<typeof CoachItem>;
export const CoachItemList = z.object({ items: z.array(CoachItem) });
export type CoachItemList = z.infer<typeof CoachItemList>;
