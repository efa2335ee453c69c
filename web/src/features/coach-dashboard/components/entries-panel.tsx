import { useId, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { BookOpen, Eye, MessageSquare, NotebookPen } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { ApiError } from '@/lib/api-client';
import { formatInZone } from '@/lib/dates';
import { plural } from '@/lib/format';
import { useCoachStudents, useStudentEntries, type EntryFilters } from '../api/caseload';
import { EntryDialog, type EntryTarget } from './entry-dialog';
import { ListSkeleton, LoadError, SentimentBadge, VISIBLE_TO } from './parts';
import type { CoachEntry } from '@steady/shared';

const MOODS = [
  { value: '', label: 'Any mood' },
  { value: 'high', label: 'High (8–10)' },
  { value: 'medium', label: 'Medium (6–7)' },
  { value: 'low', label: 'Low (1–5)' },
] as const;

function EntryCard({ entry, timeZone, onOpen }: { entry: CoachEntry; timeZone?: string | undefined; onOpen: (comment: boolean) => void }) {
  const titleId = useId();
  return (
    <Card asChild>
      <article aria-labelledby={titleId} className="grid gap-2 p-4 sm:p-5" data-testid="coach-entry">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h3 id={titleId} className="min-w-0 break-words text-lg font-semibold leading-snug">
            {entry.title}
          </h3>
          <SentimentBadge sentiment={entry.sentiment} />
        </div>
        <p className="flex flex-wrap gap-x-3 gap-y-1 text-sm text-muted-foreground">
          <span className="font-medium text-foreground">{entry.authorName}</span>
          <time dateTime={entry.createdAt}>{formatInZone(entry.createdAt, 'MMM d, yyyy h:mm a', timeZone)}</time>
          {entry.moodScore !== null ? <span>Mood: {entry.moodScore}/10</span> : null}
        </p>
        <p className="line-clamp-3 whitespace-pre-line break-words">{entry.content}</p>
        {entry.themes.length ? (
          <ul className="flex flex-wrap gap-1.5" aria-label="Themes">
            {entry.themes.map((t) => (
              <li key={t}>
                <Badge variant="outline">{t}</Badge>
              </li>
            ))}
          </ul>
        ) : null}
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p className="flex flex-wrap gap-x-3 text-sm text-muted-foreground">
            <span>{plural(entry.wordCount, 'word')}</span>
            <span>Visible to: {VISIBLE_TO[entry.visibility]}</span>
          </p>
          <div className="flex gap-2">
            <Button size="sm" variant="outline" onClick={() => onOpen(false)} aria-label={`View ${entry.title}`}>
              <Eye aria-hidden="true" />
              View
            </Button>
            <Button size="sm" variant="outline" onClick={() => onOpen(true)} aria-label={`Comment on ${entry.title}`}>
              <MessageSquare aria-hidden="true" />
              Comment
            </Button>
          </div>
        </div>
      </article>
    </Card>
  );
}

/** The Journal Entries tab: every student's readable entries, or one student's (`?student=`), with filters and paging. */
export function EntriesPanel({ coachId, timeZone }: { coachId: string; timeZone?: string | undefined }) {
  const headingId = useId();
  const [params, setParams] = useSearchParams();
  const student = params.get('student') ?? undefined;
  const mood = (params.get('mood') ?? undefined) as EntryFilters['mood'];
  const theme = params.get('theme') ?? undefined;
  const [themeDraft, setThemeDraft] = useState(theme ?? '');
  const students = useCoachStudents(coachId);
  const readable = students.data?.filter((s) => s.canViewEntries && s.status === 'active') ?? [];
  const selected = students.data?.find((s) => s.userId === student);
  const entries = useStudentEntries(coachId, { student, mood, theme });
  const [open, setOpen] = useState<EntryTarget | null>(null);

  const update = (key: string, value: string | undefined) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    setParams(next, { replace: true });
  };
  const applyTheme = (e: FormEvent) => {
    e.preventDefault();
    update('theme', themeDraft.trim().toLowerCase() || undefined);
  };
  const list = entries.data?.pages.flatMap((p) => p.entries) ?? [];
  const refused = entries.error instanceof ApiError && entries.error.status === 403;

  return (
    <section aria-labelledby={headingId} className="grid gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="grid gap-1">
          <h2 id={headingId} className="flex items-center gap-2 text-xl font-semibold">
            <BookOpen className="size-5 text-primary" aria-hidden="true" />
            Student Journal Entries
          </h2>
          <p className="text-muted-foreground">
            {selected ? `Entries ${selected.name} shares with you` : 'Entries your students share with you, newest first'}
          </p>
        </div>
        {student ? (
          <Button variant="outline" onClick={() => update('student', undefined)}>
            View All Entries
          </Button>
        ) : null}
      </div>
      <form className="grid gap-3 sm:grid-cols-[1fr_1fr_1fr_auto] sm:items-end" onSubmit={applyTheme} aria-label="Filter entries">
        <div className="grid gap-1.5">
          <Label htmlFor="coach-entries-student">Student</Label>
          <NativeSelect id="coach-entries-student" value={student ?? ''} onChange={(e) => update('student', e.target.value || undefined)}>
            <option value="">All students</option>
            {readable.map((s) => (
              <option key={s.userId} value={s.userId}>
                {s.name}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="coach-entries-mood">Mood</Label>
          <NativeSelect id="coach-entries-mood" value={mood ?? ''} onChange={(e) => update('mood', e.target.value || undefined)}>
            {MOODS.map((m) => (
              <option key={m.value} value={m.value}>
                {m.label}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="coach-entries-theme">Theme</Label>
          <Input id="coach-entries-theme" value={themeDraft} maxLength={40} placeholder="e.g. sleep" onChange={(e) => setThemeDraft(e.target.value)} />
        </div>
        <Button type="submit" variant="secondary">
          Apply
        </Button>
      </form>
      {entries.isPending ? (
        <ListSkeleton label="Loading entries..." visible />
      ) : refused ? (
        <Card role="alert" className="p-6">
          {selected ? `${selected.name} does not share entries with you right now.` : 'This person does not share entries with you.'}
        </Card>
      ) : entries.isError ? (
        <LoadError message="We couldn't load the entries." retry={() => void entries.refetch()} />
      ) : list.length === 0 ? (
        <Card className="grid justify-items-center gap-2 p-8 text-center">
          <NotebookPen className="size-8 text-muted-foreground" aria-hidden="true" />
          <p>{mood || theme ? 'No entries match these filters.' : 'No shared entries yet.'}</p>
        </Card>
      ) : (
        <>
          <ul className="grid gap-4" aria-label="Student journal entries">
            {list.map((e) => (
              <li key={e.id}>
                <EntryCard
                  entry={e}
                  timeZone={timeZone}
                  onOpen={(comment) => setOpen({ studentId: e.userId, entryId: e.id, authorName: e.authorName, entry: e, comment })}
                />
              </li>
            ))}
          </ul>
          {entries.hasNextPage ? (
            <Button variant="outline" className="justify-self-center" disabled={entries.isFetchingNextPage} onClick={() => void entries.fetchNextPage()}>
              {entries.isFetchingNextPage ? 'Loading...' : 'Load more entries'}
            </Button>
          ) : null}
        </>
      )}
      <EntryDialog target={open} coachId={coachId} timeZone={timeZone} onClose={() => setOpen(null)} />
    </section>
  );
}
