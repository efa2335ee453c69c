import { DASHBOARD } from '../constants.js';

/** Words in a text: runs of letters, digits and apostrophes. */
export function countWords(text: string): number {
  return text.match(/[\p{L}\p{N}'’]+/gu)?.length ?? 0;
}

/** Reading time in minutes: word count divided by 200, rounded up. */
export function readingMinutes(wordCount: number): number {
  return Math.ceil(wordCount / DASHBOARD.wordsPerMinuteReading);
}

/** Cuts text at n characters, with an ellipsis when cut. */
export function truncate(text: string, n: number): string {
  return text.length <= n ? text : `${text.slice(0, n).trimEnd()}…`;
}

/** Tags: trimmed, lowercased, empty and duplicates ignored. */
export function normalizeTags(tags: readonly string[]): string[] {
  const out: string[] = [];
  for (const t of tags) {
    const v = t.trim().toLowerCase();
    if (v && !out.includes(v)) out.push(v);
  }
  return out;
}

/**
 * A whole number with thousands separators, as en-US writes it ('12,345'). Written out rather than
 * `toLocaleString('en-US')`: the browser's first number formatting loads the locale's number data,
 * about 25 ms on a fast machine, on the screen's first render (docs/performance.md, "Lighthouse").
 */
export function formatCount(n: number): string {
  const sign = n < 0 ? '-' : '';
  const digits = String(Math.round(Math.abs(n)));
  return sign + digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** Word count shown in thousands with one decimal ('1.2k'). */
export function formatWordCount(words: number): string {
  return `${(words / 1000).toFixed(1)}k`;
}

/** Numbers as people say them ("seven", "twenty"): the call's mood rating and the coach's milestones ("ninety days") read them. */
export const NUMBER_WORDS: Readonly<Record<string, number>> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  fifteen: 15,
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  sixty: 60,
  ninety: 90,
  hundred: 100,
};
