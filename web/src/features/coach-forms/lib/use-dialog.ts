import { useState } from 'react';

/**
 * A dialog opened from a button: stays mounted while it closes (so it fades out and gives focus back
 * to its opener), keeps what it was opened with, and `n` changes per opening (use it as the key, so
 * each opening starts afresh).
 */
export function useDialog<T = undefined>() {
  const [state, setState] = useState<{ open: boolean; n: number; data: T | undefined }>({ open: false, n: 0, data: undefined });
  return {
    open: state.open,
    n: state.n,
    data: state.data,
    show: (data: T) => setState((s) => ({ open: true, n: s.n + 1, data })),
    onOpenChange: (open: boolean) => setState((s) => ({ ...s, open })),
  };
}
