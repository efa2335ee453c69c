import { localDate, type InsightEntry, type PeriodFacts, type PeriodStory, type StoryDay } from '@steady/shared';

/**
 * The story of a period for the wording step (docs/architecture.md, "Insights"): its notable days
 * (best, hardest, crisis, turning point) with short event phrases extracted in code from the entry
 * text, and the people, activities, milestones, cravings and what helped or did not across it.
 * PHI-minimal: phrases are a few words, turned into the second person ("my sister" → "your
 * sister"), never a whole sentence of an entry; crisis entries give no phrases at all (their words
 * are never repeated, docs/crisis-safety.md).
 */

/** Words at most in one extracted phrase. */
export const PHRASE_WORDS = 6;
/** Phrases per notable day and per list of the story. */
export const STORY_LIST_MAX = 4;

const PEOPLE =
  'sister|brother|mom|mum|mother|dad|father|sponsor|partner|wife|husband|girlfriend|boyfriend|kids|children|son|daughter|counselor|counsellor|therapist|friend|friends|boss|coach|roommate|grandma|grandmother|family|nurse|doctor|group';
const ACTIVITIES =
  'meeting|meetings|walk|run|gym|workout|yoga|class|session|appointment|shift|church|group|therapy|work|dinner|lunch|breakfast|coffee|call|hike|swim|bike ride|practice';

const PERSON_RE = new RegExp(`\\b(?:my|our)\\s+(${PEOPLE})\\b`, 'gi');
/** "lunch with my sister", "a call with my sponsor", "a fight with my partner" */
const WITH_RE = new RegExp(
  `\\b((?:a |an |the )?(?:long |short |quick |good |hard |big |nice |late |early )?(?:lunch|dinner|breakfast|coffee|call|talk|walk|fight|argument|chat|visit|session|meeting|day|time|evening|weekend|hike|run))\\s+with\\s+(?:my|our)\\s+(${PEOPLE})\\b`,
  'gi',
);
/** "skipped the meeting", "went to a meeting", "made it to the gym" */
const DID_RE = new RegExp(
  `\\b(skipped|missed|went to|made it to|got to|attended|cancelled|canceled|went for|took|finished|started|had|led)\\s+(the|a|an|my|our)\\s+((?:[a-z]+ )?(?:${ACTIVITIES}))\\b`,
  'gi',
);
/** "my counselor said" → "what your counselor said", "my sponsor hugged me" → "a hug from your sponsor" */
const SAID_RE = new RegExp(`\\b(?:my|our)\\s+(${PEOPLE})\\s+(said|told me|hugged me|called me|called|asked me|texted me|checked in)\\b`, 'gi');
const SAID: Record<string, (p: string) => string> = {
  said: (p) => `what ${p} said`,
  'told me': (p) => `what ${p} told you`,
  'hugged me': (p) => `a hug from ${p}`,
  'called me': (p) => `a call from ${p}`,
  called: (p) => `a call from ${p}`,
  'asked me': (p) => `a question from ${p}`,
  'texted me': (p) => `a text from ${p}`,
  'checked in': (p) => `a check-in from ${p}`,
};
/** "called my sponsor" → "a call to your sponsor" */
const CALLED_RE = new RegExp(`\\b(called|texted|visited|saw|met)\\s+(?:my|our)\\s+(${PEOPLE})\\b`, 'gi');
const CALLED: Record<string, string> = { called: 'a call to', texted: 'a text to', visited: 'a visit to', saw: 'seeing', met: 'meeting' };
/** "a craving after work", "cravings at night", "craving a drink" */
const CRAVING_RE =
  /\b(cravings?|urges?|the urge)(?:\s+(?:to use|to drink|for (?:a |the )?[a-z]+|(?:after|at|during|around|in) (?:the |my )?[a-z]+(?: store| shop| party| bar| line)?|a [a-z]+))?/gi;
/** "30 days sober", "two weeks clean", "90 days" next to sober/clean */
const MILESTONE_RE =
  /\b(\d{1,4}|one|two|three|four|five|six|seven|eight|nine|ten)\s+(days?|weeks?|months?|years?)\s+(sober|clean|without (?:a )?(?:drink|drinking|using))\b/gi;
