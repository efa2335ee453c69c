/**
 * The AI coach and habit system catalog (docs/architecture.md, "Marketplace"). The defaults are free
 * (price 0, in cents) and always selectable; marketplace items are installed (free) or bought (paid)
 * first. Prices here are the only prices charged. Ids are stable slugs; settings store them as
 * currentAiCoachId / currentHabitSystemId.
 */
export interface CatalogCoach {
  id: string;
  name: string;
  description: string;
  personality: string;
  specialties: string[];
  isDefault: boolean;
  price: number;
  author: string;
  /** The persona's instructions to the AI Life Coach (its system prompt): tone and focus only, never the safety rules. */
  systemPrompt?: string;
}

export interface CatalogSystem {
  id: string;
  name: string;
  description: string;
  methodology: string;
  isDefault: boolean;
  price: number;
  author: string;
  compatibleCoaches: string[];
}

export const AI_COACHES: readonly CatalogCoach[] = [
  {
    id: 'recovery-guide',
    name: 'Recovery Guide',
    description: 'A steady, warm companion for day-to-day recovery work.',
    personality: 'Warm, patient and encouraging',
    specialties: ['recovery', 'relapse prevention', 'daily check-ins'],
    isDefault: true,
    price: 0,
    author: 'Steady',
  },
  {
    id: 'mindful-mentor',
    name: 'Mindful Mentor',
    description: 'Helps you notice thoughts and feelings without judgement.',
    personality: 'Calm and reflective',
    specialties: ['mindfulness', 'stress', 'emotional regulation'],
    isDefault: true,
    price: 0,
    author: 'Steady',
  },
  {
    id: 'habit-builder',
    name: 'Habit Builder',
    description: 'Turns big intentions into small, repeatable actions.',
    personality: 'Practical and upbeat',
    specialties: ['habits', 'routines', 'accountability'],
    isDefault: true,
    price: 0,
    author: 'Steady',
  },
  {
    id: 'connection-coach',
    name: 'Connection Coach',
    description: 'Supports rebuilding relationships and asking for help.',
    personality: 'Kind and direct',
    specialties: ['relationships', 'communication', 'boundaries'],
    isDefault: true,
    price: 0,
    author: 'Steady',
  },
  {
    id: 'purpose-finder',
    name: 'Purpose Finder',
    description: 'Explores values and goals for life beyond early recovery.',
    personality: 'Curious and thoughtful',
    specialties: ['values', 'goals', 'career'],
    isDefault: true,
    price: 0,
    author: 'Steady',
  },
  {
    id: 'wellness-partner',
    name: 'Wellness Partner',
    description: 'Focuses on sleep, movement and nutrition as recovery foundations.',
    personality: 'Gentle and practical',
    specialties: ['sleep', 'exercise', 'nutrition'],
    isDefault: true,
    price: 0,
    author: 'Steady',
  },
];

export const HABIT_SYSTEMS: readonly CatalogSystem[] = [
  {
    id: 'daily-foundations',
    name: 'Daily Foundations',
    description: 'A few small daily habits that anchor recovery.',
    methodology: 'Morning intention, one meeting or call, evening reflection.',
    isDefault: true,
    price: 0,
    author: 'Steady',
    compatibleCoaches: ['recovery-guide', 'habit-builder'],
  },
  {
    id: 'atomic-steps',
    name: 'Atomic Steps',
    description: 'Make habits obvious, attractive, easy and satisfying.',
    methodology: 'Habit stacking with tiny starting versions and a visible tracker.',
    isDefault: true,
    price: 0,
    author: 'Steady',
    compatibleCoaches: ['habit-builder', 'purpose-finder'],
  },
  {
    id: 'mindful-moments',
    name: 'Mindful Moments',
    description: 'Short mindfulness practices spread through the day.',
    methodology: 'Three breathing pauses a day and a body scan before sleep.',
    isDefault: true,
    price: 0,
    author: 'Steady',
    compatibleCoaches: ['mindful-mentor'],
  },
  {
    id: 'body-reset',
    name: 'Body Reset',
    description: 'Sleep, movement and meals as the base of a steady day.',
    methodology: 'Regular sleep window, a daily walk and three regular meals.',
    isDefault: true,
    price: 0,
    author: 'Steady',
    compatibleCoaches: ['wellness-partner'],
  },
  {
    id: 'connection-circle',
    name: 'Connection Circle',
    description: 'Regular contact with the people who support you.',
    methodology: 'One supportive call a day and a weekly check-in with a sponsor or friend.',
    isDefault: true,
    price: 0,
    author: 'Steady',
    compatibleCoaches: ['connection-coach', 'recovery-guide'],
  },
  {
    id: 'weekly-review',
    name: 'Weekly Review',
    description: 'A weekly look back and plan ahead.',
    methodology: 'Sunday review of wins, struggles and next week’s three priorities.',
    isDefault: true,
    price: 0,
    author: 'Steady',
    compatibleCoaches: ['purpose-finder', 'habit-builder'],
  },
];

