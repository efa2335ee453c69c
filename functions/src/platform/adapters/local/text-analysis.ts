import type { EntryAnalysis } from '../../ports.js';
import { CLAUSE_BREAKS, NEGATABLE_THEMES, NEGATORS, THEMES, wordScore } from './lexicon.js';
import { parseSentences, type Sentence, type Token } from './nlp.js';

/**
 * Text analysis for the local analyser (analyzer.ts) and the local coach and interviewer: mood,
 * sentiment, themes, key phrases and a title, with no network. Deterministic: same input, same output.
 * - Sentences, tokens and parts of speech: wink-nlp with its English light model (nlp.ts), loaded
 *   once per process on first use.
 * - Mood and sentiment: the AFINN-165 lexicon (from the `sentiment` package) plus recovery words
 *   (lexicon.ts), scored per clause with negation ("no arguments", "didn't drink" flip and soften).
 *   A text with a strong positive and a strong negative clause of comparable weight is `mixed`.
 *   The `sentiment` package's own scorer (whole-text sum, negating only the word right before) agreed
 *   with 79% of the labelled set and 80% of the held-out one, against 93.5% and 100% here, so only
 *   its lexicon is used.
 * - Themes: a recovery-and-wellbeing lexicon.
 * - Key phrases: noun chunks (adjectives and nouns ending in a noun), most frequent first.
 * - Title: the most emotionally salient sentence; ties go to the one naming the text's themes or
 *   repeated key phrases, then to the earliest.
 * Quality is measured against a labelled set in functions/test/fixtures (see analyzer-quality.test.ts).
 */

const wordsOf = (tokens: Token[]) => tokens.filter((t) => t.word).map((t) => t.normal);

/**
 * AFINN sum of a clause's words. A negator within the three words before flips a score and softens
 * it: "not happy" is clearly negative (×0.75), "not bad" only mildly positive (×0.5).
 */
function scoreWords(words: string[]): number {
  let total = 0;
  words.forEach((w, i) => {
    const s = wordScore(w);
    if (!s) return;
    const negated = words.slice(Math.max(0, i - 3), i).some((p) => NEGATORS.has(p));
    total += negated ? -s * (s > 0 ? 0.75 : 0.5) : s;
  });
  return total;
}

/** The score of a text read as one clause. */
export function clauseScore(clause: string): number {
  return scoreWords(parseSentences(clause).flatMap((s) => wordsOf(s.tokens)));
}

/** A sentence split where the feeling may turn: but, though, although, yet, however, then, while; and at semicolons. */
function clausesOf(sentence: Sentence): Token[][] {
  const out: Token[][] = [[]];
  for (const t of sentence.tokens) {
    if ((t.word && CLAUSE_BREAKS.has(t.normal)) || t.normal === ';') out.push([]);
    else out.at(-1)!.push(t);
  }
  return out.filter((c) => c.some((t) => t.word));
}

/**
 * Themes the text speaks of as current. Matched clause by clause on the tokens (contractions split:
 * "didn't" is "did not"), a match is dropped when
 * - the clause is about the past: "used to" before it ("I used to have trouble sleeping");
 * - the theme is one whose absence is not the theme (cravings, anxiety) and a negator stands within
 *   the three words before it ("no real cravings today", "didn't want to use", "wasn't anxious").
 *   "no sleep" is still about sleep, so other themes are not negated.
 * Clauses are split at the clause breaks, semicolons, commas and "and".
 */
function themesOf(sentences: Sentence[]): string[] {
  const found = new Set<string>();
  for (const sentence of sentences) {
    const clauses: Token[][] = [[]];
    for (const t of sentence.tokens) {
      if ((t.word && (CLAUSE_BREAKS.has(t.normal) || t.normal === 'and')) || t.normal === ';' || t.normal === ',') clauses.push([]);
      else clauses.at(-1)!.push(t);
    }
    for (const clause of clauses) {
      const normals = clause.map((t) => t.normal);
      const text = normals.join(' ');
      const starts: number[] = [];
      normals.reduce((at, n) => (starts.push(at), at + n.length + 1), 0);
      const usedTo = normals.findIndex((n, i) => n === 'used' && normals[i + 1] === 'to');
      for (const { theme, words } of THEMES) {
        const re = new RegExp(words.source, 'gi');
        for (const m of text.matchAll(re)) {
          const index = starts.findLastIndex((s) => s <= m.index);
          if (usedTo !== -1 && usedTo < index) continue;
          if (NEGATABLE_THEMES.has(theme) && normals.slice(Math.max(0, index - 3), index).some((p) => NEGATORS.has(p))) continue;
          found.add(theme);
          break;
        }
      }
    }
  }
  return THEMES.map((t) => t.theme).filter((t) => found.has(t));
}

