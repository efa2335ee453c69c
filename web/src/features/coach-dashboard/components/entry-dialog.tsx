import { useRef } from 'react';
import { Eye } from 'lucide-react';
import type { JournalEntry } from '@steady/shared';
import { EntryComments } from '@/components/entry-comments';
import { Badge } from '@/components/ui/badge';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { errorMessage } from '@/lib/api-client';
import { formatInZone } from '@/lib/dates';
import { plural } from '@/lib/format';
import { useStudentEntry } from '../api/caseload';
import { ListSkeleton, LoadError, MoodBadge, SentimentBadge, VISIBLE_TO } from './parts';

export interface EntryTarget {
  studentId: string;
  entryId: string;
  authorName: string;
  /** The entry when the list already holds it; otherwise it is read by its id. */
  entry?: JournalEntry | undefined;
  /** Opened to write a comment: the comment box takes the focus. */
  comment?: boolean;
}

/** A student's whole entry with its comments (read them, and write where the student allows it). */
export function EntryDialog({
  target,
  coachId,
  timeZone,
  onClose,
}: {
  target: EntryTarget | null;
  coachId: string;
  timeZone?: string | undefined;
  onClose: () => void;
}) {
  const fetched = useStudentEntry(target?.studentId ?? '', target && !target.entry ? target.entryId : null);
  const entry = target?.entry ?? fetched.data;
  const contentRef = useRef<HTMLDivElement>(null);
  return (
    <Dialog open={target !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent
        ref={contentRef}
        className="max-w-2xl"
        onOpenAutoFocus={(e) => {
          if (!target?.comment) return;
          // Writing a comment: the comment box, once the comments have loaded.
          e.preventDefault();
          const focusBox = (tries: number) => {
            const box = contentRef.current?.querySelector<HTMLTextAreaElement>('textarea');
            if (box) box.focus();
            else if (tries > 0) setTimeout(() => focusBox(tries - 1), 100);
            else contentRef.current?.focus();
          };
          focusBox(20);
        }}
      >
        <DialogHeader>
          <DialogTitle className="pr-8">{entry?.title ?? 'Journal entry'}</DialogTitle>
          <DialogDescription>
            {target?.authorName}
            {entry ? ` · ${formatInZone(entry.createdAt, 'MMM d, yyyy h:mm a', timeZone)}` : ''}
          </DialogDescription>
        </DialogHeader>
        {entry ? (
          <div className="grid gap-3" data-testid="coach-entry-dialog">
            <div className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
              <MoodBadge score={entry.moodScore} prefix="Mood: " />
              <SentimentBadge sentiment={entry.sentiment} />
              <span>{plural(entry.wordCount, 'word')}</span>
              <span className="inline-flex items-center gap-1">
                <Eye className="size-4" aria-hidden="true" />
                Visible to: {VISIBLE_TO[entry.visibility]}
              </span>
            </div>
            <p className="whitespace-pre-line break-words leading-relaxed">{entry.content}</p>
            {entry.themes.length ? (
              <ul className="flex flex-wrap gap-1.5" aria-label="Themes">
                {entry.themes.map((t) => (
                  <li key={t}>
                    <Badge variant="outline">{t}</Badge>
                  </li>
                ))}
              </ul>
            ) : null}
            <div className="border-t pt-3">
              <EntryComments entryId={entry.id} userId={coachId} isAuthor={false} timeZone={timeZone} headingAs="h3" />
            </div>
          </div>
        ) : fetched.isError ? (
          <LoadError message={errorMessage(fetched.error, 'We could not load this entry.')} retry={() => void fetched.refetch()} />
        ) : (
          <ListSkeleton label="Loading entry" rows={2} />
        )}
      </DialogContent>
    </Dialog>
  );
}
