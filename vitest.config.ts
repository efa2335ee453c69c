import { defineConfig } from 'vitest/config';

/**
 * The browser files that change the demo clinic (the demo coach's crisis alerts, the demo patient's
 * workspaces, the forms the demo coach assigns and the alerts a PHQ-9 raises for them). They run
 * against a stack of their own (their project's global setup starts one), one file at a time, so the
 * files that read the demo clinic see it as seeded whichever files run beside them, and the writers
 * never see each other's changes half done (docs/performance.md, "The test suite"). A new file that
 * changes a demo account goes here.
 */
const DEMO_WRITERS = ['e2e/crisis.test.ts', 'e2e/workspaces.test.ts'];
/** The demo coach's forms: assigned, answered, and (a PHQ-9's item 9) alerts; on a third stack, one file at a time. */
const FORMS_WRITERS = ['e2e/coach-forms.test.ts', 'e2e/my-forms.test.ts'];

/**
 * A browser project: the local stack and one Chromium per project (e2e/global-setup.ts), its files
 * STEADY_BROWSER_WORKERS at a time (default 2: docs/performance.md, "The test suite").
 */
function browserProject(
  name: string,
  files: { include?: string[]; exclude?: string[] },
  { workers = Number(process.env.STEADY_BROWSER_WORKERS ?? 2), groupOrder = 1 } = {},
) {
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
      // Groups of their own: a plain `vitest run` runs the browser projects after the others (their
      // worker count differs), and the demo writers, one file at a time, after the readers.
      sequence: { groupOrder },
    },
  };
}

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
      browserProject('browser', { exclude: [...DEMO_WRITERS, ...FORMS_WRITERS] }),
      browserProject('browser-demo-writes', { include: DEMO_WRITERS }),
      browserProject('browser-forms-writes', { include: FORMS_WRITERS }, { workers: 1, groupOrder: 2 }),
    ],
  },
});
