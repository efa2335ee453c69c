/**
 * Where to go after signing in or registering, when the person arrived from a link that needs an
 * account (an invite link). Kept in sessionStorage so it survives going from Login to Sign up;
 * only a path of this app is accepted, and it is used once.
 */
const KEY = 'steady.returnTo';

const isAppPath = (path: string) => path.startsWith('/') && !path.startsWith('//') && !path.includes('\\');

export function rememberReturnTo(path: string): void {
  try {
    if (isAppPath(path)) window.sessionStorage.setItem(KEY, path);
  } catch {
    // Storage unavailable: the person lands on the dashboard as usual.
  }
}

/** The remembered path (then forgotten), or null. */
export function takeReturnTo(): string | null {
  try {
    const path = window.sessionStorage.getItem(KEY);
    window.sessionStorage.removeItem(KEY);
    return path && isAppPath(path) ? path : null;
  } catch {
    return null;
  }
}
