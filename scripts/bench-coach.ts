/**
 * `npm run bench:coach`: measures the local AI Life Coach on its labelled development set
 * (functions/test/fixtures/coach/dev-set.json) and its later set (later-set.json), or a file given as
 * argument (`--misses` lists the misses): per kind and overall, how often the message is
 * understood as the right kind, how often the reply reflects the person's own words (a mustMention
 * alternative), how many replies break a stance rule (stance.ts), how many ask an open question,
 * and, over 10-turn conversations with growing history, how many coach sentences repeat an earlier one.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { evaluateCoach, type CoachCase } from '../functions/test/fixtures/coach/evaluate.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const fixtures = path.join(root, 'functions/test/fixtures/coach');
const given = process.argv.slice(2).find((a) => !a.startsWith('--'));
const files = given ? [path.resolve(given)] : [path.join(fixtures, 'dev-set.json'), path.join(fixtures, 'later-set.json')].filter((f) => fs.existsSync(f));
const pct = (n: number, d: number) => (d === 0 ? '-' : `${((100 * n) / d).toFixed(1)}%`);

for (const file of files) {
  const set = JSON.parse(fs.readFileSync(file, 'utf8')) as CoachCase[];
  const scores = evaluateCoach(set);
  const rows = [...Object.entries(scores.perKind), ['overall', scores.overall] as const];
  console.log(`Local coach on ${path.relative(root, file)} (${set.length} messages)\n`);
  console.log('| kind | n | classified | reflected | stance violations | open question |');
  console.log('|---|---|---|---|---|---|');
  for (const [kind, s] of rows)
    console.log(`| ${kind} | ${s.n} | ${pct(s.classified, s.n)} | ${pct(s.reflected, s.n)} | ${pct(s.violating, s.n)} | ${pct(s.openQuestion, s.n)} |`);
  const { sentences, repeats } = scores.repeated;
  console.log(`\nRepeated sentences over 10-turn conversations: ${repeats}/${sentences} (${pct(repeats, sentences)})`);
  const v = Object.entries(scores.violations);
  console.log(`Stance violations by rule: ${v.length ? v.map(([k, n]) => `${k} ${n}`).join(', ') : 'none'}\n`);
  if (scores.misses.length && process.argv.includes('--misses')) {
    console.log('Misses:');
    for (const m of scores.misses) console.log(`- [${m.kind}→${m.got}] ${m.message}\n  ${m.problems.join(', ')}\n  > ${m.reply}`);
    console.log('');
  }
}
