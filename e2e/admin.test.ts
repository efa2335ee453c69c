import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createDb } from '@steady/functions/app/db';
import { createDynamoClient } from '@steady/functions/platform/adapters/aws/dynamodb';
import { DEMO_ADMIN, DEMO_PASSWORD } from '../infra/local/seed.js';
import { DESKTOP, PHONE, completeOnboarding, expectAccessible, freshPhoneDigits, launch, signInOnPage, watchErrors } from './browser.js';

/**
 * The admin role and the audit of reads (docs/architecture.md, "Admin", "Audit of reads"): the demo
 * admin makes a new account a coach and verifies it; that account then has the Coach Dashboard in its
 * navigation and the Verified badge; it reads a patient's journal, and the patient's "Who viewed my
 * journal" lists the read. A patient opening /admin is told access is required. axe on each screen.
 */
const url = (p: string) => `${inject('appUrl')}${p}`;
const password = 'steady-audit-4';

async function register(name: string): Promise<{ id: string; phone: string }> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const phone = `+1${freshPhoneDigits()}`;
    const res = await fetch(url('/api/register'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name, phoneNumber: phone, password, timeZone: 'America/New_York', callTime: '19:00' }),
    });
    if (res.status === 201) {
      await completeOnboarding(inject('appUrl'), phone, password);
      return { id: ((await res.json()) as { user: { id: string } }).user.id, phone };
    }
  }
  throw new Error(`could not register ${name}`);
}

const visible = (page: Page, role: 'heading' | 'button' | 'link' | 'cell' | 'rowheader', name: string | RegExp) =>
  expect.poll(() => page.getByRole(role, { name }).first().isVisible(), { timeout: 15_000 }).toBe(true);
const toast = (page: Page, text: string) => expect.poll(() => page.getByText(text, { exact: true }).first().isVisible(), { timeout: 10_000 }).toBe(true);

