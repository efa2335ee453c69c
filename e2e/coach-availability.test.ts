import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createDb } from '@steady/functions/app/db';
import { createDynamoClient } from '@steady/functions/platform/adapters/aws/dynamodb';
import { makePng } from '../infra/local/png.js';
import { DESKTOP, expectAccessible, launch, PHONE, registerPatientAccount, signInOnPage, watchErrors } from './browser.js';

/**
 * The coach's Availability tab and Coach Settings in the browser (docs/architecture.md, "Coach
 * availability and profile"): pricing and the weekly schedule saved, bad values refused with the field
 * named beside it, read back after a reload; a profile with a photo, shown on the client's My Circle
 * card. axe on every screen, at 1280×800 and 390×844.
 */
const url = (p: string) => `${inject('appUrl')}${p}`;
const password = 'steady-meadow-8';
const db = () => createDb(createDynamoClient({ region: 'us-east-1', dynamoEndpoint: inject('dynamoEndpoint') }), inject('tableName'));
const BIO = 'I work with people in their first year of recovery: routines that hold on hard days, sleep, and the conversations that rebuild trust with family.';

/** A new account, registered and onboarded through the API. */
const register = (name: string) => registerPatientAccount(inject('appUrl'), name, password);

const toast = (page: Page, text: string) => expect.poll(() => page.getByText(text, { exact: true }).first().isVisible(), { timeout: 10_000 }).toBe(true);

/** The message shown under a field, tied to it by aria-describedby. */
async function fieldMessage(page: Page, controlId: string): Promise<string> {
  const control = page.locator(`#${controlId}`);
  await expect.poll(() => control.getAttribute('aria-invalid')).toBe('true');
  const ids = (await control.getAttribute('aria-describedby'))!.split(' ');
  return (await page.locator(`#${ids.find((i) => i.endsWith('-error'))}`).textContent()) ?? '';
}

