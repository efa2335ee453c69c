import { defineConfig } from 'vitest/config';

/** One `vitest run` covers every workspace; each suite is a project (see README "Tests"). */
export default defineConfig({
  test: {
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
      { test: { name: 'infra', include: ['infra/test/**/*.test.ts'], environment: 'node', isolate: false, testTimeout: 300_000, hookTimeout: 300_000 } },
      './web/vitest.config.ts',
      {
        test: {
          name: 'browser',
          include: ['e2e/**/*.test.ts'],
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
          // One file at a time by default (docs/performance.md, "The test suite"): several files read
          // and change the demo clinic (the coach's alerts, the patient's entries), and two at a time
          // was measured no faster on a loaded machine. STEADY_BROWSER_WORKERS=2 runs two at a time.
          maxWorkers: Number(process.env.STEADY_BROWSER_WORKERS ?? 1),
          // Its own group: a plain `vitest run` runs it after the other projects (their worker count differs).
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
