import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DESKTOP, expectAccessible, launch, PHONE, signInOnPage, watchErrors } from './browser.js';

/**
 * Shared workspaces (docs/architecture.md, "Shared workspaces") between the demo patient and the demo
 * coach, each signed in on their own screen: the seeded plan's history names both; the patient starts a
 * workspace, both edit it, the coach's stale save gets the 'This workspace changed' dialog and merges,
 * and each side sees the other's save arrive live. axe on every screen; the patient on a laptop, the
 * coach on a phone.
 */
const url = (p: string) => `${inject('appUrl')}${p}`;
const PATIENT = '+14155550101';
const COACH = '+14155550102';
const PASSWORD = 'SteadyDemo1';

describe('a workspace edited by the demo patient and the demo coach', () => {
  let browser: Browser;
  let patientPage: Page;
  let coachPage: Page;
  let errors: string[];
  const title = `Homework ${Date.now().toString(36)}`;

  beforeAll(async () => {
    browser = await launch();
    // One context each: two separate sessions, as two people on their own devices.
    patientPage = await (await browser.newContext({ viewport: DESKTOP })).newPage();
    coachPage = await (await browser.newContext({ viewport: PHONE })).newPage();
    errors = [...watchErrors(patientPage), ...watchErrors(coachPage)];
    await signInOnPage(patientPage, url(''), PATIENT, PASSWORD);
    await signInOnPage(coachPage, url(''), COACH, PASSWORD);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('the patient finds Workspaces in the navigation; the seeded plan’s history names both authors', async () => {
    await patientPage.getByRole('navigation').getByRole('link', { name: 'Workspaces' }).click();
    await expect.poll(() => patientPage.getByRole('heading', { level: 1, name: 'Workspaces' }).isVisible()).toBe(true);
    await expectAccessible(patientPage, 'workspaces (patient)');
    await patientPage.getByRole('link', { name: /Relapse-prevention plan/ }).click();
    const history = patientPage.getByTestId('workspace-history');
    await expect.poll(() => history.getByTestId('workspace-edit').count()).toBe(3);
    await expect.poll(() => history.textContent()).toContain('Dr. Maya Chen');
    expect(await history.textContent()).toContain('You');
    await expectAccessible(patientPage, 'workspace editor');
  });

  it('the patient starts a workspace; the coach opens it from their clients', async () => {
    await patientPage.goto(url('/workspaces'));
    await patientPage.getByRole('button', { name: 'New workspace' }).click();
    const dialog = patientPage.getByRole('dialog', { name: 'New workspace' });
    await expectAccessible(patientPage, 'new workspace dialog');
    await dialog.getByLabel('Title').fill(title);
    await dialog.getByLabel('Content').fill('Three things that went well today:\n1.\n2.\n3.');
    await dialog.getByRole('button', { name: 'Create workspace' }).click();
    await expect.poll(() => patientPage.getByRole('heading', { level: 1, name: title }).isVisible()).toBe(true);

    await coachPage.goto(url('/workspaces'));
    await coachPage.getByRole('link', { name: 'Jordan Rivera' }).click();
    await expect.poll(() => coachPage.getByRole('heading', { level: 1, name: 'Workspaces with Jordan Rivera' }).isVisible()).toBe(true);
    await expectAccessible(coachPage, 'a client’s workspaces (coach, phone)');
    await coachPage.getByRole('link', { name: new RegExp(title) }).click();
    await expect.poll(() => coachPage.getByRole('heading', { level: 1, name: title }).isVisible()).toBe(true);
    await expectAccessible(coachPage, 'workspace editor (coach, phone)');
  });

  it('the patient saves; the coach sees it arrive live, saves their stale copy, gets the dialog and merges', async () => {
    await patientPage.getByLabel('Content').fill('Three things that went well today:\n1. Morning meeting\n2.\n3.');
    await patientPage.getByRole('button', { name: 'Save', exact: true }).click();
    await expect.poll(() => patientPage.getByText('All changes saved').isVisible()).toBe(true);

    // The coach typed into version 1 meanwhile; the banner tells them Jordan saved.
    await coachPage.getByLabel('Content').fill('Three things that went well today:\n1.\n2.\n3.\nTry one thing you did for someone else.');
    const banner = coachPage.getByTestId('workspace-live-banner');
    await expect.poll(() => banner.textContent()).toContain('Jordan Rivera saved a new version');
    await coachPage.getByRole('button', { name: 'Save', exact: true }).click();
    const dialog = coachPage.getByRole('dialog', { name: 'This workspace changed' });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    expect(await dialog.textContent()).toContain('Jordan Rivera saved version 2');
    await expectAccessible(coachPage, 'workspace changed dialog');

    await dialog.getByRole('button', { name: 'Merge my changes' }).click();
    const latest = coachPage.getByTestId('merge-latest');
    await expect.poll(() => latest.textContent()).toContain('1. Morning meeting');
    await expectAccessible(coachPage, 'merge view');
    // The coach brings the patient's line into their version, then saves against version 2.
    await coachPage.getByLabel('Your version').fill('Three things that went well today:\n1. Morning meeting\n2.\n3.\nTry one thing you did for someone else.');
    await coachPage.getByRole('button', { name: 'Save merged version' }).click();
    await expect.poll(() => coachPage.getByText('All changes saved').isVisible()).toBe(true);
    await expect.poll(() => coachPage.getByTestId('workspace-edit').count()).toBe(3);
  });

  it('the patient sees the coach’s save live, reloads by keyboard, and the history shows both', async () => {
    const banner = patientPage.getByTestId('workspace-live-banner');
    await expect.poll(() => banner.textContent()).toContain('Dr. Maya Chen saved a new version');
    await banner.getByRole('button', { name: 'Reload' }).focus();
    await patientPage.keyboard.press('Enter');
    await expect.poll(() => patientPage.getByLabel('Content').inputValue()).toContain('Try one thing you did for someone else.');
    expect(await banner.count()).toBe(0);
    const history = patientPage.getByTestId('workspace-history');
    const authors = await history.getByTestId('workspace-edit-author').allTextContents();
    expect(authors.map((t) => t.trim())).toEqual(['Dr. Maya Chen', 'You', 'You']);
    await expectAccessible(patientPage, 'workspace after reload');
    expect(errors).toEqual([]);
  });
});
