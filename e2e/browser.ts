/**
 * Helpers for the browser suite (e2e/*.test.ts; docs/performance.md, "The test suite").
 *
 * - `launch()`: a test file's browser, its view of the suite's one Chromium (global setup). Its
 *   contexts prefer reduced motion unless a test passes `reducedMotion` itself, and are pooled: a
 *   closed one is emptied and reused by a later test (`contextPool`). Close every context you open.
 * - `signInOnPage(page, appUrl, phone, password, path?)`: a signed-in page at `path` (the dashboard by
 *   default). The session comes from the API and is written to the page's storage as the login screen
 *   leaves it: no login screen, no typing. Use it in every test that is not about signing in.
 * - `signInThroughLoginScreen(page, appUrl, phone, password)`: the login screen, typed; for tests of
 *   signing in itself.
 * - `signedInState(appUrl, phone, password)`: the same session as a storage state, for
 *   `browser.newContext({ storageState })` (every page of the context opens signed in).
 * - `signInByApi(appUrl, phone, password)` and `apiAs(...)`: a user's id and token, and a JSON
 *   request helper, for arranging data through the API rather than the screens.
 * - `registerPatient(appUrl, name, password)`: a new patient registered and onboarded through the API
 *   (only e2e/onboarding.test.ts and the slice register through the screens); `registerPatientAccount`
 *   returns the new user's id too.
 * - `expectAccessible(page, screen)`: axe on the current screen state, once per state (do not repeat
 *   one on an unchanged screen); `accessibilityViolations(page)` returns what it would report.
 * - `watchErrors(page)`, `freshPhoneDigits()`, `DESKTOP`, `PHONE`.
 *
 * Files that change the demo clinic's accounts belong in DEMO_WRITERS (vitest.config.ts): they run
 * against a stack of their own, so two files can run at once.
 */
import { randomInt } from 'node:crypto';
import fs from 'node:fs';
import { normalizePhoneNumber } from '@steady/shared';
import axe from 'axe-core';
import { chromium, type Browser, type BrowserContext, type BrowserServer, type Page } from 'playwright-core';
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
  // A new page joins the renderer its origin already has in the context (the pooled context's anchor,
  // below) instead of starting a cold one: about 11% less CPU for the suite (docs/performance.md).
  '--process-per-site',
];

