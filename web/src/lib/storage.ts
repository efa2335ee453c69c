/**
 * The browser storage the spec names (section 3): `currentUserId` and `theme`.
 * The current user id is the Cognito `sub`; there is no fallback id.
 */
export const CURRENT_USER_ID_KEY = 'currentUserId';

/** The stored user id, or null. Throws when storage itself is unavailable (the guard logs it and redirects). */
export function readCurrentUserId(): string | null {
  const value = window.localStorage.getItem(CURRENT_USER_ID_KEY);
  return value && value.trim() ? value : null;
}

/** Like readCurrentUserId, but a storage failure counts as "no user". */
export function peekCurrentUserId(): string | null {
  try {
    return readCurrentUserId();
  } catch {
    return null;
  }
}

export function storeCurrentUserId(id: string): void {
  window.localStorage.setItem(CURRENT_USER_ID_KEY, id);
}

export function clearCurrentUserId(): void {
  try {
    window.localStorage.removeItem(CURRENT_USER_ID_KEY);
  } catch (error) {
    console.error('Could not clear the stored user id', error);
  }
}
