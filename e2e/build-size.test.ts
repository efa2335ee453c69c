import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain ESM script without types
import { firstLoads, SCREENS } from '../scripts/spa-size.mjs';

/**
 * The SPA's first load stays small (docs/performance.md, "SPA first load"): the public pages load
 * none of the signed-in app (sign-in code, charts, forms), the login screen loads the phone-number
 * rules and zod only when it is used, and a signed-in screen loads its route and the signed-in shell
 * on top of the entry. Reads the production build `npm test` makes first.
 */
const DIST = fileURLToPath(new URL('../web/dist/', import.meta.url));
// The goal of docs/performance.md for all three: the signed-in screens got there by a small Cognito
// client instead of Amplify and by loading what the first paint does not need beside it.
const BUDGET_KB: Record<string, number> = { '/': 170, '/login': 170, '/dashboard': 170 };

describe('SPA first load (gzipped)', () => {
  const loads = firstLoads(SCREENS) as Record<string, { bytes: number; files: string[] }>;

  it.each(Object.keys(BUDGET_KB))('%s stays within its budget', (screen) => {
    expect(loads[screen]!.bytes / 1024).toBeLessThanOrEqual(BUDGET_KB[screen]!);
  });

  it('keeps the sign-in code, the validation library and the phone-number metadata out of the public first loads', () => {
    const sources = (files: string[]) =>
      files
        .filter((f) => f.endsWith('.js') && existsSync(join(DIST, `${f}.map`)))
        .flatMap((f) => (JSON.parse(readFileSync(join(DIST, `${f}.map`), 'utf8')) as { sources: string[] }).sources);
    const landing = sources(loads['/']!.files);
    const login = sources(loads['/login']!.files);
    const dashboard = sources(loads['/dashboard']!.files);
    for (const library of ['/@aws-amplify/', '/zod/', '/libphonenumber-js/', 'src/lib/cognito.ts'])
      expect(landing.filter((s) => s.includes(library))).toEqual([]);
    for (const library of ['/@aws-amplify/', '/zod/', '/libphonenumber-js/']) expect(login.filter((s) => s.includes(library))).toEqual([]);
    // The measure reaches the signed-in code: the session (lib/cognito.ts) loads with the dashboard, Amplify nowhere.
    expect(dashboard.some((s) => s.endsWith('src/lib/cognito.ts'))).toBe(true);
    expect(dashboard.filter((s) => s.includes('/@aws-amplify/'))).toEqual([]);
  });

  // docs/performance.md, "Chunks of the first signed-in screen": 56 files before the chunk plan.
  it('loads the signed-in first screen in a few files, and the public pages none of them', () => {
    expect(loads['/dashboard']!.files.length).toBeLessThanOrEqual(30);
    expect(loads['/dashboard']!.files.some((f) => /\/signed-in-[\w-]+\.js$/.test(f))).toBe(true);
    for (const screen of ['/', '/login']) expect(loads[screen]!.files.filter((f) => f.includes('signed-in'))).toEqual([]);
  });
});
