import { Link } from 'react-router-dom';
import { ClipboardList } from 'lucide-react';
import { localDate, type FormAssignment } from '@steady/shared';
import { Card } from '@/components/ui/card';
import { useAgenda } from '@/lib/agenda';
import { plural } from '@/lib/format';

/** The assignments due today or overdue (in the person's own zone), not yet submitted. */
export function dueNow(assignments: readonly FormAssignment[], today: string): FormAssignment[] {
  return assignments.filter((a) => a.status === 'overdue' || (a.status !== 'submitted' && a.dueDate !== null && a.dueDate <= today));
}

function todayIn(timeZone: string | undefined): string {
  try {
    return localDate(new Date(), timeZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone);
  } catch {
    return localDate(new Date(), 'UTC');
  }
}

/**
 * The in-app reminder on the dashboard: forms due today or overdue, with a link to My Forms. Nothing
 * shows when none is due (or while the list loads, or when it cannot be read: My Forms says why). The
 * open assignments come with the dashboard's agenda (one read for three cards).
 */
export function FormsDueCard({ userId, timeZone }: { userId: string; timeZone?: string | undefined }) {
  const agenda = useAgenda(userId);
  if (!agenda.data) return null;
  const due = dueNow(agenda.data.forms, todayIn(timeZone));
  if (due.length === 0) return null;
  const overdue = due.filter((a) => a.status === 'overdue' || (a.dueDate !== null && a.dueDate < todayIn(timeZone))).length;
  return (
    <Card className="flex flex-wrap items-center gap-3 p-4" data-testid="forms-due-card">
      <ClipboardList className="size-5 shrink-0 text-primary" aria-hidden="true" />
      <p className="min-w-0 flex-1">
        <span className="font-semibold">
          {plural(due.length, 'form')} to complete{overdue > 0 ? ` (${overdue} overdue)` : ' today'}
        </span>
        <span className="text-muted-foreground">: {due.map((a) => a.formTitle).join(', ')}</span>
      </p>
      <Link to="/my-forms" className="text-sm font-semibold text-primary underline underline-offset-4 focus-visible:outline-2 focus-visible:outline-ring">
        Open My Forms
      </Link>
    </Card>
  );
}
