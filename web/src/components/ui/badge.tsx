import * as React from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from '@/lib/utils';

export const badgeVariants = cva(
  'inline-flex w-fit shrink-0 items-center gap-1 whitespace-nowrap rounded-full border px-2.5 py-0.5 text-xs font-medium [&_svg]:size-3.5',
  {
    variants: {
      variant: {
        default: 'border-transparent bg-primary text-primary-foreground',
        secondary: 'border-transparent bg-muted text-foreground',
        outline: 'border-border text-foreground',
        destructive: 'border-transparent bg-destructive text-destructive-foreground',
      },
      tone: {
        none: '',
        green: 'border-transparent bg-tone-green-bg text-tone-green',
        yellow: 'border-transparent bg-tone-yellow-bg text-tone-yellow',
        orange: 'border-transparent bg-tone-orange-bg text-tone-orange',
        red: 'border-transparent bg-tone-red-bg text-tone-red',
        grey: 'border-transparent bg-tone-grey-bg text-tone-grey',
        teal: 'border-transparent bg-tone-teal-bg text-tone-teal',
        blue: 'border-transparent bg-tone-blue-bg text-tone-blue',
      },
    },
    defaultVariants: { variant: 'default', tone: 'none' },
  },
);

export type BadgeTone = NonNullable<VariantProps<typeof badgeVariants>['tone']>;

export function Badge({ className, variant, tone, ...props }: React.ComponentProps<'span'> & VariantProps<typeof badgeVariants>) {
  return <span data-slot="badge" data-tone={tone ?? undefined} className={cn(badgeVariants({ variant, tone }), className)} {...props} />;
}
