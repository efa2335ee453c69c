import { useCallback, useSyncExternalStore } from 'react';

/**
 * Which crisis entries a person has hidden the dashboard's crisis panel for, per user, in
 * localStorage: a new entry with crisis language shows the panel again. Storage failures count as
 * "nothing hidden" (the panel stays: erring towards showing help).
 */
const MAX_REMEMBERED = 50;
const keyFor = (userId: string) => `crisisPanelDismissed:${userId}`;
const listeners = new Set<() => void>();
const EMPTY: readonly string[] = [];
const cache = new Map<string, { raw: string | null; ids: readonly string[] }>();

export function readDismissed(userId: string): readonly string[] {
  let raw: string | null;
  try {
    raw = window.localStorage.getItem(keyFor(userId));
  } catch {
    return EMPTY;
  }
  const hit = cache.get(userId);
  if (hit && hit.raw === raw) return hit.ids;
  let ids: readonly string[] = EMPTY;
  try {
    const value: unknown = raw ? JSON.parse(raw) : [];
    if (Array.isArray(value)) ids = value.filter((v): v is string => typeof v === 'string');
  } catch {
    ids = EMPTY;
  }
  cache.set(userId, { raw, ids });
  return ids;
}

export function dismissCrisisEntries(userId: string, entryIds: readonly string[]): void {
  const next = [...new Set([...entryIds, ...readDismissed(userId)])].slice(0, MAX_REMEMBERED);
  try {
    window.localStorage.setItem(keyFor(userId), JSON.stringify(next));
  } catch (error) {
    console.error('Could not remember the hidden crisis panel', error);
  }
  for (const l of listeners) l();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (e: StorageEvent) => {
    if (e.key === null || e.key.startsWith('crisisPanelDismissed:')) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The entry ids hidden by this user, kept in step across components and tabs. */
export function useDismissedCrisisEntries(userId: string): readonly string[] {
  const get = useCallback(() => readDismissed(userId), [userId]);
  return useSyncExternalStore(subscribe, get, get);
}
