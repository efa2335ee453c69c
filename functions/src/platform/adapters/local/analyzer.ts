import { createRequire } from 'node:module';
import type { NextQuestion, NextQuestionInput } from '@steady/shared';
import type { Ai, EntryAnalysis } from '../../ports.js';
import { localNextQuestion } from './questions.js';

/**
 * The local analyser (no network; the default when no OpenAI key is set). Deterministic: same
 * input, same output.
 * - Mood and sentiment: the AFINN lexicon (from the `sentiment` package) plus recovery words, scored
 *   per clause with negation ("no arguments", "didn't drink" flip and soften). A text with a strong
 *   positive and a strong negative clause of comparable weight is `mixed`.
 * - Themes: a recovery-and-wellbeing lexicon.
 * - Title: the most emotionally salient sentence.
 * Quality is measured against a labelled set in functions/test/fixtures (see analyzer-quality.test.ts).
 */
const require = createRequire(import.meta.url);
const AFINN: Record<string, number> = require('sentiment/languages/en/labels.json');

/** Recovery-specific words AFINN lacks, or scores against their meaning here. */
const RECOVERY_SCORES: Record<string, number> = {
  sober: 2,
  sobriety: 2,
  clean: 1,
  relapse: -4,
  relapsed: -4,
  craving: -2,
  cravings: -2,
  urge: -2,
  urges: -2,
  triggered: -2,
  overwhelmed: -3,
  anxious: -2,
  lonely: -2,
  loneliest: -3,
  exhausted: -2,
  exhausting: -2,
  irritable: -2,
  ashamed: -3,
  guilty: -2,
  worthless: -3,
  empty: -2,
  humiliated: -3,
  rejected: -2,
  struggling: -2,
  terrified: -3,
  helpless: -3,
  hopeless: -3,
  unbearable: -3,
  sleepless: -2,
  snapped: -2,
  regret: -2,
  calm: 2,
  centered: 2,
  capable: 2,
  grateful: 3,
  thankful: 3,
  proud: 3,
  hopeful: 2,
  supported: 2,
  supportive: 2,
  rested: 2,
  relaxed: 2,
  peaceful: 2,
  connected: 2,
  productive: 2,
  satisfying: 2,
  energized: 2,
  optimistic: 2,
  progress: 2,
  useful: 2,
  kind: 2,
  smile: 2,
  lovely: 3,
  wonderful: 4,
  fantastic: 4,
  amazing: 4,
  excited: 3,
  free: 1,
  okay: 1,
  fine: 1,
  // neutral here, whatever AFINN says
  help: 0,
  helped: 1,
  pretty: 0,
  meeting: 0,
  group: 0,
  broke: -1,
};

const NEGATORS = new Set([
  'not',
  'no',
  'never',
  'nothing',
  'without',
  'hardly',
  "don't",
  'dont',
  "didn't",
  'didnt',
  "doesn't",
  "isn't",
  "wasn't",
  "weren't",
  "can't",
  'cant',
  "couldn't",
  "won't",
  "wouldn't",
  "haven't",
  "hasn't",
  "shouldn't",
]);

const THEMES: { theme: string; words: RegExp }[] = [
  { theme: 'sleep', words: /\b(sleep|slept|sleepless|insomnia|tired|rest(ed)?|nap|nightmares?)\b/i },
  { theme: 'cravings', words: /\b(crav(e|ed|ing|ings)|urges?|tempt(ed|ation)|relaps(e|ed)|using|dealer|liquor)\b/i },
  { theme: 'family', words: /\b(family|mom|mother|dad|father|sister|brother|kids?|son|daughter|parents?|wife|husband)\b/i },
  { theme: 'work', words: /\b(work|job|boss|shift|office|career|coworkers?|colleagues?)\b/i },
  { theme: 'anxiety', words: /\b(anxi(ous|ety)|panic|worr(y|ied|ying)|nervous|stress(ed|ful)?|overwhelm(ed)?|scared|afraid|terrified)\b/i },
  { theme: 'gratitude', words: /\b(grateful|gratitude|thankful|thanks|appreciat(e|ed|ive))\b/i },
  { theme: 'meetings', words: /\b(meetings?|group|sponsor|aa|na|smart recovery|step work|therapy|therapist|counsel(or|ing))\b/i },
  { theme: 'exercise', words: /\b(exercis(e|ed)|walk(ed|ing)?|run(ning)?|gym|yoga|workout|hike|swim(ming)?)\b/i },
  { theme: 'medication', words: /\b(medication|meds|prescription|dose|pills?)\b/i },
  { theme: 'relationships', words: /\b(friends?|partner|girlfriend|boyfriend|relationship|dating|lonely|loneliness|roommate|ex)\b/i },
  { theme: 'sobriety', words: /\b(sober|sobriety|clean|recovery|days? (clean|sober))\b/i },
  { theme: 'mindfulness', words: /\b(meditat(e|ed|ion)|breath(e|ing)|mindful(ness)?|journal(ing)?|pray(ed|er)?)\b/i },
  { theme: 'mood', words: /\b(sad|depress(ed|ion)|down|low|happy|angry|mad|frustrated|furious)\b/i },
  { theme: 'health', words: /\b(doctor|sick|pain|health|appointment|headache|eating|diet)\b/i },
  { theme: 'finances', words: /\b(money|rent|bills?|debt|paycheck)\b/i },
];

