import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AssignmentDetail, FormAssignment, FormField, SubmitResult } from '@steady/shared';
import { renderWithProviders } from '@/testing/render';
import { stubFetch, type RecordedRequest } from '@/testing/fetch-stub';
import { makeAgenda, USER_ID } from '@/testing/data';
import { FormsDueCard } from '../forms-due-card';
import { MyFormsScreen } from '../my-forms-screen';

const LIST = `GET /api/users/${USER_ID}/form-assignments`;
/** The dashboard card reads the open assignments from the agenda (one read for three cards). */
const AGENDA = `GET /api/users/${USER_ID}/agenda`;

const assignment = (overrides: Partial<FormAssignment> = {}): FormAssignment => ({
  id: 'as1',
  formId: 'f1',
  formTitle: 'Weekly check-in',
  formDescription: null,
  instrument: null,
  userId: USER_ID,
  userName: 'Jordan Rivera',
  assignedBy: 'coach1',
  assignedByName: 'Dr. Maya Chen',
  dueDate: '2026-11-25',
  status: 'pending',
  priority: 'high',
  reminderEnabled: true,
  recurrence: 'none',
  recurrenceInterval: null,
  recurrenceUnit: null,
  completedAt: null,
  responseId: null,
  score: null,
  band: null,
  createdAt: '2026-11-20T12:00:00.000Z',
  updatedAt: '2026-11-20T12:00:00.000Z',
  ...overrides,
});

const field = (overrides: Partial<FormField> & Pick<FormField, 'id' | 'fieldType' | 'label' | 'orderIndex'>): FormField => ({
  formId: 'f1',
  placeholder: null,
  helpText: null,
  isRequired: false,
  scaleMin: null,
  scaleMax: null,
  scaleMinLabel: null,
  scaleMaxLabel: null,
  configuration: null,
  options: [],
  ...overrides,
});

// Given out of order: the dialog shows them by orderIndex.
const FIELDS: FormField[] = [
  field({ id: 'fMood', fieldType: 'scale', label: 'Mood this week', orderIndex: 1, isRequired: true, scaleMin: 1, scaleMax: 5, helpText: '1 is very low' }),
  field({ id: 'fNote', fieldType: 'textarea', label: 'Anything else?', orderIndex: 2 }),
  field({ id: 'fSleep', fieldType: 'boolean', label: 'Did you sleep well?', orderIndex: 0 }),
];

const detail = (a: FormAssignment, overrides: Partial<AssignmentDetail> = {}): AssignmentDetail => ({
  assignment: a,
  form: {
    id: 'f1',
    coachId: 'coach1',
    title: a.formTitle,
    description: a.formDescription,
    purpose: 'weekly_check_in',
    isActive: true,
    isPublished: true,
    isRecurring: false,
    recurrencePattern: 'none',
    recurrenceDay: null,
    aiFollowupEnabled: true,
    aiInstructions: null,
    instrument: a.instrument,
    isTemplate: false,
    copiedFrom: null,
    fieldCount: FIELDS.length,
    createdAt: a.createdAt,
    updatedAt: a.updatedAt,
    fields: FIELDS,
  },
  progress: [],
  response: null,
  ...overrides,
});

const result = (overrides: Partial<SubmitResult> = {}): SubmitResult => ({
  id: 'r1',
  assignmentId: 'as1',
  submittedAt: '2026-11-23T12:00:00.000Z',
  score: null,
  band: null,
  crisis: null,
  nextAssignmentId: null,
  ...overrides,
});

const only = (requests: RecordedRequest[], method: string, path: string) => requests.filter((r) => r.method === method && r.path === path);

