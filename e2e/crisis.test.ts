import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { completeOnboarding, DESKTOP, expectAccessible, freshPhoneDigits, launch, signInOnPage } from './browser.js';

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
      body: JSON.stringify({ name: 'Sam Crisis', phoneNumber: phone, password, timeZone: 'America/New_York' }),
    });
    expect(res.status).toBe(201);
    await completeOnboarding(inject('appUrl'), phone, password);
    browser = await launch();
    page = await (await browser.newContext({ viewport: DESKTOP })).newPage();
    await signInOnPage(page, inject('appUrl'), phone, password, '/journal-entries');
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('shows Call 988 and Text 988 on the entry and on the dashboard', async () => {
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

/** The demo coach is told about the demo patient's urgent alert (seeded), opens Crisis Alerts and acknowledges it. */
describe('the demo coach and a crisis alert', () => {
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    browser = await launch();
    page = await (await browser.newContext({ viewport: DESKTOP })).newPage();
    await signInOnPage(page, inject('appUrl'), '+14155550102', 'SteadyDemo1');
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('sees the urgent alert from the navigation badge and the banner, acknowledges it, and the screen stays accessible', async () => {
    const nav = page.getByRole('navigation').getByRole('link', { name: /^Crisis Alerts/ });
    await expect.poll(() => nav.textContent(), { timeout: 10_000 }).toContain('1 unacknowledged');
    const banner = page.getByRole('region', { name: 'Urgent crisis alert' });
    await expect.poll(() => banner.isVisible(), { timeout: 10_000 }).toBe(true);
    await banner.getByRole('link', { name: 'Open Crisis Alerts' }).click();
    await page.waitForURL('**/crisis-alerts');

    const urgent = page.getByTestId('crisis-alert-row').filter({ hasText: 'Urgent' });
    await expect.poll(() => urgent.count(), { timeout: 10_000 }).toBe(1);
    expect(await urgent.getByRole('rowheader').textContent()).toBe('Jordan Rivera');
    expect(await urgent.textContent()).toContain('AI coach chat');
    // The concern from two days ago was acknowledged already.
    const concern = page.getByTestId('crisis-alert-row').filter({ hasText: 'Concern' });
    expect(await concern.textContent()).toContain('Acknowledged by Dr. Maya Chen at');
    await expectAccessible(page, 'crisis alerts with an unacknowledged urgent alert');

    // Keyboard: focus the button and press Enter.
    await urgent.getByRole('button', { name: 'Acknowledge the alert for Jordan Rivera' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => urgent.textContent(), { timeout: 10_000 }).toContain('Acknowledged by Dr. Maya Chen at');
    expect(await urgent.getByRole('button').count()).toBe(0);
    await expect.poll(() => nav.textContent()).toBe('Crisis Alerts');
    expect(await page.getByTestId('crisis-alerts-open').textContent()).toContain('0 unacknowledged');
    await expectAccessible(page, 'crisis alerts after acknowledging');

    // The banner is gone everywhere.
    await page.getByRole('link', { name: 'Dashboard' }).first().click();
    await page.waitForURL('**/dashboard');
    expect(await banner.count()).toBe(0);
  });
});

/**
 * The demo clinic: the demo patient writes in crisis to the AI coach, and the demo coach finds the
 * alert. In this file, after the coach has acknowledged the seeded alert above (so this crisis makes
 * a new alert rather than folding into it): both change the demo coach's alerts, and the tests of a
 * file run one after the other while files run side by side.
 */
describe('the demo patient in crisis with the AI coach', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('the demo coach finds a crisis alert when the demo patient writes in crisis to the AI coach', async () => {
    const context = await browser.newContext({ viewport: DESKTOP });
    const page = await context.newPage();
    const signInAs = (digits: string) => signInOnPage(page, inject('appUrl'), `+1${digits}`, 'SteadyDemo1');
    const fromPage = <T>(path: string) =>
      page.evaluate(async (path) => {
        const key = Object.keys(localStorage).find((k) => k.endsWith('.accessToken'))!;
        const id = localStorage.getItem('currentUserId')!;
        const res = await fetch(path.replace('{me}', id), { headers: { authorization: `Bearer ${localStorage.getItem(key)}` } });
        return { status: res.status, body: await res.json() };
      }, path) as Promise<{ status: number; body: T }>;

    await signInAs('4155550101');
    const patientId = await page.evaluate(() => localStorage.getItem('currentUserId'));
    await page.goto(url('/ai-coach'));
    await page.getByLabel('Message').fill('I feel like I am better off dead.');
    await page.getByLabel('Message').press('Enter');
    await page.getByRole('region', { name: 'Crisis support' }).waitFor();
    await page.getByRole('button', { name: 'Logout' }).first().click();
    await page.waitForURL((u) => !u.pathname.startsWith('/ai-coach'));

    await signInAs('4155550102');
    const alerts = await fromPage<{ patientId: string; patientName: string; source: string }[]>('/api/users/{me}/coach/alerts');
    expect(alerts.status).toBe(200);
    expect(alerts.body[0]).toMatchObject({ patientId, patientName: 'Jordan Rivera', source: 'chat' });
    expect(JSON.stringify(alerts.body)).not.toContain('better off');
    // The demo coach may read the demo patient's journal (viewEntries), but not their settings.
    expect((await fromPage(`/api/users/${patientId}/journal-entries?limit=3`)).status).toBe(200);
    expect((await fromPage(`/api/users/${patientId}/settings`)).status).toBe(403);
    await context.close();
  });
});
