import { useEffect, useState } from 'react';

/** setTimeout keeps its delay in 32 bits; a longer wait would fire at once. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/**
 * True once the ISO instant has passed, and it turns true by itself at that instant: a checkout left
 * open past its deadline must stop offering the card form without a reload.
 */
export function useDeadlinePassed(iso: string): boolean {
  const deadline = Date.parse(iso);
  const [passed, setPassed] = useState(() => Date.now() >= deadline);
  useEffect(() => {
    const left = deadline - Date.now();
    setPassed(left <= 0);
    if (left <= 0) return;
    const timer = setTimeout(() => setPassed(true), Math.min(left, MAX_TIMER_MS));
    return () => clearTimeout(timer);
  }, [deadline]);
  return passed;
}
