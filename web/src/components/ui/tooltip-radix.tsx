import * as React from 'react';
import { Tooltip as TooltipPrimitive } from 'radix-ui';
// The constants module alone: the main chunk stays free of zod and the phone-number metadata.
import { TOOLTIP } from '@steady/shared/constants';
import { cn } from '@/lib/utils';

/** The Radix tooltip behind `Tooltip` (tooltip.tsx), with the spec's delays; loaded on its own. */
export default function RadixTooltip({ content, children }: { content: React.ReactNode; children: React.ReactElement }) {
  return (
    <TooltipPrimitive.Provider delayDuration={TOOLTIP.delayMs} skipDelayDuration={TOOLTIP.skipDelayMs}>
      <TooltipPrimitive.Root>
        <TooltipPrimitive.Trigger asChild>{children}</TooltipPrimitive.Trigger>
        <TooltipPrimitive.Portal>
          <TooltipPrimitive.Content
            sideOffset={6}
            className={cn('z-50 rounded-md bg-foreground px-2.5 py-1.5 text-xs text-background shadow-md animate-fade-in')}
          >
            {content}
          </TooltipPrimitive.Content>
        </TooltipPrimitive.Portal>
      </TooltipPrimitive.Root>
    </TooltipPrimitive.Provider>
  );
}
