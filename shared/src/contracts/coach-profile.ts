import * as z from 'zod';
import { PathId, TimeZone } from './common.js';

/**
 * A coach's availability and profile (docs/architecture.md, "Coach availability and profile"): the
 * Availability tab's Session Pricing and Weekly Schedule, and Coach Settings. Booking reads the
 * availability with one GetItem.
 */

/** Hourly rate 25 to 500 USD (whole dollars, shown with 0 decimals), default 75. */
export const HOURLY_RATE = { min: 25, max: 500, default: 75 } as const;
/** Session durations in minutes, default 60. */
export const SESSION_DURATIONS = [30, 45, 60, 90] as const;
export const DEFAULT_SESSION_DURATION = 60;

/** ISO 8601 day numbers: 1 = Monday … 7 = Sunday (the screen's order, Monday to Sunday). */
export const DAYS_OF_WEEK = [1, 2, 3, 4, 5, 6, 7] as const;
export const DAY_NAMES: Record<number, string> = { 1: 'Monday', 2: 'Tuesday', 3: 'Wednesday', 4: 'Thursday', 5: 'Friday', 6: 'Saturday', 7: 'Sunday' };
/** Default hours 09:00 to 17:00 on weekdays, weekends off. */
export const DEFAULT_START_TIME = '09:00';
export const DEFAULT_END_TIME = '17:00';

export const AVAILABILITY_MESSAGES = {
  hourlyRate: `Hourly rate must be between $${HOURLY_RATE.min} and $${HOURLY_RATE.max}`,
  hourlyRateWhole: 'Hourly rate must be a whole number of dollars',
  sessionDuration: 'Session duration must be 30, 45, 60 or 90 minutes',
  time: 'Time must be in HH:MM format (24-hour)',
  endAfterStart: 'End time must be after start time',
  days: 'The schedule must have each day from Monday to Sunday once',
  empty: 'Nothing to save: send pricing (hourlyRate, sessionDuration), a timeZone or a schedule',
} as const;

const HhMm = z.string({ error: AVAILABILITY_MESSAGES.time }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, AVAILABILITY_MESSAGES.time);

export const ScheduleDay = z.object({
  dayOfWeek: z.union(
    DAYS_OF_WEEK.map((d) => z.literal(d)),
    { error: 'dayOfWeek must be 1 (Monday) to 7 (Sunday)' },
  ),
  startTime: HhMm,
  endTime: HhMm,
  isActive: z.boolean({ error: 'isActive must be true or false' }),
});
export type ScheduleDay = z.infer<typeof ScheduleDay>;

/** Seven days, Monday to Sunday, each once; an active day's end after its start (HH:MM compares as text). */
export const WeeklySchedule = z
  .array(ScheduleDay, { error: AVAILABILITY_MESSAGES.days })
  .length(7, AVAILABILITY_MESSAGES.days)
  .superRefine((days, ctx) => {
    const seen = new Set(days.map((d) => d.dayOfWeek));
    if (seen.size !== 7) ctx.addIssue({ code: 'custom', message: AVAILABILITY_MESSAGES.days });
    days.forEach((d, i) => {
      if (d.isActive && d.endTime <= d.startTime) ctx.addIssue({ code: 'custom', message: AVAILABILITY_MESSAGES.endAfterStart, path: [i, 'endTime'] });
    });
  })
  .transform((days) => [...days].sort((a, b) => a.dayOfWeek - b.dayOfWeek));

export const HourlyRate = z
  .number({ error: AVAILABILITY_MESSAGES.hourlyRate })
  .int(AVAILABILITY_MESSAGES.hourlyRateWhole)
  .min(HOURLY_RATE.min, AVAILABILITY_MESSAGES.hourlyRate)
  .max(HOURLY_RATE.max, AVAILABILITY_MESSAGES.hourlyRate);

export const SessionDuration = z.union(
  SESSION_DURATIONS.map((d) => z.literal(d)),
  { error: AVAILABILITY_MESSAGES.sessionDuration },
);

export const CoachAvailability = z.object({
  /** Whole US dollars per hour. */
  hourlyRate: z.number().int(),
  sessionDuration: z.number().int(),
  /** The zone the schedule's times are in (IANA). */
  timeZone: z.string(),
  schedule: z.array(ScheduleDay),
  /** When it was last saved; null while nothing is saved (the defaults are shown). */
  updatedAt: z.string().nullable(),
});
export type CoachAvailability = z.infer<typeof CoachAvailability>;

/**
 * Save pricing, the schedule, the time zone, or any of them: the screen's two Save buttons send one
 * part each, and what is not sent is kept.
 */
export const UpdateCoachAvailabilityBody = z
  .object({
    hourlyRate: HourlyRate.optional(),
    sessionDuration: SessionDuration.optional(),
    timeZone: TimeZone.optional(),
    schedule: WeeklySchedule.optional(),
  })
  .refine((b) => b.hourlyRate !== undefined || b.sessionDuration !== undefined || b.timeZone !== undefined || b.schedule !== undefined, {
    message: AVAILABILITY_MESSAGES.empty,
  });
