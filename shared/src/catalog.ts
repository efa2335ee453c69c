/**
 * The AI coach and habit system catalog: a seeded constant list until the marketplace issue brings
 * installs and purchases. The defaults are free (price 0, in cents). Ids are stable slugs; settings
 * store them as currentAiCoachId / currentHabitSystemId.
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

export const AI_COACH_IDS = AI_COACHES.map((c) => c.id) as [string, ...string[]];
export const HABIT_SYSTEM_IDS = HABIT_SYSTEMS.map((s) => s.id) as [string, ...string[]];

export const findCoach = (id: string | null | undefined): CatalogCoach | null => AI_COACHES.find((c) => c.id === id) ?? null;
export const findSystem = (id: string | null | undefined): CatalogSystem | null => HABIT_SYSTEMS.find((s) => s.id === id) ?? null;
