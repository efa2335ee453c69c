import { CheckCircle2, CircleDashed, Clock, TriangleAlert, type LucideIcon } from 'lucide-react';
import { instrumentOf, type AssignmentPriority, type AssignmentStatus, type InstrumentBandSummary } from '@steady/shared';
import type { BadgeTone } from '@/components/ui/badge';

/** Assignment status in its colour, always with its icon and word. */
export const STATUS: Record<AssignmentStatus, { label: string; tone: BadgeTone; icon: LucideIcon }> = {
  pending: { label: 'Pending', tone: 'yellow', icon: Clock },
  in_progress: { label: 'In progress', tone: 'blue', icon: CircleDashed },
  submitted: { label: 'Submitted', tone: 'green', icon: CheckCircle2 },
  overdue: { label: 'Overdue', tone: 'red', icon: TriangleAlert },
};

export const PRIORITY: Record<AssignmentPriority, { label: string; tone: BadgeTone }> = {
  low: { label: 'Low priority', tone: 'grey' },
  normal: { label: 'Normal priority', tone: 'teal' },
  high: { label: 'High priority', tone: 'orange' },
};

/** An instrument's score in plain words: 'Your score: 7 of 27 — mild'. */
export function yourScore(score: number, instrument: string | null, band: InstrumentBandSummary | null): string {
  const max = instrument ? instrumentOf(instrument)?.maxScore : undefined;
  return `Your score: ${score}${max !== undefined ? ` of ${max}` : ''}${band ? ` — ${band.label.toLowerCase()}` : ''}`;
}

/** A due date ('YYYY-MM-DD', the client's own day) as a calendar date, whatever the browser's zone. */
export function dueDateOf(day: string): Date {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(y, m - 1, d);
}