/**
 * Marketplace AI coaches beyond the defaults (docs/architecture.md, "Marketplace"): free ones install
 * at once, paid ones are bought through checkout first. Not default: a user must install one before
 * Settings offers it. `systemPrompt` is what the AI Life Coach is told to be.
 */
export const MARKETPLACE_AI_COACHES: readonly CatalogCoach[] = [
  {
    id: 'gentle-sponsor',
    systemPrompt:
      'Speak like a trusted sponsor: plain, short sentences, no jargon. Keep the focus on today only (one day at a time) and on not doing this alone.',
    name: 'Gentle Sponsor',
    description: 'Talks like a trusted sponsor: plain words, one day at a time.',
    personality: 'Plain-spoken, steady and reassuring',
    specialties: ['twelve steps', 'cravings', 'one day at a time'],
    isDefault: false,
    price: 0,
    author: 'Steady',
  },
  {
    id: 'tough-love-trainer',
    systemPrompt:
      'Be energetic and direct, like a coach at practice: short punchy sentences, name one concrete action for today, hold the person to it kindly.',
    name: 'Tough Love Trainer',
    description: 'Direct accountability with high energy and clear next steps.',
    personality: 'Energetic, blunt and motivating',
    specialties: ['accountability', 'motivation', 'fitness'],
    isDefault: false,
    price: 0,
    author: 'Steady',
  },
  {
    id: 'cbt-companion',
    systemPrompt:
      'Work like a CBT practitioner: help the person separate the situation, the automatic thought, the feeling and the evidence, and try a more balanced thought.',
    name: 'CBT Companion',
    description: 'Walks through thought records and reframing, step by step.',
    personality: 'Structured, curious and precise',
    specialties: ['cognitive reframing', 'thought records', 'anxiety'],
    isDefault: false,
    price: 999,
    author: 'Steady Clinical Team',
  },
  {
    id: 'sleep-coach',
    systemPrompt: 'Be soft-spoken and slow: bring the conversation back to rest, wind-down routines and a steady wake-up time.',
    name: 'Sleep Coach',
    description: 'Builds a wind-down routine and steadier sleep, night by night.',
    personality: 'Soft-spoken and patient',
    specialties: ['sleep', 'wind-down routines', 'rest'],
    isDefault: false,
    price: 1499,
    author: 'Steady Clinical Team',
  },
];

export const MARKETPLACE_HABIT_SYSTEMS: readonly CatalogSystem[] = [
  {
    id: 'urge-surfing',
    name: 'Urge Surfing',
    description: 'Ride out cravings with a short practice each time one rises.',
    methodology: 'Notice, name and time each urge; breathe through a ten-minute wave; log what helped.',
    isDefault: false,
    price: 0,
    author: 'Steady',
    compatibleCoaches: ['gentle-sponsor', 'mindful-mentor'],
  },
  {
    id: 'ninety-day-reset',
    name: '90-Day Reset',
    description: 'A structured first ninety days: meetings, check-ins and milestones.',
    methodology: 'Daily meeting or call, a weekly review with your coach, milestones at 30, 60 and 90 days.',
    isDefault: false,
    price: 1999,
    author: 'Steady Clinical Team',
    compatibleCoaches: ['recovery-guide', 'gentle-sponsor'],
  },
  {
    id: 'sleep-hygiene-plan',
    name: 'Sleep Hygiene Plan',
    description: 'Six weeks of small changes for deeper, steadier sleep.',
    methodology: 'Fixed wake time, screens off an hour before bed, a wind-down ritual and a sleep diary.',
    isDefault: false,
    price: 1299,
    author: 'Steady Clinical Team',
    compatibleCoaches: ['sleep-coach', 'wellness-partner'],
  },
];

