import { lazy, Suspense, type ReactElement, type ReactNode } from 'react';

// Radix's tooltip and its positioning library load beside the page rather than before its first
// paint (docs/performance.md, "SPA first load"); until then the control shows without its hint.
const RadixTooltip = lazy(() => import('./tooltip-radix'));

/** A short text hint for a control that already has its own accessible name. */
export function Tooltip({ content, children }: { content: ReactNode; children: ReactElement }) {
  return (
    <Suspense fallback={children}>
      <RadixTooltip content={content}>{children}</RadixTooltip>
    </Suspense>
  );
}
