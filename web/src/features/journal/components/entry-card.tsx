import { useId, useState, type ReactNode } from 'react';
import { CalendarDays, Clock, FileText } from 'lucide-react';
import { JOURNAL, truncate, type JournalEntry } from '@steady/shared';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { CrisisPanel } from '@/components/crisis-panel';
import { formatInZone } from '@/lib/dates';
import { plural } from '@/lib/format';
import { MoodBadge, SentimentBadge, SourceBadge, ThemeTags } from './entry-badges';

/**
 * A journal entry: title, sentiment, mood, source, date, time, word count,
 * content cut at 300 characters with Show more / Show less, themes as tags, and optional actions
 * (Edit Tags, Store Artifact on the journal page).
 */
export function EntryCard({
  entry,
  timeZone,
  actions,
  footer,
}: {
  entry: JournalEntry;
  timeZone?: string | undefined;
  actions?: ReactNode;
  /** Below the actions: the journal page puts the entry's comments here. */
  footer?: ReactNode;
}) {
  const [expanded, setExpanded] = useState(false);
  const titleId = useId();
  const contentId = useId();
  const long = entry.content.length > JOURNAL.cardPreviewChars;
  const text = long && !expanded ? truncate(entry.content, JOURNAL.cardPreviewChars) : entry.content;

  return (
    <Card asChild>
      <article aria-labelledby={titleId} className="grid gap-3 p-4 sm:p-6" data-testid="journal-entry">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h3 id={titleId} className="min-w-0 break-words text-lg font-semibold leading-snug">
            {entry.title}
          </h3>
          <div className="flex flex-wrap gap-1.5">
            <SentimentBadge sentiment={entry.sentiment} />
            <MoodBadge score={entry.moodScore} source={entry.moodSource} />
            <SourceBadge source={entry.source} />
          </div>
        </div>
        <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-muted-foreground">
          <span className="inline-flex items-center gap-1.5">
            <CalendarDays className="size-4" aria-hidden="true" />
            <time dateTime={entry.createdAt}>{formatInZone(entry.createdAt, 'MMM d, yyyy', timeZone)}</time>
          </span>
          <span className="inline-flex items-center gap-1.5">
            <Clock className="size-4" aria-hidden="true" />
            {formatInZone(entry.createdAt, 'h:mm a', timeZone)}
          </span>
          <span className="inline-flex items-center gap-1.5">
            <FileText className="size-4" aria-hidden="true" />
            {plural(entry.wordCount, 'word')}
          </span>
        </p>
        {entry.crisisDetected ? <CrisisPanel userId={entry.userId} compact headingAs="h4" /> : null}
        <p id={contentId} className="whitespace-pre-line break-words leading-relaxed">
          {text}
        </p>
        {long ? (
          <Button variant="link" className="h-auto w-fit p-0" aria-expanded={expanded} aria-controls={contentId} onClick={() => setExpanded((v) => !v)}>
            {expanded ? 'Show less' : 'Show more'}
          </Button>
        ) : null}
        <ThemeTags themes={entry.themes} />
        {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
        {footer}
      </article>
    </Card>
  );
}
