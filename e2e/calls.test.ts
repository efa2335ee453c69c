import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { CallHistory, JournalEntry } from '@steady/shared';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { completeOnboarding, DESKTOP, expectAccessible, freshPhoneDigits, launch, PHONE, signInOnPage, watchErrors } from './browser.js';

/**
 * The daily check-in call as a new patient lives it, in Chromium, against the local stack with the
 * phone simulator: 'Start Check-in Now' → 'Call Initiated', then (no reload) 'Call Completed' over
 * the live channel and the call's entry on the dashboard; the call in Call History; and on a phone,
 * the dev phone ringing, answered by typing. axe on the dashboard, call history (empty and filled)
 * and the dev phone.
 */
const url = (path: string) => `${inject('appUrl')}${path}`;
const phoneDigits = freshPhoneDigits();
const password = 'ringing-bell-5';

/** Signed in through the API (signInOnPage): this file is about calls, not the login screen. */
const signIn = (page: Page, path?: string) => signInOnPage(page, inject('appUrl'), `+1${phoneDigits}`, password, path);

/** Calls the API from the page with the signed-in user's access token (what the SPA itself does). */
function apiFromPage<T>(page: Page, method: string, path: string, body?: unknown): Promise<{ status: number; body: T }> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const key = Object.keys(localStorage).find((k) => k.endsWith('.accessToken'))!;
      const res = await fetch(path, {
        method,
        headers: { authorization: `Bearer ${localStorage.getItem(key)}`, ...(body ? { 'content-type': 'application/json' } : {}) },
        body: body ? JSON.stringify(body) : null,
      });
      const text = await res.text();
      return { status: res.status, body: text ? JSON.parse(text) : null };
    },
    { method, path, body },
  ) as Promise<{ status: number; body: T }>;
}

const noHorizontalScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

