import * as z from 'zod';
import { PathId } from './common.js';
import { ItemType } from './payments.js';

/** A page of a marketplace tab: `cursor` from the previous page's `nextCursor`. */
export const MarketplaceQuery = z.object({
  cursor: z.string().max(2048).optional(),
  limit: z.coerce.number().int().min(1, 'Limit must be between 1 and 50').max(50, 'Limit must be between 1 and 50').default(20),
});
export type MarketplaceQuery = z.input<typeof MarketplaceQuery>;

/** What every item listing carries for the caller: installed now, and owned (free, or paid for). */
const ForCaller = { installed: z.boolean(), owned: z.boolean() };

export const MarketplaceCoach = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  personality: z.string(),
  specialties: z.array(z.string()),
  isDefault: z.boolean(),
  /** Cents; 0 is free. */
  price: z.number().int(),
  author: z.string(),
  rating: z.number().min(0).max(5),
  totalInstalls: z.number().int(),
  ...ForCaller,
});
export type MarketplaceCoach = z.infer<typeof MarketplaceCoach>;

export const MarketplaceSystem = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  methodology: z.string(),
  compatibleCoaches: z.array(z.string()),
  isDefault: z.boolean(),
  price: z.number().int(),
  author: z.string(),
  rating: z.number().min(0).max(5),
  totalInstalls: z.number().int(),
  ...ForCaller,
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
  rating: z.number().min(0).max(5),
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
  rating: z.number().min(0).max(5),
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
