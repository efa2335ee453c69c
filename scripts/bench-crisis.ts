/**
 * `npm run bench:crisis`: measures the crisis detector like a screening instrument. Loads the
 * development set and, when present, the held-out set and blind sets 2 to 9 (same format, each reported on its own) and
 * prints recall, false-alarm rate, per-construct recall and level accuracy, per-exclusion false
 * alarms, the misses and false alarms, and the time `assessCrisis` takes on a 5,000-character text.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { READER_HELD_OUT } from './crisis-sets.js';
import { CRISIS_CONSTRUCTS, assessCrisis, type CrisisConstruct, type CrisisLevel } from '../shared/src/domain/crisis.js';

interface Item {
  text: string;
  positive: boolean;
  construct: CrisisConstruct | null;
  exclusion: string | null;
  level: CrisisLevel;
}

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const fixtures = path.join(root, 'shared/test/fixtures/crisis');
const load = (name: string): Item[] | null => {
  const file = path.join(fixtures, name);
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as Item[]) : null;
};

const pct = (n: number, d: number) => (d === 0 ? '   -  ' : `${((100 * n) / d).toFixed(1).padStart(5)}%`);
const row = (cells: (string | number)[], widths: number[]) => cells.map((c, i) => String(c).padEnd(widths[i] ?? 8)).join(' ');
const clip = (s: string, n = 110) => (s.length > n ? `${s.slice(0, n - 1)}…` : s).replace(/\s+/g, ' ');

/** `listTexts: false` for a blind set: its figures are printed, its texts never, so nobody tunes to them. */
function report(name: string, items: Item[], listTexts = true): void {
  const results = items.map((item) => ({ item, got: assessCrisis(item.text) }));
  const pos = results.filter((r) => r.item.positive);
  const neg = results.filter((r) => !r.item.positive);
  const hits = pos.filter((r) => r.got.level !== 'none');
  const alarms = neg.filter((r) => r.got.level !== 'none');
  const urgent = pos.filter((r) => r.item.level === 'urgent');
  const urgentOk = urgent.filter((r) => r.got.level === 'urgent');
  const levelOk = pos.filter((r) => r.got.level === r.item.level);

  console.log(`\n=== ${name}: ${items.length} texts (${pos.length} positive, ${neg.length} negative) ===`);
  console.log(`recall            ${pct(hits.length, pos.length)}  (${hits.length}/${pos.length})`);
  console.log(`false-alarm rate  ${pct(alarms.length, neg.length)}  (${alarms.length}/${neg.length})`);
  console.log(`urgent as urgent  ${pct(urgentOk.length, urgent.length)}  (${urgentOk.length}/${urgent.length})`);
  console.log(`level exact       ${pct(levelOk.length, pos.length)}  (${levelOk.length}/${pos.length})`);

  const w = [20, 6, 9, 10, 10];
  console.log('\n' + row(['construct', 'n', 'recall', 'level ok', 'named'], w));
  for (const c of CRISIS_CONSTRUCTS) {
    const rs = pos.filter((r) => r.item.construct === c);
    if (!rs.length) continue;
    const det = rs.filter((r) => r.got.level !== 'none').length;
    const lv = rs.filter((r) => r.got.level === r.item.level).length;
    const named = rs.filter((r) => r.got.constructs.includes(c)).length;
    console.log(row([c, rs.length, pct(det, rs.length), pct(lv, rs.length), pct(named, rs.length)], w));
  }

  console.log('\n' + row(['exclusion', 'n', 'false alarms'], [28, 6, 12]));
  const kinds = [...new Set(neg.map((r) => r.item.exclusion ?? 'other'))].sort();
  for (const k of kinds) {
    const rs = neg.filter((r) => (r.item.exclusion ?? 'other') === k);
    const fa = rs.filter((r) => r.got.level !== 'none').length;
    console.log(row([k, rs.length, `${pct(fa, rs.length)} (${fa})`], [28, 6, 12]));
  }

  if (!listTexts) return;
  const misses = pos.filter((r) => r.got.level === 'none');
  console.log(`\nmisses (${misses.length}):`);
  for (const r of misses) console.log(`  [${r.item.construct}] ${clip(r.item.text)}`);
  const under = urgent.filter((r) => r.got.level === 'concern');
  console.log(`urgent assessed as concern (${under.length}):`);
  for (const r of under) console.log(`  [${r.item.construct}] {${r.got.constructs.join(',')}} ${clip(r.item.text)}`);
  console.log(`false alarms (${alarms.length}):`);
  for (const r of alarms) console.log(`  [${r.item.exclusion}] ${r.got.level} {${r.got.constructs.join(',')}} ${clip(r.item.text)}`);
}

