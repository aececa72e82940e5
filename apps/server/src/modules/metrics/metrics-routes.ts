import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { VezMetrics } from './vez-metrics';

/** Requests the router matched to no route are one label, not one per address a scanner tries. */
const UNMATCHED = 'sem-rota';

function sameToken(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * `GET /metrics` in Prometheus's text format, for whoever holds METRICS_TOKEN (decision 065), and the
 * hook that times every request by its route's pattern.
 */
export function metricsRoutes(app: FastifyInstance, metrics: VezMetrics, token: string): void {
  // A callback hook, not an async one: no promise per request for a figure written synchronously.
  app.addHook('onResponse', (request, reply, done) => {
    metrics.requestDuration.observe(
      {
        method: request.method,
        route: request.routeOptions.url ?? UNMATCHED,
        status_code: String(reply.statusCode),
      },
      reply.elapsedTime / 1000,
    );
    done();
  });

  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    const [scheme, given] = (request.headers.authorization ?? '').split(' ');
    if (scheme !== 'Bearer' || !given || !sameToken(given, token)) {
      return reply
        .status(401)
        .header('WWW-Authenticate', 'Bearer realm="metrics"')
        .send({ success: false, message: 'Informe o token das métricas (Authorization: Bearer …)' });
    }
    const body = await metrics.registry.metrics();
    return reply.type(metrics.registry.contentType).header('Cache-Control', 'no-store').send(body);
  });
}
