import fs from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { completeOnboarding, DESKTOP, expectAccessible, freshPhoneDigits, launch, PHONE, signInOnPage, watchErrors } from './browser.js';

/**
 * The AI Life Coach and the writing prompts as a new patient uses them, in Chromium: the welcome and
 * suggestions, Enter and Shift+Enter, a reply in context, save to journal (the entry appears), the
 * 988 banner on crisis language, and 'Use This' in the create form; on a desktop and on a phone, with axe.
 */
const url = (path: string) => `${inject('appUrl')}${path}`;
const password = 'coach-chat-8';
const SHOTS = process.env.STEADY_SHOTS_DIR;

async function register(name: string): Promise<string> {
  const digits = freshPhoneDigits();
  const reg = await fetch(url('/api/register'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name, phoneNumber: `+1${digits}`, password, timeZone: 'America/Chicago', callTime: '19:00' }),
  });
  expect(reg.status).toBe(201);
  await completeOnboarding(inject('appUrl'), `+1${digits}`, password);
  return digits;
}

/** Signed in through the API (signInOnPage): this file is about the AI coach, not the login screen. */
const signIn = (page: Page, digits: string, path?: string) => signInOnPage(page, inject('appUrl'), `+1${digits}`, password, path);

async function writeEntry(page: Page, title: string, content: string) {
  const status = await page.evaluate(
    async ({ title, content }) => {
      const key = Object.keys(localStorage).find((k) => k.endsWith('.accessToken'))!;
      const id = localStorage.getItem('currentUserId') ?? JSON.parse(atob(localStorage.getItem(key)!.split('.')[1]!)).sub;
      const res = await fetch(`/api/users/${id}/journal-entries`, {
        method: 'POST',
        headers: { authorization: `Bearer ${localStorage.getItem(key)}`, 'content-type': 'application/json' },
        body: JSON.stringify({ title, content }),
      });
      return res.status;
    },
    { title, content },
  );
  expect(status).toBe(201);
}

const shot = async (page: Page, name: string) => {
  if (!SHOTS) return;
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
};
const noHorizontalScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
const coachReplies = (page: Page) => page.getByTestId('coach-message');

