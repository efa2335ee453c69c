import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DESKTOP, expectAccessible, launch, watchErrors, freshPhoneDigits } from './browser.js';

/**
 * The foundation's slice as a new person would try it, in Chromium: register, sign out, sign in,
 * write an entry (after a validation error), and see it counted on the dashboard and in the journal.
 */
const url = (path: string) => `${inject('appUrl')}${path}`;
const phoneDigits = freshPhoneDigits();
const phoneTyped = `(${phoneDigits.slice(0, 3)}) ${phoneDigits.slice(3, 6)}-${phoneDigits.slice(6)}`;
const password = 'quiet-morning-4';

const statValue = (page: Page, title: string) => page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title, exact: true }) });

describe('a new patient, on a desktop', () => {
  let browser: Browser;
  let page: Page;
  let errors: string[];

  beforeAll(async () => {
    browser = await launch();
    page = await (await browser.newContext({ viewport: DESKTOP })).newPage();
    errors = watchErrors(page);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('finds the landing page and its way to sign up', async () => {
    await page.goto(url('/'));
    await expect.poll(() => page.getByRole('link', { name: 'Try Steady Free' }).isVisible()).toBe(true);
    await expectAccessible(page, 'landing');
    await page.getByRole('link', { name: 'Try Steady Free' }).click();
    await page.waitForURL('**/register');
    await expect.poll(() => page.getByRole('heading', { name: 'Create Your Clinical Journaling Account' }).isVisible()).toBe(true);
  });

  it('registers, with the submit disabled until the Terms of Use are accepted', async () => {
    await expectAccessible(page, 'register');
    await page.getByLabel('Full Name').fill('Riley Patient');
    await page.getByLabel('Phone Number').fill(phoneTyped);
    await page.getByLabel('Password').fill(password);
    const submit = page.getByRole('button', { name: 'Create Account' });
    expect(await submit.isDisabled()).toBe(true);
    await page.getByRole('checkbox').check();
    expect(await submit.isDisabled()).toBe(false);
    await submit.click();
    await expect.poll(() => page.getByText('Registration Successful!').first().isVisible(), { timeout: 15_000 }).toBe(true);
    // A new account continues to the first-run onboarding (e2e/onboarding.test.ts tests it in full):
    // consent, then the defaults, skipping what is optional.
    await page.waitForURL('**/welcome', { timeout: 15_000 });
    await page.getByLabel('I have read the Privacy Notice.').check();
    await page.getByLabel('Call me for my daily check-in, and record the call.').check();
    await page.getByRole('button', { name: 'Agree and continue' }).click();
    await page.getByRole('button', { name: 'Confirm time zone' }).click();
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await page.getByRole('button', { name: 'Skip for now' }).click();
    await page.getByRole('button', { name: 'Do it later' }).click();
    await page.getByRole('button', { name: 'Skip, I have no code' }).click();
    await page.waitForURL('**/dashboard', { timeout: 15_000 });
    await expect.poll(() => page.getByRole('heading', { name: 'Recovery Dashboard' }).isVisible(), { timeout: 15_000 }).toBe(true);
    await expect.poll(() => statValue(page, 'Total Entries').textContent()).toContain('0');
    await expect.poll(() => page.getByText('No journal entries yet.').isVisible()).toBe(true);
    await expectAccessible(page, 'dashboard (empty)');
  });

  it('signs out and back in with the phone number', async () => {
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL(url('/'));
    await expect.poll(() => page.getByText('Logged Out').first().isVisible()).toBe(true);
    // The guard sends a signed-out visitor to the login page.
    await page.goto(url('/dashboard'));
    await page.waitForURL('**/login');
    await expectAccessible(page, 'login');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect.poll(() => page.getByText('Required Fields Missing').first().isVisible()).toBe(true);
    await page.getByLabel('Phone Number').fill(phoneDigits);
    await page.getByLabel('Password').fill('wrong-password-1');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect.poll(() => page.getByText('Login Failed').first().isVisible(), { timeout: 10_000 }).toBe(true);
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect.poll(() => page.getByText('Welcome back, Riley Patient!').first().isVisible(), { timeout: 10_000 }).toBe(true);
    await page.waitForURL('**/dashboard', { timeout: 10_000 });
  });

  it('writes an entry in the journal, after being told what was wrong', async () => {
    await page.getByRole('link', { name: 'Journal Entries' }).first().click();
    await page.waitForURL('**/journal-entries');
    await expect.poll(() => page.getByRole('heading', { name: 'Recovery Journal' }).isVisible()).toBe(true);
    await expect.poll(() => page.getByText('No journal entries yet').first().isVisible()).toBe(true);
    await expectAccessible(page, 'journal (empty)');
    await page.getByRole('button', { name: 'Create Entry' }).first().click();
    await page.getByLabel('Title').fill('After group');
    await page.getByLabel('Content').fill('Too short');
    await page.getByRole('button', { name: 'Save Entry' }).click();
    await expect.poll(() => page.getByText('Content must be at least 10 characters').isVisible()).toBe(true);
    await expectAccessible(page, 'journal create form with an error');
    await page.getByLabel('Content').fill('Group tonight helped. I felt calm and grateful, and I called my sponsor on the way home.');
    await page.getByRole('button', { name: 'Save Entry' }).click();
    await expect.poll(() => page.getByText('Journal entry created').first().isVisible(), { timeout: 10_000 }).toBe(true);
    await expect.poll(() => page.getByRole('heading', { name: 'After group' }).isVisible()).toBe(true);
    await expect.poll(() => page.getByText('1 of 1 entries').isVisible()).toBe(true);
    expect(await page.getByLabel('Content').count()).toBe(0); // the form closed
    await expectAccessible(page, 'journal with an entry');
  });

  it('sees the entry counted on the dashboard', async () => {
    await page.getByRole('link', { name: 'Dashboard' }).first().click();
    await page.waitForURL('**/dashboard');
    await expect.poll(() => statValue(page, 'Total Entries').textContent()).toContain('1');
    await expect.poll(() => statValue(page, 'Journal Streak').textContent()).toContain('1');
    await expect.poll(() => page.getByText('After group').first().isVisible()).toBe(true);
    await expectAccessible(page, 'dashboard with an entry');
  });

  it('shows 404 Page Not Found for an unknown path', async () => {
    await page.goto(url('/no-such-page'));
    await expect.poll(() => page.getByText('404 Page Not Found').first().isVisible()).toBe(true);
    await expectAccessible(page, '404');
    expect(errors).toEqual([]);
  });
});
