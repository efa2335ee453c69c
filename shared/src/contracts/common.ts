import { z } from 'zod';

/** Error body of every non-2xx response (DESIGN.md section 7). */
export const ErrorBody = z.object({
  message: z.string(),
  errors: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type ErrorBody = z.infer<typeof ErrorBody>;

export const UserIdParams = z.object({ id: z.string().min(1) });
export type UserIdParams = z.infer<typeof UserIdParams>;

export const Role = z.enum(['user', 'coach', 'therapist', 'admin']);
export type Role = z.infer<typeof Role>;

export const IsoDateTime = z.string().datetime({ offset: true });

/** 'HH:MM', 24-hour. */
export const CallTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Call time must be in HH:MM format (24-hour)');

export const Empty = z.object({}).strict();
