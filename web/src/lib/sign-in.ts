import { signIn, signOut } from 'aws-amplify/auth';
import { normalizePhoneNumber } from '@steady/shared';
import { ensureAmplify } from './amplify';
import { getSessionUserId } from './auth';

/*
 * Kept apart from lib/auth.ts: only the login and registration screens sign in, so the phone-number
 * metadata and zod load with those screens, not with every page.
 */

const NEXT_STEP_MESSAGES: Record<string, string> = {
  CONFIRM_SIGN_UP: 'Your account is not confirmed yet. Please contact support.',
  RESET_PASSWORD: 'Your password needs to be reset. Please contact support.',
  CONFIRM_SIGN_IN_WITH_NEW_PASSWORD_REQUIRED: 'A new password is required for this account. Please contact support.',
};

function isAlreadySignedIn(error: unknown): boolean {
  return error instanceof Error && error.name === 'UserAlreadyAuthenticatedException';
}

/**
 * Signs in with a phone number as typed ('(415) 555-0101', '+14155550101', ...) and a password.
 * Signs out an earlier session first when Amplify reports one. Returns the Cognito `sub`.
 */
export async function signInWithPhone(phoneInput: string, password: string): Promise<string> {
  const username = normalizePhoneNumber(phoneInput);
  if (!username) throw new Error('Please enter a valid phone number');
  ensureAmplify();
  const attempt = () => signIn({ username, password, options: { authFlowType: 'USER_PASSWORD_AUTH' } });
  let result;
  try {
    result = await attempt();
  } catch (error) {
    if (!isAlreadySignedIn(error)) throw error;
    await signOut();
    result = await attempt();
  }
  if (!result.isSignedIn) {
    const step = result.nextStep.signInStep;
    throw new Error(NEXT_STEP_MESSAGES[step] ?? 'Sign-in needs another step that Steady does not support yet. Please contact support.');
  }
  const userId = await getSessionUserId();
  if (!userId) throw new Error('Signed in, but no session was returned. Please try again.');
  return userId;
}