describe('the daily check-in call, as a new patient', () => {
  let browser: Browser;
  let userId: string;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    const reg = await fetch(url('/api/register'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Casey Caller', phoneNumber: `+1${phoneDigits}`, password, timeZone: 'America/Denver', callTime: '20:00' }),
    });
    expect(reg.status).toBe(201);
    userId = ((await reg.json()) as { user: { id: string } }).user.id;
    await completeOnboarding(inject('appUrl'), `+1${phoneDigits}`, password);
    browser = await launch();
  });
  afterAll(async () => {
    for (const c of contexts) await c.close();
    await browser?.close();
  });

  async function open(viewport: typeof DESKTOP, options: { reducedMotion?: 'reduce' } = {}) {
    const context = await browser.newContext({ viewport, ...options });
    contexts.push(context);
    const page = await context.newPage();
    return { page, errors: watchErrors(page) };
  }

  it('desktop: Start Check-in Now → Call Initiated, then Call Completed and the call entry without a reload; Call History lists it', async () => {
    const { page, errors } = await open(DESKTOP);
    await signIn(page, '/call-history');
    await expect.poll(() => page.getByRole('heading', { name: 'No Call History Yet' }).isVisible(), { timeout: 10_000 }).toBe(true);
    expect(await page.getByTestId('call-count').textContent()).toBe('0 Total Calls');
    expect(await page.getByRole('link', { name: 'Set Call Time' }).getAttribute('href')).toBe('/settings');
    await expectAccessible(page, 'call history (empty)');

    await page.goto(url('/dashboard'));
    await expect.poll(() => page.getByText('No journal entries yet.').isVisible(), { timeout: 10_000 }).toBe(true);
    expect(await page.getByRole('link', { name: 'Open dev phone' }).getAttribute('href')).toBe('/dev/phone');
    await expectAccessible(page, 'dashboard');

    // A marker that a reload would wipe.
    await page.evaluate(() => ((window as unknown as { noReload: boolean }).noReload = true));
    await page.getByRole('button', { name: 'Start Check-in Now' }).click();
    await expect.poll(() => page.getByText('Call Initiated', { exact: true }).isVisible(), { timeout: 10_000 }).toBe(true);
    expect(await page.getByText('Your daily check-in call is being placed now.', { exact: true }).isVisible()).toBe(true);

    // The phone simulator answers as the scripted patient; the entry arrives over /ws.
    await expect.poll(() => page.getByText('Call Completed', { exact: true }).isVisible(), { timeout: 60_000, interval: 250 }).toBe(true);
    expect(await page.getByText('Your conversation has been transcribed and added to your journal.', { exact: true }).isVisible()).toBe(true);
    await expect.poll(() => page.getByTestId('recent-entry').count(), { timeout: 10_000 }).toBe(1);
    expect(await page.evaluate(() => (window as unknown as { noReload?: boolean }).noReload)).toBe(true);

    const entries = await apiFromPage<JournalEntry[]>(page, 'GET', `/api/users/${userId}/journal-entries`);
    expect(entries.body).toHaveLength(1);
    const entry = entries.body[0]!;
    expect(entry.source).toBe('call');
    expect(await page.getByTestId('recent-entry').getByRole('heading', { level: 3 }).textContent()).toBe(entry.title);

    await page.goto(url('/call-history'));
    await expect.poll(() => page.getByText('Answered - Journal Created').isVisible(), { timeout: 10_000 }).toBe(true);
    expect(await page.getByTestId('call-count').textContent()).toBe('1 Total Call');
    const history = await apiFromPage<CallHistory>(page, 'GET', `/api/users/${userId}/call-history`);
    expect(history.body).toHaveLength(1);
    expect(history.body[0]!.journalEntryId).toBe(entry.id);
    const card = page.getByTestId('call-card');
    expect(await card.getByText(history.body[0]!.id.slice(0, 10), { exact: true }).isVisible()).toBe(true);
    expect(await card.getByRole('link', { name: 'Journal Entry Created' }).getAttribute('href')).toBe('/journal-entries');
    expect(await card.getByText(/^\d+m \d+s$/).isVisible()).toBe(true);
    await expectAccessible(page, 'call history (filled)');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('phone: the dev phone rings, is answered by typing, and the answers become the next entry', async () => {
    // The ringing icon pulses for as long as it rings; expectAccessible waits for animations to
    // finish, so this phone prefers reduced motion (which the page honours) to let axe run mid-ring.
    const { page, errors } = await open(PHONE, { reducedMotion: 'reduce' });
    await signIn(page, '/dev/phone');
    await expect.poll(() => page.getByText('Connected: waiting for a call').isVisible(), { timeout: 10_000 }).toBe(true);
    expect(await noHorizontalScroll(page)).toBe(true);
    await expectAccessible(page, 'dev phone (waiting)');

    // This time the patient keeps the recording ('Keep call recordings'), so Call History can play it.
    expect((await apiFromPage(page, 'PUT', `/api/users/${userId}/settings`, { keepCallRecordings: true })).status).toBe(200);
    const placed = await apiFromPage<{ id: string; status: string }>(page, 'POST', `/api/users/${userId}/call`);
    expect(placed.status).toBe(202);
    const incoming = page.getByTestId('incoming-call');
    await expect.poll(() => incoming.isVisible(), { timeout: 15_000 }).toBe(true);
    await expectAccessible(page, 'dev phone (ringing)');
    // Keyboard: the Answer button has the focus when the call rings.
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent?.trim())).toBe('Answer');
    await page.keyboard.press('Enter');

    const answers = [
      'Tonight I feel calm and hopeful after a long walk by the river.',
      'A small craving after dinner, and I made tea instead.',
      'Calling my sister helped the most today.',
      'Tomorrow I will go to my morning meeting early.',
      'Thank you, that is all for today.',
    ];
    const box = page.getByRole('textbox', { name: 'Your answer' });
    const ended = page.getByTestId('call-ended');
    const mine = page.getByRole('log', { name: 'What was said' }).getByRole('listitem').filter({ hasText: 'You said:' });
    const readyForAnswer = async () => (await box.isVisible()) && (await box.isEnabled()) && (await box.inputValue()) === '';
    let sent = 0;
    for (;;) {
      // Either the call asks again (a fresh, empty answer box) or it ends.
      await expect.poll(async () => (await ended.isVisible()) || (await readyForAnswer()), { timeout: 30_000, interval: 100 }).toBe(true);
      if (await ended.isVisible()) break;
      await box.fill(answers[Math.min(sent, answers.length - 1)]!);
      if (sent === 0) await expectAccessible(page, 'dev phone (in call)');
      await page.getByRole('button', { name: 'Send' }).click();
      sent++;
      // The answer was taken: it shows in the conversation as the person's line.
      await expect.poll(() => mine.count(), { timeout: 10_000, interval: 100 }).toBe(sent);
      expect(sent).toBeLessThanOrEqual(8);
    }
    expect(sent).toBeGreaterThanOrEqual(1);
    expect(await page.getByText('Your journal entry will appear on the dashboard in a few seconds.').isVisible()).toBe(true);
    expect(await page.getByRole('log', { name: 'What was said' }).getByText(answers[0]!).isVisible()).toBe(true);
    await expectAccessible(page, 'dev phone (ended)');

    // The second call's entry holds what was typed.
    await expect
      .poll(async () => (await apiFromPage<JournalEntry[]>(page, 'GET', `/api/users/${userId}/journal-entries`)).body.length, {
        timeout: 60_000,
        interval: 500,
      })
      .toBe(2);
    const latest = (await apiFromPage<JournalEntry[]>(page, 'GET', `/api/users/${userId}/journal-entries`)).body[0]!;
    expect(latest.source).toBe('call');
    expect(latest.content).toContain('long walk by the river');

    await page.goto(url('/call-history'));
    await expect.poll(() => page.getByTestId('call-count').textContent(), { timeout: 10_000 }).toBe('2 Total Calls');
    expect(await page.getByTestId('call-status').allTextContents()).toEqual(['Answered - Journal Created', 'Answered - Journal Created']);
    // The newest call kept its recording: the badge and a player that loads it; the older one has neither.
    const [newest, older] = [page.getByTestId('call-card').nth(0), page.getByTestId('call-card').nth(1)];
    await expect.poll(() => newest.getByText('Recording Available').isVisible(), { timeout: 20_000 }).toBe(true);
    expect(await older.getByText('Recording Available').count()).toBe(0);
    expect(await older.locator('audio').count()).toBe(0);
    const player = newest.locator('audio');
    await player.evaluate((a: HTMLAudioElement) => {
      a.preload = 'auto';
      a.load();
    });
    await expect.poll(() => player.evaluate((a: HTMLAudioElement) => a.readyState >= 1 && a.error === null), { timeout: 10_000 }).toBe(true);
    expect(await noHorizontalScroll(page)).toBe(true);
    await expectAccessible(page, 'call history (phone)');
    expect(errors).toEqual([]);
  });
});
