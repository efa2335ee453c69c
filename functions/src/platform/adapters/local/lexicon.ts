import AFINN from './afinn.cjs';

/**
 * The local analyser's lexicons: word scores (AFINN-165, as shipped by the `sentiment` package, plus
 * recovery words), negators, clause breaks and the recovery-and-wellbeing themes.
 * AFINN comes through afinn.cjs, so that the Lambda bundle carries it.
 */
/** Recovery-specific words AFINN lacks, or scores against their meaning here. */
export const RECOVERY_SCORES: Record<string, number> = {
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

export const NEGATORS = new Set([
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

export const THEMES: { theme: string; words: RegExp }[] = [
  { theme: 'sleep', words: /\b(sleep|sleeping|slept|sleepless|insomnia|tired|rest(ed)?|nap|nightmares?)\b/i },
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

/** Themes whose absence is not the theme: "no cravings", "not anxious" are not tagged (analyzer.ts). */
export const NEGATABLE_THEMES = new Set(['cravings', 'anxiety']);

/** Every theme the local analyser can name, in the lexicon's order. */
export const THEME_NAMES = THEMES.map((t) => t.theme);

/** Words where the feeling of a sentence may turn: the sentence is scored as separate clauses. */
export const CLAUSE_BREAKS = new Set(['but', 'though', 'although', 'yet', 'however', 'then', 'while', 'whereas']);

const own = (table: Record<string, number>, word: string) => (Object.hasOwn(table, word) ? table[word] : undefined);

/**
 * The score of one lower-case word: the recovery lexicon first, then AFINN; 0 when unknown. Own keys
 * only: "constructor" or "tostring" in an entry are words, not Object.prototype members.
 */
export function wordScore(word: string): number {
  return own(RECOVERY_SCORES, word) ?? own(AFINN, word) ?? 0;
}