describe('coach availability and profile', () => {
  let browser: Browser;
  let coach: { id: string; phone: string };
  let client: { id: string; phone: string };
  beforeAll(async () => {
    browser = await launch();
    [coach, client] = await Promise.all([register('Dr. Quinn Avery'), register('Morgan Client')]);
    const now = new Date().toISOString();
    await db().entities.user.patch({ userId: coach.id }).set({ role: 'coach' }).go();
    await db()
      .entities.careConnection.put({
        userId: client.id,
        memberId: coach.id,
        relationshipType: 'coach',
        status: 'active',
        canViewEntries: true,
        canCommentEntries: false,
        canEditWorkspaces: false,
        createdAt: now,
        updatedAt: now,
      })
      .go();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('saves pricing and the schedule, refuses bad values at the field, and reads them back after a reload', async () => {
    const page = await (await browser.newContext({ viewport: DESKTOP })).newPage();
    const errors = watchErrors(page);
    await signInOnPage(page, inject('appUrl'), coach.phone, password, '/coach-dashboard/availability');
    const rate = page.getByLabel('Hourly rate (USD)');
    // The defaults: $75, 60 minutes, weekdays on.
    await expect.poll(() => rate.inputValue()).toBe('75');
    expect(await page.getByLabel('Session duration').inputValue()).toBe('60');
    expect(await page.getByRole('checkbox', { name: 'Friday' }).getAttribute('aria-checked')).toBe('true');
    expect(await page.getByRole('checkbox', { name: 'Saturday' }).getAttribute('aria-checked')).toBe('false');
    await expectAccessible(page, 'availability (defaults)');

    // Out of range: refused beside the field, which gets focus; nothing saved.
    await rate.fill('600');
    await page.getByRole('button', { name: 'Save Pricing Settings' }).click();
    expect(await fieldMessage(page, 'availability-hourlyRate')).toBe('Hourly rate must be between $25 and $500');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('availability-hourlyRate');
    await expectAccessible(page, 'availability (pricing error)');

    // By keyboard: type the rate and press Enter to save.
    await rate.fill('140');
    await page.getByLabel('Session duration').selectOption('90');
    await rate.press('Enter');
    await toast(page, 'Pricing Saved');
    expect(await page.locator('#availability-hourlyRate').getAttribute('aria-invalid')).toBeNull();

    // Wednesday ending before it starts: refused at Wednesday's end time.
    await page.locator('#availability-day-3-end').fill('08:00');
    await page.getByRole('button', { name: 'Save Schedule' }).click();
    expect(await fieldMessage(page, 'availability-day-3-end')).toBe('End time must be after start time');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('availability-day-3-end');

    await page.locator('#availability-day-3-end').fill('12:00');
    await page.getByRole('checkbox', { name: 'Saturday' }).focus();
    await page.keyboard.press('Space');
    await page.locator('#availability-day-6-start').fill('10:00');
    await page.locator('#availability-day-6-end').fill('14:00');
    await page.getByLabel('Time zone').selectOption('America/Los_Angeles');
    await page.getByRole('button', { name: 'Save Schedule' }).click();
    await toast(page, 'Schedule Saved');

    await page.reload();
    await expect.poll(() => page.getByLabel('Hourly rate (USD)').inputValue()).toBe('140');
    expect(await page.getByLabel('Session duration').inputValue()).toBe('90');
    expect(await page.getByLabel('Time zone').inputValue()).toBe('America/Los_Angeles');
    expect(await page.locator('#availability-day-3-end').inputValue()).toBe('12:00');
    expect(await page.getByRole('checkbox', { name: 'Saturday' }).getAttribute('aria-checked')).toBe('true');
    expect(await page.locator('#availability-day-6-start').inputValue()).toBe('10:00');
    expect(await page.getByRole('checkbox', { name: 'Sunday' }).getAttribute('aria-checked')).toBe('false');
    await expectAccessible(page, 'availability (saved)');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('edits the profile and photo, and the client sees them on My Circle with the Verified badge once verified', async () => {
    const page = await (await browser.newContext({ viewport: DESKTOP })).newPage();
    const errors = watchErrors(page);
    await signInOnPage(page, inject('appUrl'), coach.phone, password, '/coach-dashboard/settings');
    await page.getByLabel('Bio').waitFor();
    await expectAccessible(page, 'coach settings (empty)');

    // A GIF is refused before upload, under the photo controls.
    const input = page.getByTestId('photo-input');
    await input.setInputFiles({ name: 'me.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1') });
    await expect.poll(() => page.locator('#photo-error').textContent()).toBe('Photo must be a JPEG, PNG or WebP image');

    // A 600×400 PNG: cropped and resized to 256×256 in the browser, then stored.
    const png = makePng(600, 400, (x) => [20, 120 + Math.round(x / 10), 150]);
    await input.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png });
    await toast(page, 'Photo Updated');
    const own = page.getByRole('img', { name: 'Photo of Dr. Quinn Avery' }).first();
    await expect.poll(() => own.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(256);

    await page.getByLabel('Bio').fill(BIO);
    await page.getByLabel('Specialties').fill('Early recovery, Sleep, , sleep');
    await page.getByLabel('Certifications').fill('CADC-II\nLicensed Professional Counselor');
    await page.getByLabel('Languages').fill('English, Spanish');
    await page.getByRole('button', { name: 'Save Profile' }).click();
    await toast(page, 'Profile Saved');
    // Read back: lists trimmed, empty and repeated ones dropped.
    await page.reload();
    await expect.poll(() => page.getByLabel('Specialties').inputValue()).toBe('Early recovery, Sleep');
    expect(await page.getByLabel('Bio').inputValue()).toBe(BIO);
    await expectAccessible(page, 'coach settings (saved)');
    expect(errors).toEqual([]);
    await page.close();

    const patient = await (await browser.newContext({ viewport: DESKTOP })).newPage();
    await signInOnPage(patient, inject('appUrl'), client.phone, password, '/my-circle');
    const card = patient.getByRole('article', { name: /Dr\. Quinn Avery/ });
    await card.getByTestId('coach-profile').waitFor();
    const shown = (await card.getByTestId('coach-profile').textContent()) ?? '';
    expect(shown).toContain(`${BIO.slice(0, 120).trimEnd()}…`);
    expect(shown).not.toContain(BIO);
    expect(shown).toContain('Early recovery');
    expect(shown).toContain('Sleep');
    await expect.poll(() => card.getByRole('img', { name: 'Photo of Dr. Quinn Avery' }).evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(256);
    expect(await card.getByText('Verified', { exact: true }).count()).toBe(0);

    // An admin verifies the coach: the badge shows.
    await db().entities.user.patch({ userId: coach.id }).set({ isVerifiedCoach: true }).go();
    await patient.reload();
    await expect.poll(() => card.getByText('Verified', { exact: true }).isVisible(), { timeout: 10_000 }).toBe(true);
    await expectAccessible(patient, 'my circle with the coach profile');
    await patient.close();
  });

  it('works on a phone, and a patient gets Coach Access Required', async () => {
    const page = await (await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true })).newPage();
    await signInOnPage(page, inject('appUrl'), coach.phone, password, '/coach-dashboard/availability');
    await expect.poll(() => page.getByLabel('Hourly rate (USD)').inputValue()).toBe('140');
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await expectAccessible(page, 'availability (phone)');
    await page.goto(url('/coach-dashboard/settings'));
    await page.getByLabel('Bio').waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await expectAccessible(page, 'coach settings (phone)');
    await page.close();

    const patient = await (await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true })).newPage();
    await signInOnPage(patient, inject('appUrl'), client.phone, password, '/coach-dashboard/availability');
    await patient.getByRole('heading', { name: 'Coach Access Required' }).waitFor();
    expect(await patient.getByText('This dashboard is only available for users with coach privileges.').isVisible()).toBe(true);
    await patient.close();
  });
});
