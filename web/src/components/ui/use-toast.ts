import { useSyncExternalStore } from 'react';
import { TOAST } from '@steady/shared/constants';

/**
 * A tiny toast store (shadcn style): one toast visible at a time. A new toast
 * replaces the one on screen. Toasts live outside React so they survive route changes.
 */
export interface ToastInput {
  title: string;
  description?: string;
  variant?: 'default' | 'destructive' | 'success';
}

export interface ToastItem extends ToastInput {
  id: number;
  open: boolean;
}

let counter = 0;
let toasts: ToastItem[] = [];
const listeners = new Set<() => void>();
const REMOVE_AFTER_CLOSE_MS = 300;

function emit() {
  for (const l of listeners) l();
}

export function toast(input: ToastInput): number {
  const id = ++counter;
  // One at a time: a new toast replaces whatever is on screen.
  toasts = [{ ...input, id, open: true }, ...toasts].slice(0, TOAST.limit);
  emit();
  return id;
}

export function dismissToast(id?: number): void {
  toasts = toasts.map((t) => (id === undefined || t.id === id ? { ...t, open: false } : t));
  emit();
  setTimeout(() => {
    toasts = toasts.filter((t) => t.open);
    emit();
  }, REMOVE_AFTER_CLOSE_MS);
}

/** For tests: forget every toast. */
export function resetToasts(): void {
  toasts = [];
  emit();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useToasts(): ToastItem[] {
  return useSyncExternalStore(
    subscribe,
    () => toasts,
    () => toasts,
  );
}
