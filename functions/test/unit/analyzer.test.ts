import { describe, expect, it } from 'vitest';
import { analyzeText, keyPhrases } from '../../src/platform/adapters/local/text-analysis.js';

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

describe('the local analyser on wink-nlp', () => {
  it('reads sentences as wink splits them: abbreviations stay, a line break ends one', () => {
    expect(analyzeText('Dr. Patel changed my dose today and I am fine with it.\nI feel hopeless tonight').title).toBe('I feel hopeless tonight');
    expect(analyzeText('Dr. Patel was wonderful today. We went over the plan.').title).toBe('Dr. Patel was wonderful today');
  });

  it('negates through contractions', () => {
    expect(analyzeText("I didn't feel happy today and I wasn't okay.").sentiment).toBe('negative');
    expect(analyzeText("Didn't drink, didn't argue, and I'm not worried.").sentiment).not.toBe('negative');
  });

  it('finds key phrases: noun chunks, most frequent first, then in reading order', () => {
    const phrases = keyPhrases('Could not sleep, cravings all night. Called my sponsor before my night shift at work. My sponsor said the cravings pass.');
    expect(phrases.slice(0, 2)).toEqual(['cravings', 'sponsor']);
    expect(phrases).toContain('night shift');
    expect(phrases).not.toContain('my');
  });

  it("prefers the sentence about the text's themes for a title when feelings tie, and cuts long titles at a word", () => {
    expect(analyzeText('Bought some bread. Then I went for a walk with my sister.').title).toBe('Then I went for a walk with my sister');
    const long = analyzeText('I felt completely hopeless this afternoon when the landlord called about the rent again.');
    expect(long.title.length).toBeLessThanOrEqual(60);
    expect(long.title).toMatch(/^I felt completely hopeless this afternoon when the\b.*…$/);
  });

  it('reads words that are names of Object.prototype members as words', () => {
    expect(analyzeText('The constructor said valueOf the house went up. I feel great about it.')).toMatchObject({ sentiment: 'positive' });
    expect(Number.isInteger(analyzeText('constructor toString hasOwnProperty').moodScore)).toBe(true);
  });

  it('handles an empty text', () => {
    expect(analyzeText('   ')).toEqual({ title: 'Journal entry', moodScore: 6, sentiment: 'neutral', themes: [] });
  });
});

describe('theme tagging honours negation and past tense', () => {
  it('does not tag cravings that are denied', () => {
    expect(analyzeText('No real cravings today, just a quiet evening at home.').themes).not.toContain('cravings');
    expect(analyzeText("I didn't drink and didn't want to.").themes).not.toContain('cravings');
    expect(analyzeText("I didn't feel any urges and I wasn't tempted.").themes).not.toContain('cravings');
    expect(analyzeText("I wasn't anxious at the meeting.").themes).not.toContain('anxiety');
  });

  it('does not tag what used to be as a current theme', () => {
    expect(analyzeText('I used to have trouble sleeping.').themes).not.toContain('sleep');
    expect(analyzeText('I used to crave a drink every evening.').themes).not.toContain('cravings');
  });

  it('still tags what is present', () => {
    expect(analyzeText('Strong cravings tonight after work.').themes).toContain('cravings');
    expect(analyzeText('No sleep again last night.').themes).toContain('sleep');
    expect(analyzeText("I used to drink every day, but now I'm craving less and sleeping better.").themes).toEqual(
      expect.arrayContaining(['cravings', 'sleep']),
    );
    expect(analyzeText('No cravings today, but the urge came back at night.').themes).toContain('cravings');
  });
});
