import { describe, expect, it } from 'vitest';
import { analyzeText } from '../../src/platform/adapters/local/analyzer.js';

describe('the first local analyser', () => {
  it('scores clearly positive text high and clearly negative text low', () => {
    const good = analyzeText('Today was wonderful. I felt grateful, calm and proud of myself after my meeting.');
    const bad = analyzeText('Awful day. I felt hopeless, anxious and alone, and the cravings were terrible.');
    expect(good.sentiment).toBe('positive');
    expect(bad.sentiment).toBe('negative');
    expect(good.moodScore).toBeGreaterThan(bad.moodScore);
    expect(good.moodScore).toBeGreaterThanOrEqual(7);
    expect(bad.moodScore).toBeLessThanOrEqual(4);
  });

  it('calls strong highs and lows in one entry mixed', () => {
    expect(analyzeText('I was so happy and proud this morning. Then tonight I felt terrible and hopeless.').sentiment).toBe('mixed');
  });

  it('keeps mood within 1 to 10 and is deterministic', () => {
    const text = 'Hate hate hate awful terrible horrible worst miserable.';
    const a = analyzeText(text);
    expect(a.moodScore).toBeGreaterThanOrEqual(1);
    expect(a.moodScore).toBeLessThanOrEqual(10);
    expect(analyzeText(text)).toEqual(a);
  });

  it('finds recovery themes', () => {
    const { themes } = analyzeText('Could not sleep, cravings all night. Called my sponsor, then went for a walk before my shift at work.');
    expect(themes).toEqual(expect.arrayContaining(['sleep', 'cravings', 'meetings', 'exercise', 'work']));
    expect(analyzeText('The weather was fine.').themes).toEqual([]);
  });
});
