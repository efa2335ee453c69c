import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DESKTOP, expectAccessible, launch, PHONE, registerPatient, signInOnPage, watchErrors } from './browser.js';

/**
 * The Support Circle between two signed-in people, in the browser (docs/architecture.md, "Support
 * Circle"): A makes a family invite link with view permission; B opens it signed out, signs in, comes
 * back to the invite, reads what will be shared and accepts; B then reads A's circle entry and not the
 * private one; A pauses B and B is refused. On a desktop and on a 390 px phone, with axe on My Circle
 * and the accept page.
 */
const url = (p: string) => `${inject('appUrl')}${p}`;
const password = 'steady-circle-5';

/** An access token for API calls made to arrange a test (the screens sign in the way people do). */
async function tokenFor(phone: string): Promise<string> {
  const config = (await (await fetch(url('/config.json'))).json()) as { userPoolClientId: string };
  const res = await fetch(url('/cognito/'), {
    method: 'POST',
    headers: { 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth' },
    body: JSON.stringify({ AuthFlow: 'USER_PASSWORD_AUTH', ClientId: config.userPoolClientId, AuthParameters: { USERNAME: phone, PASSWORD: password } }),
  });
  const body = (await res.json()) as { AuthenticationResult?: { AccessToken: string } };
  if (!body.AuthenticationResult) throw new Error(`sign-in failed: ${res.status}`);
  return body.AuthenticationResult.AccessToken;
}

async function writeEntry(phone: string, title: string, visibility: string): Promise<void> {
  const token = await tokenFor(phone);
  const me = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { sub: string };
  const res = await fetch(url(`/api/users/${me.sub}/journal-entries`), {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ title, content: `${title}: how the day went, in a few words.`, visibility }),
  });
  if (res.status !== 201) throw new Error(`entry failed: ${res.status}`);
}

describe('Support Circle: invite, accept, shared entries, pause', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  for (const [device, viewport] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const) {
    it(`two people, on a ${device}`, async () => {
      const tag = `${device}-${Date.now().toString(36)}`;
      const aName = `Alex ${tag}`;
      const bName = `Blair ${tag}`;
      const [aPhone, bPhone] = await Promise.all([registerPatient(url(''), aName, password), registerPatient(url(''), bName, password)]);
      await writeEntry(aPhone, `Shared ${tag}`, 'circle');
      await writeEntry(aPhone, `Private ${tag}`, 'private');

      // A makes a family invite link with view permission.
      const aContext = await browser.newContext({ viewport, permissions: ['clipboard-read', 'clipboard-write'] });
      const a = await aContext.newPage();
      const aErrors = watchErrors(a);
      await signInOnPage(a, url(''), aPhone, password, '/my-circle');
      await expect.poll(() => a.getByText('No connections yet').isVisible()).toBe(true);
      await expectAccessible(a, `My Circle, empty (${device})`);
      await a.getByRole('button', { name: 'Create Invite Link' }).click();
      await a.getByLabel('Relationship').selectOption('family');
      await expect.poll(() => a.getByRole('switch', { name: 'See shared entries' }).getAttribute('aria-checked')).toBe('true');
      await expectAccessible(a, `Create invite dialog (${device})`);
      await a.getByRole('button', { name: 'Create Link' }).click();
      const linkField = a.getByTestId('invite-link');
      await linkField.waitFor();
      const link = await linkField.inputValue();
      expect(link).toMatch(/\/circle\/accept\/[A-Za-z0-9_-]{43}$/);
      await a.getByRole('button', { name: 'Copy' }).click();
      await expect.poll(() => a.getByRole('button', { name: 'Copied' }).isVisible()).toBe(true);
      await a.getByRole('button', { name: 'Done' }).click();
      await a.getByRole('tab', { name: 'Invite Links' }).click();
      await expect.poll(() => a.getByTestId('circle-invite').first().textContent()).toContain('Active');
      await expectAccessible(a, `Invite Links (${device})`);

      // B opens the link signed out, signs in and comes back to the invite.
      const bContext = await browser.newContext({ viewport });
      const b = await bContext.newPage();
      const bErrors = watchErrors(b);
      await b.goto(link);
      await b.getByRole('heading', { name: 'You have been invited to a Support Circle' }).waitFor();
      await expectAccessible(b, `Invite, signed out (${device})`);
      await b.getByRole('button', { name: 'Sign In' }).click();
      await b.waitForURL('**/login');
      await b.getByLabel('Phone Number').fill(bPhone.slice(2));
      await b.getByLabel('Password').fill(password);
      await b.getByRole('button', { name: 'Sign In' }).click();
      await b.waitForURL('**/circle/accept/**', { timeout: 15_000 });
      await b.getByRole('heading', { name: `${aName} invites you to their Support Circle, as family` }).waitFor();
      expect(await b.getByTestId('invite-shares').textContent()).toContain(`You will see the journal entries ${aName} shares with their Support Circle`);
      await expectAccessible(b, `Accept page (${device})`);
      await b.getByRole('button', { name: 'Accept' }).click();
      await b.waitForURL('**/my-circle');

      // B reads A's circle entry, never the private one.
      await b.getByRole('tab', { name: 'Shared with me' }).click();
      await b.getByTestId('supported-person').getByRole('heading', { name: aName }).waitFor();
      await expectAccessible(b, `Shared with me (${device})`);
      await b.getByRole('link', { name: 'View shared entries' }).click();
      await b.getByRole('heading', { name: `Shared ${tag}` }).waitFor();
      expect(await b.getByText(`Private ${tag}`).count()).toBe(0);
      // Its comments open under it; B may read them but was not given permission to comment.
      await b
        .getByTestId('shared-entry')
        .filter({ hasText: `Shared ${tag}` })
        .getByRole('button', { name: 'Comments' })
        .click();
      await b.getByTestId('entry-comments').getByText('No comments yet.').waitFor();
      expect(await b.getByTestId('entry-comments').getByRole('textbox').count()).toBe(0);
      await expectAccessible(b, `Shared entries (${device})`);

      // A sees B, and the invite as used; A pauses B, and B's next read is refused.
      await a.reload();
      await a.getByRole('tab', { name: 'Invite Links' }).click();
      await expect.poll(() => a.getByTestId('circle-invite').first().textContent()).toContain(`Used by ${bName}`);
      await a.getByRole('tab', { name: 'My Connections' }).click();
      const card = a.getByTestId('circle-connection').filter({ hasText: bName });
      await card.waitFor();
      await expectAccessible(a, `My Connections (${device})`);
      await card.getByRole('button', { name: 'Pause' }).click();
      await card.getByText('Paused', { exact: true }).waitFor();
      await b.reload();
      await b.getByRole('alert').filter({ hasText: 'paused sharing' }).waitFor();

      expect(aErrors).toEqual([]);
      expect(bErrors).toEqual([]);
      await aContext.close();
      await bContext.close();
    }, 120_000);
  }
});
