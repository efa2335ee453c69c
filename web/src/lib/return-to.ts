/**
 * Where to go after signing in or registering, when a link brought the person (an invite link opened
 * while signed out). Kept for this tab only (sessionStorage), and only ever a path of this app.
 */
const KEY = 'steady.returnTo';

const isAppPath = (path: string) => path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\');

export function rememberReturnTo(path: string): void {
  try {
    if (isAppPath(path)) sessionStorage.setItem(KEY, path);
  } catch {
    // Storage refused (private mode): the person lands on the dashboard instead.
  }
}

/** The remembered path, once: it is forgotten as it is read. */
export function takeReturnTo(): string | null {
  try {
    const path = sessionStorage.getItem(KEY);
    sessionStorage.removeItem(KEY);
    return path && isAppPath(path) ? path : null;
  } catch {
    return null;
  }
}
