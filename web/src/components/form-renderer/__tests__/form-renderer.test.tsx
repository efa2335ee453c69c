import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { checkAnswers, FormAnswers, FormRenderer, initialAnswers, missingRequired, type Answers, type RenderField } from '@/components/form-renderer';

const opt = (v: string, label: string, orderIndex: number) => ({ optionValue: v, optionLabel: label, orderIndex });

/** Every field type, given out of order: the renderer sorts by orderIndex. */
const FIELDS: RenderField[] = [
  { id: 'f-bool', fieldType: 'boolean', label: 'Went to a meeting', isRequired: true, orderIndex: 7 },
  {
    id: 'f-text',
    fieldType: 'text',
    label: 'One word for today',
    placeholder: 'e.g. calm',
    isRequired: true,
    orderIndex: 0,
    helpText: 'Whatever comes first.',
  },
  { id: 'f-area', fieldType: 'textarea', label: 'What happened', isRequired: false, orderIndex: 1 },
  { id: 'f-num', fieldType: 'number', label: 'Hours slept', isRequired: false, orderIndex: 2 },
  {
    id: 'f-scale',
    fieldType: 'scale',
    label: 'Cravings',
    isRequired: true,
    orderIndex: 3,
    scaleMin: 0,
    scaleMax: 5,
    scaleMinLabel: 'None',
    scaleMaxLabel: 'Strong',
  },
  { id: 'f-one', fieldType: 'single_choice', label: 'Sleep', isRequired: true, orderIndex: 4, options: [opt('bad', 'Badly', 1), opt('good', 'Well', 0)] },
  {
    id: 'f-many',
    fieldType: 'multi_select',
    label: 'Support used',
    isRequired: true,
    orderIndex: 5,
    options: [opt('a', 'Sponsor', 0), opt('b', 'Group', 1), opt('c', 'Walk', 2)],
  },
  { id: 'f-date', fieldType: 'date', label: 'Last meeting', isRequired: false, orderIndex: 6 },
  { id: 'f-info', fieldType: 'instructions', label: 'Before you start', helpText: 'Answer for the past week.', isRequired: true, orderIndex: -1 },
];

function Harness({ fields = FIELDS, onAnswers }: { fields?: RenderField[]; onAnswers?: (a: Answers) => void }) {
  const [answers, setAnswers] = useState(() => initialAnswers(fields));
  return (
    <FormRenderer
      idPrefix="t"
      fields={fields}
      answers={answers}
      onChange={(id, v) =>
        setAnswers((a) => {
          const next = { ...a, [id]: v };
          onAnswers?.(next);
          return next;
        })
      }
    />
  );
}

