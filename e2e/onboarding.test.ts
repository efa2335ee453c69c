import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DESKTOP, expectAccessible, freshPhoneDigits, launch, PHONE, watchErrors } from './browser.js';

/**
 * First-run onboarding (docs/architecture.md, "First-run onboarding and consent"), as a new person in
 * the Pacific time zone meets it: registration sends the browser's zone, /welcome asks for consent,
 * confirms the zone, the call time, an emergency contact (skipped), the safety plan (later) and an
 * invite code; the dashboard then lists what is left. Axe on every step, on a desktop and a phone.
 */
const url = (path: string) => `${inject('appUrl')}${path}`;
const password = 'pacific-tide-5';

async function registerOnPage(page: Page, name: string): Promise<void> {
  await page.goto(url('/register'));
  await page.getByLabel('Full Name').fill(name);
  await page.getByLabel('Phone Number').fill(freshPhoneDigits());
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('I have read and agree to the').check();
  await page.getByRole('button', { name: 'Create Account' }).click();
  await page.waitForURL('**/welcome**', { timeout: 20_000 });
}

/** The step's heading is shown and holds the focus. */
async function atStep(page: Page, title: string): Promise<void> {
  await expect.poll(() => page.getByRole('heading', { level: 2, name: title }).isVisible(), { timeout: 10_000 }).toBe(true);
  await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe(title);
}

