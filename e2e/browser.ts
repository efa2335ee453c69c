import { randomInt } from 'node:crypto';
import { normalizePhoneNumber } from '@steady/shared';
import AxeBuilder from '@axe-core/playwright';
import { chromium, type Browser, type Page } from 'playwright-core';
import { expect } from 'vitest';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const DESKTOP = { width: 1280, height: 800 };
export const PHONE = { width: 390, height: 844 };

export function launch(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
}

/** axe on the current screen: no serious or critical violations. */
export async function expectAccessible(page: Page, screen: string): Promise<void> {
  // Colours are only final once enter animations (drawer, dialogs, toasts) have finished.
  await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined))));
  const results = await new AxeBuilder({ page }).analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    bad.map(
      (v) =>
        `${v.id} (${v.impact}): ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(' | ')}`,
    ),
    `axe on ${screen}`,
  ).toEqual([]);
}

/** Collects uncaught page errors so a test can assert none happened. */
export function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  return errors;
}

const AREA_CODES = ['415', '212', '312', '617', '206', '303', '512', '646', '702', '808'];
/** A fresh US number for a new test patient: ten digits, random enough that test files never collide. */
export function freshPhoneDigits(): string {
  for (;;) {
    const digits = `${AREA_CODES[randomInt(AREA_CODES.length)]}${randomInt(200, 1000)}${String(randomInt(10000)).padStart(4, '0')}`;
    if (normalizePhoneNumber(digits) === `+1${digits}`) return digits;
  }
}

/** Registers a new patient through the API with a fresh number (retried if one is taken); returns the E.164 number. */
export async function registerPatient(appUrl: string, name: string, password: string): Promise<string> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const phone = `+1${freshPhoneDigits()}`;
    const res = await fetch(`${appUrl}/api/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name, phoneNumber: phone, password, timeZone: 'America/New_York', callTime: '19:00' }),
    });
    if (res.status === 201) return phone;
  }
  throw new Error('could not register a patient');
}

/** Signs in on the login screen with a US number (E.164) and waits for the dashboard. */
export async function signInOnPage(page: Page, appUrl: string, phone: string, password: string): Promise<void> {
  await page.goto(`${appUrl}/login`);
  await page.getByLabel('Phone Number').fill(phone.slice(2));
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL('**/dashboard', { timeout: 15_000 });
}
