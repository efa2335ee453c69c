import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { PHONE, expectAccessible, launch } from './browser.js';

/** The demo patient on a phone-sized screen: a populated dashboard and the navigation drawer. */
const url = (path: string) => `${inject('appUrl')}${path}`;

describe('the demo patient, on a phone', () => {
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    browser = await launch();
    page = await (await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true })).newPage();
  });
  afterAll(async () => {
    await browser?.close();
  });

  // Three weeks in IOP (20 entries) and the weeks before it (47 more, infra/local/seed-coach-history.ts).
  it('signs in and sees the months of journaling on the dashboard', async () => {
    await page.goto(url('/login'));
    await page.getByLabel('Phone Number').fill('(415) 555-0101');
    await page.getByLabel('Password').fill('SteadyDemo1');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL('**/dashboard', { timeout: 15_000 });
    const total = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Total Entries', exact: true }) });
    // At least the seeded months (other browser files running beside this one may add entries as the demo patient).
    await expect.poll(async () => Number((await total.textContent())?.match(/\d+/)?.[0] ?? 0), { timeout: 10_000 }).toBeGreaterThanOrEqual(67);
    // The newest three entries are listed (which ones depends on what other browser files wrote as the demo patient).
    await expect.poll(() => page.getByTestId('recent-entry').count()).toBe(3);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await expectAccessible(page, 'dashboard on a phone');
  });

  it('opens the navigation drawer, which closes on a route change', async () => {
    await page.getByRole('button', { name: 'Open navigation menu' }).click();
    const drawer = page.getByRole('dialog');
    await expect.poll(() => drawer.isVisible()).toBe(true);
    await expectAccessible(page, 'navigation drawer');
    await drawer.getByRole('link', { name: 'Journal Entries' }).click();
    await page.waitForURL('**/journal-entries');
    await expect.poll(() => drawer.isVisible()).toBe(false);
    await expect.poll(async () => (await page.getByTestId('entry-counter').textContent()) ?? '', { timeout: 10_000 }).toMatch(/^(\d+) of \1 entries$/);
    expect(Number((await page.getByTestId('entry-counter').textContent())!.split(' ')[0])).toBeGreaterThanOrEqual(67);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await expectAccessible(page, 'journal on a phone');
  });
});