function wordScore(word: string): number {
  return RECOVERY_SCORES[word] ?? AFINN[word] ?? 0;
}

const tokenize = (text: string) => text.toLowerCase().match(/[a-z']+/g) ?? [];

/**
 * AFINN sum of a clause. A negator within the three words before flips a score and softens it:
 * "not happy" is clearly negative (×0.75), "not bad" only mildly positive (×0.5).
 */
export function clauseScore(clause: string): number {
  const words = tokenize(clause);
  let total = 0;
  words.forEach((w, i) => {
    const s = wordScore(w);
    if (!s) return;
    const negated = words.slice(Math.max(0, i - 3), i).some((p) => NEGATORS.has(p));
    total += negated ? -s * (s > 0 ? 0.75 : 0.5) : s;
  });
  return total;
}

function sentences(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+|\n+/)
    .map((s) => s.trim())
    .filter(Boolean);
}

/** Sentences further split where the feeling may turn: but, though, although, yet, however, then, while. */
function clauses(text: string): string[] {
  return sentences(text).flatMap((s) =>
    s
      .split(/,?\s+\b(?:but|though|although|yet|however|then|while|whereas)\b\s*|;\s*/i)
      .map((c) => c.trim())
      .filter(Boolean),
  );
}

const STRONG = 2;

export function analyzeText(text: string): EntryAnalysis {
  const scored = clauses(text).map((c) => ({ c, score: clauseScore(c) }));
  const positive = scored.filter((x) => x.score >= STRONG).reduce((n, x) => n + x.score, 0);
  const negative = -scored.filter((x) => x.score <= -STRONG).reduce((n, x) => n + x.score, 0);
  const total = scored.reduce((n, x) => n + x.score, 0);
  const words = Math.max(1, tokenize(text).length);

  let sentiment: EntryAnalysis['sentiment'];
  if (positive > 0 && negative > 0 && Math.min(positive, negative) / Math.max(positive, negative) >= 0.3) sentiment = 'mixed';
  else if (total >= STRONG) sentiment = 'positive';
  else if (total <= -STRONG) sentiment = 'negative';
  else sentiment = 'neutral';

  // Net feeling per word, scaled to 1-10 around a neutral 5.5; clamped.
  const intensity = total / Math.sqrt(words);
  const moodScore = Math.max(1, Math.min(10, Math.round(5.5 + intensity * 1.6)));

  const themes = THEMES.filter((t) => t.words.test(text)).map((t) => t.theme);

  const salient = sentences(text)
    .map((s) => ({ s, weight: Math.abs(clauseScore(s)) }))
    .sort((a, b) => b.weight - a.weight)[0]?.s;
  const title =
    (salient ?? text)
      .replace(/[.!?]+$/, '')
      .slice(0, 60)
      .trim() || 'Journal entry';

  return { title, moodScore, sentiment, themes: themes.slice(0, 5) };
}

export class LocalAnalyzer implements Ai {
  async analyzeEntry(text: string): Promise<EntryAnalysis> {
    return analyzeText(text);
  }

  nextQuestion(input: NextQuestionInput): Promise<NextQuestion> {
    return localNextQuestion(input);
  }
}
