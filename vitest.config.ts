import fs from 'node:fs';
import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { DEMO_WRITERS as WRITERS } from './e2e/demo-writers.js';

/**
 * The browser files that change the demo clinic (e2e/demo-writers.ts, where a new one is added): the
 * `browser-demo-writes` project runs them one after another through e2e/demo-writers.test.ts, on a
 * stack of its own, beside the other files (docs/performance.md, "The test suite").
 */
const DEMO_WRITERS = [...WRITERS.map((file) => `e2e/${file}`), 'e2e/demo-writers.test.ts'];

/**
 * The order files start in. Two browser workers share the files, so a long file started last runs
 * alone at the end: the demo writers go first (one worker runs them all, one after another), then
 * the other browser files biggest first, the size standing in for the time on a clean clone, which
 * has no timings cached (docs/performance.md, "The test suite"). Other projects keep vitest's order.
 */
class LongestBrowserFilesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const weight = (spec: TestSpecification) =>
      spec.project.name === 'browser-demo-writes' ? Infinity : spec.project.name.startsWith('browser') ? fs.statSync(spec.moduleId).size : -1;
    const order = new Map(sorted.map((spec, i) => [spec, i]));
    return [...sorted].sort(
      (a, b) =>
        a.project.config.sequence.groupOrder - b.project.config.sequence.groupOrder ||
        (weight(a) >= 0 && weight(b) >= 0 ? weight(b) - weight(a) : 0) ||
        order.get(a)! - order.get(b)!,
    );
  }
}

/**
 * A browser project: the local stack and one Chromium per project (e2e/global-setup.ts), its files
 * STEADY_BROWSER_WORKERS at a time (default 2: docs/performance.md, "The test suite").
 */
function browserProject(name: string, files: { include?: string[]; exclude?: string[] }, { workers = Number(process.env.STEADY_BROWSER_WORKERS ?? 2) } = {}) {
  return {
    test: {
      name,
      include: files.include ?? ['e2e/**/*.test.ts'],
      exclude: files.exclude ?? [],
      environment: 'node',
      globalSetup: ['e2e/global-setup.ts'],
      testTimeout: 120_000,
      hookTimeout: 180_000,
      // A screen's code loads on demand (route chunks): on a busy 2-core machine that can take more
      // than expect.poll's default second. Polls still return as soon as the page is right.
      expect: { poll: { timeout: 10_000 } },
      // A browser test that fails is run once more before the run fails: a real browser on a loaded
      // 2-core machine has rare timing faults (an animation frame, a late chunk) that are not the
      // product's. A test that fails twice fails the run; one that passed on its second try is named in
      // the report's retry counts (docs/performance.md, "The test suite").
      retry: 1,
      maxWorkers: workers,
      // A worker keeps its modules between files, and with them its connection to Chromium and its
      // pool of warm contexts (e2e/browser.ts, `launch`).
      isolate: false,
      // A group of their own: a plain `vitest run` runs the browser projects after the others (their
      // worker count differs); both browser projects share its workers.
      sequence: { groupOrder: 1 },
    },
  };
}

/** One `vitest run` covers every workspace; each suite is a project (see README "Tests"). */
export default defineConfig({
  test: {
    sequence: { sequencer: LongestBrowserFilesFirst },
    projects: [
      { test: { name: 'shared', include: ['shared/test/**/*.test.ts'], environment: 'node', isolate: false } },
      { test: { name: 'functions', include: ['functions/test/unit/**/*.test.ts'], environment: 'node', isolate: false } },
      {
        test: {
          name: 'integration',
          include: ['functions/test/integration/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['functions/test/integration/global-setup.ts'],
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
          fileParallelism: false,
        },
      },
      {
        test: {
          name: 'infra',
          include: ['infra/test/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['infra/test/global-setup.ts'],
          isolate: false,
          testTimeout: 300_000,
          hookTimeout: 300_000,
        },
      },
      './web/vitest.config.ts',
      browserProject('browser', { exclude: DEMO_WRITERS }),
      browserProject('browser-demo-writes', { include: ['e2e/demo-writers.test.ts'] }),
    ],
  },
});
