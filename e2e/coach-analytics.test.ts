import fs from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DESKTOP, expectAccessible, launch, PHONE, signInOnPage, watchErrors } from './browser.js';

/**
 * The coach's Analytics tab (docs/architecture.md, "Coach analytics") as the demo coach uses it: the
 * caseload table sorted from the keyboard, the demo patient's charts over 30 and 90 days, the CSV
 * export; on a laptop and on a phone (no sideways scrolling of the page); axe on each. A patient is
 * told the page is for coaches.
 */
const url = (path: string) => `${inject('appUrl')}${path}`;
const COACH = '+14155550102';
const PATIENT = '+14155550101';
const PASSWORD = 'SteadyDemo1';
const SHOTS = process.env.STEADY_SCREENSHOTS; // a folder, to look at the screens

async function shot(page: Page, name: string) {
  if (!SHOTS) return;
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

const visible = (page: Page, testId: string) => expect.poll(() => page.getByTestId(testId).first().isVisible(), { timeout: 15_000 }).toBe(true);

for (const [device, viewport] of [
  ['desktop', DESKTOP],
  ['phone', PHONE],
] as const) {
  describe(`the demo coach's analytics, on a ${device}`, () => {
    let browser: Browser;
    let page: Page;
    let errors: string[];

    beforeAll(async () => {
      browser = await launch();
      page = await (await browser.newContext({ viewport, acceptDownloads: true })).newPage();
      errors = watchErrors(page);
      await signInOnPage(page, inject('appUrl'), COACH, PASSWORD);
    });
    afterAll(async () => {
      await browser?.close();
    });

    it('shows the caseload with the demo patient, sortable by keyboard, and her charts', async () => {
      await page.goto(url('/coach-dashboard/analytics'));
      await visible(page, 'caseload-table');
      const jordan = page.getByTestId('caseload-row').filter({ hasText: 'Jordan Rivera' });
      await expect.poll(() => jordan.count()).toBe(1);
      expect(await jordan.textContent()).toMatch(/\d+% \(\d+ of \d+\)/); // adherence: answered of scheduled

      const header = page.getByRole('columnheader', { name: /Avg mood/ });
      await header.getByRole('button').focus();
      await page.keyboard.press('Enter');
      await expect.poll(() => header.getAttribute('aria-sort')).toBe('ascending');
      await page.keyboard.press('Enter');
      await expect.poll(() => header.getAttribute('aria-sort')).toBe('descending');

      // The demo patient's charts (selected from the table by keyboard).
      await jordan.getByRole('button', { name: "Show Jordan Rivera's charts" }).focus();
      await page.keyboard.press('Enter');
      await visible(page, 'student-charts');
      await expect
        .poll(() => page.getByTestId('analytics-mood-chart-summary').textContent())
        .toMatch(/^Average mood \d+\.\d\/10 over \d+ days with shared entries/);
      expect(await page.getByTestId('analytics-themes').getByRole('row').count()).toBeGreaterThan(1);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await expectAccessible(page, `coach analytics, 30 days, ${device}`);
      await shot(page, `coach-analytics-30-${device}`);
    });

    it('switches to 90 days: weeks before the program appear; axe', async () => {
      const entries30 = await page.getByTestId('analytics-entries-chart-summary').textContent();
      await page.getByRole('button', { name: '90 days' }).click();
      await expect.poll(() => page.getByRole('button', { name: '90 days' }).getAttribute('aria-pressed')).toBe('true');
      await expect.poll(() => page.getByTestId('analytics-entries-chart-summary').textContent(), { timeout: 15_000 }).toMatch(/in 90 days/);
      expect(await page.getByTestId('analytics-entries-chart-summary').textContent()).not.toBe(entries30);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await expectAccessible(page, `coach analytics, 90 days, ${device}`);
      await shot(page, `coach-analytics-90-${device}`);
    });

    if (device === 'desktop') {
      it('exports the caseload as CSV with a header row and a dated file name', async () => {
        const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
        expect(download.suggestedFilename()).toMatch(/^steady-caseload-90-days-\d{4}-\d{2}-\d{2}\.csv$/);
        // The suite's Chromium is shared over CDP: read the download as a stream (a path exists only locally).
        const chunks: Buffer[] = [];
        for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
        const csv = Buffer.concat(chunks)
          .toString('utf8')
          .replace(/^\uFEFF/, '');
        const lines = csv.split('\r\n');
        expect(lines[0]).toMatch(/^Student,Relationship,Range \(days\),Shared entries,/);
        expect(lines.some((l) => l.startsWith('Jordan Rivera,coach,90,'))).toBe(true);
        await expect.poll(() => page.getByText('Caseload exported').first().isVisible()).toBe(true);
        expect(errors).toEqual([]);
      });
    }
  });
}

describe('a patient opening the analytics', () => {
  it('is told the page is for coaches', async () => {
    const browser = await launch();
    try {
      const page = await (await browser.newContext({ viewport: DESKTOP })).newPage();
      await signInOnPage(page, inject('appUrl'), PATIENT, PASSWORD, '/coach-dashboard/analytics');
      await expect.poll(() => page.getByRole('heading', { level: 1, name: 'Coach Access Required' }).isVisible(), { timeout: 15_000 }).toBe(true);
      expect(await page.getByTestId('coach-analytics').count()).toBe(0);
      await expectAccessible(page, 'coach analytics as a patient');
    } finally {
      await browser.close();
    }
  });
});
