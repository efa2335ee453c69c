import { CheckCircle2, CircleDashed, Clock, type LucideIcon, TriangleAlert } from 'lucide-react';
import type { AssignmentPriority, AssignmentStatus, FieldType, FormPurpose } from '@steady/shared';
import type { BadgeTone } from '@/components/ui/badge';

export const PURPOSE_LABELS: Record<FormPurpose, string> = {
  onboarding: 'Onboarding',
  weekly_check_in: 'Weekly check-in',
  pre_session: 'Before a session',
  post_session: 'After a session',
  custom: 'Custom',
};

export const FIELD_TYPE_LABELS: Record<FieldType, string> = {
  text: 'Short text',
  textarea: 'Long text',
  number: 'Number',
  scale: 'Scale',
  single_choice: 'Single choice',
  multiple_choice: 'Multiple choice',
  date: 'Date',
  boolean: 'Yes / no',
  instructions: 'Instructions',
};

export const isChoice = (t: FieldType) => t === 'single_choice' || t === 'multiple_choice';

/** Assignment status with its colour, always with an icon and its word (never colour alone). */
export const STATUS_DISPLAY: Record<AssignmentStatus, { label: string; tone: BadgeTone; icon: LucideIcon }> = {
  pending: { label: 'Pending', tone: 'yellow', icon: Clock },
  in_progress: { label: 'In progress', tone: 'blue', icon: CircleDashed },
  submitted: { label: 'Submitted', tone: 'green', icon: CheckCircle2 },
  overdue: { label: 'Overdue', tone: 'red', icon: TriangleAlert },
};

export const PRIORITY_LABELS: Record<AssignmentPriority, string> = { low: 'Low', normal: 'Normal', high: 'High' };

export const RECURRENCE_UNIT_WORDS = { daily: ['day', 'days'], weekly: ['week', 'weeks'], monthly: ['month', 'months'] } as const;

/** "Every week", "Every 2 weeks"; '' for none. */
export function recurrenceText(recurrence: string, interval: number | null | undefined): string {
  if (recurrence === 'none' || !(recurrence in RECURRENCE_UNIT_WORDS)) return '';
  const [one, many] = RECURRENCE_UNIT_WORDS[recurrence as keyof typeof RECURRENCE_UNIT_WORDS];
  const n = interval ?? 1;
  return n === 1 ? `Every ${one}` : `Every ${n} ${many}`;
}
