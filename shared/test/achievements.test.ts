import { describe, expect, it } from 'vitest';
import { ACHIEVEMENTS, achievementProgress, achievementsFromStats, Achievement, AchievementList, SupportRequestBody } from '../src/index.js';

describe('achievementProgress', () => {
  it('is current over requirement as a whole percentage', () => {
    expect(achievementProgress(0, 7)).toBe(0);
    expect(achievementProgress(1, 3)).toBe(33);
    expect(achievementProgress(2, 3)).toBe(67);
    expect(achievementProgress(10, 20)).toBe(50);
  });
  it('is capped at 100', () => {
    expect(achievementProgress(7, 7)).toBe(100);
    expect(achievementProgress(45, 30)).toBe(100);
  });
  it('never goes below 0 and treats a non-positive requirement as met', () => {
    expect(achievementProgress(-3, 10)).toBe(0);
    expect(achievementProgress(0, 0)).toBe(100);
  });
});

describe('achievementsFromStats', () => {
  const byId = (s: Parameters<typeof achievementsFromStats>[0]) => Object.fromEntries(achievementsFromStats(s).map((a) => [a.id, a]));

  it('lists the spec thresholds: streaks 3, 7, 14, 30 and entries 10, 20, 50', () => {
    expect(ACHIEVEMENTS.filter((a) => a.type === 'streak').map((a) => [a.name, a.requirement])).toEqual([
      ['Getting Started', 3],
      ['Week Champion', 7],
      ['Two Week Warrior', 14],
      ['Streak Legend', 30],
    ]);
    expect(ACHIEVEMENTS.filter((a) => a.type === 'milestone').map((a) => [a.name, a.requirement])).toEqual([
      ['Journaling Enthusiast', 10],
      ['Regular Writer', 20],
      ['Journal Master', 50],
    ]);
  });

  it('uses the longest streak, so a badge stays unlocked after a streak breaks', () => {
    const a = byId({ longestStreak: 8, totalEntries: 12, totalWords: 900 });
    expect(a['getting-started']!.unlocked).toBe(true);
    expect(a['week-champion']).toMatchObject({ unlocked: true, current: 8 });
    expect(a['two-week-warrior']).toMatchObject({ unlocked: false, current: 8, requirement: 14 });
  });

  it('unlocks exactly at the requirement', () => {
    const a = byId({ longestStreak: 3, totalEntries: 1, totalWords: 10_000 });
    expect(a['getting-started']!.unlocked).toBe(true);
    expect(a['first-entry']!.unlocked).toBe(true);
    expect(a['journaling-enthusiast']!.unlocked).toBe(false);
    expect(a['wordsmith']!.unlocked).toBe(true);
  });

  it('matches the contract, with unique ids', () => {
    const list = achievementsFromStats({ longestStreak: 0, totalEntries: 0, totalWords: 0 });
    expect(AchievementList.parse(list)).toEqual(list);
    expect(new Set(list.map((a) => a.id)).size).toBe(list.length);
    expect(list.every((a: Achievement) => a.unlocked === false)).toBe(true);
  });
});

describe('SupportRequestBody', () => {
  const valid = { name: 'A', email: 'a@example.com', subject: 'S', category: 'account', message: 'M' };
  it('defaults the priority to medium', () => {
    expect(SupportRequestBody.parse(valid).priority).toBe('medium');
  });
  it('checks the email format', () => {
    const r = SupportRequestBody.safeParse({ ...valid, email: 'not an email' });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.message).toBe('Please enter a valid email address');
  });
});
