/**
 * `load`, run on the first call and its promise kept for every later one: for code imported lazily
 * (`import()`), so a module is asked of the loader once, not on every use (under tsx, the local
 * stack's loader, each ask is a synchronous round trip of about 0.5 ms). A failed load is forgotten,
 * so the next call tries again.
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () =>
    (loading ??= load().catch((err: unknown) => {
      loading = undefined;
      throw err;
    }));
}
