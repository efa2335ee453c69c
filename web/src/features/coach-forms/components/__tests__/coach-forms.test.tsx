import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CoachForm, CoachStudent, FormAssignment, FormDetail, FormField, FormResponse, FormTemplate } from '@steady/shared';
import { seedSession } from '@/testing/auth';
import { makeSettings, testUser, USER_ID } from '@/testing/data';
import { stubFetch, type RouteHandler } from '@/testing/fetch-stub';
import { renderApp } from '@/testing/render';

const coach = { ...testUser, name: 'Dr. Maya Chen', role: 'coach' as const };
const NOW = '2026-11-20T15:00:00.000Z';

const form = (over: Partial<CoachForm> = {}): CoachForm => ({
  id: 'form-1',
  coachId: USER_ID,
  title: 'Weekly check-in',
  description: 'How your week went',
  purpose: 'weekly_check_in',
  isActive: true,
  isPublished: true,
  isRecurring: false,
  recurrencePattern: 'none',
  recurrenceDay: null,
  aiFollowupEnabled: true,
  aiInstructions: null,
  instrument: null,
  isTemplate: false,
  copiedFrom: null,
  fieldCount: 3,
  createdAt: NOW,
  updatedAt: NOW,
  ...over,
});

const field = (id: string, orderIndex: number, over: Partial<FormField> = {}): FormField => ({
  id,
  formId: 'form-1',
  fieldType: 'text',
  label: `Question ${id}`,
  placeholder: null,
  helpText: null,
  isRequired: false,
  orderIndex,
  scaleMin: null,
  scaleMax: null,
  scaleMinLabel: null,
  scaleMaxLabel: null,
  configuration: null,
  options: [],
  ...over,
});

const DETAIL: FormDetail = {
  ...form(),
  fields: [
    field('a', 0, { label: 'How was your week?', isRequired: true }),
    field('b', 1, { fieldType: 'scale', label: 'Cravings', scaleMin: 1, scaleMax: 10 }),
    field('c', 2, {
      fieldType: 'single_choice',
      label: 'Sleep',
      options: [
        { id: 'o1', fieldId: 'c', optionValue: 'well', optionLabel: 'Well', orderIndex: 0, score: null },
        { id: 'o2', fieldId: 'c', optionValue: 'badly', optionLabel: 'Badly', orderIndex: 1, score: null },
      ],
    }),
  ],
};

const PHQ9: FormTemplate = {
  id: 'phq-9',
  name: 'PHQ-9',
  title: 'Patient Health Questionnaire',
  description: 'Depression severity',
  itemCount: 10,
  maxScore: 27,
  bands: [
    { key: 'minimal', label: 'None–minimal', min: 0, max: 4 },
    { key: 'mild', label: 'Mild', min: 5, max: 9 },
  ],
  interpretation: 'Item 9 above 0 raises a crisis alert.',
  loinc: '44249-1',
};

const student = (userId: string, name: string, status: CoachStudent['status'] = 'active'): CoachStudent => ({
  userId,
  name,
  email: null,
  status,
  relationshipType: 'coach',
  canViewEntries: true,
  canCommentEntries: true,
  totalSessions: 2,
  lastInteractionAt: null,
  latestEntryId: null,
  connectedAt: NOW,
});

const assignment = (over: Partial<FormAssignment>): FormAssignment => ({
  id: 'as-1',
  formId: 'phq-9',
  formTitle: 'PHQ-9',
  formDescription: null,
  instrument: 'phq-9',
  userId: 'jordan',
  userName: 'Jordan Rivera',
  assignedBy: USER_ID,
  assignedByName: 'Dr. Maya Chen',
  dueDate: '2026-11-30',
  status: 'pending',
  priority: 'normal',
  reminderEnabled: true,
  recurrence: 'none',
  recurrenceInterval: null,
  recurrenceUnit: null,
  completedAt: null,
  responseId: null,
  score: null,
  band: null,
  createdAt: NOW,
  updatedAt: NOW,
  ...over,
});

function setup(path: string, routes: Record<string, RouteHandler | { status?: number; body?: unknown }> = {}) {
  seedSession(USER_ID);
  const net = stubFetch({
    [`GET /api/users/${USER_ID}`]: { body: coach },
    [`GET /api/users/${USER_ID}/settings`]: { body: makeSettings({ timeZone: 'America/New_York' }) },
    [`GET /api/users/${USER_ID}/coach/alerts`]: { body: [] },
    [`GET /api/users/${USER_ID}/coach/insights`]: { status: 500, body: { message: 'not in this test' } },
    [`GET /api/coaches/${USER_ID}/forms`]: { body: [form()] },
    ['GET /api/form-templates']: { body: [PHQ9] },
    ['GET /api/forms/form-1']: { body: DETAIL },
    [`GET /api/users/${USER_ID}/coach/students`]: {
      body: [student('jordan', 'Jordan Rivera'), student('sam', 'Sam Lee'), student('old', 'Old Friend', 'paused')],
    },
    ...routes,
  });
  return { ...net, user: userEvent.setup(), ...renderApp(path) };
}

