/**
 * A clinic's or coach's invite, as a person pastes it: the whole link (`https://…/circle/accept/{token}`)
 * or the bare token. Returns the token, or null when it is neither.
 */
export function inviteToken(input: string): string | null {
  const text = input.trim();
  if (!text) return null;
  const fromLink = /\/circle\/accept\/([A-Za-z0-9_-]+)\/?(?:[?#].*)?$/.exec(text);
  const token = fromLink ? fromLink[1]! : text;
  return /^[A-Za-z0-9_-]{16,128}$/.test(token) ? token : null;
}
