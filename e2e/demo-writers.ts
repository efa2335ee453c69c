/**
 * The browser files that change the demo clinic (the demo coach's crisis alerts, the demo patient's
 * workspaces, the forms the demo coach assigns and the alerts a PHQ-9 raises for them), in the order
 * they run. They run one after another in one worker (e2e/demo-writers.test.ts), against a seeded
 * stack of their own (the `browser-demo-writes` project in vitest.config.ts), beside the other
 * files: the files that read the demo clinic see it as seeded, and no writer sees another's changes
 * half done (docs/performance.md, "The test suite"). A new file that changes a demo account goes
 * here. The crisis file comes first: it counts the demo coach's alerts as seeded. To run one of them,
 * filter by its describe's name: `npx vitest run --project browser-demo-writes -t 'My Forms'`.
 */
export const DEMO_WRITERS = ['crisis.test.ts', 'workspaces.test.ts', 'coach-forms.test.ts', 'my-forms.test.ts'];
