import { z } from 'zod';

/** Error body of every non-2xx response (docs/architecture.md, "Conventions"). */
export const ErrorBody = z.object({
  message: z.string(),
  errors: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type ErrorBody = z.infer<typeof ErrorBody>;

/**
 * An id in a path (a user's Cognito sub, an entry's ULID, a call's id): at most 64 URL-safe
 * characters. Anything else is a 400 before it reaches a key (DynamoDB refuses oversized keys).
 */
export const PathId = z
  .string()
  .min(1, 'Invalid id')
  .max(64, 'Invalid id')
  .regex(/^[A-Za-z0-9_-]+$/, 'Invalid id');

export const UserIdParams = z.object({ id: PathId });
export type UserIdParams = z.infer<typeof UserIdParams>;

export const Role = z.enum(['user', 'coach', 'therapist', 'admin']);
export type Role = z.infer<typeof Role>;

export const IsoDateTime = z.string().datetime({ offset: true });

/** 'HH:MM', 24-hour. */
export const CallTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Call time must be in HH:MM format (24-hour)');

export const Empty = z.object({}).strict();