/** The suite's one Chromium, started by e2e/global-setup.ts. */
export function launchServer(): Promise<BrowserServer> {
  return chromium.launchServer({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
}

/**
 * A browser for a test file: its view of the suite's one Chromium (e2e/global-setup.ts). Closing it
 * closes the file's contexts. Outside the suite's global setup it launches a Chromium of its own.
 *
 * Contexts are pooled (`contextPool` below): a vitest worker keeps one connection to the suite's
 * Chromium for all the files it runs (the browser projects do not isolate files, vitest.config.ts),
 * and a context a test closes is emptied and handed to the next test, of this file or a later one,
 * that asks for the same options (docs/performance.md, "The test suite").
 */
export async function launch(): Promise<Browser> {
  const wsEndpoint = inject('browserWsEndpoint');
  const appUrl = inject('appUrl');
  if (!wsEndpoint || !appUrl) {
    const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
    const newContext = browser.newContext.bind(browser);
    browser.newContext = (options = {}) => newContext(withDefaults(options));
    return browser;
  }
  let shared = connections.get(wsEndpoint);
  if (!shared) {
    shared = chromium.connect(wsEndpoint).then((browser) => ({ browser, pool: contextPool(browser.newContext.bind(browser), new URL(appUrl).origin) }));
    connections.set(wsEndpoint, shared);
  }
  const { browser, pool } = await shared;
  // The file's own view of the connection: its contexts, and a `close` that returns them to the pool.
  const leased = new Set<BrowserContext>();
  const view = Object.create(browser) as Browser;
  const lease = Symbol('a test file');
  view.newContext = async (options = {}) => {
    const context = await pool.acquire(withDefaults(options));
    leased.add(context);
    holders.set(context, lease);
    return context;
  };
  view.close = async () => {
    // Only what this file still holds: a context it closed may be another file's by now.
    await Promise.all([...leased].filter((context) => holders.get(context) === lease).map((context) => context.close()));
    leased.clear();
  };
  return view;
}

/**
 * Contexts prefer reduced motion unless a test asks otherwise: the app then skips its enter animations
 * (web/src/index.css), so no step waits for a fade and axe reads final colours at once.
 */
const withDefaults = (options: ContextOptions = {}): ContextOptions => ({ reducedMotion: 'reduce', ...options });

/** A worker's connection to the suite's Chromium and its pool of contexts, by the server's endpoint. */
const connections = new Map<string, Promise<{ browser: Browser; pool: ReturnType<typeof contextPool> }>>();

/** Which file's view holds each pooled context now. */
const holders = new WeakMap<BrowserContext, symbol>();

type ContextOptions = NonNullable<Parameters<Browser['newContext']>[0]>;
type StorageState = Exclude<ContextOptions['storageState'], string | undefined>;

/**
 * Browser contexts reused between tests. Most of what a fresh context costs is the app's first load
 * in it: measured on the 2-core machine, a new context and the dashboard took 3.6–4.2 s of CPU, the
 * same in a context kept open with a page of the app's origin about 2 s (its HTTP cache and compiled
 * scripts stay warm). So a pooled context keeps such a page (the anchor: the favicon, a static
 * document) for as long as the worker runs.
 *
 * Closing a pooled context empties it instead: every page but the anchor is closed (which ends its
 * documents, sockets and timers), routes are removed, and cookies and the origin's local and session
 * storage are cleared, so the next test starts as in a new context: signed out, no stored theme or
 * draft. A `storageState` is written into the origin's storage before the context is handed out.
 * Contexts are pooled by their other options (viewport, touch, time zone, permissions), which cannot
 * change; a context with scripts off is not pooled.
 */
function contextPool(newContext: Browser['newContext'], origin: string) {
  type Pooled = { context: BrowserContext; anchor: Page; inUse: boolean };
  const idle = new Map<string, Pooled[]>();
  async function create(options: ContextOptions, key: string): Promise<Pooled> {
    const context = await newContext(options);
    const anchor = await context.newPage();
    await anchor.goto(`${origin}/favicon.svg`);
    const entry = { context, anchor, inUse: true };
    const close = context.close.bind(context);
    context.close = async (closeOptions) => {
      if (!entry.inUse) return;
      entry.inUse = false;
      try {
        await Promise.all(
          context
            .pages()
            .filter((page) => page !== anchor)
            .map((page) => page.close()),
        );
        if (anchor.isClosed()) throw new Error('the anchor page was closed');
        await context.unrouteAll({ behavior: 'ignoreErrors' });
        await context.clearCookies();
        await anchor.evaluate(() => {
          window.localStorage.clear();
          window.sessionStorage.clear();
        });
      } catch {
        // Not reusable (a test closed its anchor, or the browser went away): closed for good.
        await close(closeOptions).catch(() => undefined);
        return;
      }
      idle.set(key, [...(idle.get(key) ?? []), entry]);
    };
    return entry;
  }
  return {
    async acquire(options: ContextOptions): Promise<BrowserContext> {
      // A context with scripts off cannot clear its storage from its anchor: it is made for its test.
      if (options.javaScriptEnabled === false) return newContext(options);
      const { storageState, ...rest } = options;
      const key = JSON.stringify(rest);
      const reused = idle.get(key)?.pop();
      const entry = reused ?? (await create(rest, key));
      entry.inUse = true;
      const countsFile = inject('countsFile');
      if (countsFile) fs.appendFileSync(`${countsFile}.contexts`, reused ? 'reused\n' : 'new\n');
      if (storageState) await writeStorageState(entry, storageState as StorageState | string);
      return entry.context;
    },
  };

  async function writeStorageState({ context, anchor }: Pooled, state: StorageState | string) {
    const { cookies = [], origins = [] } = typeof state === 'string' ? (JSON.parse(fs.readFileSync(state, 'utf8')) as StorageState) : state;
    if (cookies.length) await context.addCookies(cookies);
    for (const entry of origins) {
      if (entry.origin !== origin) throw new Error(`a pooled context holds storage for ${origin} only, not ${entry.origin}`);
      await anchor.evaluate((items) => {
        for (const { name, value } of items) window.localStorage.setItem(name, value);
      }, entry.localStorage);
    }
  }
}

/** axe on the current screen: no serious or critical violations. */
export async function expectAccessible(page: Page, screen: string): Promise<void> {
  expect(await accessibilityViolations(page), `axe on ${screen}`).toEqual([]);
  const countsFile = inject('countsFile');
  if (countsFile) fs.appendFileSync(countsFile, `${screen}\n`);
}

/** The serious and critical axe violations on the current screen, as "rule (impact): first targets". */
export async function accessibilityViolations(page: Page): Promise<string[]> {
  let bad = await seriousViolations(page);
  // A toast or lazy part that starts its enter animation while axe reads the page is measured half
  // faded. Contrast is read once more after its animation (seriousViolations waits for every running
  // one): a real contrast fault is still there.
  if (bad.length > 0 && bad.every((v) => v.id === 'color-contrast')) bad = await seriousViolations(page);
  return bad.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 3)
        .join(' | ')}`,
  );
}

async function seriousViolations(page: Page) {
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
  const modal = (await page.locator('[role="dialog"][aria-modal="true"], [role="alertdialog"][aria-modal="true"]').count()) > 0;
  // axe-core is injected once per document (a route change in the app keeps it) and run in the page
  // itself, every rule on the whole document as before. Only violations are wanted: axe then reports
  // one node for the rules that pass or do not apply instead of every node.
  if (!(await page.evaluate(() => typeof (window as { axe?: { run?: unknown } }).axe?.run === 'function'))) await page.evaluate(axe.source);
  const violations = await page.evaluate(async (excludeHidden) => {
    const run = (window as unknown as { axe: typeof axe }).axe.run;
    const context = excludeHidden ? { exclude: [['[data-aria-hidden="true"]']] } : document;
    const results = await run(context as axe.ElementContext, { resultTypes: ['violations'] });
    return results.violations.map((v) => ({ id: v.id, impact: v.impact, nodes: v.nodes.map((n) => ({ target: n.target.map(String) })) }));
  }, modal);
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
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
  return (await registerPatientAccount(appUrl, name, password)).phone;
}

/** `registerPatient`, with the new account's user id as well: `{ id, phone }`. */
export async function registerPatientAccount(appUrl: string, name: string, password: string): Promise<{ id: string; phone: string }> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const phone = `+1${freshPhoneDigits()}`;
    const res = await fetch(`${appUrl}/api/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name, phoneNumber: phone, password, timeZone: 'America/New_York', callTime: '19:00' }),
    });
    if (res.status === 201) {
      const id = ((await res.json()) as { user: { id: string } }).user.id;
      await completeOnboarding(appUrl, phone, password);
      return { id, phone };
    }
  }
  throw new Error(`could not register ${name}`);
}

