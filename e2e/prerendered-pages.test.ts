import { createHash } from 'node:crypto';
import type { Browser } from 'playwright-core';
import { PAGE_BOOT_SCRIPT } from '@steady/shared';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DESKTOP, launch, registerPatientAccount, watchErrors } from './browser.js';

/**
 * The prerendered public pages (docs/architecture.md, "Prerendered public pages"), as a client meets
 * them from the built web/dist behind the local gateway: `/` and `/login` come with their markup, every
 * other path with the app shell as before, and in Chromium the page is on screen before any script
 * runs and is then hydrated in place.
 */
const url = (path: string) => `${inject('appUrl')}${path}`;
const get = async (path: string) => {
  const res = await fetch(url(path));
  return { status: res.status, type: res.headers.get('content-type'), csp: res.headers.get('content-security-policy') ?? '', body: await res.text() };
};
const inlineScripts = (html: string) => [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]);

const LANDING_HEADING = 'A daily check-in that listens, so recovery feels a little steadier.';
const LOGIN_HEADING = 'Sign in to Steady';

describe('prerendered public pages over HTTP', () => {
  it('GET / answers with the landing page already rendered: its heading, title and stylesheet in the HTML', async () => {
    const res = await get('/');
    expect(res.status).toBe(200);
    expect(res.type).toMatch(/^text\/html/);
    expect(res.body).toContain('<div id="root" data-prerendered="/">');
    expect(res.body).toContain(`>${LANDING_HEADING}</h1>`);
    expect(res.body).toContain('<title>Clinical journaling and recovery support · Steady</title>');
    expect(res.body).toContain('<style>');
    expect(res.body).not.toContain('rel="stylesheet"');
  });

  it('GET /login answers with the sign-in page already rendered', async () => {
    const res = await get('/login');
    expect(res.status).toBe(200);
    expect(res.body).toContain('<div id="root" data-prerendered="/login">');
    expect(res.body).toContain(`>${LOGIN_HEADING}</h1>`);
    expect(res.body).toContain('<title>Login · Steady</title>');
  });

  it('every other route gets the app shell, as before; a query string does not change the page', async () => {
    const shell = await get('/index.html');
    expect(shell.body).toContain('<div id="root"></div>');
    for (const path of ['/register', '/dashboard', '/privacy-policy', '/login/', '/no-such-page']) {
      const res = await get(path);
      expect(res.status, path).toBe(200);
      expect(res.body, path).toBe(shell.body);
    }
    expect((await get('/login?next=1')).body).toBe((await get('/login')).body);
  });

  it('allows the one inline script by its hash, and that script is the only inline one', async () => {
    const hash = `'sha256-${createHash('sha256').update(PAGE_BOOT_SCRIPT).digest('base64')}'`;
    for (const path of ['/', '/login', '/dashboard']) {
      const res = await get(path);
      expect(res.csp, path).toContain(`script-src 'self' ${hash};`);
      expect(res.csp, path).not.toMatch(/script-src[^;]*unsafe-inline/);
    }
    expect(inlineScripts((await get('/')).body)).toEqual([PAGE_BOOT_SCRIPT]);
    expect(inlineScripts((await get('/login')).body)).toEqual([PAGE_BOOT_SCRIPT]);
    expect(inlineScripts((await get('/dashboard')).body)).toEqual([]);
  });
});

