/**
 * `npm run train:crisis-reader`: trains the learned reader (`shared/src/domain/crisis-reader.ts`), a
 * logistic regression over lemma unigrams and bigrams, on every labelled set under
 * `shared/test/fixtures/crisis/` except the held-out sets below, which measure it: sets written
 * independently, by people who never saw the detector, and never trained on (docs/crisis-safety.md).
 * The threshold is chosen by 5-fold cross-validation over the training texts the rules answer
 * `none` and short enough for the reader: it sits just above the highest of the folds' held-out
 * negatives, so that none of them is raised. Writes
 * `shared/src/domain/crisis-reader.json` (weights rounded, those under 0.05 dropped, also in
 * cross-validation, so the threshold is chosen for the model that ships) and prints what the reader
 * adds on the held-out sets.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { crisisReading } from '../shared/src/domain/crisis.js';
import { readerFeatures, readerReads, type ReaderConstruct } from '../shared/src/domain/crisis-reader.js';
import { READER_EVERYDAY_CHECK, READER_HELD_OUT } from './crisis-sets.js';

interface Item {
  text: string;
  positive: boolean;
  construct: string | null;
}
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const fixtures = path.join(root, 'shared/test/fixtures/crisis');
/** How many cross-validated negatives (texts the reader is asked about) the threshold may raise. */
const FALSE_ALARMS_ALLOWED = 0;

const load = (names: string[]) => names.flatMap((n) => JSON.parse(fs.readFileSync(path.join(fixtures, `${n}.json`), 'utf8')) as Item[]);
const sets = fs
  .readdirSync(fixtures)
  .filter((f) => f.endsWith('.json'))
  .map((f) => f.slice(0, -'.json'.length))
  .sort();
const toRow = (it: Item) => {
  const { rules, lemmas, sentences, asked } = crisisReading(it.text);
  return {
    it,
    f: [...new Set(readerFeatures(lemmas))],
    /** The rules alone find something. */
    found: rules.level !== 'none',
    // The texts the reader is asked about: the rules find and heard nothing, and the text is short enough.
    none: asked && readerReads(lemmas, sentences),
  };
};
const rows = load(sets.filter((n) => !READER_HELD_OUT.includes(n) && n !== READER_EVERYDAY_CHECK)).map(toRow);

/** Weights below this are dropped (they move no decision and would weigh on the Lambda bundle). */
const MIN_WEIGHT = 0.05;

interface Linear {
  bias: number;
  weights: Record<string, number>;
}
/** L2-regularised logistic regression by full-batch gradient descent (small data, a few seconds). */
function train(xs: string[][], ys: number[], l2 = 0.003, epochs = 300, lr = 0.5): Linear {
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
// The threshold sits just above the (allowed + 1)-th highest negative.
cvNeg.sort((a, b) => b - a);
const threshold = Math.ceil((cvNeg[FALSE_ALARMS_ALLOWED]! + 0.0005) * 1000) / 1000;
const gained = cvPos.filter((x) => x >= threshold).length;
console.log(
  `trained on ${rows.length} texts of ${sets.length - READER_HELD_OUT.length - 1} sets; held out: ${[...READER_HELD_OUT, READER_EVERYDAY_CHECK].join(', ')}`,
);
console.log(`cross-validated: ${cvPos.length} positives and ${cvNeg.length} negatives the rules miss or pass; highest negative ${cvNeg[0]!.toFixed(3)}`);
console.log(
  `threshold ${threshold}: raises ${gained}/${cvPos.length} missed positives, ${cvNeg.filter((x) => x >= threshold).length}/${cvNeg.length} negatives (in cross-validation)`,
);

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

// What the reader adds on the held-out sets (with the rules alone, then with the reader).
const held = load(READER_HELD_OUT).map(toRow);
const P = held.filter((r) => r.it.positive).length;
const N = held.length - P;
const caught = held.filter((r) => r.it.positive && r.found).length;
const alarms = held.filter((r) => !r.it.positive && r.found).length;
const added = (positive: boolean) => held.filter((r) => r.none && r.it.positive === positive && p(risk, r.f) >= threshold).length;
const pct = (n: number, d: number) => `${((100 * n) / d).toFixed(1)}%`;
console.log(`held out (${P} crisis texts, ${N} look-alikes): rules alone recall ${pct(caught, P)}, false alarms ${pct(alarms, N)}`);
console.log(`  with the reader: recall ${pct(caught + added(true), P)} (+${added(true)}), false alarms ${pct(alarms + added(false), N)} (+${added(false)})`);
const everyday = load([READER_EVERYDAY_CHECK]).map(toRow);
const everydayRules = everyday.filter((r) => r.found).length;
const everydayReader = everyday.filter((r) => r.none && p(risk, r.f) >= threshold).length;
console.log(
  `${READER_EVERYDAY_CHECK} (${everyday.length} ordinary texts): rules alone ${pct(everydayRules, everyday.length)} false alarms; the reader adds ${everydayReader}`,
);
