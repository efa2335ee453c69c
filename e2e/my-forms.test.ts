import fs from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { apiAs, DESKTOP, expectAccessible, launch, PHONE, registerPatient, signInOnPage, watchErrors } from './browser.js';

/**
 * My Forms in the browser (docs/architecture.md, "My Forms"): a patient this test creates and connects
 * to the demo coach (the demo patient's seeded assignment stays pending for a newcomer) answers the
 * coach's PHQ-9 with item 9 at "Several days": the score and band show, the crisis panel shows, and
 * the coach has the alert. Then a custom form with every field type is answered and read back.
 * axe on every screen, at 1280×800 and 390×844.
 */
const appUrl = () => inject('appUrl');
const url = (p: string) => `${appUrl()}${p}`;
const COACH = '+14155550102';
const COACH_PASSWORD = 'SteadyDemo1';
const PASSWORD = 'quiet-river-42';
const SHOTS = process.env.STEADY_SCREENSHOTS;

async function shot(page: Page, name: string) {
  if (!SHOTS) return;
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

const visible = (page: Page, text: string) => expect.poll(() => page.getByText(text, { exact: true }).first().isVisible(), { timeout: 15_000 }).toBe(true);
const noSideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

/** A custom form with one field of every type, as the coach's builder makes it. */
const FIELDS = [
  { fieldType: 'instructions', label: 'About this check-in', helpText: 'Answer for the past seven days.' },
  { fieldType: 'text', label: 'One word for this week', isRequired: true },
  { fieldType: 'textarea', label: 'What went well' },
  { fieldType: 'number', label: 'Meetings attended' },
  { fieldType: 'scale', label: 'Cravings this week', scaleMin: 0, scaleMax: 5, scaleMinLabel: 'None', scaleMaxLabel: 'Strong', isRequired: true },
  { fieldType: 'single_choice', label: 'Sleep', isRequired: true, options: [{ optionLabel: 'Well' }, { optionLabel: 'Badly' }] },
  { fieldType: 'multiple_choice', label: 'Support used', options: [{ optionLabel: 'Sponsor' }, { optionLabel: 'Group' }, { optionLabel: 'Walk' }] },
  { fieldType: 'date', label: 'Last meeting' },
  { fieldType: 'boolean', label: 'Called your sponsor' },
];

describe('My Forms', () => {
  let browser: Browser;
  let page: Page;
  let errors: string[];
  let coach: Awaited<ReturnType<typeof apiAs>>;
  let patient: Awaited<ReturnType<typeof apiAs>>;

  beforeAll(async () => {
    const phone = await registerPatient(appUrl(), 'Casey Forms', PASSWORD);
    [coach, patient] = await Promise.all([apiAs(appUrl(), COACH, COACH_PASSWORD), apiAs(appUrl(), phone, PASSWORD)]);
    // The patient invites the demo coach into their circle; the coach accepts.
    const invite = await patient.request<{ link: string }>('POST', `/api/users/${patient.userId}/circle/create-invite`, {
      relationshipType: 'coach',
      permissions: { canViewEntries: true },
    });
    expect(invite.status).toBe(201);
    const token = invite.body.link.split('/circle/accept/')[1]!;
    expect((await coach.request('POST', `/api/circle/invites/${token}/accept`, {})).status).toBe(200);
    const phq = await coach.request('POST', '/api/form-templates/phq-9/assignments', { userId: patient.userId, dueDate: '2030-01-15', priority: 'high' });
    expect(phq.status).toBe(201);

    browser = await launch();
    page = await (await browser.newContext({ viewport: DESKTOP })).newPage();
    errors = watchErrors(page);
    await signInOnPage(page, appUrl(), phone, PASSWORD);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('answers the PHQ-9 with item 9 at "Several days": the score and band show, the crisis panel shows, and the coach has the alert', async () => {
    await page.goto(url('/my-forms'));
    await expect.poll(() => page.getByRole('heading', { level: 1, name: 'My Forms' }).isVisible(), { timeout: 15_000 }).toBe(true);
    const card = page.getByTestId('assignment-card').filter({ hasText: 'PHQ-9' });
    await expect.poll(() => card.isVisible(), { timeout: 15_000 }).toBe(true);
    expect(await card.textContent()).toContain('Due: Jan 15, 2030');
    expect(await card.getByTestId('assignment-status').textContent()).toBe('Pending');
    await expectAccessible(page, 'my forms');
    await shot(page, 'my-forms-desktop');

    await card.getByRole('button', { name: 'Start' }).click();
    const dialog = page.getByRole('dialog');
    await expect.poll(() => dialog.getByRole('group').count(), { timeout: 15_000 }).toBeGreaterThanOrEqual(9);
    // Submitting with nothing answered: the toast, and nothing sent.
    await dialog.getByRole('button', { name: 'Submit Form' }).click();
    await visible(page, 'Please fill in all required fields');
    // Items 1-8 at "Not at all" except two at "Several days" and one at "More than half the days"; item 9 at "Several days".
    const picks = [
      'Several days',
      'Not at all',
      'More than half the days',
      'Not at all',
      'Several days',
      'Not at all',
      'Not at all',
      'Not at all',
      'Several days',
    ];
    for (const [i, label] of picks.entries()) await dialog.getByRole('group').nth(i).getByLabel(label, { exact: true }).check();
    await expectAccessible(page, 'PHQ-9 dialog');
    await shot(page, 'my-forms-phq9-dialog');
    await dialog.getByRole('button', { name: 'Submit Form' }).click();
    await visible(page, 'Form submitted successfully');
    await expect.poll(() => page.getByTestId('form-result-score').textContent(), { timeout: 10_000 }).toBe('Your score: 5 of 27 — mild');
    const panel = page.getByRole('region', { name: 'Crisis support' });
    await expect.poll(() => panel.isVisible(), { timeout: 10_000 }).toBe(true);
    expect(await panel.getByRole('link', { name: 'Call 988' }).getAttribute('href')).toBe('tel:988');
    await expect.poll(() => card.getByTestId('assignment-status').textContent(), { timeout: 10_000 }).toBe('Submitted');
    expect(await card.textContent()).toContain('Your score: 5 of 27 — mild');
    await expectAccessible(page, 'my forms after a PHQ-9 with the crisis panel');
    await shot(page, 'my-forms-crisis');

    const alerts = await coach.request<{ patientId: string; source: string; level: string }[]>('GET', `/api/users/${coach.userId}/coach/alerts`);
    expect(alerts.body.find((a) => a.patientId === patient.userId)).toMatchObject({ source: 'form', level: 'concern' });

    // Read back: the answers and the score.
    await card.getByRole('button', { name: 'View answers' }).click();
    await expect.poll(() => dialog.getByTestId('form-readback-score').textContent(), { timeout: 10_000 }).toBe('Your score: 5 of 27 — mild');
    expect(await dialog.getByTestId('form-answer').first().textContent()).toContain('Several days');
    await expectAccessible(page, 'PHQ-9 read back');
    await page.keyboard.press('Escape');
    expect(errors).toEqual([]);
  });

  it('answers a custom form with every field type, continues it later, and reads it back', async () => {
    const title = `Weekly recovery check-in ${Date.now().toString(36)}`;
    const form = await coach.request<{ id: string }>('POST', `/api/coaches/${coach.userId}/forms`, { title, description: 'Seven days at a glance' });
    expect(form.status).toBe(201);
    for (const f of FIELDS) expect((await coach.request('POST', `/api/forms/${form.body.id}/fields`, f)).status).toBe(201);
    expect((await coach.request('POST', `/api/forms/${form.body.id}/assignments`, { userId: patient.userId })).status).toBe(201);

    await page.goto(url('/my-forms'));
    const card = page.getByTestId('assignment-card').filter({ hasText: title });
    await expect.poll(() => card.isVisible(), { timeout: 15_000 }).toBe(true);
    await card.getByRole('button', { name: 'Start' }).click();
    const dialog = page.getByRole('dialog', { name: title });
    await expect.poll(() => dialog.getByText('Seven days at a glance').isVisible(), { timeout: 15_000 }).toBe(true);
    await dialog.getByLabel(/^One word for this week/).fill('steady');
    await dialog.getByLabel('What went well').fill('Three calm evenings');
    // Saved as the patient goes: Cancel, then Continue brings the answers back.
    await visible(page, 'Your answers are saved. You can continue later.');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => card.getByRole('button', { name: 'Continue' }).isVisible(), { timeout: 10_000 }).toBe(true);
    await card.getByRole('button', { name: 'Continue' }).click();
    await expect.poll(() => dialog.getByLabel(/^One word for this week/).inputValue(), { timeout: 15_000 }).toBe('steady');

    await dialog.getByLabel('Meetings attended').fill('3');
    await dialog
      .getByRole('group', { name: /^Cravings this week/ })
      .getByLabel(/^2$/)
      .check();
    await dialog
      .getByRole('group', { name: /^Sleep/ })
      .getByLabel('Well')
      .check();
    await dialog
      .getByRole('group', { name: /^Support used/ })
      .getByLabel('Sponsor')
      .check();
    await dialog
      .getByRole('group', { name: /^Support used/ })
      .getByLabel('Walk')
      .check();
    await dialog.getByLabel('Last meeting').fill('2026-11-20');
    await dialog.getByRole('switch', { name: 'Called your sponsor' }).click();
    await expectAccessible(page, 'custom form dialog');
    await dialog.getByRole('button', { name: 'Submit Form' }).click();
    await visible(page, 'Form submitted successfully');
    await expect.poll(() => card.getByTestId('assignment-status').textContent(), { timeout: 10_000 }).toBe('Submitted');
    expect(await page.getByRole('region', { name: 'Crisis support' }).count()).toBe(0);

    await card.getByRole('button', { name: 'View answers' }).click();
    const answers = dialog.getByTestId('form-answer');
    await expect.poll(() => answers.count(), { timeout: 10_000 }).toBe(8);
    expect(await answers.allTextContents()).toEqual([
      'One word for this weeksteady',
      'What went wellThree calm evenings',
      'Meetings attended3',
      'Cravings this week2 (scale 0–5)',
      'SleepWell',
      'Support usedSponsor, Walk',
      'Last meetingNov 20, 2026',
      'Called your sponsorYes',
    ]);
    await expectAccessible(page, 'custom form read back');
    await shot(page, 'my-forms-readback');
    await page.keyboard.press('Escape');
    expect(errors).toEqual([]);
  });

  it('fits a phone: no sideways scrolling, the dialog scrolls inside, accessible', async () => {
    await page.setViewportSize(PHONE);
    await page.goto(url('/my-forms'));
    await expect.poll(() => page.getByTestId('assignment-card').count(), { timeout: 15_000 }).toBeGreaterThanOrEqual(2);
    expect(await noSideways(page)).toBe(true);
    await expectAccessible(page, 'my forms on a phone');
    await shot(page, 'my-forms-phone');
    await page.getByTestId('assignment-card').filter({ hasText: 'PHQ-9' }).first().getByRole('button', { name: 'View answers' }).click();
    const box = await page.getByRole('dialog').boundingBox();
    expect(box!.height).toBeLessThanOrEqual(PHONE.height * 0.8 + 1);
    await shot(page, 'my-forms-phone-dialog');
  });
});