describe('prerendered public pages in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('shows each page with scripts off', async () => {
    const context = await browser.newContext({ viewport: DESKTOP, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(url('/'));
    expect(await page.getByRole('heading', { level: 1, name: LANDING_HEADING }).isVisible()).toBe(true);
    expect(await page.getByRole('banner').getByRole('link', { name: 'Login' }).isVisible()).toBe(true);
    expect(await page.getByRole('banner').getByRole('link', { name: 'Go to Dashboard' }).isVisible()).toBe(false);
    await page.goto(url('/login'));
    expect(await page.getByRole('heading', { level: 1, name: LOGIN_HEADING }).isVisible()).toBe(true);
    await context.close();
  });

  it('shows a signed-in visitor Go to Dashboard, and a light theme, before the app runs', async () => {
    const context = await browser.newContext({ viewport: DESKTOP });
    const page = await context.newPage();
    await page.goto(url('/favicon.svg'));
    await page.evaluate(() => {
      localStorage.setItem('currentUserId', 'someone');
      localStorage.setItem('theme', 'light');
    });
    // Only the page's own inline script runs: the app's modules never arrive.
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto(url('/'));
    const header = page.getByRole('banner');
    expect(await header.getByRole('link', { name: 'Go to Dashboard' }).isVisible()).toBe(true);
    expect(await header.getByRole('link', { name: 'Login' }).isVisible()).toBe(false);
    expect(await header.getByRole('link', { name: 'Sign Up' }).isVisible()).toBe(false);
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(false);
    await context.close();
  });

  for (const [path, heading, link, next] of [
    ['/', LANDING_HEADING, 'Login', LOGIN_HEADING],
    ['/login', LOGIN_HEADING, 'Sign up here', 'Create Your Clinical Journaling Account'],
  ] as const) {
    it(`hydrates ${path} in place: no error, the heading never replaced, and its links work in the app`, async () => {
      const context = await browser.newContext({ viewport: DESKTOP });
      const page = await context.newPage();
      const errors = watchErrors(page);
      const consoleErrors: string[] = [];
      page.on('console', (m) => {
        if (m.type() === 'error') consoleErrors.push(m.text());
      });
      await page.addInitScript(() => {
        const removed: string[] = [];
        (window as unknown as { removedHeadings: string[] }).removedHeadings = removed;
        new MutationObserver((records) => {
          for (const r of records)
            for (const n of r.removedNodes) if (n instanceof Element && (n.matches('h1') || n.querySelector('h1'))) removed.push(n.outerHTML.slice(0, 80));
        }).observe(document, { childList: true, subtree: true });
      });
      await page.goto(url(path), { waitUntil: 'networkidle' });
      expect(await page.getByRole('heading', { level: 1, name: heading }).isVisible()).toBe(true);
      expect(await page.evaluate(() => (window as unknown as { removedHeadings: string[] }).removedHeadings)).toEqual([]);
      // The app has taken over when a link changes the page without loading a new document.
      await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
      await page.getByRole('link', { name: link, exact: true }).first().click();
      await expect.poll(() => page.getByRole('heading', { level: 1, name: next }).isVisible()).toBe(true);
      expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
      expect(errors).toEqual([]);
      expect(consoleErrors).toEqual([]);
      await context.close();
    });
  }
  it('a sign-in typed and sent before the app has loaded still signs in once it has', async () => {
    const password = 'Prerender1!';
    const { phone } = await registerPatientAccount(inject('appUrl'), 'Early Typist', password);
    const context = await browser.newContext({ viewport: DESKTOP });
    const page = await context.newPage();
    const errors = watchErrors(page);
    // The app's scripts are held back until the person has typed and pressed Enter on the page.
    let release!: () => void;
    const typed = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/*.js', async (route) => {
      await typed;
      await route.continue();
    });
    const documents: string[] = [];
    page.on('request', (r) => {
      if (r.isNavigationRequest()) documents.push(r.url());
    });
    // Module scripts hold back DOMContentLoaded, so the page is met as soon as it arrives.
    await page.goto(url('/login'), { waitUntil: 'commit' });
    await page.getByLabel('Phone Number').fill(phone.slice(2));
    await page.getByLabel('Password').fill(password);
    await page.getByLabel('Password').press('Enter');
    release();
    await page.waitForURL('**/dashboard', { timeout: 20_000 });
    // No native submit reloaded the page on the way.
    expect(documents).toEqual([url('/login')]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
