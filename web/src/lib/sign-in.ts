import { normalizePhoneNumber } from '@steady/shared';
import { signInWithPassword } from './cognito';

/*
 * Kept apart from lib/auth.ts: only the login and registration screens sign in, so the phone-number
 * metadata and zod load with those screens (the login screen loads this module when it is used),
 * not with every page.
 */

/**
 * Signs in with a phone number as typed ('(415) 555-0101', '+14155550101', ...) and a password,
 * replacing any earlier session. Returns the Cognito `sub`.
 */
export async function signInWithPhone(phoneInput: string, password: string): Promise<string> {
  const username = normalizePhoneNumber(phoneInput);
  if (!username) throw new Error('Please enter a valid phone number');
  return signInWithPassword(username, password);
}
