import type { CallRecord } from '@steady/shared';
import type { BadgeTone } from '@/components/ui/badge';

/**
 * The status text of a call: completed shows 'Answered -
 * Journal Created' when an entry is linked, else 'Answered - No Journal'; no-answer 'No Answer';
 * voicemail, failed and busy by name; any other value raw.
 */
export function callStatusText(call: Pick<CallRecord, 'status' | 'journalEntryId'>): string {
  switch (call.status) {
    case 'completed':
      return call.journalEntryId ? 'Answered - Journal Created' : 'Answered - No Journal';
    case 'no-answer':
      return 'No Answer';
    case 'voicemail':
      return 'Voicemail';
    case 'failed':
      return 'Failed';
    case 'busy':
      return 'Busy';
    default:
      return call.status;
  }
}

/** Colour for meaning only, always with the text beside it. */
export function callStatusTone(call: Pick<CallRecord, 'status' | 'journalEntryId'>): BadgeTone {
  switch (call.status) {
    case 'completed':
      return call.journalEntryId ? 'green' : 'yellow';
    case 'failed':
      return 'red';
    case 'no-answer':
    case 'busy':
    case 'voicemail':
      return 'orange';
    case 'queued':
    case 'ringing':
    case 'in-progress':
      return 'teal';
    default:
      return 'grey';
  }
}

/** 185 → '3m 5s'; 42 → '0m 42s'; null → 'Not available'. */
export function formatCallDuration(seconds: number | null): string {
  if (seconds === null || !Number.isFinite(seconds)) return 'Not available';
  const s = Math.max(0, Math.round(seconds));
  return `${Math.floor(s / 60)}m ${s % 60}s`;
}

/** The first 10 characters of the call id. */
export function shortCallId(id: string): string {
  return id.slice(0, 10);
}
