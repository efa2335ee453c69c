import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { JournalEntry } from '@steady/shared';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  filterEntries,
  MOOD_FILTER_OPTIONS,
  NO_FILTERS,
  SENTIMENT_FILTER_OPTIONS,
  SORT_OPTIONS,
  sortEntries,
} from '../web/src/features/journal/lib/filters.js';
import { completeOnboarding, DESKTOP, expectAccessible, freshPhoneDigits, launch, PHONE, signInOnPage, watchErrors } from './browser.js';

/**
 * The complete journal as a new patient uses it, in Chromium: every filter and sort, the calendar
 * (mouse and keyboard), the Edit Tags dialog, Store Artifact, the dashboard banner and the
 * artifacts page with remove; on a desktop and on a phone, with axe on each screen.
 */
const url = (path: string) => `${inject('appUrl')}${path}`;
const phoneDigits = freshPhoneDigits();
const password = 'tidal-journal-8';

const ENTRIES = [
  { title: 'Grateful sunrise', content: 'I felt grateful, happy and calm today. A wonderful walk with my family and a great meeting.' },
  { title: 'Rough night', content: 'I felt awful, angry and hopeless tonight. Cravings were terrible and I was lonely and sad.' },
  { title: 'Mixed bag', content: 'Work was stressful and I was anxious, but my sponsor call helped and I feel a little better.' },
  { title: 'Quiet errands', content: 'Went to the store, did laundry, cooked dinner and watched the news before bed.' },
];

/** Signed in through the API (signInOnPage): this file is about the journal, not the login screen. */
const signIn = (page: Page, path?: string) => signInOnPage(page, inject('appUrl'), `+1${phoneDigits}`, password, path);

/** Calls the API from the page with the signed-in user's access token (what the SPA itself does). */
function apiFromPage<T>(page: Page, method: string, path: string, body?: unknown): Promise<T> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const key = Object.keys(localStorage).find((k) => k.endsWith('.accessToken'))!;
      const res = await fetch(path, {
        method,
        headers: { authorization: `Bearer ${localStorage.getItem(key)}`, ...(body ? { 'content-type': 'application/json' } : {}) },
        body: body ? JSON.stringify(body) : null,
      });
      return res.json();
    },
    { method, path, body },
  ) as Promise<T>;
}

const counter = (page: Page) => page.getByTestId('entry-counter').textContent();
const titles = (page: Page) => page.getByTestId('journal-entry').getByRole('heading', { level: 3 }).allTextContents();
const noHorizontalScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

