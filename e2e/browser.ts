import { randomInt } from 'node:crypto';
import { normalizePhoneNumber } from '@steady/shared';
import AxeBuilder from '@axe-core/playwright';
import { chromium, type Browser, type BrowserServer, type Page } from 'playwright-core';
import { expect, inject } from 'vitest';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const DESKTOP = { width: 1280, height: 800 };
export const PHONE = { width: 390, height: 844 };

const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** The suite's one Chromium, started by e2e/global-setup.ts. */
export function launchServer(): Promise<BrowserServer> {
  return chromium.launchServer({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
}

/**
 * A browser for a test file: a connection to the suite's Chromium (e2e/global-setup.ts), so the
 * suite starts Chromium once rather than once per file. Closing it closes the file's contexts and
 * disconnects. Outside the suite's global setup it launches a Chromium of its own.
 */
export function launch(): Promise<Browser> {
  const wsEndpoint = inject('browserWsEndpoint');
  if (wsEndpoint) return chromium.connect(wsEndpoint);
  return chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
}

/** axe on the current screen: no serious or critical violations. */
export async function expectAccessible(page: Page, screen: string): Promise<void> {
  // Colours are only final once enter animations (drawer, dialogs, toasts) have finished.
  // Animations can start one after another (an overlay, then its dialog): wait until none is running.
  await page.evaluate(async () => {
    for (let i = 0; i < 20; i++) {
      const running = document.getAnimations().filter((a) => a.playState === 'running');
      if (running.length === 0) return;
      await Promise.all(running.map((a) => a.finished.catch(() => undefined)));
    }
  });
  // While a modal dialog is open, what lies under its overlay is hidden from assistive technology
  // (aria-hidden, set by the dialog) and dimmed on purpose: axe checks the dialog, not what it covers.
  const builder = new AxeBuilder({ page });
  if (await page.locator('[role="dialog"][aria-modal="true"], [role="alertdialog"][aria-modal="true"]').count()) builder.exclude('[data-aria-hidden="true"]');
  const results = await builder.analyze();
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
    if (res.status === 201) {
      await completeOnboarding(appUrl, phone, password);
      return phone;
    }
  }
  throw new Error('could not register a patient');
}

/**
 * Takes an account registered through the API through the first-run onboarding, as its person would
 * on /welcome: consents to the terms, the privacy notice, recorded calls and text messages, and
 * finishes. Tests that are not about onboarding start here, since nobody is called before consenting
 * and the dashboard sends an account that has not finished to /welcome (docs/architecture.md,
 * "First-run onboarding and consent"). Signs in through the stack's /cognito as the SPA does.
 */
export async function completeOnboarding(appUrl: string, phone: string, password: string): Promise<void> {
  const config = (await (await fetch(`${appUrl}/config.json`)).json()) as { userPoolClientId: string };
  const auth = await fetch(`${appUrl}/cognito`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth' },
    body: JSON.stringify({ AuthFlow: 'USER_PASSWORD_AUTH', ClientId: config.userPoolClientId, AuthParameters: { USERNAME: phone, PASSWORD: password } }),
  });
  const token = ((await auth.json()) as { AuthenticationResult?: { AccessToken?: string } }).AuthenticationResult?.AccessToken;
  if (!token) throw new Error(`sign-in for onboarding failed: ${auth.status}`);
  const sub = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).sub as string;
  const put = async (path: string, body: unknown) => {
    const res = await fetch(`${appUrl}/api/users/${sub}/${path}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify(body),
    });
    if (res.status !== 200) throw new Error(`onboarding ${path} failed: ${res.status} ${await res.text()}`);
  };
  await put('consents', { terms: true, privacy: true, callRecording: true, sms: true });
  await put('onboarding', { completedSteps: ['consent', 'timeZone', 'callTime'], finished: true });
}

/** Signs in on the login screen with a US number (E.164) and waits for the dashboard. */
export async function signInOnPage(page: Page, appUrl: string, phone: string, password: string): Promise<void> {
  await page.goto(`${appUrl}/login`);
  await page.getByLabel('Phone Number').fill(phone.slice(2));
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL('**/dashboard', { timeout: 15_000 });
}
