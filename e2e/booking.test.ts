import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createDb } from '@steady/functions/app/db';
import { createDynamoClient } from '@steady/functions/platform/adapters/aws/dynamodb';
import { DESKTOP, expectAccessible, launch, PHONE, registerPatientAccount, signInOnPage, watchErrors } from './browser.js';

/**
 * Booking a human coach in the browser (docs/architecture.md, "Booking a human coach"): the client
 * books from My Circle's coach card (only free times inside the coach's hours are offered), pays on
 * the local checkout page, sees the session on the dashboard; the coach sees it under Upcoming and in
 * the Sessions tab; cancelling refunds. axe on every screen, at 1280×800 and 390×844.
 */
const url = (p: string) => `${inject('appUrl')}${p}`;
const password = 'steady-harbor-4';
const db = () => createDb(createDynamoClient({ region: 'us-east-1', dynamoEndpoint: inject('dynamoEndpoint') }), inject('tableName'));

/** A new account, registered and onboarded through the API. */
const register = (name: string) => registerPatientAccount(inject('appUrl'), name, password);

const toast = (page: Page, text: string) => expect.poll(() => page.getByText(text, { exact: true }).first().isVisible(), { timeout: 10_000 }).toBe(true);

/** Hour and weekday of an instant in New York. */
function inNewYork(iso: string): { hour: number; minute: number; weekday: string } {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: 'America/New_York',
    hour: 'numeric',
    minute: 'numeric',
    weekday: 'short',
    hourCycle: 'h23',
  }).formatToParts(new Date(iso));
  const get = (t: string) => parts.find((p) => p.type === t)!.value;
  return { hour: Number(get('hour')), minute: Number(get('minute')), weekday: get('weekday') };
}

describe('booking a human coach', () => {
  let browser: Browser;
  let coach: { id: string; phone: string };
  let client: { id: string; phone: string };
  beforeAll(async () => {
    browser = await launch();
    [coach, client] = await Promise.all([register('Dr. Rowan Ellis'), register('Casey Booker')]);
    const now = new Date().toISOString();
    await db().entities.user.patch({ userId: coach.id }).set({ role: 'coach', isVerifiedCoach: true }).go();
    await db()
      .entities.careConnection.put({
        userId: client.id,
        memberId: coach.id,
        relationshipType: 'coach',
        status: 'active',
        canViewEntries: false,
        canCommentEntries: false,
        canEditWorkspaces: false,
        createdAt: now,
        updatedAt: now,
      })
      .go();
    // Weekdays 10:00-14:00 in New York, $100 an hour.
    const schedule = [1, 2, 3, 4, 5, 6, 7].map((dayOfWeek) => ({ dayOfWeek, startTime: '10:00', endTime: '14:00', isActive: dayOfWeek <= 5 }));
    await db()
      .entities.coachAvailability.put({
        userId: coach.id,
        hourlyRate: 100,
        sessionDuration: 60,
        timeZone: 'America/New_York',
        schedule,
        createdAt: now,
        updatedAt: now,
      })
      .go();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('books from My Circle (only free weekday times inside the hours), pays on the checkout page, and the session shows on both sides; cancelling refunds', async () => {
    const page = await (await browser.newContext({ viewport: DESKTOP, timezoneId: 'America/Los_Angeles' })).newPage();
    const errors = watchErrors(page);
    await signInOnPage(page, inject('appUrl'), client.phone, password);
    await page.goto(url('/my-circle'));
    await page.getByRole('button', { name: 'Book Session' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    await expectAccessible(page, 'book session dialog');
    await dialog.getByRole('button', { name: 'Book Session' }).click();
    await toast(page, 'Please select a date, time, and session type');

    await dialog.getByLabel('Session type').selectOption('coaching');
    // Past days and weekends are not offered.
    const dates = await dialog.locator('#book-' + coach.id + '-date option').evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value).filter(Boolean));
    expect(dates.length).toBeGreaterThan(15);
    for (const d of dates) expect([0, 6]).not.toContain(new Date(`${d}T12:00:00Z`).getUTCDay());
    expect(dates[0]! >= new Date(Date.now() - 86_400_000).toISOString().slice(0, 10)).toBe(true);
    await dialog.getByLabel('Date').selectOption(dates[2]!);
    const times = dialog.locator(`#book-${coach.id}-time option:not([value=""])`);
    await expect.poll(() => times.count()).toBeGreaterThan(0);
    const offered = await times.evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value));
    for (const iso of offered) {
      const ny = inNewYork(iso);
      expect(ny.hour >= 10 && ny.hour < 14).toBe(true);
      expect(ny.minute).toBe(0);
    }
    // Shown in the viewer's zone (Los Angeles: three hours behind New York).
    expect(await times.first().textContent()).toBe('7:00 AM');
    await dialog.getByLabel('Time').selectOption(offered[0]!);
    await expect.poll(() => dialog.getByTestId('booking-price').textContent()).toContain('$100.00');
    await dialog.getByLabel('Notes (optional)').fill('Sleep and the weekend plan');
    await dialog.getByRole('button', { name: 'Book Session' }).click();

    // The local checkout page: pay with the test card, back to the dashboard.
    await page.waitForURL(/cs_test_/, { timeout: 15_000 });
    await page.getByRole('button', { name: /^Pay \$100\.00$/ }).click();
    await page.waitForURL(/\/dashboard\?booking=paid/, { timeout: 15_000 });
    const card = page.getByTestId('upcoming-sessions');
    await expect.poll(() => card.getByText('Scheduled').first().isVisible(), { timeout: 10_000 }).toBe(true);
    expect(await card.textContent()).toContain('Coaching with Dr. Rowan Ellis');
    await expectAccessible(page, 'dashboard with an upcoming session');

    // The coach: Upcoming counts it, the Sessions tab lists it with the notes.
    const coachPage = await (await browser.newContext({ viewport: DESKTOP })).newPage();
    await signInOnPage(coachPage, inject('appUrl'), coach.phone, password);
    await coachPage.goto(url('/coach-dashboard'));
    const upcoming = coachPage.getByTestId('coach-stat').filter({ hasText: 'Upcoming' });
    await expect.poll(() => upcoming.locator('p').first().textContent(), { timeout: 10_000 }).toBe('1');
    await coachPage.getByRole('link', { name: 'Sessions' }).click();
    const row = coachPage.getByTestId('coaching-session').filter({ hasText: 'Casey Booker' });
    await row.waitFor();
    expect(await row.textContent()).toContain('Sleep and the weekend plan');
    await expectAccessible(coachPage, 'coach sessions tab');
    await coachPage.close();

    // The client cancels more than 24 hours ahead: refunded.
    await card.getByRole('button', { name: 'Cancel session' }).click();
    const confirm = page.getByRole('alertdialog');
    await confirm.waitFor();
    expect(await confirm.textContent()).toContain('is refunded');
    await confirm.getByRole('button', { name: 'Cancel session' }).click();
    await toast(page, 'Session Cancelled');
    await expect.poll(() => page.getByTestId('upcoming-sessions').count()).toBe(0);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('works on a phone: the dialog fits and passes axe', async () => {
    const page = await (await browser.newContext({ viewport: PHONE })).newPage();
    await signInOnPage(page, inject('appUrl'), client.phone, password);
    await page.goto(url('/my-circle'));
    await page.getByRole('button', { name: 'Book Session' }).click();
    await page.getByRole('dialog').waitFor();
    await page.getByLabel('Session type').selectOption('follow-up');
    await expectAccessible(page, 'book session dialog (phone)');
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await page.close();
  });
});
