/** A value that follows `value` once it has stopped changing for `delay` ms (search as you type). */
import { useEffect, useRef, useState } from 'react';

export const SEARCH_DEBOUNCE_MS = 300;

/**
 * Debounces `value` by `delay` ms; `onSettle` runs in the same update as a new settled value (e.g. a
 * new search goes back to page 1 without asking for the old page first). spec:
 * access-and-administration §2 "User Management", "Template Listing" (search).
 */
export function useDebouncedValue<T>(value: T, onSettle?: (value: T) => void, delay = SEARCH_DEBOUNCE_MS): T {
  const [settled, setSettled] = useState(value);
  const settledRef = useRef(value);
  const onSettleRef = useRef(onSettle);
  onSettleRef.current = onSettle;
  useEffect(() => {
    const timer = setTimeout(() => {
      if (Object.is(settledRef.current, value)) return;
      settledRef.current = value;
      setSettled(value);
      onSettleRef.current?.(value);
    }, delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}
