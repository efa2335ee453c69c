import { currentSession, signOut } from './cognito';

/**
 * Identity is Cognito (docs/architecture.md, "Identity and authorization"): the phone number in E.164 is the username, the user id
 * is the access token's `sub`, and every non-public API call carries the access token.
 */

/** The current access token, or null when nobody is signed in (or the session cannot be refreshed). */
export async function getAccessToken(): Promise<string | null> {
  try {
    return (await currentSession())?.accessToken ?? null;
  } catch {
    return null;
  }
}

/** The `sub` of the current session's access token, or null without a valid session. */
export async function getSessionUserId(): Promise<string | null> {
  return (await currentSession())?.sub ?? null;
}

/** Ends the Cognito session; a failure (e.g. offline) still clears the local tokens. */
export async function signOutOfCognito(): Promise<void> {
  await signOut();
}