describe('the journal and artifacts, as a new patient', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let errors: string[];
  let userId: string;
  let entries: JournalEntry[];

  beforeAll(async () => {
    const reg = await fetch(url('/api/register'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Jamie Journal', phoneNumber: `+1${phoneDigits}`, password, timeZone: 'America/Chicago', callTime: '19:00' }),
    });
    expect(reg.status).toBe(201);
    userId = ((await reg.json()) as { user: { id: string } }).user.id;
    await completeOnboarding(inject('appUrl'), `+1${phoneDigits}`, password);
    browser = await launch();
    context = await browser.newContext({ viewport: DESKTOP });
    page = await context.newPage();
    errors = watchErrors(page);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('starts with an empty journal and an empty artifacts page', async () => {
    await signIn(page, '/journal-entries');
    await expect.poll(() => page.getByText('No journal entries yet').isVisible(), { timeout: 10_000 }).toBe(true);
    await expectAccessible(page, 'journal (empty)');
    await page.goto(url('/artifacts'));
    await expect.poll(() => page.getByText('No artifacts yet').isVisible(), { timeout: 10_000 }).toBe(true);
    expect(await page.getByRole('link', { name: 'Go to Journal Entries' }).getAttribute('href')).toBe('/journal-entries');
    expect(await page.getByRole('link', { name: 'Back to Dashboard' }).getAttribute('href')).toBe('/dashboard');
    await expectAccessible(page, 'artifacts (empty)');
    expect(await page.getByTestId('artifacts-banner').count()).toBe(0);
  });

  it('filters by every mood band and sentiment, and by tag text, with the counter', async () => {
    for (const e of ENTRIES) await apiFromPage(page, 'POST', `/api/users/${userId}/journal-entries`, e);
    // A tag that only the second entry has, for the tag filter and the quick-add below.
    await apiFromPage(page, 'PATCH', `/api/users/${userId}/journal-entries/${(await list())[2]!.id}/tags`, { themes: ['Evening Walk', 'sleep'] });
    entries = await list();
    expect(entries).toHaveLength(4);

    await page.goto(url('/journal-entries'));
    await expect.poll(() => counter(page), { timeout: 10_000 }).toBe('4 of 4 entries');
    await expectAccessible(page, 'journal (list)');

    const mood = page.getByLabel('Mood', { exact: true });
    for (const option of MOOD_FILTER_OPTIONS) {
      await mood.selectOption({ label: option.label });
      const expected = filterEntries(entries, { ...NO_FILTERS, mood: option.value });
      await expect.poll(() => counter(page)).toBe(`${expected.length} of 4 entries`);
      if (expected.length) expect(await titles(page)).toEqual(expected.map((e) => e.title));
      else expect(await page.getByText('No entries match your filters').isVisible()).toBe(true);
    }
    await mood.selectOption('all');

    const sentiment = page.getByLabel('Sentiment', { exact: true });
    for (const option of SENTIMENT_FILTER_OPTIONS) {
      await sentiment.selectOption({ label: option.label });
      const expected = filterEntries(entries, { ...NO_FILTERS, sentiment: option.value });
      await expect.poll(() => counter(page)).toBe(`${expected.length} of 4 entries`);
    }
    await sentiment.selectOption('all');

    await page.getByLabel('Tag', { exact: true }).fill('EVENING w');
    const tagged = filterEntries(entries, { ...NO_FILTERS, tag: 'EVENING w' });
    expect(tagged.map((e) => e.id)).toContain(entries[2]!.id);
    await expect.poll(() => counter(page)).toBe(`${tagged.length} of 4 entries`);
    expect(await titles(page)).toEqual(tagged.map((e) => e.title));
    await page.getByLabel('Tag', { exact: true }).fill('no such tag');
    await expect.poll(() => page.getByText('No entries match your filters').isVisible()).toBe(true);
    await expectAccessible(page, 'journal (no matches)');
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect.poll(() => counter(page)).toBe('4 of 4 entries');
  });

  it('sorts six ways', async () => {
    for (const option of SORT_OPTIONS) {
      await page.getByLabel('Sort by', { exact: true }).selectOption({ label: option.label });
      await expect.poll(() => titles(page)).toEqual(sortEntries(entries, option.value).map((e) => e.title));
    }
    await page.getByLabel('Sort by', { exact: true }).selectOption('newest');
  });

  it('searches the words of the whole journal on the server, with the filters on top, and clears by Escape or button', async () => {
    const box = page.getByRole('searchbox', { name: 'Search entries' });
    await box.fill('sponsor');
    await expect.poll(() => counter(page)).toBe('1 of 1 entry matching “sponsor”');
    expect(await titles(page)).toEqual(['Mixed bag']);
    // A word's beginning finds it ("crav" → "Cravings"); every word must match.
    await box.fill('crav lonely');
    await expect.poll(() => titles(page)).toEqual(['Rough night']);
    await box.fill('zzqx');
    await expect.poll(() => page.getByText('No entries match “zzqx”').isVisible()).toBe(true);
    await expectAccessible(page, 'journal (search without matches)');
    // The empty state's button (the box has its own small one, with the same name).
    await page.getByRole('button', { name: 'Clear search' }).last().click();
    await expect.poll(() => counter(page)).toBe('4 of 4 entries');
    await box.fill('walk');
    await expect.poll(() => counter(page)).toMatch(/of \d+ entr(y|ies) matching “walk”/);
    await box.press('Escape');
    await expect.poll(() => counter(page)).toBe('4 of 4 entries');
    await expect.poll(() => box.inputValue()).toBe('');
  });

  it('shows the calendar: highlighted days, a picked day’s entries, keyboard operable', async () => {
    await page.getByRole('button', { name: 'Calendar' }).click();
    const calendar = page.getByTestId('entry-calendar');
    await expect.poll(() => calendar.isVisible()).toBe(true);
    const day = calendar.locator('[data-has-entries]');
    expect(await day.count()).toBe(1); // four entries written today
    expect(await day.getAttribute('aria-label')).toMatch(/, 4 entries$/);
    await expectAccessible(page, 'journal (calendar)');
    await day.click();
    await expect.poll(() => titles(page)).toHaveLength(4);
    expect(await day.getAttribute('aria-pressed')).toBe('true');

    // Keyboard: to the next day (no entries), Enter picks it, back again. Focus moves on the next
    // animation frame, so wait for it before pressing Enter.
    const today = (await day.getAttribute('data-day'))!;
    const [y, m, d] = today.split('-').map(Number) as [number, number, number];
    const next = new Date(Date.UTC(y, m - 1, d + 1)).toISOString().slice(0, 10);
    const focusedDay = () => page.evaluate(() => document.activeElement?.getAttribute('data-day'));
    await day.focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(focusedDay).toBe(next);
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByText('No entries on this day.').isVisible()).toBe(true);
    await page.keyboard.press('ArrowLeft');
    await expect.poll(focusedDay).toBe(today);
    await page.keyboard.press('Enter');
    await expect.poll(() => titles(page)).toHaveLength(4);
    await page.getByRole('button', { name: 'List' }).click();
  });

  it('edits tags: Enter and Add, normalised, quick-add, removal, saved', async () => {
    const target = entries[0]!;
    const card = page.getByTestId('journal-entry').filter({ has: page.getByRole('heading', { name: target.title }) });
    await card.getByRole('button', { name: `Edit tags of ${target.title}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Tags' });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    for (const t of target.themes) await dialog.getByRole('button', { name: `Remove tag ${t}` }).click();
    const input = dialog.getByLabel('New tag', { exact: true });
    await input.fill('  Morning Light ');
    await input.press('Enter');
    await input.fill('MORNING LIGHT');
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();
    await input.fill('Calm');
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();
    await dialog.getByRole('button', { name: 'Add tag evening walk' }).click();
    await dialog.getByRole('button', { name: 'Remove tag calm' }).click();
    const current = dialog.getByRole('list', { name: 'Current tags' }).getByRole('listitem');
    expect(await current.allTextContents()).toEqual(['morning light', 'evening walk']);
    await expectAccessible(page, 'Edit Tags dialog');
    await dialog.getByRole('button', { name: 'Save Tags' }).click();
    await expect.poll(() => page.getByText('Tags updated').first().isVisible()).toBe(true);
    await expect.poll(() => dialog.isVisible()).toBe(false);
    await expect.poll(() => card.getByRole('list', { name: 'Themes' }).getByRole('listitem').allTextContents()).toEqual(['morning light', 'evening walk']);
    expect((await list()).find((e) => e.id === target.id)!.themes).toEqual(['morning light', 'evening walk']);
  });

  it('stores artifacts from the journal, shows them on the dashboard and the artifacts page, and removes one', async () => {
    for (const e of [entries[1]!, entries[3]!]) {
      const card = page.getByTestId('journal-entry').filter({ has: page.getByRole('heading', { name: e.title }) });
      await card.getByRole('button', { name: 'Store Artifact' }).click();
      await expect.poll(() => page.getByText('Artifact stored').first().isVisible()).toBe(true);
      await expect.poll(() => card.getByRole('button', { name: 'Stored' }).getAttribute('aria-pressed')).toBe('true');
    }
    // Un-store and store again: the toggle goes both ways.
    const first = page.getByTestId('journal-entry').filter({ has: page.getByRole('heading', { name: entries[1]!.title }) });
    await first.getByRole('button', { name: 'Stored' }).click();
    await expect.poll(() => page.getByText('Artifact removed').first().isVisible()).toBe(true);
    await first.getByRole('button', { name: 'Store Artifact' }).click();
    await expect.poll(() => first.getByRole('button', { name: 'Stored' }).isVisible()).toBe(true);

    await page.goto(url('/dashboard'));
    const banner = page.getByTestId('artifacts-banner');
    await expect.poll(() => banner.isVisible(), { timeout: 10_000 }).toBe(true);
    expect(await banner.getByRole('listitem').count()).toBe(2);
    await expectAccessible(page, 'dashboard with artifacts');
    await banner.getByRole('link', { name: 'View All artifacts' }).click();
    await page.waitForURL('**/artifacts');

    await expect.poll(() => page.getByText('2 Treasured Moments').isVisible(), { timeout: 10_000 }).toBe(true);
    // Newest entry first.
    expect(await page.getByTestId('artifact-card').getByRole('heading').allTextContents()).toEqual([entries[1]!.title, entries[3]!.title]);
    await expectAccessible(page, 'artifacts');
    await page.getByRole('button', { name: `Remove ${entries[1]!.title} from artifacts` }).click();
    await expect.poll(() => page.getByText('Artifact removed').first().isVisible()).toBe(true);
    await expect.poll(() => page.getByText('1 Treasured Moment', { exact: true }).isVisible()).toBe(true);
    expect(errors).toEqual([]);
  });

  it('works on a phone: filters, calendar, tag dialog and artifacts without horizontal scrolling', async () => {
    const phone = await (await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true })).newPage();
    const phoneErrors = watchErrors(phone);
    await signIn(phone, '/journal-entries');
    await expect.poll(() => phone.getByTestId('entry-counter').textContent(), { timeout: 10_000 }).toBe('4 of 4 entries');
    expect(await noHorizontalScroll(phone)).toBe(true);
    await expectAccessible(phone, 'journal on a phone');
    await phone.getByLabel('Mood', { exact: true }).selectOption({ label: 'Low (1-5)' });
    await expect
      .poll(() => phone.getByTestId('entry-counter').textContent())
      .toBe(`${filterEntries(entries, { ...NO_FILTERS, mood: 'low' }).length} of 4 entries`);
    await phone.getByLabel('Mood', { exact: true }).selectOption('all');
    await phone.getByLabel('Sort by', { exact: true }).selectOption({ label: 'Title A-Z' });
    await expect.poll(() => titles(phone)).toEqual(sortEntries(entries, 'title-asc').map((e) => e.title));

    await phone.getByRole('button', { name: 'Calendar' }).click();
    await phone.getByTestId('entry-calendar').locator('[data-has-entries]').tap();
    await expect.poll(() => titles(phone)).toHaveLength(4);
    expect(await noHorizontalScroll(phone)).toBe(true);
    await expectAccessible(phone, 'calendar on a phone');
    await phone.getByRole('button', { name: 'List' }).click();

    await phone.getByRole('button', { name: `Edit tags of ${entries[3]!.title}` }).click();
    const dialog = phone.getByRole('dialog', { name: 'Edit Tags' });
    await dialog.getByLabel('New tag', { exact: true }).fill('Phone Tag');
    await dialog.getByLabel('New tag', { exact: true }).press('Enter');
    await expectAccessible(phone, 'Edit Tags on a phone');
    await dialog.getByRole('button', { name: 'Save Tags' }).click();
    await expect.poll(() => phone.getByText('Tags updated').first().isVisible()).toBe(true);

    await phone.goto(url('/artifacts'));
    await expect.poll(() => phone.getByText('1 Treasured Moment', { exact: true }).isVisible(), { timeout: 10_000 }).toBe(true);
    expect(await noHorizontalScroll(phone)).toBe(true);
    await expectAccessible(phone, 'artifacts on a phone');
    await phone.getByRole('button', { name: `Remove ${entries[3]!.title} from artifacts` }).tap();
    await expect.poll(() => phone.getByText('No artifacts yet').isVisible()).toBe(true);
    expect(phoneErrors).toEqual([]);
  });

  function list() {
    return apiFromPage<JournalEntry[]>(page, 'GET', `/api/users/${userId}/journal-entries?limit=100`);
  }
});