describe('first-run onboarding', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('on a desktop in the Pacific zone: consents, confirms the zone, resumes where it stopped, skips a step, and the dashboard lists it', async () => {
    const context = await browser.newContext({ viewport: DESKTOP, timezoneId: 'America/Los_Angeles' });
    const page = await context.newPage();
    const errors = watchErrors(page);
    await registerOnPage(page, 'Pat Pacific');

    await atStep(page, 'Before Steady calls or texts you');
    expect(await page.getByText('Step 1 of 6').isVisible()).toBe(true);
    // The Terms of Use accepted on the registration form are already recorded.
    expect(await page.getByLabel('I agree to the Terms of Use.').isChecked()).toBe(true);
    for (const link of ['Read the Terms of Use', 'Read the Privacy Notice', 'How recordings are handled', 'Text message terms']) {
      expect(await page.getByRole('link', { name: new RegExp(link) }).getAttribute('target')).toBe('_blank');
    }
    await expectAccessible(page, 'welcome: consent');
    // The privacy notice is required: continuing without it says so and focuses it.
    await page.getByRole('button', { name: 'Agree and continue' }).click();
    await expect.poll(() => page.getByText('Please accept the Terms of Use and the Privacy Notice to continue.').isVisible()).toBe(true);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('consent-privacy');
    await expectAccessible(page, 'welcome: consent with an error');
    // By keyboard: Space checks the focused checkbox; Tab on to calls (checked) and texts (left unchecked).
    await page.keyboard.press('Space');
    await page.getByLabel('Call me for my daily check-in, and record the call.').focus();
    await page.keyboard.press('Space');
    await page.getByRole('button', { name: 'Agree and continue' }).click();

    await atStep(page, 'Confirm your time zone');
    // Detected from the browser, preselected, with the local time there (the step's heading shows
    // while the saved settings still load).
    await expect.poll(() => page.getByText('This device says you are in Los Angeles (Pacific Time).').isVisible()).toBe(true);
    expect(await page.getByLabel('Time zone', { exact: true }).inputValue()).toBe('America/Los_Angeles');
    const pacificNow = new Intl.DateTimeFormat('en-US', { timeZone: 'America/Los_Angeles', hour: 'numeric' }).format(new Date()).split(' ')[0];
    expect(await page.locator('#tz-local-time').textContent()).toContain(`Local time there: ${pacificNow}:`);
    await expectAccessible(page, 'welcome: time zone');
    // The list is searchable; the choice stays Pacific.
    await page.getByLabel('Search time zones').fill('lisbon');
    await expect.poll(() => page.getByRole('option').allTextContents()).toEqual(['Lisbon (Europe)']);
    await page.getByLabel('Search time zones').fill('');
    await page.getByRole('button', { name: 'Confirm time zone' }).click();

    await atStep(page, 'Your daily check-in call');
    expect(await page.getByText('In your time zone (Los Angeles (Pacific Time)).').isVisible()).toBe(true);
    await expectAccessible(page, 'welcome: call time');
    await page.getByLabel('Call time').selectOption('20:30');
    await page.getByRole('button', { name: 'Back' }).click();
    await atStep(page, 'Confirm your time zone');
    // Reopening /welcome resumes at the first step not answered yet (remembered on the server).
    await page.goto(url('/welcome'));
    await atStep(page, 'Your daily check-in call');
    expect(await page.getByText('Step 3 of 6').isVisible()).toBe(true);
    await page.getByLabel('Call time').selectOption('20:30');
    await page.getByRole('button', { name: 'Save and continue' }).click();

    await atStep(page, 'An emergency contact');
    await expectAccessible(page, 'welcome: emergency contact');
    await page.getByRole('button', { name: 'Skip for now' }).click();

    await atStep(page, 'Your safety plan');
    expect(await page.getByRole('link', { name: 'Write my safety plan' }).getAttribute('href')).toBe('/safety-plan');
    await expectAccessible(page, 'welcome: safety plan');
    await page.getByRole('button', { name: 'Do it later' }).click();

    await atStep(page, 'Connect with your clinic or coach');
    await expectAccessible(page, 'welcome: invite code');
    await page.getByLabel('Invite link or code (optional)').fill('not a code');
    await page.getByRole('button', { name: 'Connect' }).click();
    await expect.poll(() => page.getByText('That does not look like an invite link or code.', { exact: false }).isVisible()).toBe(true);
    await expectAccessible(page, 'welcome: invite code with an error');
    await page.getByRole('button', { name: 'Skip, I have no code' }).click();

    await page.waitForURL('**/dashboard');
    const card = page.getByTestId('finish-setup');
    await expect.poll(() => card.isVisible(), { timeout: 10_000 }).toBe(true);
    expect(await card.getByRole('listitem').allTextContents()).toEqual([
      'Add an emergency contact',
      'Write your safety plan',
      'Connect with your clinic or coach',
    ]);
    // The call is at 8:30 PM Pacific.
    await expect.poll(() => page.getByText(/Next Check-in: .* at 8:30 PM/).isVisible()).toBe(true);
    await expectAccessible(page, 'dashboard with Finish setting up');

    // A skipped step is one click away, and done there it leaves the list.
    await card.getByRole('link', { name: 'Add an emergency contact' }).click();
    await atStep(page, 'An emergency contact');
    await page.getByLabel('Name').fill('Ana Rivera');
    await page.getByLabel('Phone number').fill('(415) 555-0199');
    await page.getByLabel('Relationship (optional)').fill('sister');
    await page.getByRole('button', { name: 'Add contact' }).click();
    await page.waitForURL('**/dashboard');
    await expect.poll(() => card.getByRole('listitem').allTextContents()).toEqual(['Write your safety plan', 'Connect with your clinic or coach']);
    // Dismissed, it stays away.
    await card.getByRole('button', { name: 'Dismiss Finish setting up' }).click();
    await expect.poll(() => card.count()).toBe(0);
    await page.reload();
    await expect.poll(() => page.getByRole('heading', { name: 'Recovery Dashboard' }).isVisible()).toBe(true);
    expect(await page.getByTestId('finish-setup').count()).toBe(0);
    // The contact is on the safety plan.
    await page.goto(url('/safety-plan'));
    await expect.poll(() => page.evaluate(() => Array.from(document.querySelectorAll('input')).some((i) => i.value === 'Ana Rivera (sister)'))).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('on a phone: without call consent the dashboard asks for it, Start Check-in Now leads there, and an invite link opens its page', async () => {
    const context = await browser.newContext({ viewport: PHONE, timezoneId: 'America/Los_Angeles', hasTouch: true, isMobile: true });
    const page = await context.newPage();
    const errors = watchErrors(page);
    await registerOnPage(page, 'Morgan Mobile');

    await atStep(page, 'Before Steady calls or texts you');
    await expectAccessible(page, 'welcome: consent (phone)');
    await page.getByLabel('I have read the Privacy Notice.').check();
    await page.getByRole('button', { name: 'Agree and continue' }).click();
    await atStep(page, 'Confirm your time zone');
    await expect.poll(() => page.getByLabel('Time zone', { exact: true }).isVisible()).toBe(true);
    await expectAccessible(page, 'welcome: time zone (phone)');
    await page.getByRole('button', { name: 'Confirm time zone' }).click();
    await atStep(page, 'Your daily check-in call');
    // No call consent: the step says calls stay off.
    expect(await page.getByTestId('calls-need-consent').isVisible()).toBe(true);
    await expectAccessible(page, 'welcome: call time (phone)');
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await atStep(page, 'An emergency contact');
    await page.getByLabel('Name').fill('Jo Friend');
    await page.getByRole('button', { name: 'Add contact' }).click();
    await expect.poll(() => page.getByText('Please enter a phone number').isVisible()).toBe(true);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('contact-phone');
    await expectAccessible(page, 'welcome: emergency contact with an error (phone)');
    await page.getByLabel('Phone number').fill('+1 415 555 0123');
    await page.getByRole('button', { name: 'Add contact' }).click();
    await atStep(page, 'Your safety plan');
    await expectAccessible(page, 'welcome: safety plan (phone)');
    await page.getByRole('button', { name: 'Do it later' }).click();
    await atStep(page, 'Connect with your clinic or coach');
    await expectAccessible(page, 'welcome: invite code (phone)');
    await page.getByRole('button', { name: 'Skip, I have no code' }).click();
    await page.waitForURL('**/dashboard');

    const card = page.getByTestId('finish-setup');
    await expect
      .poll(() => card.getByRole('listitem').allTextContents(), { timeout: 10_000 })
      .toEqual(['Allow check-in calls, so Steady can call you', 'Write your safety plan', 'Connect with your clinic or coach']);
    await expectAccessible(page, 'dashboard with Finish setting up (phone)');

    // Start Check-in Now is refused with a clear message, and leads to the consent step.
    await page.getByRole('button', { name: 'Start Check-in Now' }).click();
    await expect.poll(() => page.getByText('Call Failed').first().isVisible()).toBe(true);
    await expect
      .poll(() =>
        page
          .getByText(/needs your permission before it calls you/)
          .first()
          .isVisible(),
      )
      .toBe(true);
    await page.waitForURL('**/welcome?step=consent');
    await atStep(page, 'Before Steady calls or texts you');
    await page.getByLabel('Call me for my daily check-in, and record the call.').check();
    await page.getByRole('button', { name: 'Agree and continue' }).click();
    await page.waitForURL('**/dashboard');
    await expect.poll(() => card.getByRole('listitem').allTextContents()).toEqual(['Write your safety plan', 'Connect with your clinic or coach']);

    // A whole invite link (or the bare code) leads to the invite's own page.
    await card.getByRole('link', { name: 'Connect with your clinic or coach' }).click();
    await atStep(page, 'Connect with your clinic or coach');
    const token = 'Zx9kQ2mP7vLr4tYb8nWc3dFh';
    await page.getByLabel('Invite link or code (optional)').fill(`https://steady.example/circle/accept/${token}`);
    await page.getByRole('button', { name: 'Connect' }).click();
    await page.waitForURL(`**/circle/accept/${token}`);
    expect(errors).toEqual([]);
    await context.close();
  });
});
