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
