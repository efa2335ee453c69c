import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DESKTOP, expectAccessible, launch, registerPatient, signInOnPage, watchErrors } from './browser.js';

/**
 * The Marketplace on the local stack (docs/architecture.md, "Marketplace", "Payments"): a new
 * patient installs a free AI coach and the chat's tone changes; buys a paid habit system through the
 * local Stripe checkout page, returns, sees it installed, and the purchase shows paid once although
 * the webhook arrived twice.
 */
const url = (path: string) => `${inject('appUrl')}${path}`;
const password = 'market-buy-7';
const coachReplies = (page: Page) => page.getByTestId('coach-message');

async function chat(page: Page, message: string): Promise<string> {
  await page.goto(url('/ai-coach'));
  // The welcome message is the first coach message.
  await expect.poll(() => page.getByRole('log').textContent(), { timeout: 10_000 }).toContain("Hi, I'm your AI Life Coach.");
  const before = await coachReplies(page).count();
  await page.getByLabel('Message').fill(message);
  await page.keyboard.press('Enter');
  await expect.poll(() => coachReplies(page).count(), { timeout: 15_000 }).toBe(before + 1);
  return (await coachReplies(page).nth(before).textContent()) ?? '';
}

describe('the Marketplace, as a new patient on a desktop', () => {
  let browser: Browser;
  let page: Page;
  let errors: string[];

  /** Each test is a new patient (so a retry starts from nothing installed and nothing bought). */
  async function newPatientPage(name: string) {
    const digits = await registerPatient(inject('appUrl'), name, password);
    page = await (await browser.newContext({ viewport: DESKTOP })).newPage();
    errors = watchErrors(page);
    await signInOnPage(page, inject('appUrl'), digits, password);
  }

  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('installs a free AI coach, and the chat speaks in its voice', async () => {
    await newPatientPage('Morgan Market');
    const message = 'I had a rough day at work and I keep thinking about drinking.';
    const plain = await chat(page, message);
    await page.goto(url('/marketplace'));
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Marketplace');
    const card = page.getByTestId('coach-gentle-sponsor');
    await expect.poll(() => card.isVisible(), { timeout: 10_000 }).toBe(true);
    expect(
      await page
        .getByTestId('coach-cbt-companion')
        .getByRole('button', { name: /Purchase CBT Companion for \$9\.99/ })
        .isVisible(),
    ).toBe(true);
    await expectAccessible(page, 'Marketplace (AI Coaches)');
    await card.getByRole('button', { name: 'Install Gentle Sponsor' }).click();
    await expect.poll(() => page.getByText('Coach Installed', { exact: true }).first().isVisible()).toBe(true);
    await expect.poll(() => card.getByText('Installed', { exact: true }).isVisible()).toBe(true);
    const voiced = await chat(page, message);
    expect(voiced).not.toBe(plain);
    expect(voiced.replace(/^Coach said:\s*/, '')).toMatch(/^(One day at a time\.|Just for today)/);
  });

  it('buys a paid habit system through the local checkout page and sees it installed, paid once', async () => {
    await newPatientPage('Morgan Buyer');
    await page.goto(url('/marketplace'));
    await page.getByRole('tab', { name: 'Habit Systems' }).click();
    const card = page.getByTestId('system-ninety-day-reset');
    await expect.poll(() => card.isVisible(), { timeout: 10_000 }).toBe(true);
    await expectAccessible(page, 'Marketplace (Habit Systems)');
    await card.getByRole('button', { name: /Purchase 90-Day Reset for \$19\.99/ }).click();
    // The local Stripe stand-in's hosted page: the item, the amount, the test card.
    await page.waitForURL(/\/c\/pay\/cs_test_/);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Pay $19.99');
    expect(await page.getByText('90-Day Reset').isVisible()).toBe(true);
    expect(await page.getByLabel('Card number').inputValue()).toBe('4242 4242 4242 4242');
    await expectAccessible(page, 'Local Stripe checkout');
    await page.getByRole('button', { name: 'Pay $19.99' }).click();
    await page.waitForURL(/\/marketplace\?checkout=success/);
    await expect.poll(() => page.getByTestId('checkout-status').textContent(), { timeout: 15_000 }).toContain('90-Day Reset is installed');
    await expect.poll(() => page.getByTestId('purchase-status').allTextContents()).toEqual(['paid']);
    await page.getByRole('tab', { name: 'Habit Systems' }).click();
    await expect.poll(() => page.getByTestId('system-ninety-day-reset').getByText('Installed', { exact: true }).isVisible()).toBe(true);
    expect(errors).toEqual([]);
  });

  it('lists the demo coach under Human Coaches, Verified, with Book Session opening the booking dialog', async () => {
    await newPatientPage('Morgan Booker');
    await page.goto(url('/marketplace'));
    await page.getByRole('tab', { name: 'Human Coaches' }).click();
    const card = page.getByTestId(/^human-coach-/).filter({ hasText: 'Dr. Maya Chen' });
    await expect.poll(() => card.isVisible(), { timeout: 10_000 }).toBe(true);
    expect(await card.getByText('Verified', { exact: true }).isVisible()).toBe(true);
    // Sessions are counted from paid bookings (two in the demo, more if another test booked her); no stars before anyone rates.
    expect(await card.getByText(/^[1-9]\d* sessions?$/).isVisible()).toBe(true);
    expect(await card.getByText('No ratings yet', { exact: true }).isVisible()).toBe(true);
    await card.getByRole('button', { name: 'Book Session' }).click();
    const dialog = page.getByRole('dialog', { name: 'Book a session with Dr. Maya Chen' });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    await expectAccessible(page, 'Marketplace (Human Coaches) booking dialog');
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.isVisible()).toBe(false);
    expect(errors).toEqual([]);
  });
});
