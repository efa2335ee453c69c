/**
 * The signed-in app's code, fetched ahead of the screen that needs it: the login screen starts it the
 * moment a sign-in succeeds, so the half second the spec waits before leaving for the dashboard also
 * downloads the dashboard (docs/performance.md, "Chunks of the first signed-in screen"). The import
 * specifiers are the router's own (app/router.tsx), so these are the very chunks it loads.
 */
export function preloadSignedInApp(next: string): void {
  void import('./guarded-app').catch(() => {});
  if (next === '/dashboard') void import('./routes/dashboard').catch(() => {});
}
