/**
 * `npm run train:crisis-reader`: trains the learned reader (`shared/src/domain/crisis-reader.ts`), a
 * logistic regression over lemma unigrams and bigrams, on the development set and the sets already
 * studied (held-out, blind 2 to 7). Blind sets 8 to 11 are never read here: they measure it.
 * The threshold is chosen by 5-fold cross-validation over the training texts the rules answer
 * `none`: the lowest threshold at which the folds' held-out negatives raise no false alarm, plus a
 * margin. Writes `shared/src/domain/crisis-reader.json` (weights rounded, those under 0.05 dropped,
 * also in cross-validation, so the threshold is chosen for the model that ships).
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { assessCrisis, crisisLemmas } from '../shared/src/domain/crisis.js';
import { readerFeatures, type ReaderConstruct } from '../shared/src/domain/crisis-reader.js';

interface Item {
  text: string;
  positive: boolean;
  construct: string | null;
}
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const fixtures = path.join(root, 'shared/test/fixtures/crisis');
const TRAIN = ['dev-set', 'held-out', 'blind-2', 'blind-3', 'blind-4', 'blind-5', 'blind-6', 'blind-7'];
const items: Item[] = TRAIN.flatMap((n) => JSON.parse(fs.readFileSync(path.join(fixtures, `${n}.json`), 'utf8')) as Item[]);
const rows = items.map((it) => ({
  it,
  f: [...new Set(readerFeatures(crisisLemmas(it.text)))],
  none: assessCrisis(it.text, { reader: false }).level === 'none',
}));

/** Weights below this are dropped (they move no decision and would weigh on the Lambda bundle). */
const MIN_WEIGHT = 0.05;

interface Linear {
  bias: number;
  weights: Record<string, number>;
}
/** L2-regularised logistic regression by full-batch gradient descent (small data, a few seconds). */
function train(xs: string[][], ys: number[], l2 = 0.01, epochs = 300, lr = 0.5): Linear {
  const w = new Map<string, number>();
  let b = 0;
  const n = xs.length;
  for (let e = 0; e < epochs; e++) {
    const g = new Map<string, number>();
    let gb = 0;
    for (let i = 0; i < n; i++) {
      let z = b;
      for (const f of xs[i]!) z += w.get(f) ?? 0;
      const d = 1 / (1 + Math.exp(-z)) - ys[i]!;
      gb += d;
      for (const f of xs[i]!) g.set(f, (g.get(f) ?? 0) + d);
    }
    b -= (lr * gb) / n;
    for (const [f, v] of g) w.set(f, (w.get(f) ?? 0) - lr * (v / n + l2 * (w.get(f) ?? 0)));
    for (const [f, v] of w) if (!g.has(f)) w.set(f, v - lr * l2 * v);
  }
  const weights: Record<string, number> = {};
  for (const [f, v] of [...w].sort((a, b) => a[0].localeCompare(b[0]))) if (Math.abs(v) >= MIN_WEIGHT) weights[f] = Math.round(v * 1000) / 1000;
  return { bias: Math.round(b * 1000) / 1000, weights };
}
const z = (m: Linear, f: string[]) => f.reduce((s, x) => s + (m.weights[x] ?? 0), m.bias);
const p = (m: Linear, f: string[]) => 1 / (1 + Math.exp(-z(m, f)));

// Cross-validated threshold.
const K = 5;
const cvNeg: number[] = [];
const cvPos: number[] = [];
for (let k = 0; k < K; k++) {
  const tr = rows.filter((_, i) => i % K !== k);
  const te = rows.filter((_, i) => i % K === k);
  const m = train(
    tr.map((r) => r.f),
    tr.map((r) => (r.it.positive ? 1 : 0)),
  );
  for (const r of te) if (r.none) (r.it.positive ? cvPos : cvNeg).push(p(m, r.f));
}
const maxNeg = Math.max(...cvNeg);
const threshold = Math.min(0.99, Math.round((maxNeg + 0.02) * 100) / 100);
const gained = cvPos.filter((x) => x >= threshold).length;
console.log(`cross-validated: ${cvPos.length} positives and ${cvNeg.length} negatives the rules miss or pass; highest negative ${maxNeg.toFixed(3)}`);
console.log(`threshold ${threshold}: raises ${gained}/${cvPos.length} missed positives, 0/${cvNeg.length} negatives (in cross-validation)`);

const risk = train(
  rows.map((r) => r.f),
  rows.map((r) => (r.it.positive ? 1 : 0)),
);
const CONCERN: ReaderConstruct[] = ['passive_ideation', 'active_ideation', 'self_harm'];
const pos = rows.filter((r) => r.it.positive);
const constructs = Object.fromEntries(
  CONCERN.map((c) => [
    c,
    train(
      pos.map((r) => r.f),
      pos.map((r) => (r.it.construct === c ? 1 : 0)),
    ),
  ]),
) as Record<ReaderConstruct, Linear>;
const out = path.join(root, 'shared/src/domain/crisis-reader.json');
fs.writeFileSync(out, JSON.stringify({ threshold, risk, constructs }) + '\n');
console.log(`wrote ${path.relative(root, out)} (${Object.keys(risk.weights).length} risk weights)`);
