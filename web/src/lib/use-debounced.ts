import { useEffect, useState } from 'react';

/** `value`, once it has stayed the same for `ms` milliseconds (search boxes ask the server after typing pauses). */
export function useDebounced<T>(value: T, ms = 300): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const t = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(t);
  }, [value, ms]);
  return settled;
}
