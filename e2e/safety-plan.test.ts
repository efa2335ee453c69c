import fs from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createDb } from '@steady/functions/app/db';
import { createDynamoClient } from '@steady/functions/platform/adapters/aws/dynamodb';
import { completeOnboarding, DESKTOP, expectAccessible, freshPhoneDigits, launch, PHONE, signInOnPage, watchErrors } from './browser.js';

/**
 * The patient's side of crisis safety, in the browser: an entry in crisis shows the crisis panel (988,
 * 741741, 911), the dashboard trades its streak nudges for the safety plan and the care team, the
 * patient writes a safety plan, and the panel then lists their own coping strategies and people. On a
 * desktop and on a 390 px phone, with axe on each screen. SCREENSHOT_DIR=… keeps screenshots.
 */
const url = (p: string) => `${inject('appUrl')}${p}`;
const password = 'steady-harbor-4';
const COACH_NAME = 'Riley Okafor';
const CRISIS_TEXT = 'I want to kill myself tonight, I have the pills here.';

async function register(name: string): Promise<{ id: string; phone: string }> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const phone = `+1${freshPhoneDigits()}`;
    const res = await fetch(url('/api/register'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name, phoneNumber: phone, password, timeZone: 'America/New_York', callTime: '19:00' }),
    });
    if (res.status === 201) {
      const id = ((await res.json()) as { user: { id: string } }).user.id;
      await completeOnboarding(inject('appUrl'), phone, password);
      return { id, phone };
    }
  }
  throw new Error(`could not register ${name}`);
}

/** No route makes someone a coach or connects people yet: both records are written to the stack's table. */
async function connectCoach(patientId: string, coachId: string): Promise<void> {
  const db = createDb(createDynamoClient({ region: 'us-east-1', dynamoEndpoint: inject('dynamoEndpoint') }), inject('tableName'));
  await db.entities.user.patch({ userId: coachId }).set({ role: 'coach' }).go();
  const now = new Date().toISOString();
  await db.entities.careConnection
    .put({
      userId: patientId,
      memberId: coachId,
      relationshipType: 'coach',
      status: 'active',
      canViewEntries: true,
      canCommentEntries: false,
      canEditWorkspaces: false,
      createdAt: now,
      updatedAt: now,
    })
    .go();
}

async function shot(page: Page, name: string): Promise<void> {
  const dir = process.env.SCREENSHOT_DIR;
  if (!dir) return;
  fs.mkdirSync(dir, { recursive: true });
  // From the top: a full-page shot of a scrolled page draws the sticky header and navigation mid-page.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined))));
  // Toasts (sign-in, saved) would cover what the screenshot is for.
  await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage: true, style: 'li[data-swipe-direction] { visibility: hidden !important; }' });
}

const visible = (locator: Locator) => expect.poll(() => locator.first().isVisible(), { timeout: 10_000 }).toBe(true);
const noSideScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

/** The panel's lines that always answer, with their links. */
async function expectLines(panel: Locator) {
  expect(await panel.getByRole('link', { name: 'Call 988' }).getAttribute('href')).toBe('tel:988');
  expect(await panel.getByRole('link', { name: 'Text 988' }).getAttribute('href')).toBe('sms:988');
  expect(await panel.getByRole('link', { name: 'Text HOME to 741741' }).getAttribute('href')).toBe('sms:741741?&body=HOME');
  expect(await panel.getByRole('link', { name: 'Call 911' }).getAttribute('href')).toBe('tel:911');
}

/** What the dashboard shows in place of the nudges, and what it must not show while the panel is there. */
async function expectCrisisDashboard(page: Page) {
  const panel = page.getByRole('region', { name: 'Crisis support' });
  await visible(panel);
  await expectLines(panel);
  await visible(page.getByRole('region', { name: 'Your safety plan' }));
  const care = page.getByRole('region', { name: 'Contact your care team' });
  await visible(care);
  expect(await care.getByRole('link', { name: `Call ${COACH_NAME}` }).getAttribute('href')).toMatch(/^tel:\+1\d{10}$/);
  await visible(page.getByRole('heading', { name: 'Journal Streak' }));
  expect(await page.getByTestId('achievement-banner').count()).toBe(0);
  expect(await page.getByRole('region', { name: 'Daily Check-in' }).count()).toBe(0);
  expect(await page.locator('main').textContent()).not.toMatch(/streak alive|day streak|in a row|Getting Started|Building Momentum/);
}

