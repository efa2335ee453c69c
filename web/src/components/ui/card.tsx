import * as React from 'react';
import { Slot } from 'radix-ui';
import { cn } from '@/lib/utils';

/** A surface with a subtle border. `asChild` renders it as the child element (article, section, li...). */
export function Card({ className, asChild = false, ...props }: React.ComponentProps<'div'> & { asChild?: boolean }) {
  const Comp = asChild ? Slot.Root : 'div';
  return <Comp data-slot="card" className={cn('rounded-lg border bg-card text-card-foreground', className)} {...props} />;
}

export function CardHeader({ className, ...props }: React.ComponentProps<'div'>) {
  return <div className={cn('flex items-start justify-between gap-3 p-4 pb-3 sm:p-6 sm:pb-4 [&>*:first-child]:min-w-0', className)} {...props} />;
}

/** Card titles are headings; pick the level that fits the page outline (h2 by default). */
export function CardTitle({ className, as: Tag = 'h2', ...props }: React.ComponentProps<'h2'> & { as?: 'h2' | 'h3' | 'h4' }) {
  return <Tag className={cn('flex items-center gap-2 text-base font-semibold leading-tight [&_svg]:size-5 [&_svg]:shrink-0', className)} {...props} />;
}

export function CardDescription({ className, ...props }: React.ComponentProps<'p'>) {
  return <p className={cn('text-sm text-muted-foreground', className)} {...props} />;
}

export function CardContent({ className, ...props }: React.ComponentProps<'div'>) {
  return <div className={cn('px-4 pb-4 sm:px-6 sm:pb-6', className)} {...props} />;
}

export function CardFooter({ className, ...props }: React.ComponentProps<'div'>) {
  return <div className={cn('flex items-center gap-2 px-4 pb-4 sm:px-6 sm:pb-6', className)} {...props} />;
}