describe('an admin makes a new account a verified coach, and a patient sees the coach’s read', () => {
  let browser: Browser;
  const suffix = freshPhoneDigits().slice(-5);
  const coachName = `Casey Candidate${suffix}`;
  let coach: { id: string; phone: string };
  let patient: { id: string; phone: string };

  beforeAll(async () => {
    browser = await launch();
    [coach, patient] = await Promise.all([register(coachName), register(`Pat Audit${suffix}`)]);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('a patient opening /admin is told access is required (and sees no Admin link)', async () => {
    const page = await (await browser.newContext({ viewport: DESKTOP })).newPage();
    await signInOnPage(page, inject('appUrl'), patient.phone, password);
    expect(await page.getByRole('link', { name: 'Admin', exact: true }).count()).toBe(0);
    await page.goto(url('/admin'));
    await visible(page, 'heading', 'Admin Access Required');
    await expectAccessible(page, 'admin (not an admin)');
    await page.context().close();
  });

  it('the admin finds the account by name, makes it a coach and verifies it', async () => {
    const page = await (await browser.newContext({ viewport: DESKTOP })).newPage();
    const errors = watchErrors(page);
    await signInOnPage(page, inject('appUrl'), DEMO_ADMIN.phoneNumber, DEMO_PASSWORD);
    await page.getByRole('link', { name: 'Admin', exact: true }).click();
    await page.waitForURL('**/admin');
    await page.getByLabel('Name or phone number').fill(coachName.toLowerCase().slice(0, 12));
    await page.getByRole('button', { name: 'Search' }).click();
    await visible(page, 'rowheader', coachName);
    const row = page.getByTestId('admin-user-row').filter({ hasText: coachName });
    expect(await row.getByRole('cell').first().textContent()).toMatch(new RegExp(`${coach.phone.slice(-4)}$`));
    await expectAccessible(page, 'admin');
    await row.getByLabel(`Role of ${coachName}`).selectOption('coach');
    await toast(page, 'Role Updated');
    await row.getByRole('switch', { name: `Verified coach: ${coachName}` }).click();
    await toast(page, 'Coach Verified');
    expect(await row.getByRole('switch').getAttribute('aria-checked')).toBe('true');
    // Deactivate asks first; Cancel leaves the account as it was.
    await row.getByRole('button', { name: `Deactivate ${coachName}` }).click();
    await visible(page, 'heading', `Deactivate ${coachName}?`);
    await expectAccessible(page, 'deactivate dialog');
    await page.getByRole('button', { name: 'Cancel' }).click();
    expect(await row.getByText('Active', { exact: true }).isVisible()).toBe(true);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('the new coach sees the Coach Dashboard item and the Verified badge, and reads the patient’s shared entry', async () => {
    // The patient's circle: the coach connected with view permission (no route connects people directly).
    const db = createDb(createDynamoClient({ region: 'us-east-1', dynamoEndpoint: inject('dynamoEndpoint') }), inject('tableName'));
    const now = new Date().toISOString();
    await db.entities.careConnection
      .put({
        userId: patient.id,
        memberId: coach.id,
        relationshipType: 'coach',
        status: 'active',
        canViewEntries: true,
        canCommentEntries: true,
        canEditWorkspaces: false,
        createdAt: now,
        updatedAt: now,
      })
      .go();
    const page = await (await browser.newContext({ viewport: DESKTOP })).newPage();
    await signInOnPage(page, inject('appUrl'), patient.phone, password, '/journal-entries');
    const title = `For my coach ${suffix}`;
    const token = await page.evaluate(() => {
      for (let i = 0; i < localStorage.length; i++) {
        const k = localStorage.key(i)!;
        if (k.endsWith('.accessToken')) return localStorage.getItem(k);
      }
      return null;
    });
    const res = await fetch(url(`/api/users/${patient.id}/journal-entries`), {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ title, content: 'A steady week; the walks help.', visibility: 'coach_only' }),
    });
    expect(res.status).toBe(201);
    await page.context().close();

    const coachPage = await (await browser.newContext({ viewport: DESKTOP })).newPage();
    await signInOnPage(coachPage, inject('appUrl'), coach.phone, password);
    await visible(coachPage, 'link', 'Coach Dashboard');
    expect(await coachPage.getByTestId('verified-badge').isVisible()).toBe(true);
    await coachPage.goto(url(`/circle/people/${patient.id}`));
    await expect.poll(() => coachPage.getByText(title).first().isVisible(), { timeout: 15_000 }).toBe(true);
    await coachPage.context().close();
  });

  it('the patient’s Who viewed my journal lists the coach’s read, on a phone', async () => {
    const page = await (await browser.newContext({ viewport: PHONE })).newPage();
    await signInOnPage(page, inject('appUrl'), patient.phone, password, '/settings');
    await visible(page, 'heading', 'Who viewed my journal');
    const list = page.getByRole('list', { name: 'Who viewed my journal' });
    await expect.poll(() => list.getByText(coachName).first().isVisible(), { timeout: 15_000 }).toBe(true);
    expect(await list.getByRole('listitem').first().textContent()).toMatch(/Coach.*Read \d+ journal entr/);
    await list.scrollIntoViewIfNeeded();
    await expectAccessible(page, 'settings: who viewed my journal');
    await page.context().close();
  });

  it('the admin screen works on a phone', async () => {
    const page = await (await browser.newContext({ viewport: PHONE })).newPage();
    await signInOnPage(page, inject('appUrl'), DEMO_ADMIN.phoneNumber, DEMO_PASSWORD, '/admin');
    await page.getByLabel('Name or phone number').fill(coach.phone);
    await page.getByRole('button', { name: 'Search' }).click();
    await visible(page, 'rowheader', coachName);
    expect(await page.getByTestId('admin-user-row').count()).toBe(1);
    await expectAccessible(page, 'admin (phone)');
    await page.context().close();
  });
});
