import * as z from 'zod';
import { parsePhoneNumberFromString } from 'libphonenumber-js';
import { CONSENT_KINDS, DEFAULTS, ONBOARDING_STEPS, PASSWORD_MIN_LENGTH, PHONE_DEFAULT_COUNTRY, SKIPPABLE_STEPS } from '../constants.js';
import { CallTime, Role, TimeZone } from './common.js';

/** Normalises a phone number to E.164 (US default), or returns null when it is not a valid number. */
export function normalizePhoneNumber(input: string): string | null {
  const parsed = parsePhoneNumberFromString(input.trim(), PHONE_DEFAULT_COUNTRY);
  return parsed && parsed.isValid() ? parsed.number : null;
}

// Pure (docs/performance.md, "Lambda bundles"): a bundle that never validates a phone number drops
// these schemas and libphonenumber-js with them.
export const PhoneNumber = /* @__PURE__ */ z
  .string({ error: 'Phone number is required' })
  .trim()
  .min(1, 'Phone number is required')
  .transform((value, ctx) => {
    const e164 = normalizePhoneNumber(value);
    if (!e164) {
      ctx.addIssue({ code: 'custom', message: 'Please enter a valid phone number' });
      return z.NEVER;
    }
    return e164;
  });

export const Password = z
  .string({ error: 'Password is required' })
  .min(1, 'Password is required')
  .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(128, 'Password must be under 128 characters')
  .regex(/\d/, 'Password must contain at least one number');

export const RegisterBody = /* @__PURE__ */ z.object({
  name: z.string({ error: 'Name is required' }).trim().min(1, 'Name is required').max(100, 'Name must be under 100 characters'),
  phoneNumber: PhoneNumber,
  password: Password,
  /** Required: the browser's zone (`Intl.DateTimeFormat().resolvedOptions().timeZone`); no silent default. */
  timeZone: TimeZone,
  callTime: CallTime.default(DEFAULTS.callTime),
});
export type RegisterBody = z.input<typeof RegisterBody>;

/** What reading a user returns. */
export const PublicUser = z.object({
  id: z.string(),
  name: z.string(),
  phoneNumber: z.string(),
  role: Role,
});
export type PublicUser = z.infer<typeof PublicUser>;

export const RegisterResponse = z.object({
  user: PublicUser.extend({ callTime: CallTime, timeZone: z.string() }),
});
export type RegisterResponse = z.infer<typeof RegisterResponse>;

export const ConsentKind = z.enum(CONSENT_KINDS);
export type ConsentKind = z.infer<typeof ConsentKind>;

/** One consent: when it was given and the version of the text the person read. */
export const ConsentRecord = z.object({ acceptedAt: z.string(), version: z.string() });
export type ConsentRecord = z.infer<typeof ConsentRecord>;

export const Consents = z.object({
  terms: ConsentRecord.nullable(),
  privacy: ConsentRecord.nullable(),
  callRecording: ConsentRecord.nullable(),
  sms: ConsentRecord.nullable(),
});
export type Consents = z.infer<typeof Consents>;

export const OnboardingStep = z.enum(ONBOARDING_STEPS, { error: `Unknown onboarding step (one of ${ONBOARDING_STEPS.join(', ')})` });
export type OnboardingStep = z.infer<typeof OnboardingStep>;

/** `GET /api/users/{id}/onboarding`: consents and where the person is in the first-run steps. */
export const OnboardingState = z.object({
  consents: Consents,
  completedSteps: z.array(OnboardingStep),
  skippedSteps: z.array(OnboardingStep),
  /** When the person reached the end of `/welcome` (skipped steps may remain). */
  finishedAt: z.string().nullable(),
  /** When the dashboard's "Finish setting up" card was dismissed. */
  dismissedAt: z.string().nullable(),
});
export type OnboardingState = z.infer<typeof OnboardingState>;

const stepList = (what: string) =>
  z
    .array(OnboardingStep, { error: `${what} must be a list of steps` })
    .max(ONBOARDING_STEPS.length, `${what} lists at most ${ONBOARDING_STEPS.length} steps`)
    .refine((steps) => new Set(steps).size === steps.length, `${what} lists a step twice`);

/**
 * `PUT /api/users/{id}/onboarding`: the given lists replace the stored ones. Strict: an unknown field
 * is a 400, so a typo is never silently ignored.
 */
export const UpdateOnboardingBody = z
  .strictObject(
    {
      completedSteps: stepList('completedSteps').optional(),
      skippedSteps: stepList('skippedSteps')
        .refine(
          (steps) => steps.every((s) => (SKIPPABLE_STEPS as readonly string[]).includes(s)),
          `Only these steps can be skipped: ${SKIPPABLE_STEPS.join(', ')}`,
        )
        .optional(),
      finished: z.literal(true, { error: 'finished can only be true' }).optional(),
      dismissed: z.boolean({ error: 'dismissed must be true or false' }).optional(),
    },
    { error: (issue) => (issue.code === 'unrecognized_keys' ? `Unknown field: ${issue.keys.join(', ')}` : 'Expected an object') },
  )
  .superRefine((body, ctx) => {
    if (Object.keys(body).length === 0) ctx.addIssue({ code: 'custom', message: 'Nothing to update' });
    const both = (body.completedSteps ?? []).filter((s) => body.skippedSteps?.includes(s));
    if (both.length) ctx.addIssue({ code: 'custom', path: ['skippedSteps'], message: `A step cannot be both completed and skipped: ${both.join(', ')}` });
  });
export type UpdateOnboardingBody = z.input<typeof UpdateOnboardingBody>;

/**
 * `PUT /api/users/{id}/consents`: `true` records consent with the current text's version; `false`
 * withdraws calls or text messages. The Terms of Use and the Privacy Notice cannot be withdrawn here
 * (deleting the account is how to stop using Steady).
 */
export const UpdateConsentsBody = z
  .strictObject(
    {
      terms: z.literal(true, { error: 'Please accept the Terms of Use to use Steady' }).optional(),
      privacy: z.literal(true, { error: 'Please accept the Privacy Notice to use Steady' }).optional(),
      callRecording: z.boolean({ error: 'callRecording must be true or false' }).optional(),
      sms: z.boolean({ error: 'sms must be true or false' }).optional(),
    },
    { error: (issue) => (issue.code === 'unrecognized_keys' ? `Unknown field: ${issue.keys.join(', ')}` : 'Expected an object') },
  )
  .refine((body) => Object.keys(body).length > 0, 'Nothing to update');
export type UpdateConsentsBody = z.input<typeof UpdateConsentsBody>;

/** `GET /api/users/{id}` for the person themself: the public fields and their onboarding state. */
export const UserProfile = PublicUser.extend({
  onboarding: OnboardingState,
  /** Unread secure messages over all threads (the navigation's Messages badge). */
  unreadMessages: z.number().int().min(0),
  /** A coach or therapist an admin has verified (the Verified badge). */
  isVerifiedCoach: z.boolean(),
});
export type UserProfile = z.infer<typeof UserProfile>;