const CHUNK_POS = new Set(['ADJ', 'NOUN', 'PROPN']);
const HEAD_POS = new Set(['NOUN', 'PROPN']);

/** Noun chunks of one sentence: runs of adjectives and nouns that end in a noun (stop words break a run). */
function chunksOf(sentence: Sentence): string[] {
  const chunks: string[] = [];
  let run: Token[] = [];
  const flush = () => {
    while (run.length && !HEAD_POS.has(run.at(-1)!.pos)) run.pop();
    if (run.length) chunks.push(run.map((t) => t.normal).join(' '));
    run = [];
  };
  for (const t of sentence.tokens) {
    const usable = t.word && !t.stop && CHUNK_POS.has(t.pos) && /^[a-z][a-z-]+$/.test(t.normal);
    if (usable) run.push(t);
    else flush();
  }
  flush();
  return chunks;
}

function phraseCounts(sentences: Sentence[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const s of sentences) for (const c of chunksOf(s)) counts.set(c, (counts.get(c) ?? 0) + 1);
  return counts;
}

function rankPhrases(sentences: Sentence[]): string[] {
  // Map keeps first-seen order, and the sort is stable: ties stay in reading order.
  return [...phraseCounts(sentences).entries()].sort((a, b) => b[1] - a[1]).map(([phrase]) => phrase);
}

/** The text's key phrases (noun chunks), most frequent first, then in reading order. */
export function keyPhrases(text: string, max = 5): string[] {
  return rankPhrases(parseSentences(text)).slice(0, max);
}

const TITLE_MAX = 60;

/** A sentence as a title: end punctuation dropped, cut at a word boundary within 60 characters. */
function titleOf(sentence: string): string {
  const s = sentence
    .replace(/\s+/g, ' ')
    .replace(/[.!?…]+$/, '')
    .trim();
  if (s.length <= TITLE_MAX) return s;
  const cut = s.slice(0, TITLE_MAX - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space >= TITLE_MAX / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:–—-]+$/, '')}…`;
}

const STRONG = 2;

export function analyzeText(text: string): EntryAnalysis {
  const sentences = parseSentences(text);
  const scored = sentences.flatMap(clausesOf).map((c) => scoreWords(wordsOf(c)));
  const positive = scored.filter((s) => s >= STRONG).reduce((n, s) => n + s, 0);
  const negative = -scored.filter((s) => s <= -STRONG).reduce((n, s) => n + s, 0);
  const total = scored.reduce((n, s) => n + s, 0);
  const words = Math.max(
    1,
    sentences.reduce((n, s) => n + wordsOf(s.tokens).length, 0),
  );

  let sentiment: EntryAnalysis['sentiment'];
  if (positive > 0 && negative > 0 && Math.min(positive, negative) / Math.max(positive, negative) >= 0.3) sentiment = 'mixed';
  else if (total >= STRONG) sentiment = 'positive';
  else if (total <= -STRONG) sentiment = 'negative';
  else sentiment = 'neutral';

  // Net feeling per word, scaled to 1-10 around a neutral 5.5; clamped.
  const intensity = total / Math.sqrt(words);
  const moodScore = Math.max(1, Math.min(10, Math.round(5.5 + intensity * 1.6)));

  const themes = themesOf(sentences);

  // Topical: the sentence names the text's themes, or phrases the text comes back to.
  const counts = phraseCounts(sentences);
  const salient = sentences
    .map((s, index) => ({
      s,
      index,
      weight: Math.abs(scoreWords(wordsOf(s.tokens))),
      topical: chunksOf(s).filter((c) => (counts.get(c) ?? 0) > 1).length + THEMES.filter((t) => t.words.test(s.text)).length,
    }))
    .sort((a, b) => b.weight - a.weight || b.topical - a.topical || a.index - b.index)[0]?.s;
  const title = (salient && titleOf(salient.text)) || 'Journal entry';

  return { title, moodScore, sentiment, themes: themes.slice(0, 5) };
}