describe('the AI Life Coach and writing prompts, as a new patient', () => {
  let browser: Browser;
  let digits: string;
  beforeAll(async () => {
    digits = await register('Riley Coachee');
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('desktop: chat with Enter and Shift+Enter, a reply in context, save to journal, the 988 banner', async () => {
    const context = await browser.newContext({ viewport: DESKTOP });
    const page = await context.newPage();
    const errors = watchErrors(page);
    await signIn(page, digits);
    await writeEntry(page, 'Craving after work', 'Strong cravings on the drive home. I called my sponsor and the urge passed.');

    await page.goto(url('/ai-coach'));
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('AI Life Coach');
    await expect.poll(() => page.getByRole('log').textContent()).toContain("Hi, I'm your AI Life Coach.");
    expect(await page.getByRole('button', { name: 'Help me set one small goal for this week.' }).isVisible()).toBe(true);
    await expectAccessible(page, 'AI Life Coach (welcome)');
    await shot(page, 'ai-coach-desktop-welcome');

    const input = page.getByLabel('Message');
    await input.click();
    await page.keyboard.type('Today was long.');
    await page.keyboard.press('Shift+Enter');
    await page.keyboard.type('I do not know what to do with myself.');
    expect(await input.inputValue()).toBe('Today was long.\nI do not know what to do with myself.');
    expect(await coachReplies(page).count()).toBe(1);
    await page.keyboard.press('Enter');
    await expect.poll(() => coachReplies(page).count()).toBe(2);
    expect(await input.inputValue()).toBe('');
    const first = await coachReplies(page).nth(1).textContent();
    // It answers this message: the long day, not the cravings of the recent entries.
    expect(first).toMatch(/long/);
    expect(first).not.toMatch(/crav/i);
    expect(first).toMatch(/\?/);
    // Suggestions only while the welcome is the only message.
    expect(await page.getByRole('button', { name: 'Help me set one small goal for this week.' }).count()).toBe(0);

    // Save to journal: the checkbox resets after sending; the conversation becomes an AI coach entry.
    const save = page.getByRole('checkbox', { name: 'Save this conversation to my journal' });
    await save.click();
    expect(await save.getAttribute('aria-checked')).toBe('true');
    await input.fill('I went for a walk at lunch and it helped.');
    await input.press('Enter');
    await expect.poll(() => coachReplies(page).count()).toBe(3);
    await expect.poll(() => page.getByText('Conversation Saved').count()).toBeGreaterThan(0);
    expect(await save.getAttribute('aria-checked')).toBe('false');
    await expectAccessible(page, 'AI Life Coach (conversation)');

    // It listens: each reply takes the stance the message calls for.
    const ask = async (message: string) => {
      const before = await coachReplies(page).count();
      await input.fill(message);
      await input.press('Enter');
      await expect.poll(() => coachReplies(page).count()).toBe(before + 1);
      return (await coachReplies(page).nth(before).textContent()) ?? '';
    };
    const lapse = await ask('I drank last night after two weeks sober.');
    expect(lapse).toMatch(/drank/);
    expect(lapse).toMatch(/two weeks/);
    expect(lapse).toMatch(/coach/);
    expect(lapse).not.toMatch(/failure|failed|should have|start over/i);
    expect(await ask('I got my 30 day chip today!')).toMatch(/30 days/);
    const sleep = await ask('How can I sleep better? I keep waking up at 3am.');
    expect(sleep).toMatch(/wake-up time|same time/i);
    expect(sleep).toMatch(/\?/);
    expect(sleep).not.toMatch(/step forward/i);
    const medication = await ask('Can I take a double dose of my Suboxone when cravings are bad?');
    expect(medication).toMatch(/prescriber|pharmacist/);
    expect(medication).not.toMatch(/\d+\s?mg|take (?:more|less|double)/i);

    // Crisis language: the reply leads with 988 and shows the banner.
    await input.fill("I don't want to be here anymore");
    await input.press('Enter');
    const banner = page.getByRole('region', { name: 'Crisis support' });
    await banner.waitFor();
    expect(await banner.getByRole('link', { name: 'Call 988' }).getAttribute('href')).toBe('tel:988');
    expect(await coachReplies(page).last().textContent()).toContain('call or text 988');
    await expectAccessible(page, 'AI Life Coach (crisis reply)');
    await shot(page, 'ai-coach-desktop-conversation');

    // The saved conversation is in the journal.
    await page.getByRole('link', { name: 'Journal Entries' }).first().click();
    await page.waitForURL('**/journal-entries');
    const saved = page.getByTestId('journal-entry').filter({ hasText: 'I went for a walk at lunch and it helped.' });
    await saved.waitFor();
    expect(await saved.getByTestId('source-badge').textContent()).toMatch(/AI coach/i);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("desktop: the writing prompts panel, and 'Use This' fills the content and focuses it", async () => {
    const context = await browser.newContext({ viewport: DESKTOP });
    const page = await context.newPage();
    await signIn(page, digits, '/journal-entries');
    await page.getByRole('button', { name: 'Create Entry' }).click();
    await page.getByRole('button', { name: 'Show Writing Prompts' }).click();
    const panel = page.getByTestId('writing-prompts');
    const firstUse = panel.getByRole('button', { name: /^Use This/ }).first();
    await firstUse.waitFor();
    const personal = await panel.getByRole('listitem').first().locator('p').textContent();
    // Built from this patient's themes: the cravings of their entry, the walk of the saved conversation.
    const personalAll = (await panel.getByRole('listitem').locator('p').allTextContents()).join(' ');
    expect(personalAll).toMatch(/craving/i);
    expect(personalAll).toMatch(/moving your body|movement|walk/i);
    await panel.getByRole('tab', { name: 'Gratitude' }).click();
    await expect.poll(() => panel.getByRole('listitem').first().locator('p').textContent()).not.toBe(personal);
    const prompt = (await panel.getByRole('listitem').first().locator('p').textContent())!;
    await expectAccessible(page, 'Journal create form with writing prompts');
    await shot(page, 'writing-prompts-desktop');
    await panel
      .getByRole('button', { name: /^Use This/ })
      .first()
      .click();
    const content = page.getByLabel('Content');
    expect(await content.inputValue()).toBe(`${prompt}\n\n`);
    expect(await content.evaluate((el) => el === document.activeElement)).toBe(true);
    await context.close();
  });

  it('phone: the chat fits the screen, sends with Enter and passes axe', async () => {
    const context = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    await signIn(page, digits, '/ai-coach');
    await page.getByLabel('Message').waitFor();
    expect(await noHorizontalScroll(page)).toBe(true);
    await expectAccessible(page, 'AI Life Coach on a phone');
    await page.getByRole('button', { name: 'I had a craving today. What can I do next time?' }).click();
    await page.getByLabel('Message').press('Enter');
    await expect.poll(() => coachReplies(page).count()).toBe(2);
    expect(await noHorizontalScroll(page)).toBe(true);
    await expectAccessible(page, 'AI Life Coach on a phone (conversation)');
    await shot(page, 'ai-coach-phone');
    await page.goto(url('/journal-entries'));
    await page.getByRole('button', { name: 'Create Entry' }).click();
    await page.getByRole('button', { name: 'Show Writing Prompts' }).click();
    await page
      .getByTestId('writing-prompts')
      .getByRole('button', { name: /^Use This/ })
      .first()
      .waitFor();
    expect(await noHorizontalScroll(page)).toBe(true);
    await expectAccessible(page, 'Writing prompts on a phone');
    await shot(page, 'writing-prompts-phone');
    await context.close();
  });
});
