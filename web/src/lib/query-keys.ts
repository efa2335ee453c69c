/**
 * Query keys that more than one feature (or the shell) invalidates. A feature keeps the keys only it
 * uses beside its API hooks; a key several need lives here, so no feature imports another.
 */

/** The person's own record (`GET /api/users/{id}`), which also carries the shell's unread messages. */
export const userQueryKey = (id: string) => ['users', id] as const;

/** The stats of the dashboard strip (`GET …/stats`): read again after an entry or a call. */
export const statsQueryKey = (userId: string) => ['stats', userId] as const;

/** The settings (`GET …/settings`). */
export const settingsQueryKey = (id: string) => ['settings', id] as const;

/** The journal entries (`GET …/journal-entries`). */
export const entriesQueryKey = (userId: string) => ['journal-entries', userId] as const;

/** The weekly analyses (`GET …/weekly-analyses`). */
export const weeklyAnalysesQueryKey = (userId: string) => ['weekly-analyses', userId] as const;

/** The call history (`GET …/call-history`). */
export const callHistoryQueryKey = (userId: string) => ['call-history', userId] as const;

/** The person's coaching sessions, as client and as coach (`GET …/coaching-sessions`): read again on `coaching_session`. */
export const coachingSessionsQueryKey = (userId: string) => ['coaching-sessions', userId] as const;

/** The dashboard's agenda (`GET …/agenda`): open forms, upcoming sessions, newest artifacts; read again after a form, booking or artifact change. */
export const agendaQueryKey = (userId: string) => ['agenda', userId] as const;

/** The client's own form assignments, My Forms (`GET …/form-assignments`): read again on `form_assigned` and `form_reminder`. */
export const myAssignmentsQueryKey = (userId: string) => ['form-assignments', userId] as const;

/** Every query of the coach's Forms tab starts with this key (assignments, responses): read again on `form_submitted`. */
export const coachFormsQueryKey = (coachId: string) => ['coach-forms', coachId] as const;
