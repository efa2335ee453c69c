import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DESKTOP, expectAccessible, launch, freshPhoneDigits } from './browser.js';

/** Crisis language in an entry puts the 988 line on the entry and at the top of the dashboard. */
const url = (path: string) => `${inject('appUrl')}${path}`;
const phone = `+1${freshPhoneDigits()}`;
const password = 'gentle-evening-8';

describe('the 988 line after an entry in crisis', () => {
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    const res = await fetch(url('/api/register'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Sam Crisis', phoneNumber: phone, password }),
    });
    expect(res.status).toBe(201);
    browser = await launch();
    page = await (await browser.newContext({ viewport: DESKTOP })).newPage();
    await page.goto(url('/login'));
    await page.getByLabel('Phone Number').fill(phone);
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL('**/dashboard', { timeout: 15_000 });
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('shows Call 988 and Text 988 on the entry and on the dashboard', async () => {
    await page.goto(url('/journal-entries'));
    await page.getByRole('button', { name: 'Create Entry' }).first().click();
    await page.getByLabel('Title').fill('Tonight');
    await page.getByLabel('Content').fill("I don't want to be here anymore. Everything feels too heavy.");
    await page.getByRole('button', { name: 'Save Entry' }).click();
    const entry = page.getByTestId('journal-entry').filter({ hasText: 'Tonight' });
    await expect.poll(() => entry.getByRole('link', { name: 'Call 988' }).isVisible(), { timeout: 10_000 }).toBe(true);
    expect(await entry.getByRole('link', { name: 'Call 988' }).getAttribute('href')).toBe('tel:988');
    expect(await entry.getByRole('link', { name: 'Text 988' }).getAttribute('href')).toBe('sms:988');
    await expectAccessible(page, 'journal with a crisis entry');

    await page.getByRole('link', { name: 'Dashboard' }).first().click();
    await page.waitForURL('**/dashboard');
    const banner = page.getByRole('region', { name: 'Crisis support' });
    await expect.poll(() => banner.first().isVisible(), { timeout: 10_000 }).toBe(true);
    await expectAccessible(page, 'dashboard with the 988 banner');
  });
});
