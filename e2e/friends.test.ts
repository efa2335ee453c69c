import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DESKTOP, expectAccessible, launch, PHONE, registerPatient, signInOnPage, watchErrors } from './browser.js';

/**
 * Friends between two signed-in people, on a desktop and on a phone: A creates an invite link and
 * copies it; B opens it signed out, signs in, comes back to the link and accepts; both see each
 * other; the invite shows Used and cannot be copied; B opens A's page; A unfriends B. Axe on every
 * screen and on the dialog.
 */
const appUrl = () => inject('appUrl');
const password = 'friends-walk-7';

const fitsWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
const shown = (page: Page, text: string) => expect.poll(() => page.getByText(text, { exact: true }).first().isVisible(), { timeout: 10_000 }).toBe(true);

for (const [device, viewport] of [
  ['desktop', DESKTOP],
  ['phone', PHONE],
] as const) {
  describe(`two people become friends through an invite link, on a ${device}`, () => {
    let browser: Browser;
    let aContext: BrowserContext;
    let a: Page;
    let b: Page;
    let bPhone: string;
    let link: string;
    let errors: string[];
    const aName = `Avery ${device}`;
    const bName = `Blake ${device}`;

    beforeAll(async () => {
      browser = await launch();
      aContext = await browser.newContext({ viewport, permissions: ['clipboard-read', 'clipboard-write'] });
      a = await aContext.newPage();
      b = await (await browser.newContext({ viewport })).newPage();
      errors = [...watchErrors(a), ...watchErrors(b)];
      const aPhone = await registerPatient(appUrl(), aName, password);
      bPhone = await registerPatient(appUrl(), bName, password);
      await signInOnPage(a, appUrl(), aPhone, password);
    });
    afterAll(async () => {
      await browser?.close();
    });

    it('A opens Friends: every section empty, and accessible', async () => {
      if (device === 'desktop') await a.getByRole('link', { name: 'Friends', exact: true }).click();
      else await a.goto(`${appUrl()}/friends`);
      await a.waitForURL('**/friends');
      await expect.poll(() => a.getByRole('heading', { level: 1 }).textContent()).toBe('Friends');
      await shown(a, 'No pending friend requests.');
      await shown(a, 'No friends yet. Create an invite link or add a friend by phone number.');
      await shown(a, 'No invite links yet.');
      await expectAccessible(a, `Friends, empty (${device})`);
    });

    it('A creates an invite link and copies it (confirmed for 2 seconds)', async () => {
      await a.getByRole('button', { name: 'Create invite link' }).click();
      const row = a.getByTestId('friend-invite').first();
      await expect.poll(() => row.getByText('Active').isVisible(), { timeout: 10_000 }).toBe(true);
      link = (await row.locator('code').textContent())!;
      expect(link).toMatch(new RegExp(`^${appUrl()}/friends/accept/[0-9a-f]{48}$`));
      await row.getByRole('button', { name: /^Copy invite link/ }).click();
      await expect.poll(() => row.getByText('Copied!').isVisible()).toBe(true);
      expect(await a.evaluate(() => navigator.clipboard.readText())).toBe(link);
      await expect.poll(() => row.getByText('Copied!').isVisible(), { timeout: 5_000 }).toBe(false);
      await expectAccessible(a, `Friends with an invite link (${device})`);
    });

    it('B opens the link signed out, signs in, comes back to it and accepts', async () => {
      await b.goto(link);
      await shown(b, "You're invited to be friends on Steady");
      await expectAccessible(b, `Invite link, signed out (${device})`);
      await b.getByRole('link', { name: 'Sign In' }).first().click();
      await b.waitForURL('**/login');
      await b.getByLabel('Phone Number').fill(bPhone.slice(2));
      await b.getByLabel('Password').fill(password);
      await b.getByRole('button', { name: 'Sign In' }).click();
      await b.waitForURL(`**${new URL(link).pathname}`, { timeout: 15_000 });
      await shown(b, `${aName} invited you to be friends`);
      await expectAccessible(b, `Invite link, signed in (${device})`);
      await b.getByRole('button', { name: 'Accept' }).click();
      await b.waitForURL('**/friends');
      await expect.poll(() => b.getByRole('link', { name: aName }).isVisible(), { timeout: 10_000 }).toBe(true);
    });

    it('A sees B as a friend at once (live), and the invite shows Used with no Copy', async () => {
      // No reload: the live channel tells A's open screen that the invitation was accepted.
      await expect.poll(() => a.getByRole('link', { name: bName }).isVisible(), { timeout: 10_000 }).toBe(true);
      await shown(a, 'New Friend');
      const row = a.getByTestId('friend-invite').first();
      await expect.poll(() => row.getByText('Used', { exact: true }).isVisible()).toBe(true);
      await shown(a, `Used by ${bName} on ${new Date().toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' })}`);
      expect(await row.getByRole('button', { name: /Copy/ }).count()).toBe(0);
      expect(await fitsWidth(a)).toBe(true);
      await expectAccessible(a, `Friends with a friend (${device})`);
    });

    it('opening the used link again says they are already friends', async () => {
      await b.goto(link);
      await shown(b, `You're already friends with ${aName}`);
    });

    it("B opens A's page: name, streak, achievements and public entries", async () => {
      await b.goto(`${appUrl()}/friends`);
      await b.getByRole('link', { name: aName }).click();
      await expect.poll(() => b.getByRole('heading', { level: 1 }).textContent(), { timeout: 10_000 }).toBe(aName);
      await shown(b, 'Current Streak');
      await shown(b, 'No achievements unlocked yet.');
      await shown(b, `${aName} hasn't shared any public entries yet.`);
      expect(await fitsWidth(b)).toBe(true);
      await expectAccessible(b, `A friend's page (${device})`);
    });

    it('A unfriends B after confirming; both lists are empty again', async () => {
      await a.getByRole('button', { name: `Unfriend ${bName}` }).click();
      const dialog = a.getByRole('alertdialog');
      await expect.poll(() => dialog.getByText(`Unfriend ${bName}?`).isVisible()).toBe(true);
      await expectAccessible(a, `Unfriend dialog (${device})`);
      await dialog.getByRole('button', { name: 'Unfriend' }).click();
      await shown(a, 'No friends yet. Create an invite link or add a friend by phone number.');
      await b.goto(`${appUrl()}/friends`);
      await shown(b, 'No friends yet. Create an invite link or add a friend by phone number.');
      expect(errors).toEqual([]);
    });
  });
}

describe('the demo patient has a friend, a request and two invite links', () => {
  let browser: Browser;
  afterAll(async () => {
    await browser?.close();
  });

  it('shows Alex Kim (with a streak), a request from Riley Park, a used and an active link; Alex has a public entry', async () => {
    browser = await launch();
    const page = await (await browser.newContext({ viewport: DESKTOP })).newPage();
    await signInOnPage(page, appUrl(), '+14155550101', 'SteadyDemo1');
    await page.goto(`${appUrl()}/friends`);
    await expect.poll(() => page.getByRole('link', { name: 'Alex Kim' }).isVisible(), { timeout: 10_000 }).toBe(true);
    await shown(page, '3-day streak');
    await expect.poll(() => page.getByRole('button', { name: 'Accept friend request from Riley Park' }).isVisible()).toBe(true);
    const invites = page.getByTestId('friend-invite');
    expect(await invites.count()).toBe(2);
    expect(await invites.getByText('Used', { exact: true }).count()).toBe(1);
    expect(await invites.getByText('Active', { exact: true }).count()).toBe(1);
    await page.getByRole('link', { name: 'Alex Kim' }).click();
    await shown(page, 'Thirty days');
  });
});