describe('Coach Forms tab', { timeout: 60_000 }, () => {
  it('lists the forms and instruments; empty state and Try again', async () => {
    let fail = true;
    const { user } = setup('/coach-dashboard/forms', {
      [`GET /api/coaches/${USER_ID}/forms`]: () => (fail ? { status: 500, body: { message: 'Down' } } : { body: [] }),
    });
    expect(await screen.findByText('Error Loading Forms', {}, { timeout: 20_000 })).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No forms yet')).toBeInTheDocument();
    const instruments = await screen.findAllByTestId('template-card');
    expect(instruments[0]).toHaveTextContent('PHQ-9');
    expect(instruments[0]).toHaveTextContent('10 questions · scored 0–27');
    expect(screen.getByRole('link', { name: 'Forms', current: 'page' })).toBeInTheDocument();
  });

  it('creates a form: the title is required, then the builder opens', async () => {
    const { user, requests } = setup('/coach-dashboard/forms', {
      [`POST /api/coaches/${USER_ID}/forms`]: { status: 201, body: { ...DETAIL, id: 'form-1' } },
    });
    await user.click(await screen.findByTestId('new-form', {}, { timeout: 20_000 }));
    const dialog = await screen.findByRole('dialog', { name: 'New form' });
    await user.click(within(dialog).getByRole('button', { name: 'Create form' }));
    const title = within(dialog).getByRole('textbox', { name: 'Title' });
    expect(title).toHaveFocus();
    expect(title).toHaveAccessibleDescription('Please enter a form title');
    expect(requests.some((r) => r.method === 'POST')).toBe(false);

    await user.type(title, 'Weekly check-in');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Purpose' }), 'weekly_check_in');
    await user.click(within(dialog).getByRole('button', { name: 'Create form' }));
    await screen.findByTestId('form-builder');
    const post = requests.find((r) => r.method === 'POST')!;
    expect(post.body).toMatchObject({ title: 'Weekly check-in', purpose: 'weekly_check_in', aiFollowupEnabled: true });
    expect(await screen.findByText('Form created successfully')).toBeInTheDocument();
  });

  it('adds a choice field: a label is asked for, empty options are skipped', async () => {
    const { user, requests } = setup('/coach-dashboard/forms?form=form-1', {
      ['POST /api/forms/form-1/fields']: { status: 201, body: field('d', 3) },
    });
    await user.click(await screen.findByTestId('add-field', {}, { timeout: 20_000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Add field' });
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Field type' }), 'multiple_choice');
    await user.click(within(dialog).getByRole('button', { name: 'Add field' }));
    expect(within(dialog).getByRole('textbox', { name: 'Label' })).toHaveAccessibleDescription('Please enter a field label');
    // The last option row cannot be removed.
    expect(within(dialog).getByRole('button', { name: 'Remove option 1' })).toBeDisabled();

    await user.type(within(dialog).getByRole('textbox', { name: 'Label' }), 'Support used');
    await user.type(within(dialog).getByRole('textbox', { name: 'Option 1' }), 'Sponsor');
    await user.click(within(dialog).getByRole('button', { name: 'Add option' }));
    expect(within(dialog).getByRole('textbox', { name: 'Option 2' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Add option' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Option 3' }), 'Group');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Required' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add field' }));

    await screen.findByText('Field added successfully');
    const post = requests.find((r) => r.method === 'POST')!;
    expect(post.body).toMatchObject({
      fieldType: 'multiple_choice',
      label: 'Support used',
      isRequired: true,
      options: [{ optionLabel: 'Sponsor' }, { optionLabel: 'Group' }],
    });
  });

  it('moves a field down with one reorder request carrying every field', async () => {
    // The server keeps the new order.
    let detail = DETAIL;
    const { user, requests } = setup('/coach-dashboard/forms?form=form-1', {
      ['GET /api/forms/form-1']: () => ({ body: detail }),
      ['PUT /api/forms/form-1/fields/reorder']: (req) => {
        const { fieldOrders } = req.body as { fieldOrders: { fieldId: string; orderIndex: number }[] };
        const place = new Map(fieldOrders.map((o) => [o.fieldId, o.orderIndex]));
        detail = { ...detail, fields: detail.fields.map((f) => ({ ...f, orderIndex: place.get(f.id)! })).sort((a, b) => a.orderIndex - b.orderIndex) };
        return { body: detail.fields };
      },
    });
    await screen.findByTestId('form-builder', {}, { timeout: 20_000 });
    expect(screen.getByRole('button', { name: 'Move "How was your week?" up' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Move "How was your week?" down' }));
    await screen.findByText('Fields reordered successfully');
    // The row moved; focus stayed with it.
    expect(screen.getAllByTestId('builder-field')[1]).toHaveTextContent('How was your week?');
    expect(screen.getByRole('button', { name: 'Move "How was your week?" down' })).toHaveFocus();
    const puts = requests.filter((r) => r.method === 'PUT');
    expect(puts).toHaveLength(1);
    expect(puts[0]!.body).toEqual({
      fieldOrders: [
        { fieldId: 'b', orderIndex: 0 },
        { fieldId: 'a', orderIndex: 1 },
        { fieldId: 'c', orderIndex: 2 },
      ],
    });
  });

  it('previews the form as the client sees it; Submit Form checks required fields and sends nothing', async () => {
    const { user, requests } = setup('/coach-dashboard/forms?form=form-1');
    await user.click(await screen.findByRole('button', { name: 'Preview' }, { timeout: 8000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Weekly check-in' });
    expect(within(dialog).getByText('How your week went')).toBeInTheDocument();
    expect(
      within(dialog)
        .getAllByTestId('form-field')
        .map((f) => f.getAttribute('data-field-type')),
    ).toEqual(['text', 'scale', 'single_choice']);
    await user.click(within(dialog).getByRole('button', { name: 'Submit Form' }));
    expect(await screen.findByText('Please fill in all required fields')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: /How was your week/ })).toHaveFocus();
    expect(requests.filter((r) => r.method !== 'GET')).toEqual([]);
  });

  it('asks before deleting a field', async () => {
    const { user, requests } = setup('/coach-dashboard/forms?form=form-1', {
      ['DELETE /api/form-fields/b']: { status: 204 },
    });
    await user.click(await screen.findByRole('button', { name: 'Delete "Cravings"' }, { timeout: 8000 }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete "Cravings"?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await screen.findByText('Field deleted successfully');
    expect(requests.filter((r) => r.method === 'DELETE').map((r) => r.path)).toEqual(['/api/form-fields/b']);
  });

  it('assigns to active clients only: a client is required; the interval shows only for a repeating form', async () => {
    const { user, requests } = setup('/coach-dashboard/forms?form=form-1', {
      ['POST /api/forms/form-1/assignments']: { status: 201, body: [assignment({ formId: 'form-1' })] },
    });
    await user.click(await screen.findByRole('button', { name: 'Assign' }, { timeout: 8000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Assign Weekly check-in' });
    const list = await within(dialog).findByTestId('assign-clients');
    expect(
      within(list)
        .getAllByRole('checkbox')
        .map((c) => c.closest('label')!.textContent),
    ).toEqual(['Jordan Riveracoach', 'Sam Leecoach']);
    expect(within(dialog).queryByRole('spinbutton', { name: /Every how many/ })).toBeNull();

    await user.click(within(dialog).getByRole('button', { name: 'Assign' }));
    expect(await within(dialog).findByText('Please select a client')).toBeInTheDocument();
    expect(within(list).getByRole('checkbox', { name: /Jordan Rivera/ })).toHaveFocus();

    await user.click(within(list).getByRole('checkbox', { name: /Jordan Rivera/ }));
    await user.click(within(list).getByRole('checkbox', { name: /Sam Lee/ }));
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Repeats' }), 'weekly');
    const interval = within(dialog).getByRole('spinbutton', { name: 'Every how many weeks' });
    await user.clear(interval);
    await user.type(interval, '0');
    await user.click(within(dialog).getByRole('button', { name: 'Assign' }));
    expect(interval).toHaveAccessibleDescription('Interval must be at least 1');
    await user.clear(interval);
    await user.type(interval, '2');
    await user.type(within(dialog).getByLabelText('Due date (optional)'), '2026-11-30');
    await user.click(within(dialog).getByRole('button', { name: 'Assign' }));
    await screen.findByText('Form assigned successfully');
    const post = requests.find((r) => r.method === 'POST')!;
    expect(post.body).toEqual({
      userIds: ['jordan', 'sam'],
      dueDate: '2026-11-30',
      priority: 'normal',
      recurrence: 'weekly',
      recurrenceInterval: 2,
      reminderEnabled: true,
    });
  });

  it('shows each assignment status in words with its icon, and a score in plain words', async () => {
    setup('/coach-dashboard/forms?view=assignments', {
      [`GET /api/coaches/${USER_ID}/form-assignments`]: {
        body: [
          assignment({ id: '1', status: 'pending' }),
          assignment({ id: '2', status: 'in_progress', userName: 'Sam Lee', userId: 'sam' }),
          assignment({ id: '3', status: 'overdue' }),
          assignment({ id: '4', status: 'submitted', score: 12, band: { key: 'moderate', label: 'Moderate' }, completedAt: NOW, responseId: 'r1' }),
        ],
      },
    });
    const rows = await screen.findAllByTestId('assignment-row', {}, { timeout: 20_000 });
    expect(rows.map((r) => within(r).getByTestId('assignment-status').textContent)).toEqual(['Pending', 'In progress', 'Overdue', 'Submitted']);
    expect(within(rows[0]!).getByTestId('assignment-status').querySelector('svg')).not.toBeNull();
    expect(rows[0]).toHaveTextContent('Due: Nov 30, 2026');
    expect(within(rows[3]!).getByTestId('assignment-score')).toHaveTextContent('PHQ-9 score 12 of 27: Moderate');
  });

  it('reads a response back: every question, answered or not, in words', async () => {
    const response: FormResponse = {
      id: 'r1',
      assignmentId: '4',
      formId: 'form-1',
      formTitle: 'Weekly check-in',
      instrument: null,
      responderId: 'jordan',
      responderName: 'Jordan Rivera',
      aiAssisted: false,
      notes: null,
      submittedAt: NOW,
      score: null,
      band: null,
      itemScores: null,
      values: [
        { fieldId: 'a', value: 'Better than last week', label: 'How was your week, in a sentence?', fieldType: 'text' },
        { fieldId: 'c', value: 'badly', label: 'Sleep', fieldType: 'single_choice' },
        { fieldId: 'gone', value: '4', label: 'Meetings this week', fieldType: 'number' },
      ],
    };
    const { requests } = setup('/coach-dashboard/forms?view=responses&client=jordan', {
      [`GET /api/coaches/${USER_ID}/form-assignments`]: { body: [assignment({ formId: 'form-1', formTitle: 'Weekly check-in', instrument: null })] },
      [`GET /api/coaches/${USER_ID}/form-responses`]: {
        body: [
          response,
          {
            ...response,
            id: 'r2',
            formId: 'phq-9',
            formTitle: 'PHQ-9',
            instrument: 'phq-9',
            score: 11,
            band: { key: 'moderate', label: 'Moderate' },
            values: [{ fieldId: 'phq-9-q1', value: '2', label: 'Little interest or pleasure in doing things', fieldType: 'single_choice' }],
          },
        ],
      },
      ['GET /api/form-templates/phq-9']: {
        body: {
          ...form({ id: 'phq-9', title: 'PHQ-9', instrument: 'phq-9', isTemplate: true }),
          fields: [
            field('phq-9-q1', 0, {
              fieldType: 'single_choice',
              label: 'Little interest or pleasure in doing things',
              options: ['Not at all', 'Several days', 'More than half the days', 'Nearly every day'].map((l, i) => ({
                id: `o${i}`,
                fieldId: 'phq-9-q1',
                optionValue: String(i),
                optionLabel: l,
                orderIndex: i,
                score: i,
              })),
            }),
          ],
        },
      },
    });
    const [card, phq] = await screen.findAllByTestId('response-card', {}, { timeout: 20_000 });
    if (!card || !phq) throw new Error('two responses expected');
    expect(within(phq).getByTestId('response-score')).toHaveTextContent('PHQ-9 score 11 of 27: Moderate');
    await waitFor(() => expect(within(phq).getByTestId('form-answer')).toHaveTextContent('Little interest or pleasure in doing thingsMore than half the days'));
    // The label as it was asked; option labels from the form; an answer to a field deleted since.
    await waitFor(() => expect(within(card).getAllByTestId('form-answer')).toHaveLength(4));
    expect(
      within(card)
        .getAllByTestId('form-answer')
        .map((a) => a.textContent),
    ).toEqual(['How was your week, in a sentence?Better than last week', 'CravingsNo answer', 'SleepBadly', 'Meetings this week4']);
    expect(requests.find((r) => r.path.endsWith('/form-responses'))!.url).toContain('userId=jordan');
  });
});
