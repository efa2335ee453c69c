import * as z from 'zod';

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

/**
 * Every IANA time zone this runtime knows (`Intl.supportedValuesOf`), plus UTC. The daily call and
 * "today" are computed in the person's zone, so an unknown zone is a 400, never a silent default
 * (docs/architecture.md, "First-run onboarding and consent").
 */
export const SUPPORTED_TIME_ZONES: readonly string[] = (() => {
  const intl = Intl as unknown as { supportedValuesOf?: (key: string) => string[] };
  const zones = intl.supportedValuesOf?.('timeZone') ?? [];
  return zones.includes('UTC') ? zones : [...zones, 'UTC'];
})();
const ZONE_SET = new Set(SUPPORTED_TIME_ZONES);

/**
 * The supported name of a zone: itself when listed, or the runtime's canonical name for an alias
 * (a browser may report 'Asia/Calcutta' where the list has 'Asia/Kolkata'); null when unknown.
 */
export function canonicalTimeZone(value: string): string | null {
  if (ZONE_SET.has(value)) return value;
  if (!/^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+)*$/.test(value) || value.length > 64) return null;
  try {
    const resolved = new Intl.DateTimeFormat('en-US', { timeZone: value }).resolvedOptions().timeZone;
    return ZONE_SET.has(resolved) ? resolved : null;
  } catch {
    return null;
  }
}

export const TIME_ZONE_MESSAGE = 'Please choose a supported time zone';

/** An IANA time zone such as 'America/Los_Angeles', normalised to its supported name. */
export const TimeZone = z
  .string({ error: 'Time zone is required' })
  .trim()
  .min(1, 'Time zone is required')
  .transform((value, ctx) => {
    const zone = canonicalTimeZone(value);
    if (!zone) {
      ctx.addIssue({ code: 'custom', message: TIME_ZONE_MESSAGE });
      return z.NEVER;
    }
    return zone;
  });
