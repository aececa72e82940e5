import { useRef } from 'react';
import { newIdempotencyKey } from './idempotency-key';

/**
 * The idempotency key of one attempt at a form that creates something (a join without an account): the
 * same for every retry of the attempt, so a double tap or a retry after a lost answer finds what the first
 * request made; a new one once the attempt succeeded, so the next person at a kiosk is a new ticket.
 */
export function useAttemptKey() {
  const key = useRef<string | undefined>(undefined);
  return {
    current: () => {
      key.current ??= newIdempotencyKey();
      return key.current;
    },
    succeeded: () => {
      key.current = undefined;
    },
  };
}
