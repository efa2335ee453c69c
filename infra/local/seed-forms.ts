/**
 * The demo clinic's forms (docs/architecture.md, "Forms and measurement-based care"), written through
 * the forms service at past times so a newcomer sees them working after `npm start`:
 * - Dr. Chen's forms: "Recovery check-in" with every field type, and a "Weekly check-in";
 * - Jordan (the demo patient): two submitted PHQ-9s and a GAD-7 weeks apart (the trend chart has
 *   points), a PHQ-9 due in three days (pending), and the weekly check-in started (in_progress);
 * - Priya: a weekly check-in past its due day, marked overdue by the forms job (Needs attention);
 * - Marcus: the every-field-type form answered two days ago (a custom response to read back).
 */
import { CreateAssignmentBody, CreateFieldBody, CreateFormBody, localDate, shiftDate, SubmitResponseBody } from '@steady/shared';
import { runFormsDueJob } from '@steady/functions/forms/jobs';
import { assign, createField, createForm, getForm, saveProgress, submitResponse } from '@steady/functions/forms/service';
import type { Runtime } from '@steady/functions/platform/runtime';

const DAY = 86_400_000;

const EVERY_TYPE = [
  { fieldType: 'instructions', label: 'Take a quiet minute before you start. There are no wrong answers.' },
  { fieldType: 'text', label: 'One word for how today feels', isRequired: true, placeholder: 'e.g. steady' },
  { fieldType: 'textarea', label: 'What helped you stay on track this week?', helpText: 'A few sentences is plenty.' },
  { fieldType: 'number', label: 'Hours of sleep last night', isRequired: true },
  {
    fieldType: 'scale',
    label: 'How strong were cravings today?',
    isRequired: true,
    scaleMin: 0,
    scaleMax: 10,
    scaleMinLabel: 'None',
    scaleMaxLabel: 'Very strong',
  },
  {
    fieldType: 'single_choice',
    label: 'Meetings attended this week',
    isRequired: true,
    options: [{ optionLabel: 'None' }, { optionLabel: 'One or two' }, { optionLabel: 'Three or more' }],
  },
  {
    fieldType: 'multiple_choice',
    label: 'Supports you used',
    options: [{ optionLabel: 'Sponsor' }, { optionLabel: 'Group meeting' }, { optionLabel: 'Exercise' }, { optionLabel: 'Journaling' }],
  },
  { fieldType: 'date', label: 'Date of your last check-up' },
  { fieldType: 'boolean', label: 'I took my medication as prescribed', isRequired: true },
] as const;

const WEEKLY = [
  { fieldType: 'scale', label: 'Overall mood this week', isRequired: true, scaleMinLabel: 'Very low', scaleMaxLabel: 'Very good' },
  {
    fieldType: 'single_choice',
    label: 'Did you reach your recovery goal this week?',
    isRequired: true,
    options: [{ optionLabel: 'Yes' }, { optionLabel: 'Partly' }, { optionLabel: 'No' }],
  },
  { fieldType: 'textarea', label: 'One win from this week' },
  { fieldType: 'boolean', label: 'I would like to talk about something in our next session' },
] as const;

