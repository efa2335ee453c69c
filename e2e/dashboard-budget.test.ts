import type { Browser, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { completeOnboarding, DESKTOP, freshPhoneDigits, launch, signInOnPage, watchErrors } from './browser.js';

/**
 * The dashboard's request budget: a patient with 200 journal entries opens /dashboard with
 * no more than 6 API requests, each answered. The dashboard reads single items (stats, settings,
 * user) and short Queries (3 recent entries, the latest weekly analysis, the agenda), never the whole history; the navigation's
 * unread-messages badge comes with the user record (docs/architecture.md, "Entry comments and secure
 * messages"). How fast they are
 * is measured by `npm run bench` (ratios to raw reads in the same run), not here: a test asserts
 * counts, never milliseconds.
 */
const url = (path: string) => `${inject('appUrl')}${path}`;
const password = 'budget-walk-9';
const ENTRIES = 200;
// docs/performance.md, "Dashboard requests": the forms-due card, the upcoming-sessions card and the
// artifacts banner share one agenda read.
const MAX_REQUESTS = 6;
// docs/performance.md, "Chunks of the first signed-in screen": 117 script files before the chunk plan.
const MAX_SCRIPTS = 50;

async function register(): Promise<string> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const phone = `+1${freshPhoneDigits()}`;
    const res = await fetch(url('/api/register'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Blake Budget', phoneNumber: phone, password, timeZone: 'America/New_York', callTime: '19:00' }),
    });
    if (res.status === 201) {
      await completeOnboarding(inject('appUrl'), phone, password);
      return phone;
    }
  }
  throw new Error('could not register a patient');
}

/** An access token as the SPA gets one: USER_PASSWORD_AUTH against the Cognito endpoint of /config.json. */
async function accessToken(phone: string): Promise<string> {
  const config = (await (await fetch(url('/config.json'))).json()) as { userPoolClientId: string; cognitoEndpoint?: string };
  const res = await fetch(config.cognitoEndpoint ?? url('/cognito'), {
    method: 'POST',
    headers: { 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth' },
    body: JSON.stringify({ AuthFlow: 'USER_PASSWORD_AUTH', ClientId: config.userPoolClientId, AuthParameters: { USERNAME: phone, PASSWORD: password } }),
  });
  const body = (await res.json()) as { AuthenticationResult?: { AccessToken?: string } };
  const token = body.AuthenticationResult?.AccessToken;
  if (!token) throw new Error(`sign-in failed: ${res.status}`);
  return token;
}

/** 200 entries through the API, in parallel batches (the stats item retries concurrent writers). */
async function writeEntries(userId: string, token: string): Promise<void> {
  const BATCH = 5;
  for (let i = 0; i < ENTRIES; i += BATCH) {
    await Promise.all(
      Array.from({ length: Math.min(BATCH, ENTRIES - i) }, async (_, j) => {
        const n = i + j + 1;
        const res = await fetch(url(`/api/users/${userId}/journal-entries`), {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body: JSON.stringify({ title: `Entry ${n}`, content: `Day ${n}: went to group, walked, and called my sponsor. Feeling steady.` }),
        });
        if (res.status !== 201) throw new Error(`entry ${n}: ${res.status} ${await res.text()}`);
        // Every tenth entry is stored as an artifact, so the artifacts banner has something to show.
        if (n % 10 === 0) {
          const { id } = (await res.json()) as { id: string };
          const patch = await fetch(url(`/api/journal-entries/${id}/artifact`), {
            method: 'PATCH',
            headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
            body: JSON.stringify({ isArtifact: true }),
          });
          if (patch.status !== 200) throw new Error(`artifact ${n}: ${patch.status}`);
        }
      }),
    );
  }
}

const signIn = (page: Page, phone: string) => signInOnPage(page, inject('appUrl'), phone, password);

describe('the dashboard of a patient with 200 entries', () => {
  let browser: Browser;
  let page: Page;
  let errors: string[];

  beforeAll(async () => {
    const phone = await register();
    const token = await accessToken(phone);
    const { sub } = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')) as { sub: string };
    await writeEntries(sub, token);
    const stats = (await (await fetch(url(`/api/users/${sub}/stats`), { headers: { authorization: `Bearer ${token}` } })).json()) as { totalEntries: number };
    expect(stats.totalEntries).toBe(ENTRIES);
    browser = await launch();
    page = await (await browser.newContext({ viewport: DESKTOP })).newPage();
    errors = watchErrors(page);
    await signIn(page, phone);
  }, 300_000);
  afterAll(async () => {
    await browser?.close();
  });

  it(`loads with at most ${MAX_REQUESTS} API requests, each answered, and its code in at most ${MAX_SCRIPTS} script files`, async () => {
    // Warm: the first load after sign-in has been seen; measure a fresh load of the screen.
    await page.getByText('Total Entries').first().waitFor();
    // Nothing of the first load may still be in flight when counting starts.
    await page.waitForLoadState('networkidle');
    const finished: { name: string; ms: number; status: number }[] = [];
    const started: string[] = [];
    const isApi = (r: Request) => new URL(r.url()).pathname.startsWith('/api/');
    page.on('request', (r) => {
      if (isApi(r)) started.push(r.url());
    });
    page.on('requestfinished', async (r) => {
      if (!isApi(r)) return;
      const t = r.timing();
      const u = new URL(r.url());
      finished.push({
        name: `${r.method()} ${u.pathname}${u.search}`,
        ms: Math.round(t.responseEnd - Math.max(t.requestStart, 0)),
        status: (await r.response())?.status() ?? 0,
      });
    });
    await page.reload();
    await page.getByText('Total Entries').first().waitFor();
    await expect.poll(() => page.getByText(ENTRIES.toLocaleString('en-US'), { exact: true }).first().isVisible(), { timeout: 15_000 }).toBe(true);
    await page.waitForLoadState('networkidle');
    const report = finished.map((f) => `${f.name} ${f.ms} ms`).join('\n');
    expect(started.length, report).toBeLessThanOrEqual(MAX_REQUESTS);
    expect(finished.length, report).toBe(started.length);
    for (const f of finished) expect(f.status, report).toBe(200);
    console.log(`dashboard with ${ENTRIES} entries:\n${report}`);
    // The code it ran, cached or not: every script file of the SPA the page loaded.
    const scripts = await page.evaluate(
      () =>
        new Set(
          performance
            .getEntriesByType('resource')
            .filter((e) => /\/assets\/[^/]+\.js$/.test(new URL(e.name).pathname))
            .map((e) => e.name),
        ).size,
    );
    expect(scripts).toBeGreaterThan(0);
    expect(scripts).toBeLessThanOrEqual(MAX_SCRIPTS);
    expect(errors).toEqual([]);
  });
});
