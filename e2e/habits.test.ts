import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DESKTOP, expectAccessible, launch, PHONE, registerPatient, signInOnPage, watchErrors } from './browser.js';

/**
 * Wellness Habits as a new patient uses it, on a desktop and on a phone: the empty
 * screen, a habit created (after the spec's validation messages), progress logged, and the stat cards
 * and recent activity updated; axe on the screen and on each open dialog.
 */
const url = (path: string) => `${inject('appUrl')}${path}`;
const password = 'habits-walk-9';

const newPatient = (name: string) => registerPatient(inject('appUrl'), name, password);

const signIn = (page: Page, phone: string) => signInOnPage(page, inject('appUrl'), phone, password);

const shown = (page: Page, text: string) => expect.poll(() => page.getByText(text, { exact: true }).first().isVisible(), { timeout: 10_000 }).toBe(true);
const statValue = (page: Page, title: string) =>
  page
    .locator('li', { has: page.getByRole('heading', { name: title, exact: true }) })
    .locator('p')
    .first();

for (const [device, viewport] of [
  ['desktop', DESKTOP],
  ['phone', PHONE],
] as const) {
  describe(`a new patient builds a habit, on a ${device}`, () => {
    let browser: Browser;
    let page: Page;
    let errors: string[];

    beforeAll(async () => {
      browser = await launch();
      page = await (await browser.newContext({ viewport })).newPage();
      errors = watchErrors(page);
      await signIn(page, await newPatient('Harper Habits'));
    });
    afterAll(async () => {
      await browser?.close();
    });

    it('opens Wellness Habits empty, in at most three API requests', async () => {
      if (device === 'desktop') {
        await page.getByRole('link', { name: 'Wellness Habits' }).first().click();
        await page.waitForURL('**/habits');
        await page.reload();
      } else {
        await page.goto(url('/habits'));
      }
      const requests: string[] = [];
      page.on('request', (r) => {
        const path = new URL(r.url()).pathname;
        if (path.startsWith('/api/') && path.includes('habit')) requests.push(path);
      });
      await page.reload();
      await shown(page, 'No habits yet');
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Wellness Habits');
      await shown(page, 'Start your wellness journey');
      expect(await statValue(page, 'Current Streak').textContent()).toBe('0 days');
      expect(await statValue(page, 'Weekly Score').textContent()).toBe('0%');
      expect(requests.length, requests.join(', ')).toBeLessThanOrEqual(3);
      await expectAccessible(page, `habits (empty, ${device})`);
    });

    it('shows the spec’s messages on the fields, then creates a habit', async () => {
      await page.getByRole('button', { name: 'New Habit' }).click();
      const dialog = page.getByRole('dialog', { name: 'Create New Habit' });
      await dialog.waitFor();
      await expectAccessible(page, `create habit dialog (${device})`);
      await dialog.getByLabel('Unit').fill('');
      await dialog.getByRole('button', { name: 'Create Habit' }).click();
      for (const message of ['Name is required', 'Description is required', 'Category is required', 'Frequency is required', 'Unit is required']) {
        await shown(page, message);
      }
      expect(await page.evaluate(() => document.activeElement?.id)).toBe('habit-name');
      await expectAccessible(page, `create habit dialog with errors (${device})`);

      await dialog.getByLabel('Name').fill('Drink water');
      await dialog.getByLabel('Description').fill('A glass with every meal');
      await dialog.getByLabel('Category').selectOption('health');
      await dialog.getByLabel('Frequency').selectOption('daily');
      await dialog.getByLabel('Target value').fill('3');
      await dialog.getByLabel('Unit').fill('glasses');
      await dialog.getByRole('button', { name: 'Create Habit' }).click();
      await shown(page, 'Habit Created');
      await dialog.waitFor({ state: 'hidden' });
      await expect.poll(() => page.getByRole('heading', { name: 'Drink water', level: 3 }).isVisible(), { timeout: 10_000 }).toBe(true);
      await expect.poll(() => statValue(page, 'Active Habits').textContent(), { timeout: 10_000 }).toBe('1');
      await shown(page, 'Great start!');
      await shown(page, 'Target: 3 glasses daily');
    });

    it('logs progress and sees the stats and recent activity update', async () => {
      await page.getByRole('button', { name: 'Log progress for Drink water' }).click();
      const dialog = page.getByRole('dialog', { name: 'Log Progress' });
      await dialog.waitFor();
      await expectAccessible(page, `log progress dialog (${device})`);
      expect(await dialog.getByLabel('Habit').inputValue()).not.toBe('');
      await dialog.getByLabel('Value (glasses)').fill('-1');
      await dialog.getByRole('button', { name: 'Log Progress' }).click();
      await shown(page, 'Value must be positive');
      expect(await page.evaluate(() => document.activeElement?.id)).toBe('progress-value');

      await dialog.getByLabel('Value (glasses)').fill('3');
      await dialog.getByLabel('Mood after (optional)').selectOption('8');
      await dialog.getByLabel('Notes (optional)').fill('Easy today');
      await dialog.getByRole('button', { name: 'Log Progress' }).click();
      await shown(page, 'Progress Logged');
      await dialog.waitFor({ state: 'hidden' });

      await expect.poll(() => statValue(page, 'Current Streak').textContent(), { timeout: 10_000 }).toBe('1 day');
      expect(await statValue(page, 'Logged Today').textContent()).toBe('1/1');
      // One full day of a daily habit: 1 of 7 units.
      expect(await statValue(page, 'Weekly Score').textContent()).toBe('14%');
      const activity = page.getByRole('list', { name: 'Recent activity' });
      await expect.poll(() => activity.getByText('Drink water').isVisible(), { timeout: 10_000 }).toBe(true);
      expect(await activity.getByText('Mood 8/10').isVisible()).toBe(true);
      expect(await activity.getByText('Easy today').isVisible()).toBe(true);
      await shown(page, 'Today: 3 glasses');
      await expectAccessible(page, `habits (with progress, ${device})`);
      expect(errors).toEqual([]);
    });

    it('edits the habit in the same dialog, pre-filled, then deletes it after confirming', async () => {
      await page.getByRole('button', { name: 'Edit Drink water' }).click();
      const dialog = page.getByRole('dialog', { name: 'Edit Habit' });
      await dialog.waitFor();
      expect(await dialog.getByLabel('Name').inputValue()).toBe('Drink water');
      await expectAccessible(page, `edit habit dialog (${device})`);
      if (process.env.SHOTS) await page.screenshot({ path: `${process.env.SHOTS}/habit-edit-${device}.png` });
      await dialog.getByLabel('Name').fill('Drink more water');
      await dialog.getByRole('button', { name: 'Save Changes' }).click();
      await shown(page, 'Habit Updated');
      await dialog.waitFor({ state: 'hidden' });
      await expect.poll(() => page.getByRole('heading', { name: 'Drink more water', level: 3 }).isVisible(), { timeout: 10_000 }).toBe(true);

      await page.getByRole('button', { name: 'Delete Drink more water' }).click();
      const confirm = page.getByRole('alertdialog', { name: 'Delete Drink more water?' });
      await confirm.waitFor();
      await expectAccessible(page, `delete habit dialog (${device})`);
      if (process.env.SHOTS) await page.screenshot({ path: `${process.env.SHOTS}/habit-delete-${device}.png` });
      await confirm.getByRole('button', { name: 'Delete' }).click();
      await shown(page, 'Habit Deleted');
      await shown(page, 'No habits yet');
      // The progress went with it: streak and score are back to zero.
      await expect.poll(() => statValue(page, 'Current Streak').textContent(), { timeout: 10_000 }).toBe('0 days');
      expect(await statValue(page, 'Weekly Score').textContent()).toBe('0%');
      expect(errors).toEqual([]);
    });
  });
}
