import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { BookOpenCheck, Clock, Hash, Phone, PhoneIncoming, Voicemail } from 'lucide-react';
import type { CallRecord } from '@steady/shared';
import { Badge, badgeVariants } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { formatInZone } from '@/lib/dates';
import { formatPhoneForDisplay } from '@/lib/format';
import { cn } from '@/lib/utils';
import { callStatusText, callStatusTone, formatCallDuration, shortCallId } from '../lib/call-status';

/** Transcriptions longer than this are cut, with Show full transcription / Show less. */
export const TRANSCRIPT_PREVIEW_CHARS = 300;

function Transcription({ text }: { text: string }) {
  const [expanded, setExpanded] = useState(false);
  const id = useId();
  const long = text.length > TRANSCRIPT_PREVIEW_CHARS;
  const shown = long && !expanded ? `${text.slice(0, TRANSCRIPT_PREVIEW_CHARS).trimEnd()}…` : text;
  return (
    <div className="grid gap-1">
      <h4 className="text-sm font-medium text-muted-foreground">Transcription</h4>
      <p id={id} className="whitespace-pre-line break-words leading-relaxed">
        {shown}
      </p>
      {long ? (
        <Button variant="link" className="h-auto w-fit p-0" aria-expanded={expanded} aria-controls={id} onClick={() => setExpanded((v) => !v)}>
          {expanded ? 'Show less' : 'Show full transcription'}
        </Button>
      ) : null}
    </div>
  );
}

/** One call on Call History: date, duration, number, status, transcription, short id, badges. */
export function CallCard({ call, timeZone }: { call: CallRecord; timeZone?: string | undefined }) {
  const when = formatInZone(call.createdAt, 'MMM d, yyyy h:mm a', timeZone);
  const headingId = useId();
  return (
    <Card asChild className="grid gap-4 p-4 sm:p-6">
      <article aria-labelledby={headingId} data-testid="call-card">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <h3 id={headingId} className="flex items-center gap-2 font-semibold">
            <PhoneIncoming aria-hidden="true" className="size-5 shrink-0 text-primary" />
            {when}
          </h3>
          <Badge tone={callStatusTone(call)} data-testid="call-status">
            {callStatusText(call)}
          </Badge>
        </div>
        <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-3">
          <div className="flex items-center gap-2">
            <Clock aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
            <dt className="text-muted-foreground">Duration</dt>
            <dd className="font-medium tabular-nums">{formatCallDuration(call.duration)}</dd>
          </div>
          <div className="flex items-center gap-2">
            <Phone aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
            <dt className="text-muted-foreground">Phone</dt>
            <dd className="font-medium tabular-nums">{formatPhoneForDisplay(call.phoneNumber)}</dd>
          </div>
          <div className="flex items-center gap-2">
            <Hash aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
            <dt className="text-muted-foreground">Call ID</dt>
            <dd className="font-mono text-xs" title={call.id}>
              {shortCallId(call.id)}
            </dd>
          </div>
        </dl>
        {call.transcriptionText ? <Transcription text={call.transcriptionText} /> : null}
        {call.journalEntryId || call.recordingUrl ? (
          <div className="flex flex-wrap items-center gap-2">
            {call.journalEntryId ? (
              <Link
                to="/journal-entries"
                className={cn(
                  badgeVariants({ tone: 'green' }),
                  'px-3 py-1 text-sm hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
                )}
              >
                <BookOpenCheck aria-hidden="true" />
                Journal Entry Created
              </Link>
            ) : null}
            {call.recordingUrl ? (
              <Badge tone="teal" className="px-3 py-1 text-sm">
                <Voicemail aria-hidden="true" />
                Recording Available
              </Badge>
            ) : null}
          </div>
        ) : null}
        {call.recordingUrl ? (
          <audio controls preload="none" src={call.recordingUrl} aria-label={`Recording of the call on ${when}`} className="w-full max-w-md">
            <a href={call.recordingUrl}>Download the recording</a>
          </audio>
        ) : null}
      </article>
    </Card>
  );
}