/** A coach and a system sold together. */
export interface CatalogBundle {
  id: string;
  name: string;
  description: string;
  coachId: string;
  systemId: string;
  price: number;
  author: string;
  isPromoted: boolean;
}

export const BUNDLES: readonly CatalogBundle[] = [
  {
    id: 'first-steps-kit',
    name: 'First Steps Kit',
    description: 'Gentle Sponsor with the Urge Surfing practice: a free place to start.',
    coachId: 'gentle-sponsor',
    systemId: 'urge-surfing',
    price: 0,
    author: 'Steady',
    isPromoted: false,
  },
  {
    id: 'rest-and-recover',
    name: 'Rest and Recover',
    description: 'Sleep Coach with the Sleep Hygiene Plan, for less than the two apart.',
    coachId: 'sleep-coach',
    systemId: 'sleep-hygiene-plan',
    price: 1999,
    author: 'Steady Clinical Team',
    isPromoted: true,
  },
];

/** Every AI coach and habit system a user may select: the defaults and the marketplace's. */
export const ALL_AI_COACHES: readonly CatalogCoach[] = [...AI_COACHES, ...MARKETPLACE_AI_COACHES];
export const ALL_HABIT_SYSTEMS: readonly CatalogSystem[] = [...HABIT_SYSTEMS, ...MARKETPLACE_HABIT_SYSTEMS];

export const AI_COACH_IDS = ALL_AI_COACHES.map((c) => c.id) as [string, ...string[]];
export const HABIT_SYSTEM_IDS = ALL_HABIT_SYSTEMS.map((s) => s.id) as [string, ...string[]];

export const findCoach = (id: string | null | undefined): CatalogCoach | null => ALL_AI_COACHES.find((c) => c.id === id) ?? null;
export const findSystem = (id: string | null | undefined): CatalogSystem | null => ALL_HABIT_SYSTEMS.find((s) => s.id === id) ?? null;
export const findBundle = (id: string | null | undefined): CatalogBundle | null => BUNDLES.find((b) => b.id === id) ?? null;

/**
 * Coach-published marketplace content (docs/architecture.md, "Coach-published marketplace content"):
 * its ids are `pub-` and a lower-case ULID, so they never meet the catalog's slugs; its limits.
 */
export const COACH_ITEM = {
  nameMax: 80,
  descriptionMax: 500,
  personalityMax: 200,
  specialtyMax: 40,
  specialtiesMax: 8,
  systemPromptMax: 2000,
  methodologyMax: 1000,
  configurationMax: 4000,
  compatibleMax: 10,
  /** Cents: $500. */
  priceMax: 50_000,
  /** Stripe's smallest charge (cents); below it an item is free. */
  priceMinPaid: 50,
} as const;

export const isPublishedItemId = (id: string | null | undefined): boolean => typeof id === 'string' && /^pub-[0-9a-z]{26}$/.test(id);

/** Author shown for content whose coach has erased their account. */
export const REMOVED_AUTHOR = 'Removed account';

/**
 * The Marketplace's links out to sister platforms (docs/architecture.md,
 * "Coach-published marketplace content"): configured here only, by whoever runs Steady, as the spec
 * names none. Each opens in a new tab, its accessible name saying it leaves Steady; an empty list
 * shows no links (nothing made up).
 */
export interface SisterPlatform {
  name: string;
  description: string;
  /** An https URL. */
  url: string;
}
export const SISTER_PLATFORMS: readonly SisterPlatform[] = [];
