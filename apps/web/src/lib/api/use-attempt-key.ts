import { useRef } from 'react';
import { newIdempotencyKey } from './idempotency-key';

/**
 * The idempotency key of one attempt at a form that creates something (a join without an account): the
 * same for every retry of the same values, so a double tap or a retry after a lost answer finds what the
 * first request made; a new one when the values change or once the attempt succeeded, so the next person
 * at a kiosk or a counter is a new ticket even when the last answer never arrived.
 */
export function useAttemptKey() {
  const attempt = useRef<{ key: string; values: string } | undefined>(undefined);
  return {
    current: (values: unknown) => {
      const fingerprint = JSON.stringify(values);
      if (attempt.current?.values !== fingerprint) {
        attempt.current = { key: newIdempotencyKey(), values: fingerprint };
      }
      return attempt.current.key;
    },
    succeeded: () => {
      attempt.current = undefined;
    },
  };
}
