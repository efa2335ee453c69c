import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DESKTOP, expectAccessible, launch, PHONE, registerPatient, signInOnPage, watchErrors } from './browser.js';

/**
 * The Settings screen as a new patient uses it, on a desktop and on a phone:
 * call time and time zone kept across a reload, experimental features revealing their sections,
 * a goal, checklists (one-off and recurring), a part, an experiment and a routine created, a coach and a habit system picked,
 * and account deletion requested; axe on the screen and on each dialog.
 */
const url = (path: string) => `${inject('appUrl')}${path}`;
const password = 'settings-walk-9';

const newPatient = (name: string) => registerPatient(inject('appUrl'), name, password);

const signIn = (page: Page, phone: string) => signInOnPage(page, inject('appUrl'), phone, password);

const toast = (page: Page, text: string) => expect.poll(() => page.getByText(text, { exact: true }).first().isVisible(), { timeout: 10_000 }).toBe(true);
const visible = (page: Page, role: 'heading' | 'button' | 'dialog', name: string) =>
  expect.poll(() => page.getByRole(role, { name, exact: true }).first().isVisible(), { timeout: 10_000 }).toBe(true);

async function openSettings(page: Page) {
  await page.goto(url('/settings'));
  await visible(page, 'heading', 'Call Settings');
}

