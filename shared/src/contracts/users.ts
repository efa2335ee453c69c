import { z } from 'zod';
import { parsePhoneNumberFromString } from 'libphonenumber-js';
import { DEFAULTS, PASSWORD_MIN_LENGTH, PHONE_DEFAULT_COUNTRY, TIME_ZONE_VALUES } from '../constants.js';
import { CallTime, Role } from './common.js';

/** Normalises a phone number to E.164 (US default), or returns null when it is not a valid number. */
export function normalizePhoneNumber(input: string): string | null {
  const parsed = parsePhoneNumberFromString(input.trim(), PHONE_DEFAULT_COUNTRY);
  return parsed && parsed.isValid() ? parsed.number : null;
}

export const PhoneNumber = z
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

export const RegisterBody = z.object({
  name: z.string({ error: 'Name is required' }).trim().min(1, 'Name is required').max(100, 'Name must be under 100 characters'),
  phoneNumber: PhoneNumber,
  password: Password,
  timeZone: z.enum(TIME_ZONE_VALUES, { error: 'Please choose a supported time zone' }).default(DEFAULTS.timeZone),
  callTime: CallTime.default(DEFAULTS.callTime),
});
export type RegisterBody = z.input<typeof RegisterBody>;

/** What reading a user returns (spec section 3). */
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