const dev = load('dev-set.json');
if (!dev) throw new Error('missing shared/test/fixtures/crisis/dev-set.json');
report('dev set', dev);
const heldOut = load('held-out.json');
if (heldOut) report('held-out (written blind, then used to choose what to generalise)', heldOut);
// Written blind; its misses have since been used to generalise (like the held-out set's).
const blind = load('blind-2.json');
if (blind) report('blind set 2 (written blind, since used to generalise; figures only)', blind, false);
// Written by someone who never saw the detector or the other sets; never tuned on: the honest estimate.
// `CRISIS_LIST=blind-3` (comma-separated set names) lists a figures-only set's texts too, for study.
const listed = new Set((process.env.CRISIS_LIST ?? '').split(',').filter(Boolean));
const blind3 = load('blind-3.json');
// Written blind; its misses and false alarms were since studied as classes of failure (tuned on).
if (blind3) report('blind set 3 (written blind, since studied for classes of failure; figures only)', blind3, listed.has('blind-3'));
// Written before the detector was read (see docs/crisis-safety.md); never tuned on: the honest estimate.
const blind4 = load('blind-4.json');
if (blind4) report('blind set 4 (written blind, since studied for classes of failure; figures only)', blind4, listed.has('blind-4'));
// The honest estimates of round two; in round three their misses were studied as classes of language (tuned on).
const blind5 = load('blind-5.json');
if (blind5) report('blind set 5 (an honest estimate in round two, since studied for classes of failure; figures only)', blind5, listed.has('blind-5'));
const blind6 = load('blind-6.json');
if (blind6) report('blind set 6 (an honest estimate in round two, since studied for classes of failure; figures only)', blind6, listed.has('blind-6'));
// Round three (docs/crisis-safety.md): sets 7 and 8 were written before the changes and measured once
// before any; set 7's misses were then studied as classes of language, set 8 was only ever printed as
// figures. Blind set 9 was written after the changes and never tuned on.
for (const [file, label] of [
  ['blind-7', 'blind set 7 (written before the changes, since studied for classes of failure; figures only)'],
  ['blind-8', 'blind set 8 (written before the changes, never studied; figures only)'],
  ['blind-9', 'blind set 9 (never tuned on: the honest estimate; figures only)'],
  // Round four (docs/crisis-safety.md): set 10 written before the changes, set 11 after them.
  ['blind-10', 'blind set 10 (written before round four, measured untouched; figures only)'],
  ['blind-11', 'blind set 11 (written after round four, never tuned on: the honest estimate; figures only)'],
  // Round five: set 12 written before the changes and measured once before them.
  ['blind-12', 'blind set 12 (written before round five, measured untouched; figures only)'],
  ['blind-13', 'blind set 13 (written after round five, never tuned on: the honest estimate; figures only)'],
  // Round six: sets written by a helper that never saw the detector or the other sets. Set 14 was
  // measured once before the changes and then studied; set 15 was measured only after them.
  ['blind-14', 'blind set 14 (written independently before round six, measured untouched, then studied; figures only)'],
  ['blind-15', 'blind set 15 (written independently, measured after round six, never tuned on: the honest estimate; figures only)'],
  // Round seven: set 16 measured before the round, then studied; sets 17 and 18 never opened.
  ['blind-16', 'blind set 16 (written independently before round seven, measured untouched, then studied; figures only)'],
  ['blind-17', 'blind set 17 (written independently, never opened or tuned on: the honest estimate; figures only)'],
  ['blind-18', 'blind set 18 (written independently, never opened or tuned on: the honest estimate; figures only)'],
  ['blind-19', 'blind set 19 (written independently at the end of round ten, never opened: an honest estimate; figures only)'],
  // Round twelve: set 20 measured before the round's changes, set 21 written after them; neither opened.
  ['blind-20', 'blind set 20 (written independently before round twelve, measured untouched, never opened; figures only)'],
  ['blind-21', 'blind set 21 (written independently after round twelve, never opened; figures only)'],
  // Round fifteen: set 22 written independently before the round's changes, measured before and after; never opened.
  ['blind-22', 'blind set 22 (written independently before round fifteen, measured before and after its changes, never opened; figures only)'],
  ['blind-23', 'blind set 23 (written independently after round fifteen, never opened; figures only)'],
  // Round sixteen: set 24 written independently before the round's changes, measured before and after; never opened.
  ['blind-24', 'blind set 24 (written independently before round sixteen, measured before and after its changes, never opened; figures only)'],
  ['blind-25', 'blind set 25 (written independently before round seventeen, measured before and after its changes, never opened; figures only)'],
  // Ordinary texts written independently (journal days, call answers, coach messages): the learned
  // reader trains on a, b and c; d is its everyday check (scripts/train-crisis-reader.ts).
  ['everyday-a', 'everyday set a (ordinary days in words crisis language also uses; the reader trains on it)'],
  ['everyday-b', 'everyday set b (ordinary texts, coach questions, recovery told; the reader trains on it)'],
  ['everyday-c', 'everyday set c (long entries and call transcripts; the reader trains on it)'],
  ['everyday-d', "everyday set d (short ordinary texts, never trained on: the reader's everyday check)"],
] as const) {
  const set = load(`${file}.json`);
  if (set) report(label, set, listed.has(file));
}
// The sets the learned reader never trains on, together: recall and false alarms on unseen text.
const heldFromReader = READER_HELD_OUT.flatMap((n) => load(`${n}.json`) ?? []);
if (heldFromReader.length) report('blind sets 15 and 17-25 together (never trained on by the rules or the reader; figures only)', heldFromReader, false);
// Round five's study set: written for this round and studied (its texts are listed).
const study12 = load('study-12.json');
if (study12) report('study set 12 (round five: written and studied, texts listed)', study12, true);
// Round six's study sets: written independently for this round and studied (texts listed).
for (const name of [
  'study-14a',
  'study-14b',
  'study-16',
  'study-19',
  'study-20',
  'study-21',
  'study-22',
  'study-23',
  'study-24',
  'study-25',
  'study-26',
  'study-27',
]) {
  const set = load(`${name}.json`);
  if (set) report(`study set ${name.slice(6)} (written independently and studied, texts listed)`, set, true);
}

