import type { EntryGlimpse, PeriodFacts } from '@steady/shared';

/**
 * Checks of a model's weekly / monthly wording against what the code computed (docs/architecture.md,
 * "Insights"): a broken rule makes the adapter answer with the local wording. Returns the names of
 * the broken rules (logged by name only, never the text).
 */

/** Words of an entry sentence at or above which copying it whole counts as quoting at length. */
export const QUOTE_WORDS = 6;

const CALM_WORDS = /\b(stable|steady|steadier|steadily|improv(?:e|ed|ing|ement)|on the up|better and better|consistent mood)\b/i;
const UP_WORDS = /\b(improv(?:e|ed|ing|ement)|on the up|lifting)\b/i;

function norm(s: string): string {
  return s
    .toLowerCase()
    .replace(/[^a-z0-9 ]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

export function insightViolations(
  facts: PeriodFacts,
  texts: readonly string[],
  recommendations: readonly string[],
  previousRecommendations: readonly string[] = [],
  entries: readonly EntryGlimpse[] = [],
): string[] {
  const broken: string[] = [];
  const all = texts.join(' ');
  if ((facts.moodTrend === 'concerning' || facts.moodTrend === 'volatile') && CALM_WORDS.test(all)) broken.push('trend_contradicted');
  else if (facts.moodTrend === 'declining' && UP_WORDS.test(all)) broken.push('trend_contradicted');
  const before = new Set(previousRecommendations.map(norm));
  if (recommendations.some((r) => before.has(norm(r)))) broken.push('recommendation_repeated');
  const written = norm(`${all} ${recommendations.join(' ')}`);
  const quoted = entries.some((e) =>
    e.excerpt
      .split(/(?<=[.!?])\s+/)
      .map(norm)
      .some((s) => s.split(' ').length >= QUOTE_WORDS && written.includes(s)),
  );
  if (quoted) broken.push('entry_quoted');
  return broken;
}
