import Sentiment from 'sentiment';
import type { Ai, EntryAnalysis } from '../../ports.js';

/**
 * The first local analyser (no network): AFINN sentiment per sentence for the mood score and the
 * sentiment label, and a recovery-and-wellbeing lexicon for themes. Same input, same output.
 */
const sentimentAnalyzer = new Sentiment();

/** Recovery-specific words AFINN does not score, or scores against their meaning here. */
const EXTRA_SCORES: Record<string, number> = {
  sober: 3,
  sobriety: 3,
  clean: 2,
  relapse: -4,
  relapsed: -4,
  craving: -2,
  cravings: -2,
  triggered: -2,
  trigger: -1,
  using: -1,
  overwhelmed: -3,
  anxious: -2,
  lonely: -2,
  exhausted: -2,
  calm: 2,
  grateful: 3,
  proud: 3,
  hopeful: 2,
  supported: 2,
  rested: 2,
  meeting: 0,
};

const THEMES: { theme: string; words: RegExp }[] = [
  { theme: 'sleep', words: /\b(sleep|slept|insomnia|tired|rest(ed)?|nap|nightmares?)\b/i },
  { theme: 'cravings', words: /\b(crav(e|ed|ing|ings)|urges?|tempt(ed|ation)|relaps(e|ed))\b/i },
  { theme: 'family', words: /\b(family|mom|mother|dad|father|sister|brother|kids?|son|daughter|parents?|wife|husband)\b/i },
  { theme: 'work', words: /\b(work|job|boss|shift|office|career|coworkers?|colleagues?)\b/i },
  { theme: 'anxiety', words: /\b(anxi(ous|ety)|panic|worr(y|ied|ying)|nervous|stress(ed)?|overwhelm(ed)?)\b/i },
  { theme: 'gratitude', words: /\b(grateful|gratitude|thankful|thanks|appreciat(e|ed|ive))\b/i },
  { theme: 'meetings', words: /\b(meetings?|group|sponsor|aa|na|smart recovery|step work|therapy|therapist|counsel(or|ing))\b/i },
  { theme: 'exercise', words: /\b(exercis(e|ed)|walk(ed|ing)?|run(ning)?|gym|yoga|workout|hike|swim(ming)?)\b/i },
  { theme: 'medication', words: /\b(medication|meds|prescription|dose|pills?)\b/i },
  { theme: 'relationships', words: /\b(friends?|partner|girlfriend|boyfriend|relationship|dating|lonely|loneliness)\b/i },
  { theme: 'sobriety', words: /\b(sober|sobriety|clean|recovery|days? (clean|sober))\b/i },
  { theme: 'mindfulness', words: /\b(meditat(e|ed|ion)|breath(e|ing)|mindful(ness)?|journal(ing)?|pray(ed|er)?)\b/i },
  { theme: 'mood', words: /\b(sad|depress(ed|ion)|down|low|happy|angry|mad|frustrated)\b/i },
  { theme: 'health', words: /\b(doctor|sick|pain|health|appointment|ate|eating|diet)\b/i },
];

function sentences(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+|\n+/)
    .map((s) => s.trim())
    .filter(Boolean);
}

export function analyzeText(text: string): EntryAnalysis {
  const parts = sentences(text);
  const scored = parts.map((s) => ({ s, score: sentimentAnalyzer.analyze(s, { extras: EXTRA_SCORES }).comparative }));
  const whole = sentimentAnalyzer.analyze(text, { extras: EXTRA_SCORES });
  const strongPos = scored.filter((x) => x.score >= 0.5).length;
  const strongNeg = scored.filter((x) => x.score <= -0.5).length;

  let sentiment: EntryAnalysis['sentiment'];
  if (strongPos > 0 && strongNeg > 0) sentiment = 'mixed';
  else if (whole.comparative > 0.1) sentiment = 'positive';
  else if (whole.comparative < -0.1) sentiment = 'negative';
  else sentiment = 'neutral';

  // comparative is roughly -5..5 per word; most journal text sits within -1..1.
  const moodScore = Math.max(1, Math.min(10, Math.round(5.5 + whole.comparative * 4.5)));

  const themes = THEMES.filter((t) => t.words.test(text)).map((t) => t.theme);

  const salient = [...scored].sort((a, b) => Math.abs(b.score) - Math.abs(a.score))[0]?.s ?? text;
  const title =
    salient
      .replace(/[.!?]+$/, '')
      .slice(0, 60)
      .trim() || 'Journal entry';

  return { title, moodScore, sentiment, themes: themes.slice(0, 5) };
}

export class LocalAnalyzer implements Ai {
  async analyzeEntry(text: string): Promise<EntryAnalysis> {
    return analyzeText(text);
  }
}
