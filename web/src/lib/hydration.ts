import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * `prerendered` on the server (the build's prerender, web/src/prerender/entry.tsx) and while React
 * hydrates a prerendered page; `value` right after, and always in a page the app renders itself. A
 * part whose markup depends on this browser (its stored theme or user id, the clock) renders what the
 * prerender did until then, so hydration meets the same markup (docs/architecture.md, "Prerendered
 * public pages"); where the two are equal nothing renders again.
 */
export function useHydratedValue<T>(value: T, prerendered: T): T {
  return useSyncExternalStore(
    never,
    () => value,
    () => prerendered,
  );
}