/** A session as the stack's Cognito gives it (USER_PASSWORD_AUTH, as the SPA signs in). */
export interface ApiSession {
  userId: string;
  accessToken: string;
  idToken: string;
  refreshToken: string;
  userPoolClientId: string;
  /** The Cognito username the SPA stores the tokens under: the phone number in E.164. */
  username: string;
}

/** Signs in through the stack's /cognito without a browser; the caller's `sub` is the user id. */
export async function signInByApi(appUrl: string, phone: string, password: string): Promise<ApiSession> {
  const config = (await (await fetch(`${appUrl}/config.json`)).json()) as { userPoolClientId: string };
  const auth = await fetch(`${appUrl}/cognito`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth' },
    body: JSON.stringify({ AuthFlow: 'USER_PASSWORD_AUTH', ClientId: config.userPoolClientId, AuthParameters: { USERNAME: phone, PASSWORD: password } }),
  });
  const result = ((await auth.json()) as { AuthenticationResult?: { AccessToken?: string; IdToken?: string; RefreshToken?: string } }).AuthenticationResult;
  if (!result?.AccessToken || !result.IdToken || !result.RefreshToken) throw new Error(`sign-in failed: ${auth.status}`);
  const userId = JSON.parse(Buffer.from(result.AccessToken.split('.')[1]!, 'base64url').toString()).sub as string;
  return {
    userId,
    accessToken: result.AccessToken,
    idToken: result.IdToken,
    refreshToken: result.RefreshToken,
    userPoolClientId: config.userPoolClientId,
    username: phone,
  };
}

/**
 * The browser storage a signed-in SPA holds (Amplify's Cognito token keys and the spec's
 * `currentUserId`), as the login screen leaves it.
 */