describe('FormRenderer', { timeout: 30_000 }, () => {
  it('shows fields by orderIndex with labels, a required mark and help text', () => {
    render(<Harness />);
    const fields = screen.getAllByTestId('form-field');
    expect(fields.map((f) => f.getAttribute('data-field-type'))).toEqual([
      'instructions',
      'text',
      'textarea',
      'number',
      'scale',
      'single_choice',
      'multiple_choice',
      'date',
      'boolean',
    ]);
    expect(screen.getByText('Answer for the past week.')).toBeInTheDocument();
    const text = screen.getByRole('textbox', { name: /^One word for today\s*\(required\)$/ });
    expect(text).toHaveAttribute('placeholder', 'e.g. calm');
    expect(text).toHaveAccessibleDescription('Whatever comes first.');
    expect(screen.getByRole('textbox', { name: 'What happened' })).not.toHaveAttribute('aria-required');
    // Options in their own order; the scale's ends named.
    const sleep = screen.getByRole('group', { name: /Sleep/ });
    expect(
      within(sleep)
        .getAllByRole('radio')
        .map((r) => r.closest('label')!.textContent),
    ).toEqual(['Well', 'Badly']);
    expect(screen.getByRole('radio', { name: '0 (None)' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '5 (Strong)' })).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: /Went to a meeting/ })).not.toBeChecked();
  });

  it('encodes answers as the spec says: a list as JSON, a boolean as true/false, the rest as text', async () => {
    const user = userEvent.setup();
    let latest: Answers = {};
    render(<Harness onAnswers={(a) => (latest = a)} />);
    await user.type(screen.getByRole('textbox', { name: /One word/ }), 'calm');
    await user.type(screen.getByRole('spinbutton', { name: 'Hours slept' }), '7.5');
    await user.click(screen.getByRole('radio', { name: '3' }));
    await user.click(screen.getByRole('radio', { name: 'Badly' }));
    await user.click(screen.getByRole('checkbox', { name: 'Walk' }));
    await user.click(screen.getByRole('checkbox', { name: 'Sponsor' }));
    await user.click(screen.getByRole('switch', { name: /Went to a meeting/ }));
    expect(latest).toMatchObject({ 'f-text': 'calm', 'f-num': '7.5', 'f-scale': '3', 'f-one': 'bad', 'f-many': '["a","c"]', 'f-bool': 'true' });

    const checked = checkAnswers(FIELDS, latest);
    expect(checked).toEqual({
      ok: true,
      values: [
        { fieldId: 'f-text', responseValue: 'calm' },
        { fieldId: 'f-num', responseValue: '7.5' },
        { fieldId: 'f-scale', responseValue: '3' },
        { fieldId: 'f-one', responseValue: 'bad' },
        { fieldId: 'f-many', responseValue: '["a","c"]' },
        { fieldId: 'f-bool', responseValue: 'true' },
      ],
    });
  });

  it('reads answers back in words, by orderIndex, without the instructions', () => {
    render(
      <FormAnswers
        fields={FIELDS}
        answers={{ 'f-text': 'calm', 'f-one': 'good', 'f-many': '["b","c"]', 'f-bool': 'false', 'f-scale': '4', 'f-date': '2026-11-20' }}
      />,
    );
    const rows = screen.getAllByTestId('form-answer').map((r) => r.textContent);
    expect(rows).toEqual([
      'One word for todaycalm',
      'What happenedNo answer',
      'Hours sleptNo answer',
      'Cravings4 (scale 0–5)',
      'SleepWell',
      'Support usedGroup, Walk',
      'Last meetingNov 20, 2026',
      'Went to a meetingNo',
    ]);
  });
});

describe('required rules (spec section 5)', () => {
  it('asks for every required field but instructions; a boolean always counts as answered', () => {
    const start = initialAnswers(FIELDS);
    expect(start['f-bool']).toBe('false');
    expect(missingRequired(FIELDS, start).map((f) => f.id)).toEqual(['f-text', 'f-scale', 'f-one', 'f-many']);
    // Whitespace is not an answer; an empty list is not either.
    const partly = { ...start, 'f-text': '  ', 'f-scale': '2', 'f-one': 'good', 'f-many': '[]' };
    expect(missingRequired(FIELDS, partly).map((f) => f.id)).toEqual(['f-text', 'f-many']);
    const result = checkAnswers(FIELDS, partly);
    expect(result.ok).toBe(false);
  });

  it('refuses a scale out of its range and a number that is not one', () => {
    const answers = { ...initialAnswers(FIELDS), 'f-text': 'x', 'f-scale': '9', 'f-one': 'good', 'f-many': '["a"]', 'f-num': 'abc' };
    const result = checkAnswers(FIELDS, answers);
    expect(result).toMatchObject({ ok: false, errors: { 'f-scale': 'Please choose a number from 0 to 5', 'f-num': 'Please enter a number' } });
  });

  it('takes a long scale as a number box within its bounds', async () => {
    const user = userEvent.setup();
    render(<Harness fields={[{ id: 's', fieldType: 'scale', label: 'Pain', isRequired: false, orderIndex: 0, scaleMin: 0, scaleMax: 100 }]} />);
    const box = screen.getByRole('spinbutton', { name: 'Pain' });
    expect(box).toHaveAttribute('min', '0');
    expect(box).toHaveAttribute('max', '100');
    await user.type(box, '42');
    expect(box).toHaveValue(42);
  });
});
