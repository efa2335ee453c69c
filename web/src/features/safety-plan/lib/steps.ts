import type { PlanContact, SafetyPlan } from '@steady/shared';

/** The list steps of the plan (Stanley–Brown), in the order a person works down them. */
export type TextListKey = 'warningSigns' | 'copingStrategies' | 'safeEnvironment';
export type ContactListKey = 'socialDistractions' | 'helpContacts' | 'professionals';

interface StepBase {
  step: number;
  title: string;
  prompt: string;
  /** One item, for labels: 'Warning sign 2', 'Remove warning sign 2'. */
  item: string;
  add: string;
  placeholder: string;
}

export type Step = (StepBase & { kind: 'text'; key: TextListKey }) | (StepBase & { kind: 'contact'; key: ContactListKey });

export const STEPS: readonly Step[] = [
  {
    step: 1,
    kind: 'text',
    key: 'warningSigns',
    title: 'Warning signs',
    prompt: 'Thoughts, moods, situations or things I do that tell me a hard time may be starting.',
    item: 'Warning sign',
    add: 'Add a warning sign',
    placeholder: 'e.g. I stop answering my phone',
  },
  {
    step: 2,
    kind: 'text',
    key: 'copingStrategies',
    title: 'Things I can do on my own',
    prompt: 'Ways to take my mind off my problems without contacting anyone: relaxing, moving, music, something with my hands.',
    item: 'Coping strategy',
    add: 'Add a coping strategy',
    placeholder: 'e.g. Walk around the block',
  },
  {
    step: 3,
    kind: 'contact',
    key: 'socialDistractions',
    title: 'People and places that take my mind off things',
    prompt: 'People I can be around, and places I can go, so I am not alone with my thoughts.',
    item: 'Person or place',
    add: 'Add a person or place',
    placeholder: 'e.g. The coffee shop on 5th',
  },
  {
    step: 4,
    kind: 'contact',
    key: 'helpContacts',
    title: 'People I can ask for help',
    prompt: 'Family or friends I can tell that I am struggling.',
    item: 'Person',
    add: 'Add a person',
    placeholder: 'e.g. My sister Dana',
  },
  {
    step: 5,
    kind: 'contact',
    key: 'professionals',
    title: 'Professionals and services I can contact',
    prompt: 'My counselor, therapist or doctor, a local urgent care or emergency room. The 988 Lifeline is always on the list.',
    item: 'Professional or service',
    add: 'Add a professional or service',
    placeholder: 'e.g. My counselor',
  },
  {
    step: 6,
    kind: 'text',
    key: 'safeEnvironment',
    title: 'Making my surroundings safe',
    prompt: 'Steps that keep me safe, such as asking someone to hold my medicines or anything I could use to hurt myself.',
    item: 'Step',
    add: 'Add a step',
    placeholder: 'e.g. Ask Dana to keep my pills',
  },
];

export const REASON_LABEL = 'The one thing that is most important to me and worth living for';

export interface TextRow {
  key: number;
  value: string;
}
export interface ContactRow {
  key: number;
  name: string;
  phone: string;
}

export type Draft = Record<TextListKey, TextRow[]> & Record<ContactListKey, ContactRow[]> & { reasonForLiving: string };

let nextKey = 1;
export const rowKey = () => nextKey++;

/** The editor's rows for a plan: every list starts with one row to write in when it is empty. */
export function draftFrom(plan: SafetyPlan): Draft {
  const text = (items: string[]): TextRow[] => (items.length ? items : ['']).map((value) => ({ key: rowKey(), value }));
  const people = (items: PlanContact[]): ContactRow[] =>
    (items.length ? items : [{ name: '', phone: null }]).map((c) => ({ key: rowKey(), name: c.name, phone: c.phone ?? '' }));
  return {
    warningSigns: text(plan.warningSigns),
    copingStrategies: text(plan.copingStrategies),
    socialDistractions: people(plan.socialDistractions),
    helpContacts: people(plan.helpContacts),
    professionals: people(plan.professionals),
    safeEnvironment: text(plan.safeEnvironment),
    reasonForLiving: plan.reasonForLiving,
  };
}

/**
 * The request body, row for row (blank rows included, so an error's index is the row's index; the
 * server drops blank rows).
 */
export function bodyFrom(draft: Draft) {
  const text = (rows: TextRow[]) => rows.map((r) => r.value);
  const people = (rows: ContactRow[]) => rows.map((r) => ({ name: r.name, phone: r.phone }));
  return {
    warningSigns: text(draft.warningSigns),
    copingStrategies: text(draft.copingStrategies),
    socialDistractions: people(draft.socialDistractions),
    helpContacts: people(draft.helpContacts),
    professionals: people(draft.professionals),
    safeEnvironment: text(draft.safeEnvironment),
    reasonForLiving: draft.reasonForLiving,
  };
}