// Timing on a realistic 5,000-character journal text with a few risk statements in it.
const days = [
  'Woke up at six, made coffee, walked the dog around the block twice. Traffic on the way to work was killing me.',
  'Group this morning was about boundaries with family. I shared a little about my brother and the holidays.',
  'My sponsor called at lunch and we talked through the step work. Cravings were loud around three but I went for a walk.',
  'Two years ago I tried to end my life, and today I am grateful to be here even when days are hard.',
  "Paid the electric bill, picked up my methadone dose at the clinic, then stopped for groceries. I'm dead tired.",
  'My therapist asked if I have thoughts of suicide and I said no, which was true this week.',
  'Dinner with my sister was loud and fun. We watched a documentary about addiction and recovery afterwards.',
  "Honestly though, tonight I don't want to be here anymore and I keep thinking about the pills in the cabinet.",
];
let text = '';
for (let i = 0; text.length < 5000; i++) text += days[i % days.length] + (i % 3 === 2 ? '\n' : ' ');
text = text.slice(0, 5000);
for (let i = 0; i < 20; i++) assessCrisis(text);
const times: number[] = [];
for (let i = 0; i < 200; i++) {
  const t = performance.now();
  assessCrisis(text);
  times.push(performance.now() - t);
}
times.sort((a, b) => a - b);
const q = (p: number) => times[Math.min(times.length - 1, Math.floor(p * times.length))]!;
console.log(`\n=== timing: assessCrisis on ${text.length} characters, 200 runs ===`);
console.log(`median ${q(0.5).toFixed(3)} ms, p99 ${q(0.99).toFixed(3)} ms (budget 5 ms); result ${JSON.stringify(assessCrisis(text))}`);
