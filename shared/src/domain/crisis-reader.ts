/**
 * The learned reader: a logistic regression over lemma unigrams and bigrams (within a clause) of
 * `crisisReading`, trained by `scripts/train-crisis-reader.ts` on the labelled sets, never on the
 * held-out sets it is measured on. It can only raise a `none` answer of the rules to `concern`, above
 * a threshold chosen by cross-validation so that it raises none of the negatives there, and names the
 * concern construct its per-construct scores prefer. It reads texts of up to three sentences and
 * eighty words, where the rules heard nothing (`crisisReading`). See docs/crisis-safety.md.
 */
import model from './crisis-reader.json';

export type ReaderConstruct = 'passive_ideation' | 'active_ideation' | 'self_harm';

export interface ReaderModel {
  threshold: number;
  risk: Linear;
  constructs: Record<ReaderConstruct, Linear>;
}
interface Linear {
  bias: number;
  weights: Record<string, number>;
}

/** Unigrams and within-clause bigrams of a lemma stream ('|' ends a clause). */
export function readerFeatures(lemmas: string[]): string[] {
  const out: string[] = [];
  let prev = '|';
  for (const l of lemmas) {
    if (l === '|') {
      prev = '|';
      continue;
    }
    out.push(l);
    if (prev !== '|') out.push(`${prev} ${l}`);
    prev = l;
  }
  return out;
}

/** A linear score, each distinct feature counted once. */
export function linearScore(m: Linear, features: readonly string[]): number {
  let z = m.bias;
  for (const f of new Set(features)) z += m.weights[f] ?? 0;
  return z;
}

const sigmoid = (z: number) => 1 / (1 + Math.exp(-z));

// The weights are indexed into Maps on first use only (most texts never reach the reader).
let loaded: { threshold: number; risk: Map<string, number>; riskBias: number; constructs: [ReaderConstruct, Map<string, number>, number][] } | null = null;
function load() {
  if (loaded) return loaded;
  const m = model as ReaderModel;
  loaded = {
    threshold: m.threshold,
    risk: new Map(Object.entries(m.risk.weights)),
    riskBias: m.risk.bias,
    constructs: (Object.entries(m.constructs) as [ReaderConstruct, Linear][]).map(([k, l]) => [k, new Map(Object.entries(l.weights)), l.bias]),
  };
  return loaded;
}

function score(weights: Map<string, number>, bias: number, features: Set<string>): number {
  let z = bias;
  for (const f of features) z += weights.get(f) ?? 0;
  return z;
}

/**
 * The reader reads short texts only, the length of those it learned from (a chat message, a call
 * answer, a line of a journal): on a long entry, a bag of a thousand words says more about the
 * writer's style than about risk, and the rules read it alone.
 */
export const READER_MAX_SENTENCES = 3;
export const READER_MAX_WORDS = 80;

/** Whether the reader reads a text of this many sentences and these lemmas ('|' ends a clause). */
export function readerReads(lemmas: readonly string[], sentences: number): boolean {
  if (sentences > READER_MAX_SENTENCES) return false;
  let words = 0;
  for (const l of lemmas) if (l !== '|' && ++words > READER_MAX_WORDS) return false;
  return true;
}

/** The reader's probability that a short text holds risk language, and the concern construct it prefers. */
export function readCrisis(lemmas: string[], sentences: number): { p: number; construct: ReaderConstruct; raise: boolean } {
  if (!readerReads(lemmas, sentences)) return { p: 0, construct: 'passive_ideation', raise: false };
  const m = load();
  const features = new Set(readerFeatures(lemmas));
  const p = sigmoid(score(m.risk, m.riskBias, features));
  let best: ReaderConstruct = 'passive_ideation';
  let bestZ = -Infinity;
  for (const [k, w, b] of m.constructs) {
    const z = score(w, b, features);
    if (z > bestZ) [best, bestZ] = [k, z];
  }
  return { p, construct: best, raise: p >= m.threshold };
}