export function sessionStorageEntries(session: ApiSession): { name: string; value: string }[] {
  const prefix = `CognitoIdentityServiceProvider.${session.userPoolClientId}`;
  return [
    { name: `${prefix}.LastAuthUser`, value: session.username },
    { name: `${prefix}.${session.username}.accessToken`, value: session.accessToken },
    { name: `${prefix}.${session.username}.idToken`, value: session.idToken },
    { name: `${prefix}.${session.username}.refreshToken`, value: session.refreshToken },
    { name: `${prefix}.${session.username}.clockDrift`, value: '0' },
    { name: 'currentUserId', value: session.userId },
  ];
}

/**
 * A signed-in storage state for `browser.newContext({ storageState })`: every page of that context
 * opens signed in, with no login screen and no sign-in request of the page's own.
 */
export async function signedInState(appUrl: string, phone: string, password: string) {
  const session = await signInByApi(appUrl, phone, password);
  return { cookies: [], origins: [{ origin: new URL(appUrl).origin, localStorage: sessionStorageEntries(session) }] };
}

/** A user's API: their id and token, and a JSON request helper (the status is checked by the caller). */
export async function apiAs(appUrl: string, phone: string, password: string) {
  const session = await signInByApi(appUrl, phone, password);
  // `T` types the JSON answer for the caller (unknown unless given); `{id}` in the path is the user's id.
  const request = async <T = unknown>(method: string, path: string, body?: unknown): Promise<{ status: number; body: T }> => {
    const res = await fetch(`${appUrl}${path.replace('{id}', session.userId)}`, {
      method,
      headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), authorization: `Bearer ${session.accessToken}` },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    return { status: res.status, body: (text ? JSON.parse(text) : undefined) as T };
  };
  return { ...session, request };
}

/**
 * Takes an account registered through the API through the first-run onboarding, as its person would
 * on /welcome: consents to the terms, the privacy notice, recorded calls and text messages, and
 * finishes. Tests that are not about onboarding start here, since nobody is called before consenting
 * and the dashboard sends an account that has not finished to /welcome (docs/architecture.md,
 * "First-run onboarding and consent"). Signs in through the stack's /cognito as the SPA does.
 */
export async function completeOnboarding(appUrl: string, phone: string, password: string): Promise<void> {
  const api = await apiAs(appUrl, phone, password);
  for (const [path, body] of [
    ['consents', { terms: true, privacy: true, callRecording: true, sms: true }],
    ['onboarding', { completedSteps: ['consent', 'timeZone', 'callTime'], finished: true }],
  ] as const) {
    const res = await api.request('PUT', `/api/users/{id}/${path}`, body);
    if (res.status !== 200) throw new Error(`onboarding ${path} failed: ${res.status} ${JSON.stringify(res.body)}`);
  }
}

/**
 * Signs a page in and opens the dashboard: the session comes from the API and is put in the page's
 * storage as the login screen would leave it, so a test that is not about signing in spends no page
 * load and no typing on the login screen. The login screen itself is tested by
 * `signInThroughLoginScreen` (and the slice, spec-texts, friends and circle files).
 */
export async function signInOnPage(page: Page, appUrl: string, phone: string, password: string, path = '/dashboard'): Promise<void> {
  const session = await signInByApi(appUrl, phone, password);
  // Written by an init script, in the document that then reads it: storage written by one document
  // reaches the next one only after Chromium has committed it, which a navigation can outrun. Once
  // per call (a tab-scoped marker), so a later reload or sign-out is left as it is.
  await page.addInitScript(
    ({ origin, entries, marker }) => {
      if (window.location.origin !== origin || window.sessionStorage.getItem(marker)) return;
      window.sessionStorage.setItem(marker, '1');
      for (const { name, value } of entries) window.localStorage.setItem(name, value);
    },
    { origin: new URL(appUrl).origin, entries: sessionStorageEntries(session), marker: `steady.e2e.session.${randomInt(1e9)}` },
  );
  await page.goto(`${appUrl}${path}`);
  await page.waitForURL(`**${path}`, { timeout: 15_000 });
}

/** Signs in on the login screen with a US number (E.164) and waits for the dashboard. */
export async function signInThroughLoginScreen(page: Page, appUrl: string, phone: string, password: string): Promise<void> {
  await page.goto(`${appUrl}/login`);
  await page.getByLabel('Phone Number').fill(phone.slice(2));
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL('**/dashboard', { timeout: 15_000 });
}
