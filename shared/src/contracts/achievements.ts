import * as z from 'zod';

export const AchievementType = z.enum(['streak', 'milestone', 'special']);
export type AchievementType = z.infer<typeof AchievementType>;
export const AchievementRarity = z.enum(['common', 'uncommon', 'rare', 'epic', 'legendary']);
export type AchievementRarity = z.infer<typeof AchievementRarity>;

/** An achievement, computed from the stats item; never stored. */
export const Achievement = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  /** A symbolic icon name the client maps to a glyph (flame, trophy, ...). */
  icon: z.string(),
  type: AchievementType,
  rarity: AchievementRarity,
  current: z.number().int().min(0),
  /** What `current` and `requirement` count. */
  unit: z.enum(['days', 'entries', 'words']),
  requirement: z.number().int().min(1),
  unlocked: z.boolean(),
});
export type Achievement = z.infer<typeof Achievement>;

export const AchievementList = z.array(Achievement);
