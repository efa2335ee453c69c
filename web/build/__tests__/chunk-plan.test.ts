import { describe, expect, it } from 'vitest';
import { planFromChunks, type PlannedChunk } from '../chunk-plan';

const chunk = (fileName: string, moduleIds: string[], rest: Partial<PlannedChunk> = {}): PlannedChunk => ({
  fileName,
  isEntry: false,
  isDynamicEntry: false,
  facadeModuleId: null,
  imports: [],
  dynamicImports: [],
  moduleIds,
  ...rest,
});
const lazy = (fileName: string, facade: string, moduleIds: string[], rest: Partial<PlannedChunk> = {}) =>
  chunk(fileName, [facade, ...moduleIds], { isDynamicEntry: true, facadeModuleId: facade, ...rest });

const SRC = '/repo/web/src';
const options = {
  routes: /\/src\/app\/(guarded-app|routes\/[^/]+)\.tsx$/,
  publicRoutes: /\/src\/app\/routes\/landing\.tsx$/,
  firstVisitRoutes: /\/src\/app\/routes\/landing\.tsx$/,
  firstScreen: /\/src\/app\/(guarded-app|routes\/dashboard)\.tsx$/,
};

/**
 * A small app as the default split leaves it: an entry with a router, a public page, the toast the
 * entry loads lazily on any page, the signed-in layout, the dashboard with a lazy card, and a journal
 * screen sharing modules with both.
 */
const chunks = [
  chunk('entry.js', [`${SRC}/main.tsx`, `${SRC}/app/router.tsx`], {
    isEntry: true,
    imports: ['react.js'],
    dynamicImports: ['landing.js', 'guarded.js', 'dashboard.js', 'journal.js', 'toast.js'],
  }),
  chunk('react.js', ['/repo/node_modules/react/index.js']),
  // The landing page preloads the signed-in layout (as the login page does after a sign-in).
  lazy('landing.js', `${SRC}/app/routes/landing.tsx`, [], { imports: ['react.js', 'arrow.js', 'close.js'], dynamicImports: ['guarded.js'] }),
  chunk('arrow.js', ['/repo/node_modules/lucide-react/icons/arrow-right.js']),
  lazy('toast.js', `${SRC}/components/ui/toast.tsx`, [], { imports: ['radix.js', 'close.js'] }),
  chunk('close.js', ['/repo/node_modules/lucide-react/icons/close.js']),
  chunk('radix.js', ['/repo/node_modules/@radix-ui/react-toast/index.mjs']),
  lazy('guarded.js', `${SRC}/app/guarded-app.tsx`, [`${SRC}/app/layouts/app-layout.tsx`], { imports: ['session.js', 'arrow.js'] }),
  chunk('session.js', [`${SRC}/lib/cognito.ts`, `${SRC}/lib/api-client.ts`]),
  lazy('dashboard.js', `${SRC}/app/routes/dashboard.tsx`, [`${SRC}/features/journal/stats-strip.tsx`], {
    imports: ['session.js', 'dates.js'],
    dynamicImports: ['card.js'],
  }),
  chunk('dates.js', [`${SRC}/lib/dates.ts`]),
  lazy('card.js', `${SRC}/features/journal/recent-card.tsx`, [], { imports: ['badges.js', 'dates.js', 'radix.js'] }),
  chunk('badges.js', [`${SRC}/features/journal/entry-badges.tsx`]),
  lazy('journal.js', `${SRC}/app/routes/journal-entries.tsx`, [`${SRC}/features/journal/entry-list.tsx`], {
    imports: ['badges.js', 'dates.js', 'session.js'],
  }),
];

describe('the chunk plan of the first signed-in screen', () => {
  const plan = planFromChunks(chunks, options);
  const group = (id: string) => plan.get(id) ?? null;

  it('puts what the layout and the first screen import statically in one chunk', () => {
    for (const id of [
      `${SRC}/app/layouts/app-layout.tsx`,
      `${SRC}/lib/cognito.ts`,
      `${SRC}/lib/api-client.ts`,
      `${SRC}/lib/dates.ts`,
      `${SRC}/features/journal/stats-strip.tsx`,
    ])
      expect(group(id), id).toBe('signed-in');
  });

  it("puts what the first screen's lazy parts import, and nothing already loaded, in a second chunk", () => {
    expect(group(`${SRC}/features/journal/entry-badges.tsx`)).toBe('signed-in-later');
    expect([...plan].filter(([, g]) => g === 'signed-in-later').map(([id]) => id)).toEqual([`${SRC}/features/journal/entry-badges.tsx`]);
  });

  it('leaves every lazily loaded module the facade of its own chunk', () => {
    for (const id of [
      `${SRC}/app/guarded-app.tsx`,
      `${SRC}/app/routes/dashboard.tsx`,
      `${SRC}/features/journal/recent-card.tsx`,
      `${SRC}/app/routes/journal-entries.tsx`,
    ])
      expect(group(id), id).toBeNull();
  });

  it('leaves the entry and what the public pages import as they were', () => {
    for (const id of [`${SRC}/main.tsx`, '/repo/node_modules/react/index.js', '/repo/node_modules/lucide-react/icons/arrow-right.js'])
      expect(group(id), id).toBeNull();
  });

  it('puts what any page loads lazily (the toast viewport) in a chunk of its own, but not what a public page imports', () => {
    expect(group('/repo/node_modules/@radix-ui/react-toast/index.mjs')).toBe('any-page');
    expect(group(`${SRC}/components/ui/toast.tsx`)).toBeNull();
    expect(group('/repo/node_modules/lucide-react/icons/close.js')).toBeNull();
  });

  it('leaves the other screens to the default split', () => {
    expect(group(`${SRC}/features/journal/entry-list.tsx`)).toBeNull();
  });

  it('fails loudly when the first screen is not in the build', () => {
    expect(() => planFromChunks(chunks, { ...options, firstScreen: /\/nowhere\.tsx$/ })).toThrow(/first screen/);
  });
});