const HELPED_RE = /\b(helped|made me feel better|calmed me(?: down)?|made (?:it|things) easier|made a difference)\b/i;
const CALMER_RE = /\b(?:felt|feel|was|am)\s+(?:much\s+|a lot\s+|a bit\s+)?(?:calmer|better|lighter)\s+(?:after|because of|thanks to)\s+([^.!?;,]+)/i;
const NOT_HELPED_RE = /\b(did not help|didn't help|did nothing|made (?:it|things|me feel) worse|made it harder|was a mistake)\b/i;

const PRONOUNS: Record<string, string> = {
  my: 'your',
  me: 'you',
  i: 'you',
  myself: 'yourself',
  our: 'your',
  we: 'you',
  us: 'you',
  mine: 'yours',
  "i'm": "you're",
};

/** Second person: "my sister" → "your sister". */
export function secondPerson(phrase: string): string {
  return phrase
    .split(/\s+/)
    .map((w) => PRONOUNS[w.toLowerCase()] ?? w.toLowerCase())
    .join(' ')
    .trim();
}

function words(s: string): string[] {
  return s.split(/\s+/).filter(Boolean);
}

function sentencesOf(text: string): string[] {
  return text
    .replace(/\s+/g, ' ')
    .split(/(?<=[.!?])\s+|\n+/)
    .map((s) => s.trim())
    .filter(Boolean);
}

/** The last `n` words of a clause (the subject before "helped"). */
function lastWords(s: string, n: number): string {
  const clause = s.split(/[,;:]|\b(?:and|but|so|because|then)\b/i).pop() ?? s;
  return words(clause).slice(-n).join(' ');
}

const DANGLING = /\s+(?:the|a|an|by|to|with|of|in|on|at|for|and|my|your|from)$/i;

function short(phrase: string, sentence: string): string | null {
  let p = secondPerson(
    phrase
      .replace(/[^a-zA-Z0-9' ]/g, ' ')
      .replace(/\s+/g, ' ')
      .trim(),
  );
  while (DANGLING.test(p)) p = p.replace(DANGLING, '');
  const n = words(p).length;
  // Never a whole sentence, never more than a few words.
  if (n === 0 || n > PHRASE_WORDS || n >= words(sentence).length) return null;
  return p;
}

function push(list: string[], phrase: string | null, max = STORY_LIST_MAX): void {
  if (!phrase || list.length >= max) return;
  const key = phrase.toLowerCase();
  if (list.some((p) => p.toLowerCase() === key || p.toLowerCase().includes(key))) return;
  list.push(phrase);
}

/** What one entry's text yields: event phrases and the story's lists. */
export interface Extracted {
  events: string[];
  people: string[];
  activities: string[];
  milestones: string[];
  cravings: string[];
  helped: string[];
  didNotHelp: string[];
}

/** Extracts short event phrases and lists from an entry's text (its title and content). */
export function extractEvents(text: string): Extracted {
  const out: Extracted = { events: [], people: [], activities: [], milestones: [], cravings: [], helped: [], didNotHelp: [] };
  for (const sentence of sentencesOf(text)) {
    for (const m of sentence.matchAll(MILESTONE_RE)) {
      const p = short(m[0], sentence + ' x');
      push(out.milestones, p);
      push(out.events, p, 8);
    }
    for (const m of sentence.matchAll(WITH_RE)) {
      const p = short(`${m[1]} with your ${m[2]}`, sentence);
      push(out.events, p, 8);
      push(out.people, `your ${m[2]!.toLowerCase()}`);
    }
    for (const m of sentence.matchAll(SAID_RE)) {
      push(out.events, short(SAID[m[2]!.toLowerCase()]!(`your ${m[1]!.toLowerCase()}`), sentence + ' x x'), 8);
    }
    for (const m of sentence.matchAll(CALLED_RE)) push(out.events, short(`${CALLED[m[1]!.toLowerCase()]} your ${m[2]!.toLowerCase()}`, sentence), 8);
    for (const m of sentence.matchAll(PERSON_RE)) push(out.people, `your ${m[1]!.toLowerCase()}`);
    for (const m of sentence.matchAll(DID_RE)) {
      const p = short(`${m[1]} ${m[2]} ${m[3]}`, sentence);
      push(out.events, p, 8);
      push(out.activities, p);
    }
    for (const m of sentence.matchAll(CRAVING_RE)) {
      const raw = m[0].toLowerCase();
      const p = short(/^(cravings|urges)\b/.test(raw) ? raw : raw.startsWith('the urge') ? raw : `a ${raw}`, sentence + ' x');
      push(out.cravings, p);
      push(out.events, p, 8);
    }
    const helped = HELPED_RE.exec(sentence);
    const notHelped = NOT_HELPED_RE.exec(sentence);
    if (notHelped) push(out.didNotHelp, short(lastWords(sentence.slice(0, notHelped.index), 4), sentence));
    else if (helped) push(out.helped, short(lastWords(sentence.slice(0, helped.index), 4), sentence));
    const calmer = CALMER_RE.exec(sentence);
    if (calmer && !notHelped) push(out.helped, short(words(calmer[1]!).slice(0, 4).join(' '), sentence));
  }
  return out;
}

interface Day {
  date: string;
  mood: number | null;
  themes: string[];
  crisis: boolean;
  extracted: Extracted;
}

function mergeInto(into: Extracted, from: Extracted): void {
  for (const k of Object.keys(into) as (keyof Extracted)[]) for (const p of from[k]) push(into[k], p, k === 'events' ? 8 : STORY_LIST_MAX);
}

/**
 * The story of a period from its entries and facts (computed in `summarizeEntries`): the best,
 * hardest, crisis and turning-point days (the day after the largest day-to-day change of at least 3
 * points), each with up to 4 event phrases, and the period's lists.
 */
export function periodStory(entries: readonly InsightEntry[], facts: PeriodFacts, timeZone: string): PeriodStory {
  const byDate = new Map<string, Day>();
  const ordered = [...entries].sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  const all: Extracted = { events: [], people: [], activities: [], milestones: [], cravings: [], helped: [], didNotHelp: [] };
  const moods = new Map<string, number[]>();
  for (const e of ordered) {
    const date = localDate(e.createdAt, timeZone);
    const day = byDate.get(date) ?? { date, mood: null, themes: [], crisis: false, extracted: extractEvents('') };
    byDate.set(date, day);
    if (e.moodScore !== null) moods.set(date, [...(moods.get(date) ?? []), e.moodScore]);
    for (const t of e.themes) if (!day.themes.includes(t)) day.themes.push(t);
    if (e.crisisDetected) {
      day.crisis = true;
      continue;
    }
    const x = extractEvents(`${e.title}. ${e.content}`);
    mergeInto(day.extracted, x);
    mergeInto(all, x);
  }
  for (const [date, ms] of moods) byDate.get(date)!.mood = Math.round((ms.reduce((a, b) => a + b, 0) / ms.length) * 10) / 10;

  const kinds = new Map<string, StoryDay['kinds']>();
  const mark = (date: string | undefined, kind: StoryDay['kinds'][number]) => {
    if (!date || !byDate.has(date)) return;
    const k = kinds.get(date) ?? [];
    if (!k.includes(kind)) k.push(kind);
    kinds.set(date, k);
  };
  mark(facts.bestDay?.date, 'best');
  mark(facts.hardestDay?.date, 'hardest');
  for (const d of facts.crisisDays ?? []) mark(d, 'crisis');
  const withMood = [...byDate.values()].filter((d) => d.mood !== null);
  let turn: { date: string; change: number } | null = null;
  for (let i = 1; i < withMood.length; i++) {
    const change = Math.abs(withMood[i]!.mood! - withMood[i - 1]!.mood!);
    if (change >= 3 && (turn === null || change > turn.change)) turn = { date: withMood[i]!.date, change };
  }
  mark(turn?.date, 'turning_point');

  const days: StoryDay[] = [...kinds.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([date, k]) => {
      const d = byDate.get(date)!;
      return { date, kinds: k, moodScore: d.mood, themes: d.themes.slice(0, 3), events: d.crisis ? [] : d.extracted.events.slice(0, STORY_LIST_MAX) };
    });
  return {
    days,
    events: all.events,
    people: all.people,
    activities: all.activities,
    milestones: all.milestones,
    cravings: all.cravings,
    helped: all.helped,
    didNotHelp: all.didNotHelp,
  };
}
