import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { build } from 'esbuild';
import { afterAll, expect, it } from 'vitest';
import { analyzeText } from '@steady/functions/platform/adapters/local/text-analysis';
import { ESM_REQUIRE_BANNER } from '../lib/constructs/steady-function.js';
import { FUNCTIONS_SRC } from '../lib/paths.js';

/**
 * The local analyser inside a Lambda bundle: built with the esbuild options of SteadyFunction
 * (ESM, node22, module/main fields, the require banner, minified), then run with Node from a folder
 * without node_modules. The wink-nlp model and the AFINN lexicon must travel in the bundle.
 */
const dir = mkdtempSync(path.join(os.tmpdir(), 'steady-bundle-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const TEXT = "Couldn't sleep, cravings all night. Called my sponsor and went for a walk, and I feel proud and calm now.";

it('bundles the wink-nlp model and the lexicons, and analyses the same as the source', async () => {
  const outfile = path.join(dir, 'index.mjs');
  await build({
    stdin: {
      contents: `import { LocalAnalyzer } from './platform/adapters/local/analyzer.js';
        console.log(JSON.stringify(await new LocalAnalyzer().analyzeEntry(${JSON.stringify(TEXT)})));`,
      resolveDir: FUNCTIONS_SRC,
      loader: 'ts',
    },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node22',
    mainFields: ['module', 'main'],
    banner: { js: ESM_REQUIRE_BANNER },
    minify: true,
    outfile,
    logLevel: 'silent',
  });
  writeFileSync(path.join(dir, 'package.json'), '{"type":"module"}');
  const out = execFileSync(process.execPath, [outfile], { cwd: dir, encoding: 'utf8' });
  expect(JSON.parse(out)).toEqual(analyzeText(TEXT));
  expect(statSync(outfile).size).toBeGreaterThan(3_000_000); // the model is in it
});