export async function seedForms(rt: Runtime, patientId: string, coachId: string): Promise<void> {
  const now = rt.ports.clock.now().getTime();
  const at = (daysAgo: number, hour = 0): Runtime => {
    const when = new Date(now - daysAgo * DAY + hour * 3_600_000);
    return { ...rt, ports: { ...rt.ports, clock: { now: () => when } } };
  };
  const makeForm = async (daysAgo: number, body: Parameters<typeof CreateFormBody.parse>[0], fields: readonly Record<string, unknown>[]) => {
    const form = await createForm(at(daysAgo), coachId, CreateFormBody.parse(body));
    for (const f of fields) await createField(at(daysAgo), form.id, CreateFieldBody.parse(f));
    return getForm(rt, form.id);
  };
  const everyType = await makeForm(
    40,
    { title: 'Recovery check-in', description: 'A short check-in on sleep, cravings and supports.', purpose: 'custom' },
    EVERY_TYPE,
  );
  const weekly = await makeForm(
    38,
    {
      title: 'Weekly check-in',
      description: 'Five minutes on how your week went.',
      purpose: 'weekly_check_in',
      aiInstructions: 'Ask about the win they wrote down.',
    },
    WEEKLY,
  );

  const assignOne = async (daysAgo: number, formId: string, userId: string, body: Record<string, unknown> = {}) =>
    (await assign(at(daysAgo), coachId, formId, CreateAssignmentBody.parse({ userId, ...body })))[0]!;
  const answer = (daysAgo: number, assignmentId: string, values: Record<string, string>) =>
    submitResponse(
      at(daysAgo, 2),
      assignmentId,
      SubmitResponseBody.parse({ responseValues: Object.entries(values).map(([fieldId, responseValue]) => ({ fieldId, responseValue })) }),
    );
  const phq9 = (scores: number[]) => Object.fromEntries(scores.map((s, i) => [`phq-9-q${i + 1}`, String(s)]));

  // Jordan: PHQ-9 five weeks ago (14, moderate) and two weeks ago (9, mild); a GAD-7 three weeks ago (8, mild).
  const first = await assignOne(36, 'phq-9', patientId);
  await answer(35, first.id, { ...phq9([2, 2, 2, 2, 1, 2, 2, 1, 0]), 'phq-9-q10': 'somewhat_difficult' });
  const gad = await assignOne(22, 'gad-7', patientId);
  await answer(21, gad.id, Object.fromEntries([2, 1, 1, 1, 1, 1, 1].map((s, i) => [`gad-7-q${i + 1}`, String(s)])));
  const second = await assignOne(15, 'phq-9', patientId);
  await answer(14, second.id, { ...phq9([1, 1, 2, 1, 1, 1, 1, 1, 0]), 'phq-9-q10': 'somewhat_difficult' });
  // Due in three days (the patient's local date; the demo clinic is in New York).
  const { data: patient } = await rt.db.entities.user.get({ userId: patientId }).go({ attributes: ['timeZone'] });
  const today = localDate(new Date(now), patient?.timeZone ?? 'UTC');
  await assignOne(1, 'phq-9', patientId, { dueDate: shiftDate(today, 3), priority: 'high' });
  // The weekly check-in, started: mood and goal answered, saved with Continue later.
  const started = await assignOne(2, weekly.id, patientId, { recurrence: 'weekly', recurrenceInterval: 1 });
  const field = (form: typeof weekly, label: string) => form.fields.find((f) => f.label === label)!.id;
  await saveProgress(at(1), started.id, {
    responseValues: [
      { fieldId: field(weekly, 'Overall mood this week'), responseValue: '7' },
      { fieldId: field(weekly, 'Did you reach your recovery goal this week?'), responseValue: 'Partly' },
    ],
  });

  const studentId = async (phoneNumber: string) => (await rt.db.entities.phoneGuard.get({ phoneNumber }).go()).data?.userId ?? null;
  const [priya, marcus] = await Promise.all([studentId('+14155550107'), studentId('+14155550108')]);
  // Priya: the weekly check-in was due two days ago; the forms job marks it overdue.
  if (priya) {
    await assignOne(9, weekly.id, priya, { dueDate: shiftDate(today, -2) });
    await runFormsDueJob(rt);
  }
  // Marcus: answered the every-field-type form.
  if (marcus) {
    const a = await assignOne(4, everyType.id, marcus, { dueDate: shiftDate(today, -1) });
    await answer(2, a.id, {
      [field(everyType, 'One word for how today feels')]: 'hopeful',
      [field(everyType, 'What helped you stay on track this week?')]: 'Morning walks and calling my sponsor after work.',
      [field(everyType, 'Hours of sleep last night')]: '7',
      [field(everyType, 'How strong were cravings today?')]: '3',
      [field(everyType, 'Meetings attended this week')]: 'One or two',
      [field(everyType, 'Supports you used')]: JSON.stringify(['Sponsor', 'Exercise']),
      [field(everyType, 'Date of your last check-up')]: shiftDate(today, -30),
      [field(everyType, 'I took my medication as prescribed')]: 'true',
    });
  }
}
