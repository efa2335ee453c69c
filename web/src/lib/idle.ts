/**
 * Runs `run` when the browser has a quiet moment, at the latest after `timeoutMs` (a timer where the
 * browser has no idle callback). Returns a cancel.
 */
export function whenIdle(run: () => void, timeoutMs: number): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(run, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(run, 0);
  return () => window.clearTimeout(id);
}