export type UpdateCoachAvailabilityBody = z.input<typeof UpdateCoachAvailabilityBody>;

/** The defaults shown (and booked against) until the coach saves: $75, 60 minutes, weekdays 09:00–17:00. */
export function defaultAvailability(timeZone: string): CoachAvailability {
  return {
    hourlyRate: HOURLY_RATE.default,
    sessionDuration: DEFAULT_SESSION_DURATION,
    timeZone,
    schedule: DAYS_OF_WEEK.map((dayOfWeek) => ({ dayOfWeek, startTime: DEFAULT_START_TIME, endTime: DEFAULT_END_TIME, isActive: dayOfWeek <= 5 })),
    updatedAt: null,
  };
}

// --- Coach profile (Coach Settings) ---

export const PROFILE_LIMITS = { bio: 1000, items: 10, specialty: 40, certification: 100, language: 40 } as const;
/** What a client's My Circle card shows of the bio (spec: bios cut to 120 characters). */
export const BIO_PREVIEW_LENGTH = 120;
export const DEFAULT_LANGUAGES = ['English'];

/** The bio as a client's card shows it: at most 120 characters, cut with an ellipsis. */
export function bioPreview(bio: string): string {
  return bio.length > BIO_PREVIEW_LENGTH ? `${bio.slice(0, BIO_PREVIEW_LENGTH).trimEnd()}…` : bio;
}

/** Trimmed, empty ignored, duplicates (ignoring case) ignored. */
const ItemList = (what: string, max: number) =>
  z
    .array(z.string({ error: `${what} must be text` }).max(max, `Each ${what.toLowerCase()} must be at most ${max} characters`), {
      error: `${what} must be a list`,
    })
    .transform((items) => {
      const seen = new Set<string>();
      return items.map((s) => s.trim().replace(/\s+/g, ' ')).filter((s) => s && !seen.has(s.toLowerCase()) && seen.add(s.toLowerCase()));
    })
    .refine((items) => items.length <= PROFILE_LIMITS.items, `At most ${PROFILE_LIMITS.items} ${what.toLowerCase()}`);

export const CoachProfile = z.object({
  coachId: z.string(),
  name: z.string(),
  bio: z.string(),
  specialties: z.array(z.string()),
  certifications: z.array(z.string()),
  languages: z.array(z.string()),
  /** The working time zone: the availability's (one value for the schedule and the profile). */
  timeZone: z.string(),
  /** Set by an admin (Verified badge). */
  isVerifiedCoach: z.boolean(),
  /** Changes with every new photo (cache key); null without a photo. */
  photoVersion: z.string().nullable(),
  updatedAt: z.string().nullable(),
});
export type CoachProfile = z.infer<typeof CoachProfile>;

export const UpdateCoachProfileBody = z.object({
  bio: z.string({ error: 'Bio must be text' }).trim().max(PROFILE_LIMITS.bio, `Bio must be at most ${PROFILE_LIMITS.bio} characters`),
  specialties: ItemList('Specialties', PROFILE_LIMITS.specialty),
  certifications: ItemList('Certifications', PROFILE_LIMITS.certification),
  languages: ItemList('Languages', PROFILE_LIMITS.language),
});
export type UpdateCoachProfileBody = z.input<typeof UpdateCoachProfileBody>;

/**
 * A profile photo as sent by the browser, which has already cropped and resized it to 256×256: a
 * `data:` URL or bare base64 of a JPEG, PNG or WebP. The server checks the bytes, not the label.
 */
export const PHOTO_LIMITS = {
  /** The file a coach picks (checked in the browser before resizing). */
  pickedBytes: 5 * 1024 * 1024,
  /** What the server stores: the resized image. */
  storedBytes: 512 * 1024,
  maxSide: 512,
  side: 256,
} as const;
export const PHOTO_MESSAGES = {
  type: 'Photo must be a JPEG, PNG or WebP image',
  pickedSize: 'Photo must be 5 MB or smaller',
  size: 'Photo must be 512 KB or smaller after resizing',
  dimensions: `Photo must be at most ${PHOTO_LIMITS.maxSide}×${PHOTO_LIMITS.maxSide} pixels`,
  required: 'Photo is required',
} as const;

export const UploadCoachPhotoBody = z.object({
  // base64 of storedBytes is 4/3 as long; a little more for a data: prefix.
  image: z
    .string({ error: PHOTO_MESSAGES.required })
    .min(1, PHOTO_MESSAGES.required)
    .max(Math.ceil(PHOTO_LIMITS.storedBytes / 3) * 4 + 64, PHOTO_MESSAGES.size),
});
export type UploadCoachPhotoBody = z.input<typeof UploadCoachPhotoBody>;

/** A photo for an <img>: a data: URL (the app's content security policy allows data: images). */
export const CoachPhoto = z.object({ image: z.string(), version: z.string() });
export type CoachPhoto = z.infer<typeof CoachPhoto>;

export const CoachIdParams = z.object({ coachId: PathId });
export type CoachIdParams = z.infer<typeof CoachIdParams>;
