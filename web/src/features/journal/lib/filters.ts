import { moodBand, type JournalEntry, type MoodBand, type Sentiment } from '@steady/shared';

export type MoodFilter = 'all' | MoodBand;
export type SentimentFilter = 'all' | Sentiment;
export type SortOrder = 'newest' | 'oldest' | 'mood-high' | 'mood-low' | 'title-asc' | 'title-desc';

export interface EntryFilters {
  mood: MoodFilter;
  sentiment: SentimentFilter;
  tag: string;
}

export const NO_FILTERS: EntryFilters = { mood: 'all', sentiment: 'all', tag: '' };

export const MOOD_FILTER_OPTIONS: { value: MoodFilter; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'high', label: 'High (8-10)' },
  { value: 'medium', label: 'Medium (6-7)' },
  { value: 'low', label: 'Low (1-5)' },
];

export const SENTIMENT_FILTER_OPTIONS: { value: SentimentFilter; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'positive', label: 'Positive' },
  { value: 'negative', label: 'Negative' },
  { value: 'mixed', label: 'Mixed' },
  { value: 'neutral', label: 'Neutral' },
];

export const SORT_OPTIONS: { value: SortOrder; label: string }[] = [
  { value: 'newest', label: 'Newest first' },
  { value: 'oldest', label: 'Oldest first' },
  { value: 'mood-high', label: 'Highest mood' },
  { value: 'mood-low', label: 'Lowest mood' },
  { value: 'title-asc', label: 'Title A-Z' },
  { value: 'title-desc', label: 'Title Z-A' },
];

export function isFiltered(f: EntryFilters): boolean {
  return f.mood !== 'all' || f.sentiment !== 'all' || f.tag.trim() !== '';
}

/** Mood by band (an unrated entry matches only 'all'), sentiment, and a case-insensitive substring of any theme. */
export function filterEntries(entries: readonly JournalEntry[], f: EntryFilters): JournalEntry[] {
  const tag = f.tag.trim().toLowerCase();
  return entries.filter(
    (e) =>
      (f.mood === 'all' || (e.moodScore !== null && moodBand(e.moodScore) === f.mood)) &&
      (f.sentiment === 'all' || e.sentiment === f.sentiment) &&
      (!tag || e.themes.some((t) => t.toLowerCase().includes(tag))),
  );
}

const byTitle = (a: JournalEntry, b: JournalEntry) => a.title.localeCompare(b.title, undefined, { sensitivity: 'base' });
const byTime = (a: JournalEntry, b: JournalEntry) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id);

/** The six sorts; unrated entries go last in both mood orders; ties fall back to newest first. */
export function sortEntries(entries: readonly JournalEntry[], order: SortOrder): JournalEntry[] {
  const newest = (a: JournalEntry, b: JournalEntry) => byTime(b, a);
  const mood = (dir: 1 | -1) => (a: JournalEntry, b: JournalEntry) => {
    if (a.moodScore === null || b.moodScore === null) return (a.moodScore === null ? 1 : 0) - (b.moodScore === null ? 1 : 0) || newest(a, b);
    return dir * (a.moodScore - b.moodScore) || newest(a, b);
  };
  const compare = {
    newest,
    oldest: byTime,
    'mood-high': mood(-1),
    'mood-low': mood(1),
    'title-asc': (a: JournalEntry, b: JournalEntry) => byTitle(a, b) || newest(a, b),
    'title-desc': (a: JournalEntry, b: JournalEntry) => byTitle(b, a) || newest(a, b),
  }[order];
  return [...entries].sort(compare);
}

/** Every tag used in the entries except `exclude`, sorted, for the Edit Tags quick-add. */
export function otherTags(entries: readonly JournalEntry[], exclude: readonly string[]): string[] {
  const set = new Set<string>();
  for (const e of entries) for (const t of e.themes) if (!exclude.includes(t)) set.add(t);
  return [...set].sort((a, b) => a.localeCompare(b));
}
