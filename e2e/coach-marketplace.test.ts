import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createDb } from '@steady/functions/app/db';
import { createDynamoClient } from '@steady/functions/platform/adapters/aws/dynamodb';
import { DESKTOP, expectAccessible, launch, PHONE, registerPatient, signedInState, signInByApi, watchErrors } from './browser.js';

/**
 * Coach-published marketplace content in the browser (docs/architecture.md, "Coach-published
 * marketplace content"): a verified coach writes an AI coach persona in the Coach Dashboard's
 * Marketplace tab and publishes it; a patient finds it under AI Coaches with the coach as author and
 * installs it. axe on the tab and its dialog; desktop and phone screenshots.
 */
const url = (p: string) => `${inject('appUrl')}${p}`;
const password = 'market-coach-5';
const db = () => createDb(createDynamoClient({ region: 'us-east-1', dynamoEndpoint: inject('dynamoEndpoint') }), inject('tableName'));
const SHOTS = process.env.SCREENSHOT_DIR;

describe('the coach’s Marketplace tab', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('a coach creates and publishes a persona; a patient installs it from AI Coaches', async () => {
    const coachPhone = await registerPatient(inject('appUrl'), 'Robin Author', password);
    const coach = await signInByApi(inject('appUrl'), coachPhone, password);
    await db().entities.user.patch({ userId: coach.userId }).set({ role: 'coach', isVerifiedCoach: true }).go();

    const context = await browser.newContext({ viewport: DESKTOP, storageState: await signedInState(inject('appUrl'), coachPhone, password) });
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto(url('/coach-dashboard/marketplace'));
    await expect.poll(() => page.getByText('No content published yet').isVisible(), { timeout: 15_000 }).toBe(true);
    expect(await page.getByRole('heading', { name: 'Create Marketplace Content' }).isVisible()).toBe(true);
    expect(await page.locator('a[href="/coach-dashboard/marketplace"]').getAttribute('aria-current')).toBe('page');
    await expectAccessible(page, 'Coach Dashboard (Marketplace tab)');

    await page.getByRole('button', { name: 'AI Coach', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'New AI Coach' });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    // Nothing filled in: the first field is named and focused.
    await dialog.getByRole('button', { name: 'Save draft' }).click();
    await expect.poll(() => dialog.getByText('Name is required').isVisible()).toBe(true);
    await expectAccessible(page, 'New AI Coach dialog (with errors)');
    await dialog.getByLabel('Name').fill('Lantern');
    await dialog.getByLabel('Description').fill('A calm light for long evenings.');
    await dialog.getByLabel('Personality').fill('Calm and slow');
    await dialog.getByLabel('Specialties').fill('evenings, cravings');
    await dialog.getByLabel('Instructions to the AI Life Coach').fill('Speak slowly; come back to breath and rest.');
    await dialog.getByLabel('Price (USD)').fill('0');
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/coach-marketplace-dialog-desktop.png` });
    await dialog.getByRole('button', { name: 'Save draft' }).click();
    await expect.poll(() => dialog.isVisible()).toBe(false);
    const row = page.getByTestId('coach-item').filter({ hasText: 'Lantern' });
    await expect.poll(() => row.getByText('Draft', { exact: true }).isVisible()).toBe(true);
    await row.getByRole('button', { name: 'Publish Lantern' }).click();
    await expect.poll(() => row.getByText('Published', { exact: true }).isVisible()).toBe(true);
    expect(await row.getByRole('button', { name: 'Unpublish Lantern' }).isVisible()).toBe(true);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/coach-marketplace-desktop.png`, fullPage: true });
    await page.setViewportSize(PHONE);
    await expectAccessible(page, 'Coach Dashboard (Marketplace tab, phone)');
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/coach-marketplace-phone.png`, fullPage: true });
    expect(errors).toEqual([]);
    await context.close();

    // The patient: the persona under AI Coaches, the coach as its author; Install.
    const patientPhone = await registerPatient(inject('appUrl'), 'Sam Installer', password);
    const patientContext = await browser.newContext({ viewport: DESKTOP, storageState: await signedInState(inject('appUrl'), patientPhone, password) });
    const patient = await patientContext.newPage();
    await patient.goto(url('/marketplace'));
    const install = patient.getByRole('button', { name: 'Install Lantern' });
    for (let i = 0; i < 5 && !(await install.isVisible()); i++) {
      const more = patient.getByRole('button', { name: /Load more/i });
      await expect.poll(() => more.or(install).first().isVisible(), { timeout: 10_000 }).toBe(true);
      if (await install.isVisible()) break;
      await more.click();
    }
    await expect.poll(() => install.isVisible(), { timeout: 10_000 }).toBe(true);
    expect(await patient.getByText('Robin Author').first().isVisible()).toBe(true);
    await install.click();
    await expect.poll(() => patient.getByText('Coach Installed', { exact: true }).first().isVisible()).toBe(true);
    await patientContext.close();
  });
});
