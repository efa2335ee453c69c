import { fetchAuthSession, signOut } from 'aws-amplify/auth';
import { ensureAmplify } from './amplify';

/**
 * Identity is Cognito (docs/architecture.md, "Identity and authorization"): the phone number in E.164 is the username, the user id
 * is the access token's `sub`, and every non-public API call carries the access token.
 */

/** The current access token, or null when nobody is signed in (or Amplify is not configured yet). */
export async function getAccessToken(): Promise<string | null> {
  try {
    ensureAmplify();
    const session = await fetchAuthSession();
    return session.tokens?.accessToken?.toString() ?? null;
  } catch {
    return null;
  }
}

/** The `sub` of the current session's access token, or null without a valid session. */
export async function getSessionUserId(): Promise<string | null> {
  ensureAmplify();
  const session = await fetchAuthSession();
  const sub = session.tokens?.accessToken?.payload.sub;
  return typeof sub === 'string' && sub ? sub : null;
}

/** Ends the Cognito session; a failure (e.g. offline) still clears the local tokens. */
export async function signOutOfCognito(): Promise<void> {
  try {
    ensureAmplify();
    await signOut();
  } catch (error) {
    console.error('Sign-out did not reach the identity service', error);
  }
}