describe('a new patient sets up Steady, on a desktop', () => {
  let browser: Browser;
  let page: Page;
  let errors: string[];

  beforeAll(async () => {
    browser = await launch();
    page = await (await browser.newContext({ viewport: DESKTOP })).newPage();
    errors = watchErrors(page);
    await signIn(page, await newPatient('Sam Settings'));
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('reaches Settings from the navigation and sees every section', async () => {
    await page.getByRole('link', { name: 'Settings' }).first().click();
    await page.waitForURL('**/settings');
    await visible(page, 'heading', 'Call Settings');
    for (const name of [
      'Quick Actions',
      'Writing Features',
      'Personal Development Setup',
      'Experimental Features',
      'Analysis Settings',
      'Notifications',
      'Delete My Account',
    ]) {
      expect(await page.getByRole('heading', { name, exact: true }).isVisible()).toBe(true);
    }
    expect(await page.getByRole('switch', { name: 'Keep call recordings' }).getAttribute('aria-checked')).toBe('false');
    await expectAccessible(page, 'settings');
  });

  it('changes the call time and time zone, saves, and finds them kept after a reload', async () => {
    await page.getByLabel('Call time').selectOption('07:30');
    await page.getByLabel('Time zone').selectOption('America/Phoenix');
    await page.getByLabel('Maximum call duration (seconds)').fill('900');
    expect(await page.getByText('900 seconds (15 minutes)').isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Save Settings' }).click();
    await toast(page, 'Settings Updated');
    await page.reload();
    await visible(page, 'heading', 'Call Settings');
    expect(await page.getByLabel('Call time').inputValue()).toBe('07:30');
    expect(await page.getByLabel('Time zone').inputValue()).toBe('America/Phoenix');
    expect(await page.getByLabel('Maximum call duration (seconds)').inputValue()).toBe('900');
  });

  it('turns on goals, checklists and coherence mode and sees their sections appear', async () => {
    for (const name of ['Goals', 'Checklists', 'Coherence mode']) {
      expect(await page.getByRole('heading', { name: name === 'Coherence mode' ? 'Parts (Coherence Mode)' : name, exact: true }).count()).toBe(0);
      await page.getByRole('switch', { name, exact: true }).click();
    }
    await visible(page, 'heading', 'Goals');
    await visible(page, 'heading', 'Checklists');
    await visible(page, 'heading', 'Parts (Coherence Mode)');
    await page.getByRole('button', { name: 'Save Settings' }).click();
    await toast(page, 'Settings Updated');
    await expectAccessible(page, 'settings with experimental sections');
  });

  it('creates a goal, after being told what is missing', async () => {
    await page.getByRole('button', { name: 'New Goal' }).click();
    await visible(page, 'dialog', 'New Goal');
    await expectAccessible(page, 'New Goal dialog');
    const dialog = page.getByRole('dialog', { name: 'New Goal' });
    await dialog.getByRole('button', { name: 'Create Goal' }).click();
    await expect.poll(() => dialog.getByText('Title is required').isVisible()).toBe(true);
    expect(await dialog.getByText('Description is required').isVisible()).toBe(true);
    await dialog.getByLabel('Title').fill('Ninety meetings in ninety days');
    await dialog.getByLabel('Description').fill('One meeting every day');
    await dialog.getByLabel('Type').selectOption('short_term');
    await dialog.getByLabel('Category').selectOption('health');
    await dialog.getByLabel('Milestones').fill('30 days\n\n60 days');
    await dialog.getByRole('button', { name: 'Create Goal' }).click();
    await toast(page, 'Goal Created');
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    await expect.poll(() => page.getByRole('list', { name: 'goals' }).getByText('Ninety meetings in ninety days', { exact: true }).isVisible()).toBe(true);
  });

  it('creates a one-off checklist with a due date and a recurring one with a pattern', async () => {
    await page.getByRole('button', { name: 'New Checklist' }).click();
    await visible(page, 'dialog', 'New Checklist');
    await expectAccessible(page, 'New Checklist dialog');
    let dialog = page.getByRole('dialog', { name: 'New Checklist' });
    const submit = dialog.getByRole('button', { name: 'Create Checklist' });
    expect(await submit.isDisabled()).toBe(true);
    await dialog.getByLabel('Title').fill('Court paperwork');
    await dialog.getByLabel('Item 1', { exact: true }).fill('Copy ID');
    await dialog.getByLabel('Item 1', { exact: true }).press('Enter');
    await dialog.getByLabel('Item 2', { exact: true }).fill('Letter from counsellor');
    await dialog.getByLabel('Due date (optional)').fill('2030-05-01');
    await submit.click();
    await toast(page, 'Checklist Created');
    await expect.poll(() => page.getByText('Due 2030-05-01').isVisible()).toBe(true);

    await page.getByRole('button', { name: 'New Checklist' }).click();
    dialog = page.getByRole('dialog', { name: 'New Checklist' });
    await dialog.getByLabel('Title').fill('Evening wind-down');
    await dialog.getByRole('switch', { name: 'Recurring' }).click();
    expect(await dialog.getByLabel('Due date (optional)').count()).toBe(0);
    await dialog.getByLabel('Recurrence pattern').selectOption('daily');
    await dialog.getByLabel('Item 1', { exact: true }).fill('Phone away by ten');
    await expectAccessible(page, 'New Checklist dialog (recurring)');
    await dialog.getByRole('button', { name: 'Create Checklist' }).click();
    await toast(page, 'Checklist Created');
    await expect.poll(() => page.getByText('Repeats daily').isVisible()).toBe(true);
  });

  it('creates a part with a colour from the palette', async () => {
    await page.getByRole('button', { name: 'New Part' }).click();
    await visible(page, 'dialog', 'New Part');
    await expectAccessible(page, 'New Part dialog');
    const dialog = page.getByRole('dialog', { name: 'New Part' });
    await dialog.getByLabel('Name', { exact: true }).fill('The planner');
    await dialog.getByLabel('Role').selectOption('protector');
    await dialog.getByLabel('Description').fill('Makes lists so nothing goes wrong');
    await dialog.getByRole('radio', { name: 'Teal' }).click();
    await dialog.getByRole('button', { name: 'Create Part' }).click();
    await toast(page, 'Part Created');
    await expect.poll(() => page.getByRole('list', { name: 'parts' }).getByText('The planner', { exact: true }).isVisible()).toBe(true);
  });

  it('edits the goal in its dialog, pre-filled, and deletes the part after confirming', async () => {
    await page.getByRole('button', { name: 'Edit Ninety meetings in ninety days' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Goal' });
    await dialog.waitFor();
    expect(await dialog.getByLabel('Milestones').inputValue()).toBe('30 days\n60 days');
    await expectAccessible(page, 'Edit Goal dialog');
    if (process.env.SHOTS) await page.screenshot({ path: `${process.env.SHOTS}/goal-edit-desktop.png` });
    await dialog.getByLabel('Title').fill('Ninety meetings, one day at a time');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await toast(page, 'Goal Updated');
    await expect.poll(() => page.getByRole('list', { name: 'goals' }).getByText('Ninety meetings, one day at a time', { exact: true }).isVisible()).toBe(true);

    await page.getByRole('button', { name: 'Delete The planner' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete The planner?' });
    await confirm.waitFor();
    await expectAccessible(page, 'Delete part dialog');
    if (process.env.SHOTS) await page.screenshot({ path: `${process.env.SHOTS}/part-delete-desktop.png` });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await toast(page, 'Part Deleted');
    await expect.poll(() => page.getByText('No parts yet.').isVisible()).toBe(true);
  });

  it('turns on experiments and the routine builder, and creates one of each', async () => {
    await page.getByRole('switch', { name: 'Experiments', exact: true }).click();
    await page.getByRole('switch', { name: 'Routine builder', exact: true }).click();
    await visible(page, 'heading', 'Experiments');
    await visible(page, 'heading', 'Routine Builder');

    await page.getByRole('button', { name: 'New Experiment' }).click();
    await visible(page, 'dialog', 'New Experiment');
    await expectAccessible(page, 'New Experiment dialog');
    let dialog = page.getByRole('dialog', { name: 'New Experiment' });
    await dialog.getByLabel('Title').fill('Phone-free evenings');
    await dialog.getByLabel('Hypothesis (optional)').fill('I will sleep better');
    await dialog.getByRole('button', { name: 'Create Experiment' }).click();
    await toast(page, 'Experiment Created');
    await expect.poll(() => page.getByText('Hypothesis: I will sleep better').isVisible()).toBe(true);

    await page.getByRole('button', { name: 'New Routine' }).click();
    await visible(page, 'dialog', 'New Routine');
    await expectAccessible(page, 'New Routine dialog');
    dialog = page.getByRole('dialog', { name: 'New Routine' });
    await dialog.getByLabel('Title').fill('Evening wind-down');
    await dialog.getByLabel('Time of day').selectOption('evening');
    await dialog.getByLabel('Duration in minutes (optional)').fill('25');
    await dialog.getByLabel('Related experiment').selectOption({ label: 'Phone-free evenings' });
    await dialog.getByRole('button', { name: 'Create Routine' }).click();
    await toast(page, 'Routine Created');
    await expect.poll(() => page.getByRole('list', { name: 'routines' }).getByText('25 min').isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Save Settings' }).click();
    await toast(page, 'Settings Updated');
  });

  it('picks an AI coach and a habit system from the first four of the catalog', async () => {
    await page.getByRole('button', { name: 'Select AI Coach' }).click();
    const coaches = page.getByRole('list', { name: 'Choose your AI Coach' });
    expect(await coaches.getByRole('listitem').count()).toBe(4);
    await expectAccessible(page, 'coach picker');
    await coaches.getByRole('button', { name: 'Select Habit Builder' }).click();
    await toast(page, 'AI Coach Updated');
    await expect.poll(() => page.getByTestId('current-ai-coach').textContent()).toBe('Habit Builder');

    await page.getByRole('button', { name: 'Select Habit System' }).click();
    await page.getByRole('list', { name: 'Choose your Habit System' }).getByRole('button', { name: 'Select Mindful Moments' }).click();
    await toast(page, 'Habit System Updated');
    await expect.poll(() => page.getByTestId('current-habit-system').textContent()).toBe('Mindful Moments');
  });

  it('requests account deletion after confirming, and sees the request after a reload', async () => {
    await page.getByRole('button', { name: 'Delete my account' }).click();
    await visible(page, 'dialog', 'Delete your account?');
    await expectAccessible(page, 'delete account dialog');
    await page.getByRole('button', { name: 'Request Deletion' }).click();
    await toast(page, 'Deletion Requested');
    await expect.poll(() => page.getByTestId('deletion-status').textContent()).toMatch(/Deletion requested on .+ Your data will be removed by .+\./);
    await page.reload();
    await visible(page, 'heading', 'Call Settings');
    await expect.poll(() => page.getByTestId('deletion-status').isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Delete my account' }).count()).toBe(0);
    // What was saved before is all still here.
    expect(await page.getByTestId('current-ai-coach').textContent()).toBe('Habit Builder');
    await visible(page, 'heading', 'Goals');
    await visible(page, 'heading', 'Routine Builder');
    expect(errors).toEqual([]);
  });
});

describe('a new patient on a phone', () => {
  let browser: Browser;
  let page: Page;
  let errors: string[];

  beforeAll(async () => {
    browser = await launch();
    page = await (await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true })).newPage();
    errors = watchErrors(page);
    await signIn(page, await newPatient('Pat Phone'));
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('changes the call time and time zone, and they are kept', async () => {
    await openSettings(page);
    await expectAccessible(page, 'settings (phone)');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await page.getByLabel('Call time').selectOption('06:00');
    await page.getByLabel('Time zone').selectOption('Pacific/Honolulu');
    await page.getByRole('button', { name: 'Save Settings' }).click();
    await toast(page, 'Settings Updated');
    await page.reload();
    await visible(page, 'heading', 'Call Settings');
    expect(await page.getByLabel('Call time').inputValue()).toBe('06:00');
    expect(await page.getByLabel('Time zone').inputValue()).toBe('Pacific/Honolulu');
  });

  it('turns on checklists and creates a recurring one in a dialog that fits the screen', async () => {
    await page.getByRole('switch', { name: 'Checklists', exact: true }).click();
    await page.getByRole('button', { name: 'New Checklist' }).click();
    await visible(page, 'dialog', 'New Checklist');
    const dialog = page.getByRole('dialog', { name: 'New Checklist' });
    const box = await dialog.boundingBox();
    expect(box!.height).toBeLessThanOrEqual(PHONE.height * 0.8 + 1);
    expect(box!.width).toBeLessThanOrEqual(PHONE.width);
    await expectAccessible(page, 'New Checklist dialog (phone)');
    await dialog.getByLabel('Title').fill('Morning');
    await dialog.getByRole('switch', { name: 'Recurring' }).click();
    await dialog.getByLabel('Recurrence pattern').selectOption('weekly');
    await dialog.getByLabel('Item 1', { exact: true }).fill('Make the bed');
    await dialog.getByRole('button', { name: 'Create Checklist' }).click();
    await toast(page, 'Checklist Created');
    await expect.poll(() => page.getByText('Repeats weekly').isVisible()).toBe(true);
    expect(errors).toEqual([]);
  });
});
