import { useId, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Eye, Mail, MessageSquare, Users } from 'lucide-react';
import { RELATIONSHIP_LABEL, type CoachStudent } from '@steady/shared';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { formatInZone } from '@/lib/dates';
import { capitalize } from '@/lib/format';
import { useCoachStudents } from '../api/caseload';
import { EntryDialog, type EntryTarget } from './entry-dialog';
import { Avatar, ListSkeleton, LoadError } from './parts';

const STATUS_TONE: Record<CoachStudent['status'], BadgeTone> = { active: 'green', pending: 'yellow', paused: 'grey', removed: 'grey' };

function StudentCard({ student, timeZone, onComment }: { student: CoachStudent; timeZone?: string | undefined; onComment: () => void }) {
  const navigate = useNavigate();
  const nameId = useId();
  const canComment = student.canCommentEntries && student.status === 'active' && student.latestEntryId !== null;
  return (
    <Card asChild>
      <article aria-labelledby={nameId} className="grid content-start gap-3 p-4" data-testid="student-card">
        <div className="flex items-start gap-3">
          <Avatar name={student.name} />
          <div className="grid min-w-0 flex-1 gap-1">
            <h3 id={nameId} className="break-words font-semibold">
              {student.name}
            </h3>
            {student.email ? <p className="break-all text-sm text-muted-foreground">{student.email}</p> : null}
            <div className="flex flex-wrap gap-2">
              <Badge tone={STATUS_TONE[student.status]}>{capitalize(student.status)}</Badge>
              <Badge variant="outline">{RELATIONSHIP_LABEL[student.relationshipType]}</Badge>
            </div>
          </div>
        </div>
        <dl className="grid grid-cols-2 gap-2 text-sm">
          <div>
            <dt className="text-muted-foreground">Total sessions</dt>
            <dd className="font-medium tabular-nums">{student.totalSessions}</dd>
          </div>
          <div>
            <dt className="text-muted-foreground">Last:</dt>
            <dd className="font-medium">
              {student.lastInteractionAt ? formatInZone(student.lastInteractionAt, 'MMM d, yyyy h:mm a', timeZone) : 'No activity shared'}
            </dd>
          </div>
        </dl>
        <div className="flex flex-wrap gap-2">
          <Button
            size="sm"
            variant="outline"
            disabled={!student.canViewEntries || student.status !== 'active'}
            aria-label={`View entries of ${student.name}`}
            onClick={() => navigate(`/coach-dashboard/entries?student=${encodeURIComponent(student.userId)}`)}
          >
            <Eye aria-hidden="true" />
            View
          </Button>
          <Button size="sm" variant="outline" disabled={!canComment} aria-label={`Comment on the latest entry of ${student.name}`} onClick={onComment}>
            <MessageSquare aria-hidden="true" />
            Comment
          </Button>
          <Button asChild size="sm" variant="outline">
            <Link to={`/messages/${encodeURIComponent(student.userId)}`} aria-label={`Message ${student.name}`}>
              <Mail aria-hidden="true" />
              Message
            </Link>
          </Button>
        </div>
      </article>
    </Card>
  );
}

/** The Students tab: every connection, with what the coach may do for each. */
export function StudentsPanel({ coachId, timeZone }: { coachId: string; timeZone?: string | undefined }) {
  const headingId = useId();
  const students = useCoachStudents(coachId);
  const [open, setOpen] = useState<EntryTarget | null>(null);
  return (
    <section aria-labelledby={headingId} className="grid gap-4">
      <div className="grid gap-1">
        <h2 id={headingId} className="flex items-center gap-2 text-xl font-semibold">
          <Users className="size-5 text-primary" aria-hidden="true" />
          Your Students
        </h2>
        <p className="text-muted-foreground">Manage your coaching relationships and student connections</p>
      </div>
      {students.isPending ? (
        <ListSkeleton label="Loading students..." visible />
      ) : students.isError ? (
        <LoadError message="We couldn't load your students." retry={() => void students.refetch()} />
      ) : students.data.length === 0 ? (
        <Card className="grid justify-items-center gap-2 p-8 text-center">
          <Users className="size-8 text-muted-foreground" aria-hidden="true" />
          <p>No students connected yet.</p>
          <p className="text-sm text-muted-foreground">When a client adds you to their Support Circle, they appear here.</p>
        </Card>
      ) : (
        <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
          {students.data.map((s) => (
            <li key={s.userId} className="grid">
              <StudentCard
                student={s}
                timeZone={timeZone}
                onComment={() => s.latestEntryId && setOpen({ studentId: s.userId, entryId: s.latestEntryId, authorName: s.name, comment: true })}
              />
            </li>
          ))}
        </ul>
      )}
      <EntryDialog target={open} coachId={coachId} timeZone={timeZone} onClose={() => setOpen(null)} />
    </section>
  );
}
