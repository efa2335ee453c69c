import { defineEntity } from '../platform/entity.js';

/** What was read (or, for admins, changed); the same list as the contract's (shared/src/contracts/audit.ts, checked in audit/service.ts). */
export const ACCESS_KINDS = ['entries', 'comments', 'messages', 'form_answers', 'safety_plan', 'habits', 'admin_action'] as const;
export type AccessKind = (typeof ACCESS_KINDS)[number];

/**
 * One access to another person's data (docs/architecture.md, "Audit of reads"): who read whose
 * what, when and through which route. Append-only: written once under a fresh ULID, never updated
 * or deleted by the API. It lives in the partition of its UTC day (the
 * admin's export is a Query per day of the range), and gsi1 lists a subject's records newest
 * first ("Who viewed my journal"). It sits outside the subject's own partition, so erasing an
 * account does not erase the record of who read it.
 */
export const AccessRecordEntity = defineEntity({
  model: { entity: 'accessRecord', version: '1', service: 'steady' },
  attributes: {
    /** UTC day of `at` (yyyy-mm-dd). */
    day: { type: 'string', required: true },
    /** ULID made from `at`: the sort keys are time order. */
    recordId: { type: 'string', required: true },
    readerId: { type: 'string', required: true },
    readerName: { type: 'string', required: true },
    readerRole: { type: 'string', required: true },
    subjectId: { type: 'string', required: true },
    what: { type: ACCESS_KINDS, required: true },
    /** The manifest's route key, e.g. `GET /api/users/{id}/coach/student-entries` (ids never). */
    route: { type: 'string', required: true },
    /** How many items the read returned (entries, comments, messages), when it is a list. */
    count: { type: 'number' },
    /** For admin actions: which fields changed (names only, e.g. `role,isVerifiedCoach`). */
    detail: { type: 'string' },
    at: { type: 'string', required: true },
  },
  indexes: {
    byDay: { pk: { field: 'pk', composite: ['day'] }, sk: { field: 'sk', composite: ['recordId'] } },
    bySubject: { index: 'gsi1', pk: { field: 'gsi1pk', composite: ['subjectId'] }, sk: { field: 'gsi1sk', composite: ['recordId'] } },
  },
});
