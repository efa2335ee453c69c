import fs from 'node:fs';
import type { Browser, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { apiAs, DESKTOP, expectAccessible, launch, PHONE, signInOnPage, watchErrors } from './browser.js';

/**
 * The coach's Forms tab (docs/architecture.md, "Forms and measurement-based care") in the browser:
 * the demo coach builds a custom form with every field type, reorders it, previews it and assigns it
 * to a demo student; the student answers through the API (My Forms is its own screen); the coach
 * reads the answers back; the student's PHQ-9 trend shows on the Analytics tab. axe on every
 * screen, at 1280×800 and 390×844.
 */
const appUrl = () => inject('appUrl');
const url = (p: string) => `${appUrl()}${p}`;
const COACH = '+14155550102';
const STUDENT = { name: 'Marcus Bell', phone: '+14155550108' };
const PASSWORD = 'SteadyDemo1';
const SHOTS = process.env.STEADY_SCREENSHOTS; // a folder, to look at the screens

async function shot(page: Page, name: string) {
  if (!SHOTS) return;
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

const visible = (page: Page, testId: string) => expect.poll(() => page.getByTestId(testId).first().isVisible(), { timeout: 15_000 }).toBe(true);
const toast = (page: Page, text: string) => expect.poll(() => page.getByText(text, { exact: true }).first().isVisible(), { timeout: 10_000 }).toBe(true);
const noSideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

/** The fields to build, one of every type, as the builder's dialog takes them. */
const FIELDS = [
  { type: 'text', label: 'One word for this week', placeholder: 'e.g. steady', required: true },
  { type: 'textarea', label: 'What went well' },
  { type: 'number', label: 'Meetings attended' },
  { type: 'scale', label: 'Cravings this week', min: '0', max: '5', minLabel: 'None', maxLabel: 'Strong', required: true },
  { type: 'single_choice', label: 'Sleep', options: ['Well', 'Badly'], required: true },
  { type: 'multiple_choice', label: 'Support used', options: ['Sponsor', 'Group', 'Walk'] },
  { type: 'date', label: 'Last meeting' },
  { type: 'boolean', label: 'Called your sponsor' },
  { type: 'instructions', label: 'About this check-in', help: 'Answer for the past seven days.' },
] as const;

describe("the coach's Forms tab", () => {
  let browser: Browser;
  let page: Page;
  let errors: string[];
  const title = `Weekly recovery check-in ${Date.now().toString(36)}`;
  let formId = '';

  beforeAll(async () => {
    browser = await launch();
    page = await (await browser.newContext({ viewport: DESKTOP })).newPage();
    errors = watchErrors(page);
    await signInOnPage(page, appUrl(), COACH, PASSWORD);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('lists forms and the validated instruments; a new form opens in the builder', async () => {
    await page.goto(url('/coach-dashboard/forms'));
    await visible(page, 'templates-list');
    await expect.poll(() => page.getByTestId('template-card').count()).toBe(3);
    await expectAccessible(page, 'forms tab');
    await shot(page, 'coach-forms-list-desktop');

    await page.getByTestId('new-form').click();
    const dialog = page.getByRole('dialog', { name: 'New form' });
    await dialog.getByRole('button', { name: 'Create form' }).click();
    await expect.poll(() => dialog.getByText('Please enter a form title').isVisible()).toBe(true);
    await dialog.getByLabel('Title').fill(title);
    await dialog.getByLabel('Purpose').selectOption('weekly_check_in');
    await expectAccessible(page, 'new form dialog');
    await dialog.getByRole('button', { name: 'Create form' }).click();
    await toast(page, 'Form created successfully');
    await visible(page, 'form-builder');
    formId = new URL(page.url()).searchParams.get('form') ?? '';
    expect(formId).not.toBe('');
  });

  it('adds a field of every type', async () => {
    for (const f of FIELDS) {
      await page.getByTestId('add-field').click();
      const dialog = page.getByRole('dialog', { name: 'Add field' });
      await dialog.getByLabel('Field type').selectOption(f.type);
      await dialog.getByLabel(f.type === 'instructions' ? 'Heading' : 'Label', { exact: true }).fill(f.label);
      if ('placeholder' in f) await dialog.getByLabel('Placeholder (optional)').fill(f.placeholder);
      if ('help' in f) await dialog.getByLabel('Text', { exact: true }).fill(f.help);
      if ('min' in f) {
        await dialog.getByLabel('Minimum', { exact: true }).fill(f.min);
        await dialog.getByLabel('Maximum', { exact: true }).fill(f.max);
        await dialog.getByLabel('Minimum label (optional)').fill(f.minLabel);
        await dialog.getByLabel('Maximum label (optional)').fill(f.maxLabel);
      }
      if ('options' in f) {
        for (const [i, o] of f.options.entries()) {
          if (i > 0) await dialog.getByRole('button', { name: 'Add option' }).click();
          await dialog.getByLabel(`Option ${i + 1}`, { exact: true }).fill(o);
        }
        // An empty row is skipped.
        await dialog.getByRole('button', { name: 'Add option' }).click();
        if (f.type === 'multiple_choice') await expectAccessible(page, 'add field dialog');
      }
      if ('required' in f && f.required) await dialog.getByRole('checkbox', { name: 'Required' }).click();
      await dialog.getByRole('button', { name: 'Add field' }).click();
      await toast(page, 'Field added successfully');
      await expect.poll(() => dialog.isVisible()).toBe(false);
    }
    await expect.poll(() => page.getByTestId('builder-field').count()).toBe(FIELDS.length);
    await shot(page, 'coach-forms-builder-desktop');
  });

  it('reorders: the instructions move to the top, one step at a time from the keyboard', async () => {
    const position = async () => (await page.getByTestId('builder-field').allTextContents()).findIndex((t) => t.includes('About this check-in'));
    // Each move is saved by one PUT, one after another; the page is read again from the server only
    // once every move's save has been answered (a reload while one is still queued would lose it).
    const isReorder = (r: Request) => r.method() === 'PUT' && r.url().includes('/fields/reorder');
    let moves = 0;
    let saved = 0;
    const onSaved = (r: Request) => {
      if (isReorder(r)) saved++;
    };
    page.on('requestfinished', onSaved);
    for (let at = await position(); at > 0; at = await position()) {
      await page.getByRole('button', { name: 'Move "About this check-in" up' }).focus();
      await page.keyboard.press('Enter');
      moves++;
      await toast(page, 'Fields reordered successfully');
      await expect.poll(position).toBe(at - 1);
      // Focus stayed on the moved field's button.
      if (at > 1) await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Move "About this check-in" up');
    }
    const labels = await page.getByTestId('builder-field').locator('p.font-medium').allTextContents();
    expect(labels.map((l) => l.replace(/\*$/, ''))).toEqual(['About this check-in', ...FIELDS.slice(0, -1).map((f) => f.label)]);
    // The order holds after a reload (the server's).
    await expect.poll(() => saved, { timeout: 20_000 }).toBe(moves);
    page.off('requestfinished', onSaved);
    await page.reload();
    await visible(page, 'form-builder');
    expect(await page.getByTestId('builder-field').first().textContent()).toContain('About this check-in');
    await expectAccessible(page, 'form builder');
  });

  it('previews the form as the client sees it', async () => {
    await page.getByRole('button', { name: 'Preview' }).click();
    const preview = page.getByRole('dialog', { name: title });
    await expect.poll(() => preview.getByTestId('form-field').count()).toBe(FIELDS.length);
    const types = await preview.getByTestId('form-field').evaluateAll((els) => els.map((e) => e.getAttribute('data-field-type')));
    expect(types).toEqual(['instructions', 'text', 'textarea', 'number', 'scale', 'single_choice', 'multiple_choice', 'date', 'boolean']);
    await preview.getByRole('button', { name: 'Submit Form' }).click();
    await toast(page, 'Please fill in all required fields');
    await expectAccessible(page, 'form preview');
    await shot(page, 'coach-forms-preview-desktop');
    // Escape closes it (pressed again if a busy machine dropped the first press while the toast was arriving).
    await expect
      .poll(async () => {
        if (await preview.isVisible()) await preview.press('Escape');
        return preview.isVisible();
      })
      .toBe(false);
  });

  it('assigns the form to a demo student, who answers through the API; the coach reads the answers back', async () => {
    await page.getByRole('button', { name: 'Assign', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: `Assign ${title}` });
    await dialog.getByRole('button', { name: 'Assign' }).click();
    await expect.poll(() => dialog.getByText('Please select a client').isVisible()).toBe(true);
    await dialog.getByRole('checkbox', { name: new RegExp(STUDENT.name) }).check();
    await dialog.getByLabel('Repeats').selectOption('weekly');
    await expect.poll(() => dialog.getByLabel('Every how many weeks').isVisible()).toBe(true);
    await dialog.getByLabel('Repeats').selectOption('none');
    await dialog.getByLabel('Priority').selectOption('high');
    await expectAccessible(page, 'assign dialog');
    await dialog.getByRole('button', { name: 'Assign' }).click();
    await toast(page, 'Form assigned successfully');

    // The student answers (My Forms is its own screen; here through the API).
    const student = await apiAs(appUrl(), STUDENT.phone, PASSWORD);
    const mine = await student.request<{ id: string; formId: string; status: string }[]>('GET', `/api/users/${student.userId}/form-assignments`);
    expect(mine.status).toBe(200);
    const assigned = mine.body.find((a) => a.formId === formId)!;
    expect(assigned.status).toBe('pending');
    const detail = await student.request<{ form: { fields: { id: string; label: string; options: { optionValue: string; optionLabel: string }[] }[] } }>(
      'GET',
      `/api/form-assignments/${assigned.id}`,
    );
    const byLabel = (label: string) => detail.body.form.fields.find((f) => f.label === label)!;
    const value = (label: string, optionLabel: string) => byLabel(label).options.find((o) => o.optionLabel === optionLabel)!.optionValue;
    const submit = await student.request('POST', `/api/form-assignments/${assigned.id}/responses`, {
      responseValues: [
        { fieldId: byLabel('One word for this week').id, responseValue: 'hopeful' },
        { fieldId: byLabel('What went well').id, responseValue: 'Three meetings and a long walk with my sister.' },
        { fieldId: byLabel('Meetings attended').id, responseValue: '3' },
        { fieldId: byLabel('Cravings this week').id, responseValue: '2' },
        { fieldId: byLabel('Sleep').id, responseValue: value('Sleep', 'Well') },
        { fieldId: byLabel('Support used').id, responseValue: JSON.stringify([value('Support used', 'Sponsor'), value('Support used', 'Walk')]) },
        { fieldId: byLabel('Last meeting').id, responseValue: '2026-11-20' },
        { fieldId: byLabel('Called your sponsor').id, responseValue: 'true' },
      ],
    });
    expect(submit.status).toBeLessThan(300);

    // The coach sees it submitted and reads the answers.
    await page.goto(url('/coach-dashboard/forms?view=assignments'));
    const row = page.getByTestId('assignment-row').filter({ hasText: title }).filter({ hasText: STUDENT.name });
    await expect.poll(() => row.getByTestId('assignment-status').textContent(), { timeout: 15_000 }).toBe('Submitted');
    await expectAccessible(page, 'assignments');
    await shot(page, 'coach-forms-assignments-desktop');
    await row.getByRole('button', { name: /View .* answers/ }).click();
    const card = page.getByTestId('response-card').filter({ hasText: title });
    await expect.poll(() => card.getByTestId('form-answer').count(), { timeout: 15_000 }).toBe(FIELDS.length - 1);
    const answers = await card.getByTestId('form-answer').allTextContents();
    expect(answers).toEqual([
      'One word for this weekhopeful',
      'What went wellThree meetings and a long walk with my sister.',
      'Meetings attended3',
      'Cravings this week2 (scale 0–5)',
      'SleepWell',
      'Support usedSponsor, Walk',
      'Last meetingNov 20, 2026',
      'Called your sponsorYes',
    ]);
    await expectAccessible(page, 'responses');
    await shot(page, 'coach-forms-responses-desktop');
  });

  it("shows a student's PHQ-9 trend on the Analytics tab, bands shaded", async () => {
    // Two PHQ-9s for the demo student, assigned and answered through the API (item 9 'not at all').
    const coach = await apiAs(appUrl(), COACH, PASSWORD);
    const student = await apiAs(appUrl(), STUDENT.phone, PASSWORD);
    for (const raised of [3, 5]) {
      const made = await coach.request<{ id: string }[]>('POST', '/api/form-templates/phq-9/assignments', { userId: student.userId, dueDate: null });
      expect(made.status).toBe(201);
      const detail = await student.request<{ form: { fields: { id: string; fieldType: string; options: { optionValue: string; score: number | null }[] }[] } }>(
        'GET',
        `/api/form-assignments/${made.body[0]!.id}`,
      );
      const choices = detail.body.form.fields.filter((f) => f.fieldType === 'single_choice');
      // The first `raised` items 'more than half the days' (2 points each), the rest 'not at all'.
      const responseValues = choices.map((f, i) => ({ fieldId: f.id, responseValue: f.options[i < raised ? 2 : 0]!.optionValue }));
      const submitted = await student.request<{ score: number }>('POST', `/api/form-assignments/${made.body[0]!.id}/responses`, { responseValues });
      expect(submitted.status).toBeLessThan(300);
      expect(submitted.body.score).toBe(raised * 2);
    }

    await page.goto(url('/coach-dashboard/analytics'));
    await visible(page, 'caseload-table');
    await page.getByTestId('student-picker').selectOption({ label: STUDENT.name });
    await visible(page, 'trend-phq-9');
    await expect
      .poll(() => page.getByTestId('trend-phq-9-summary').textContent(), { timeout: 15_000 })
      .toMatch(/^Latest PHQ-9: 10 of 27, moderate \(.+\)\. (Up|Down) \d+ points? since the first of \d+ scores\.$/);
    expect(await page.getByTestId('trend-phq-9').locator('[data-band]').count()).toBe(5);
    await expectAccessible(page, 'analytics with trends');
    await shot(page, 'coach-forms-trend-desktop');
    expect(errors).toEqual([]);
  });

  it('works on a phone: the list, the builder and the preview, without sideways scrolling', async () => {
    await page.setViewportSize(PHONE);
    await page.goto(url('/coach-dashboard/forms'));
    await visible(page, 'form-list');
    expect(await noSideways(page)).toBe(true);
    await expectAccessible(page, 'forms tab, phone');
    await shot(page, 'coach-forms-list-phone');
    await page.goto(url(`/coach-dashboard/forms?form=${formId}`));
    await visible(page, 'form-builder');
    expect(await noSideways(page)).toBe(true);
    await shot(page, 'coach-forms-builder-phone');
    await page.getByRole('button', { name: 'Preview' }).click();
    await visible(page, 'form-preview');
    await expectAccessible(page, 'form preview, phone');
    await shot(page, 'coach-forms-preview-phone');
    await page.keyboard.press('Escape');
    await page.goto(url('/coach-dashboard/forms?template=phq-9'));
    await visible(page, 'template-scoring');
    expect(await noSideways(page)).toBe(true);
    await expectAccessible(page, 'PHQ-9 template, phone');
    await shot(page, 'coach-forms-template-phone');
    await page.goto(url('/coach-dashboard/forms?view=assignments'));
    await visible(page, 'assignment-list');
    expect(await noSideways(page)).toBe(true);
    await shot(page, 'coach-forms-assignments-phone');
    expect(errors).toEqual([]);
  });
});
