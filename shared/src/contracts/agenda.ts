import * as z from 'zod';
import { CoachingSession } from './booking.js';
import { FormAssignment } from './forms.js';
import { JournalEntry } from './journal.js';

/**
 * The dashboard's agenda (docs/architecture.md, "The dashboard agenda"): in one read, what the
 * forms-due card, the upcoming-sessions card and the artifacts banner show. My Forms, the Sessions
 * screens and the artifacts page keep their own reads.
 */
export const Agenda = z.object({
  /** The person's assignments not yet submitted, newest first (the card keeps those due today or overdue in the person's zone). */
  forms: z.array(FormAssignment),
  /** Their sessions as a client that are pending or scheduled and not over, soonest first. */
  sessions: z.array(CoachingSession),
  artifacts: z.object({
    /** The newest entries stored as artifacts (at most `DASHBOARD.artifactsInBanner`). */
    recent: z.array(JournalEntry),
    /** How many entries are stored as artifacts in all. */
    total: z.number().int().min(0),
  }),
});
export type Agenda = z.infer<typeof Agenda>;