describe('My Forms', () => {
  it('shows the loading text, then the empty state', async () => {
    stubFetch({ [LIST]: { body: [] } });
    renderWithProviders(<MyFormsScreen userId={USER_ID} />);
    expect(screen.getByRole('heading', { level: 1, name: 'My Forms' })).toBeInTheDocument();
    expect(screen.getByText('Complete your assigned forms and track your progress')).toBeInTheDocument();
    expect(screen.getByText('Loading forms...')).toBeInTheDocument();
    expect(await screen.findByText('No forms assigned yet')).toBeInTheDocument();
  });

  it('offers Try again when the list cannot be read', async () => {
    let calls = 0;
    stubFetch({ [LIST]: () => (++calls === 1 ? { status: 500, body: { message: 'Internal server error' } } : { body: [] }) });
    const user = userEvent.setup();
    renderWithProviders(<MyFormsScreen userId={USER_ID} />);
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No forms assigned yet')).toBeInTheDocument();
  });

  it('shows each card with its title, priority, description, status with icon and due date; Start, Continue or View answers', async () => {
    stubFetch({
      [LIST]: {
        body: [
          assignment({ formDescription: 'How your week went' }),
          assignment({ id: 'as2', formTitle: 'Sleep diary', status: 'in_progress', priority: 'low', dueDate: null }),
          assignment({
            id: 'as3',
            formTitle: 'PHQ-9',
            instrument: 'phq-9',
            status: 'submitted',
            priority: 'normal',
            score: 7,
            band: { key: 'mild', label: 'Mild' },
          }),
        ],
      },
    });
    renderWithProviders(<MyFormsScreen userId={USER_ID} />);
    const cards = await screen.findAllByTestId('assignment-card');
    expect(cards).toHaveLength(3);
    const [first, second, third] = cards as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(first).getByRole('heading', { name: 'Weekly check-in' })).toBeInTheDocument();
    expect(within(first).getByText('High priority')).toBeInTheDocument();
    expect(within(first).getByText('How your week went')).toBeInTheDocument();
    expect(within(first).getByTestId('assignment-status')).toHaveTextContent('Pending');
    expect(within(first).getByTestId('assignment-status').querySelector('svg')).not.toBeNull();
    expect(within(first).getByText('Due: Nov 25, 2026')).toBeInTheDocument();
    expect(within(first).getByRole('button', { name: 'Start' })).toBeInTheDocument();
    expect(within(second).getByRole('button', { name: 'Continue' })).toBeInTheDocument();
    expect(within(second).queryByText(/Due:/)).toBeNull();
    expect(within(second).getByTestId('assignment-status')).toHaveTextContent('In progress');
    expect(within(third).getByText('Your score: 7 of 27 — mild')).toBeInTheDocument();
    expect(within(third).getByRole('button', { name: 'View answers' })).toBeInTheDocument();
  });

  it('opens the form with its fields by orderIndex; a missing required answer shows the toast and sends nothing', async () => {
    const a = assignment();
    const { requests } = stubFetch({ [LIST]: { body: [a] }, 'GET /api/form-assignments/as1': { body: detail(a) } });
    const user = userEvent.setup();
    renderWithProviders(<MyFormsScreen userId={USER_ID} />);
    await user.click(await screen.findByRole('button', { name: 'Start' }));
    const dialog = await screen.findByRole('dialog', { name: 'Weekly check-in' });
    expect(within(dialog).getByText('Complete the form below')).toBeInTheDocument();
    const fields = await within(dialog).findAllByTestId('form-field');
    expect(fields.map((f) => f.getAttribute('data-field-type'))).toEqual(['boolean', 'scale', 'textarea']);
    expect(within(dialog).getByText('1 is very low')).toBeInTheDocument();
    expect(within(dialog).getByRole('group', { name: /^Mood this week.*\(required\)$/ })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Submit Form' }));
    expect(await screen.findByText('Please fill in all required fields')).toBeInTheDocument();
    expect(only(requests, 'POST', '/api/form-assignments/as1/responses')).toHaveLength(0);
  });

  it('saves progress as the patient answers, and Continue restores it', async () => {
    const a = assignment({ status: 'in_progress' });
    const { requests } = stubFetch({
      [LIST]: { body: [a] },
      'GET /api/form-assignments/as1': { body: detail(a, { progress: [{ fieldId: 'fMood', value: '4' }] }) },
      'PUT /api/form-assignments/as1/progress': { body: a },
    });
    const user = userEvent.setup();
    renderWithProviders(<MyFormsScreen userId={USER_ID} />);
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    const dialog = await screen.findByRole('dialog', { name: 'Weekly check-in' });
    expect(await within(dialog).findByRole('radio', { name: '4' })).toBeChecked();
    expect(within(dialog).getByRole('switch', { name: 'Did you sleep well?' })).not.toBeChecked();
    await user.type(within(dialog).getByRole('textbox', { name: 'Anything else?' }), 'Slept badly on Sunday');
    await waitFor(() => expect(only(requests, 'PUT', '/api/form-assignments/as1/progress').length).toBeGreaterThan(0), { timeout: 3000 });
    expect(only(requests, 'PUT', '/api/form-assignments/as1/progress').at(-1)!.body).toEqual({
      responseValues: [
        { fieldId: 'fSleep', responseValue: 'false' },
        { fieldId: 'fMood', responseValue: '4' },
        { fieldId: 'fNote', responseValue: 'Slept badly on Sunday' },
      ],
    });
    expect(await within(dialog).findByText('Your answers are saved. You can continue later.')).toBeInTheDocument();
  });

  it('submits the answers in their encoding and shows the score in words; an answer that raised an alert shows the crisis panel', async () => {
    const a = assignment({ formTitle: 'PHQ-9', instrument: 'phq-9' });
    const { requests } = stubFetch({
      [LIST]: { body: [a] },
      'GET /api/form-assignments/as1': { body: detail(a) },
      [`GET /api/users/${USER_ID}/safety-plan`]: { body: {} },
      'POST /api/form-assignments/as1/responses': {
        status: 201,
        body: result({ score: 7, band: { key: 'mild', label: 'Mild' }, crisis: { level: 'concern' } }),
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<MyFormsScreen userId={USER_ID} />);
    await user.click(await screen.findByRole('button', { name: 'Start' }));
    const dialog = await screen.findByRole('dialog', { name: 'PHQ-9' });
    await user.click(await within(dialog).findByRole('switch', { name: 'Did you sleep well?' }));
    await user.click(within(dialog).getByRole('radio', { name: '2' }));
    await user.click(within(dialog).getByRole('button', { name: 'Submit Form' }));
    expect(await screen.findByText('Form submitted successfully')).toBeInTheDocument();
    expect(only(requests, 'POST', '/api/form-assignments/as1/responses')[0]!.body).toEqual({
      responseValues: [
        { fieldId: 'fSleep', responseValue: 'true' },
        { fieldId: 'fMood', responseValue: '2' },
      ],
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByTestId('form-result-score')).toHaveTextContent('Your score: 7 of 27 — mild');
    expect(screen.getByRole('region', { name: 'Crisis support' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Call 988/ })).toHaveAttribute('href', 'tel:988');
  });

  it('says Failed to submit form when the server refuses, and keeps the dialog open', async () => {
    const a = assignment();
    stubFetch({
      [LIST]: { body: [a] },
      'GET /api/form-assignments/as1': { body: detail(a) },
      'POST /api/form-assignments/as1/responses': { status: 409, body: { message: 'This form was already submitted' } },
    });
    const user = userEvent.setup();
    renderWithProviders(<MyFormsScreen userId={USER_ID} />);
    await user.click(await screen.findByRole('button', { name: 'Start' }));
    const dialog = await screen.findByRole('dialog', { name: 'Weekly check-in' });
    await user.click(await within(dialog).findByRole('radio', { name: '3' }));
    await user.click(within(dialog).getByRole('button', { name: 'Submit Form' }));
    expect(await screen.findByText('Failed to submit form')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Weekly check-in' })).toBeInTheDocument();
    expect(screen.queryByTestId('crisis-panel')).toBeNull();
  });

  it('opens a submitted form read-only with the answers and the score', async () => {
    const a = assignment({ formTitle: 'PHQ-9', instrument: 'phq-9', status: 'submitted', score: 7, band: { key: 'mild', label: 'Mild' }, responseId: 'r1' });
    stubFetch({
      [LIST]: { body: [a] },
      'GET /api/form-assignments/as1': {
        body: detail(a, {
          response: {
            id: 'r1',
            assignmentId: 'as1',
            formId: 'f1',
            formTitle: 'PHQ-9',
            instrument: 'phq-9',
            responderId: USER_ID,
            responderName: 'Jordan Rivera',
            aiAssisted: false,
            notes: null,
            submittedAt: '2026-11-23T12:00:00.000Z',
            score: 7,
            band: { key: 'mild', label: 'Mild' },
            itemScores: null,
            values: [
              { fieldId: 'fSleep', value: 'true', label: 'Did you sleep well?', fieldType: 'boolean' },
              { fieldId: 'fMood', value: '2', label: 'Mood this week', fieldType: 'scale' },
              { fieldId: 'fNote', value: 'A better week', label: 'Anything else?', fieldType: 'textarea' },
            ],
          },
        }),
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<MyFormsScreen userId={USER_ID} />);
    await user.click(await screen.findByRole('button', { name: 'View answers' }));
    const dialog = await screen.findByRole('dialog', { name: 'PHQ-9' });
    expect(await within(dialog).findByTestId('form-readback-score')).toHaveTextContent('Your score: 7 of 27 — mild');
    const answers = within(dialog)
      .getAllByTestId('form-answer')
      .map((el) => el.textContent);
    expect(answers).toEqual(['Did you sleep well?Yes', 'Mood this week2 (scale 1–5)', 'Anything else?A better week']);
    expect(within(dialog).queryByRole('button', { name: 'Submit Form' })).toBeNull();
    expect(within(dialog).queryByRole('textbox')).toBeNull();
  });
});

describe('FormsDueCard (dashboard reminder)', () => {
  it('lists the forms due today or overdue and links to My Forms; nothing when none is due', async () => {
    const today = new Date().toLocaleDateString('en-CA');
    stubFetch({
      [AGENDA]: {
        body: makeAgenda({
          forms: [
            assignment({ formTitle: 'PHQ-9', dueDate: today }),
            assignment({ id: 'as2', formTitle: 'Sleep diary', status: 'overdue', dueDate: '2026-01-02' }),
            assignment({ id: 'as3', formTitle: 'Later', dueDate: '2999-01-01' }),
          ],
        }),
      },
    });
    renderWithProviders(<FormsDueCard userId={USER_ID} />);
    const card = await screen.findByTestId('forms-due-card');
    expect(card).toHaveTextContent('2 forms to complete (1 overdue): PHQ-9, Sleep diary');
    expect(within(card).getByRole('link', { name: 'Open My Forms' })).toHaveAttribute('href', '/my-forms');
  });

  it('shows nothing when no form is due', async () => {
    const { requests } = stubFetch({ [AGENDA]: { body: makeAgenda({ forms: [assignment({ dueDate: '2999-01-01' })] }) } });
    renderWithProviders(<FormsDueCard userId={USER_ID} />);
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(screen.queryByTestId('forms-due-card')).toBeNull();
  });
});
