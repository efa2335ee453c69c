import fs from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DESKTOP, expectAccessible, launch, PHONE, registerPatient, signInOnPage, watchErrors } from './browser.js';

/**
 * Recovery Insights as a new patient uses it, on a desktop and on a phone: the dashboard's
 * AI card empty (within the dashboard's request budget), a few entries written, Generate Insights on
 * the Insights screen, the weekly analysis with the entries' own figures, and the mood chart; axe.
 */
const url = (path: string) => `${inject('appUrl')}${path}`;
const password = 'insights-walk-9';
const SHOTS = process.env.STEADY_SCREENSHOTS; // a folder, to look at the screens

const ENTRIES = [
  { title: 'Slept badly', content: 'I slept badly again and felt anxious at work, the deadline kept me awake most of the night.' },
  { title: 'Family dinner', content: 'Dinner with my family was warm and I felt grateful; my sister made me laugh a lot tonight.' },
  { title: 'Evening walk', content: 'A long walk after work helped me feel calmer and proud of staying on track this week.' },
];

const newPatient = (name: string) => registerPatient(inject('appUrl'), name, password);

const signIn = (page: Page, phone: string) => signInOnPage(page, inject('appUrl'), phone, password);

/** Writes entries through the API with the signed-in page's own session (as the journal form does). */
async function writeEntries(page: Page): Promise<{ words: number }> {
  const results = await page.evaluate(async (entries) => {
    const userId = localStorage.getItem('currentUserId')!;
    const tokenKey = Object.keys(localStorage).find((k) => k.endsWith('.accessToken'))!;
    const token = localStorage.getItem(tokenKey)!;
    const out: number[] = [];
    for (const e of entries) {
      const res = await fetch(`/api/users/${userId}/journal-entries`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ ...e, userId }),
      });
      if (res.status !== 201) throw new Error(`entry: ${res.status}`);
      out.push(((await res.json()) as { wordCount: number }).wordCount);
    }
    return out;
  }, ENTRIES);
  return { words: results.reduce((a, b) => a + b, 0) };
}

const shown = (page: Page, text: string) => expect.poll(() => page.getByText(text, { exact: true }).first().isVisible(), { timeout: 15_000 }).toBe(true);

async function shot(page: Page, name: string) {
  if (!SHOTS) return;
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

for (const [device, viewport] of [
  ['desktop', DESKTOP],
  ['phone', PHONE],
] as const) {
  describe(`a new patient generates insights, on a ${device}`, () => {
    let browser: Browser;
    let page: Page;
    let errors: string[];
    let words = 0;

    beforeAll(async () => {
      browser = await launch();
      page = await (await browser.newContext({ viewport })).newPage();
      errors = watchErrors(page);
      await signIn(page, await newPatient('Ivy Insight'));
    });
    afterAll(async () => {
      await browser?.close();
    });

    it('sees the empty AI Insights card, the dashboard staying within 6 API requests in all', async () => {
      const requests: string[] = [];
      page.on('request', (r) => {
        const path = new URL(r.url()).pathname;
        if (path.startsWith('/api/')) requests.push(path);
      });
      await page.reload();
      await shown(page, 'No Insights Available');
      await expect.poll(() => page.getByRole('button', { name: 'Generate First Insights' }).isVisible()).toBe(true);
      await page.waitForLoadState('networkidle');
      // The card costs one request here: the latest weekly analysis (the monthly report waits for its tab).
      const insightRequests = requests.filter((p) => p.endsWith('/weekly-analyses') || p.endsWith('/monthly-reports'));
      expect(insightRequests.map((p) => p.split('/').pop())).toEqual(['weekly-analyses']);
      // The dashboard's budget (docs/performance.md, "Dashboard requests").
      expect(requests.length, requests.join(', ')).toBeLessThanOrEqual(6);
      page.removeAllListeners('request');
      await expectAccessible(page, `dashboard AI card (empty, ${device})`);
      await shot(page, `dashboard-empty-${device}`);
    });

    it('writes a few entries, generates insights, and sees their own figures and the mood chart', async () => {
      ({ words } = await writeEntries(page));
      await page.goto(url('/insights'));
      await shown(page, 'No Insights Available Yet');
      await page.getByRole('button', { name: 'Generate Insights' }).first().click();
      await shown(page, 'Insights Generated');
      const card = page.getByTestId('weekly-analysis-card').first();
      await expect.poll(() => card.isVisible(), { timeout: 15_000 }).toBe(true);
      const text = await card.innerText();
      expect(text).toContain(`Entries\n${ENTRIES.length}`);
      expect(text).toContain(`This week you wrote ${ENTRIES.length} entries (${words} words)`);
      // The chart draws today's mood; its name carries the summary.
      const chart = page.getByTestId('mood-chart').getByRole('img');
      await expect.poll(() => chart.isVisible()).toBe(true);
      expect(await chart.getAttribute('aria-labelledby')).toBeTruthy();
      expect(await page.getByTestId('mood-point').count()).toBe(1);
      await expectAccessible(page, `insights (weekly, ${device})`);
      await shot(page, `insights-weekly-${device}`);
    });

    it('opens the Monthly Reports tab by keyboard and sees the month', async () => {
      await page.getByRole('tab', { name: 'Weekly Analysis' }).focus();
      await page.keyboard.press('ArrowRight');
      await expect.poll(() => page.getByRole('tab', { name: 'Monthly Reports' }).getAttribute('aria-selected')).toBe('true');
      const report = page.getByTestId('monthly-report-card').first();
      await expect.poll(() => report.isVisible()).toBe(true);
      expect(await report.innerText()).toContain(`Entries\n${ENTRIES.length}`);
      await expectAccessible(page, `insights (monthly, ${device})`);
      await shot(page, `insights-monthly-${device}`);
    });

    it('sees the analysis on the dashboard card', async () => {
      await page.goto(url('/dashboard'));
      await shown(page, "This Week's Pattern");
      await page.getByRole('tab', { name: 'Weekly Analysis' }).click();
      await shown(page, 'Completed');
      await page.getByRole('tab', { name: 'Monthly Reports' }).click();
      await shown(page, 'Available');
      await expectAccessible(page, `dashboard AI card (${device})`);
      await shot(page, `dashboard-card-${device}`);
      expect(errors).toEqual([]);
    });
  });
}