describe('crisis safety for a new patient', () => {
  let browser: Browser;
  let desktop: BrowserContext;
  let page: Page;
  let errors: string[];
  let patient: { id: string; phone: string };

  beforeAll(async () => {
    patient = await register('Casey Harbor');
    const coach = await register(COACH_NAME);
    await connectCoach(patient.id, coach.id);
    browser = await launch();
    desktop = await browser.newContext({ viewport: DESKTOP });
    page = await desktop.newPage();
    errors = watchErrors(page);
    await signInOnPage(page, inject('appUrl'), patient.phone, password);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('an entry with crisis language shows the crisis panel with 988, 741741 and 911, and offers a safety plan', async () => {
    await page.goto(url('/journal-entries'));
    await page.getByRole('button', { name: 'Create Entry' }).first().click();
    await page.getByLabel('Title').fill('Tonight');
    await page.getByLabel('Content').fill(CRISIS_TEXT);
    await page.getByRole('button', { name: 'Save Entry' }).click();
    const entry = page.getByTestId('journal-entry').filter({ hasText: 'Tonight' });
    const panel = entry.getByRole('region', { name: 'Crisis support' });
    await visible(panel);
    await expectLines(panel);
    await visible(panel.getByRole('link', { name: 'Make a safety plan' }));
    await expectAccessible(page, 'journal with the crisis panel');
  });

  it('the dashboard shows the panel, the safety plan and the care team, and not the streak nudges', async () => {
    await page.getByRole('link', { name: 'Dashboard' }).first().click();
    await page.waitForURL('**/dashboard');
    await expectCrisisDashboard(page);
    await visible(page.getByRole('region', { name: 'Your safety plan' }).getByRole('link', { name: 'Make a safety plan' }));
    await expectAccessible(page, 'dashboard with the crisis panel');
    await shot(page, 'dashboard-crisis-empty-plan-desktop');
  });

  it('the patient writes and saves a safety plan, with the keyboard where it matters', async () => {
    await page.getByRole('region', { name: 'Your safety plan' }).getByRole('link', { name: 'Make a safety plan' }).click();
    await page.waitForURL('**/safety-plan');
    await visible(page.getByRole('heading', { level: 1, name: 'Safety Plan' }));
    await visible(page.getByRole('heading', { name: 'You haven’t written a safety plan yet' }));
    await expectAccessible(page, 'empty safety plan');

    await page.getByRole('textbox', { name: 'Warning sign 1' }).fill('I stop answering my phone');
    await page.getByRole('textbox', { name: 'Coping strategy 1' }).fill('Walk around the block');
    // Adding a row from the keyboard puts the cursor in it.
    await page.getByRole('button', { name: 'Add a coping strategy' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByRole('textbox', { name: 'Coping strategy 2' }).evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.type('Box breathing for five minutes');
    await page.getByRole('textbox', { name: 'Name, person 1' }).fill('My sister Dana');
    await page.getByRole('textbox', { name: 'Phone (optional), person 1' }).fill('(415) 555-0144');
    await page.getByRole('textbox', { name: 'Name, professional or service 1' }).fill('My counselor');
    await page.getByRole('textbox', { name: 'Step 1' }).fill('Dana keeps my pills for now');
    await page.getByRole('textbox', { name: 'The one thing that is most important to me and worth living for' }).fill('My daughter');
    await page.getByRole('button', { name: 'Save Safety Plan' }).click();
    await visible(page.getByText('Safety Plan Saved', { exact: true }));
    await expect.poll(() => page.getByRole('heading', { name: 'You haven’t written a safety plan yet' }).count()).toBe(0);
    await expectAccessible(page, 'saved safety plan');
    await shot(page, 'safety-plan-desktop');

    // Printable: on paper the editor and the navigation give way to the plan as a page.
    await page.emulateMedia({ media: 'print' });
    const printed = page.getByTestId('safety-plan-print');
    await expect.poll(() => printed.isVisible()).toBe(true);
    expect(await page.getByRole('form', { name: 'Safety plan' }).isVisible()).toBe(false);
    expect(await page.getByRole('navigation').first().isVisible()).toBe(false);
    const paper = await printed.textContent();
    for (const text of [
      'Step 2: Things I can do on my own',
      'Box breathing for five minutes',
      'My sister Dana: (415) 555-0144',
      '988 Suicide & Crisis Lifeline',
      'My daughter',
    ]) {
      expect(paper).toContain(text);
    }
    await shot(page, 'safety-plan-print');
    await page.emulateMedia({ media: 'screen' });

    // It is kept: a reload shows it.
    await page.reload();
    await expect.poll(() => page.getByRole('textbox', { name: 'Coping strategy 2' }).inputValue(), { timeout: 10_000 }).toBe('Box breathing for five minutes');
  });

  it('the panel then lists their coping strategies and people, on the dashboard and on the entry', async () => {
    await page.getByRole('link', { name: 'Dashboard' }).first().click();
    await page.waitForURL('**/dashboard');
    await expectCrisisDashboard(page);
    const plan = page.getByRole('region', { name: 'Crisis support' }).getByTestId('crisis-panel-plan');
    await visible(plan);
    expect(await plan.textContent()).toContain('Walk around the block');
    expect(await plan.textContent()).toContain('Box breathing for five minutes');
    expect(await plan.getByRole('link', { name: 'Call my sister Dana' }).getAttribute('href')).toBe('tel:4155550144');
    expect(await page.getByRole('region', { name: 'Your safety plan' }).textContent()).toContain('What matters most to you: My daughter');
    await expectAccessible(page, 'dashboard with the crisis panel and a safety plan');
    await shot(page, 'dashboard-crisis-desktop');

    await page.goto(url('/journal-entries'));
    const entryPlan = page.getByTestId('journal-entry').filter({ hasText: 'Tonight' }).getByTestId('crisis-panel-plan');
    await visible(entryPlan);
    expect(await entryPlan.getByRole('link', { name: 'Call my sister Dana' }).getAttribute('href')).toBe('tel:4155550144');
    expect(errors).toEqual([]);
  });

  it('on a 390 px phone: the panel, the plan and the care team fit, stay accessible, and the panel can be hidden', async () => {
    const phone = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
    const p = await phone.newPage();
    const phoneErrors = watchErrors(p);
    await signInOnPage(p, inject('appUrl'), patient.phone, password);
    await expectCrisisDashboard(p);
    await visible(p.getByRole('region', { name: 'Crisis support' }).getByRole('link', { name: 'Call my sister Dana' }));
    expect(await noSideScroll(p)).toBe(true);
    await expectAccessible(p, 'dashboard with the crisis panel on a phone');
    await shot(p, 'dashboard-crisis-phone');

    await p.getByRole('region', { name: 'Crisis support' }).getByRole('link', { name: 'Open my safety plan' }).click();
    await p.waitForURL('**/safety-plan');
    await expect.poll(() => p.getByRole('textbox', { name: 'Warning sign 1' }).inputValue(), { timeout: 10_000 }).toBe('I stop answering my phone');
    expect(await noSideScroll(p)).toBe(true);
    await expectAccessible(p, 'safety plan on a phone');
    await shot(p, 'safety-plan-phone');

    // Hidden for now: the usual dashboard is back, and stays so after a reload.
    await p.goto(url('/dashboard'));
    await p.getByRole('button', { name: 'Hide for now' }).click();
    await expect.poll(() => p.getByRole('region', { name: 'Crisis support' }).count()).toBe(0);
    await visible(p.getByRole('region', { name: 'Daily Check-in' }));
    await visible(p.getByTestId('achievement-banner'));
    await p.reload();
    await visible(p.getByRole('region', { name: 'Daily Check-in' }));
    expect(await p.getByRole('region', { name: 'Crisis support' }).count()).toBe(0);
    expect(phoneErrors).toEqual([]);
    await phone.close();
  });
});

describe("the demo patient's safety plan", () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('is filled in, with the 988 Lifeline listed, and is accessible', async () => {
    const page = await (await browser.newContext({ viewport: DESKTOP })).newPage();
    await signInOnPage(page, inject('appUrl'), '+14155550101', 'SteadyDemo1', '/safety-plan');
    await expect.poll(() => page.getByRole('textbox', { name: 'Coping strategy 1' }).inputValue(), { timeout: 10_000 }).toBe('Walk around the block twice');
    expect(await page.getByRole('textbox', { name: 'Name, person 1' }).inputValue()).toBe('My sister Ana');
    expect(await page.getByRole('textbox', { name: 'The one thing that is most important to me and worth living for' }).inputValue()).toContain('Lucia');
    expect(await page.getByRole('link', { name: '988' }).getAttribute('href')).toBe('tel:988');
    expect(await page.getByRole('heading', { name: 'You haven’t written a safety plan yet' }).count()).toBe(0);
    await expectAccessible(page, "the demo patient's safety plan");
  });
});
