import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { completeOnboarding, DESKTOP, expectAccessible, freshPhoneDigits, launch, PHONE, signInOnPage, watchErrors } from './browser.js';

/**
 * The self-rated mood on the new-entry form, in Chromium, on a desktop and a phone: keyboard choice,
 * axe, the saved entry's badge without "estimated", and an entry left unrated marked as an estimate.
 * Screenshots go to SHOTS_DIR when it is set.
 */
const url = (path: string) => `${inject('appUrl')}${path}`;
const phoneDigits = freshPhoneDigits();
const password = 'tidal-mood-rating-8';
const shot = async (page: Page, name: string) => {
  if (process.env.SHOTS_DIR) await page.screenshot({ path: `${process.env.SHOTS_DIR}/${name}.png`, fullPage: true });
};

describe('the self-rated mood on a journal entry', () => {
  let browser: Browser;
  let page: Page;
  let errors: string[];

  beforeAll(async () => {
    const reg = await fetch(url('/api/register'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Riley Rating', phoneNumber: `+1${phoneDigits}`, password, timeZone: 'America/New_York', callTime: '19:00' }),
    });
    expect(reg.status).toBe(201);
    await completeOnboarding(inject('appUrl'), `+1${phoneDigits}`, password);
    browser = await launch();
    page = await (await browser.newContext({ viewport: DESKTOP })).newPage();
    errors = watchErrors(page);
    await signInOnPage(page, inject('appUrl'), `+1${phoneDigits}`, password);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('rates from the keyboard, saves a self-rating, and marks an unrated entry as estimated', async () => {
    for (const [viewport, label, rated] of [
      [DESKTOP, 'desktop', true],
      [PHONE, 'phone', false],
    ] as const) {
      await page.setViewportSize(viewport);
      await page.goto(url('/journal-entries'));
      await page.getByRole('button', { name: 'Create Entry' }).first().click();
      const group = page.getByRole('group', { name: 'How is your mood? (1–10, optional)' });
      await expect.poll(() => group.isVisible(), { timeout: 10_000 }).toBe(true);
      expect(await page.getByRole('radio', { name: 'Not rated' }).isChecked()).toBe(true);
      await page.getByLabel('Title').fill(`${label} entry`);
      await page.getByLabel('Content').fill('A calm and grateful day. I went to my group and walked home.');
      if (rated) {
        await page.getByRole('radio', { name: 'Mood 3 out of 10' }).focus();
        await page.keyboard.press('ArrowRight');
        expect(await page.getByRole('radio', { name: 'Mood 4 out of 10' }).isChecked()).toBe(true);
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await expectAccessible(page, `new entry with a mood rating (${label})`);
      await shot(page, `form-${label}`);
      await page.getByRole('button', { name: 'Save Entry' }).click();
      const badge = page
        .getByTestId('journal-entry')
        .filter({ hasText: `${label} entry` })
        .getByTestId('mood-badge');
      await expect.poll(() => badge.isVisible(), { timeout: 10_000 }).toBe(true);
      if (rated) expect(await badge.textContent()).toBe('Mood 4/10');
      else {
        expect(await badge.textContent()).toMatch(/^Mood \d+\/10· estimated, estimated from your words$/);
        expect(await badge.getAttribute('title')).toBe('Estimated from your words');
      }
      await expectAccessible(page, `journal with rated and estimated moods (${label})`);
      await shot(page, `journal-${label}`);
    }
    expect(errors).toEqual([]);
  });
});
