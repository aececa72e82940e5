import { PRESS_KEY_HEADER } from '@vez/domain';
import type { FastifyRequest } from 'fastify';

/**
 * The idempotency key a press at the counter carries (decision 051), already checked by the route's
 * `headers` schema (`pressHeadersSchema`); undefined when the request sent none.
 */
export function pressOf(request: FastifyRequest): { key: string } | undefined {
  const key = request.headers[PRESS_KEY_HEADER];
  return typeof key === 'string' ? { key } : undefined;
}
