/**
 * Query keys that more than one feature (or the shell) invalidates. A feature keeps the keys only it
 * uses beside its API hooks; a key several need lives here, so no feature imports another.
 */

/** The person's own record (`GET /api/users/{id}`), which also carries the shell's unread messages. */
export const userQueryKey = (id: string) => ['users', id] as const;
