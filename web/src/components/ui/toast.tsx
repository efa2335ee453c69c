import * as React from 'react';
import { Toast as ToastPrimitive } from 'radix-ui';
import { TOAST } from '@steady/shared/constants';
import { CircleAlert, CircleCheck, Info, X } from 'lucide-react';
import { cn } from '@/lib/utils';
import { dismissToast, useToasts, type ToastItem } from './use-toast';

const icons = { default: Info, success: CircleCheck, destructive: CircleAlert } as const;

function ToastView({ item }: { item: ToastItem }) {
  const variant = item.variant ?? 'default';
  const Icon = icons[variant];
  return (
    <ToastPrimitive.Root
      open={item.open}
      onOpenChange={(open) => {
        if (!open) dismissToast(item.id);
      }}
      type={variant === 'destructive' ? 'foreground' : 'background'}
      className={cn(
        'pointer-events-auto relative flex w-full items-start gap-3 rounded-lg border p-4 pr-10 shadow-xl',
        'data-[state=open]:animate-toast-in data-[state=closed]:animate-toast-out',
        'data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=cancel]:translate-x-0 data-[swipe=cancel]:transition-transform',
        'data-[swipe=end]:animate-toast-out',
        variant === 'destructive' ? 'border-destructive bg-card text-card-foreground' : 'bg-popover text-popover-foreground',
      )}
    >
      <Icon
        aria-hidden="true"
        className={cn('mt-0.5 size-5 shrink-0', variant === 'destructive' ? 'text-destructive' : variant === 'success' ? 'text-tone-green' : 'text-primary')}
      />
      <div className="grid gap-1">
        <ToastPrimitive.Title className="text-sm font-semibold">{item.title}</ToastPrimitive.Title>
        {item.description ? <ToastPrimitive.Description className="text-sm text-muted-foreground">{item.description}</ToastPrimitive.Description> : null}
      </div>
      <ToastPrimitive.Close
        aria-label="Dismiss notification"
        className="absolute right-2 top-2 rounded-md p-1.5 text-muted-foreground hover:bg-accent hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring"
      >
        <X className="size-4" aria-hidden="true" />
      </ToastPrimitive.Close>
    </ToastPrimitive.Root>
  );
}

/** Radix Toast with the spec's constants: 5000 ms, swipe right 50 px, F8, max width 420 px, one at a time. */
export function Toaster() {
  const toasts = useToasts();
  return (
    <ToastPrimitive.Provider duration={TOAST.durationMs} swipeDirection="right" swipeThreshold={TOAST.swipeThresholdPx}>
      {toasts.map((t) => (
        <ToastView key={t.id} item={t} />
      ))}
      <ToastPrimitive.Viewport
        hotkey={[TOAST.hotkey]}
        style={{ maxWidth: TOAST.maxWidthPx }}
        className="fixed bottom-0 right-0 z-[100] m-0 flex w-full list-none flex-col gap-2 p-4 outline-none sm:bottom-4 sm:right-4 sm:p-0"
      />
    </ToastPrimitive.Provider>
  );
}
