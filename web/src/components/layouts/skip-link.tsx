/** The first focusable element of every layout: jumps past the header and navigation. */
export function SkipLink() {
  return (
    <a href="#main" className="sr-only z-[60] rounded-md bg-primary px-4 py-2 text-primary-foreground focus:not-sr-only focus:fixed focus:left-4 focus:top-4">
      Skip to main content
    </a>
  );
}
