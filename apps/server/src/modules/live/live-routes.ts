import { finished } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppServices } from '../../app-services';
import { AppError } from '../../http/app-error';
import { identifyCaller } from '../../http/auth-guard';
import { idParams } from '../../http/id-params';
import { loadQueue } from '../queues/get-queue';
import type { LiveHub } from './live-hub';
import { StreamAllowance } from './stream-allowance';

export const TOO_MANY_STREAMS =
  'Muitas conexões ao vivo abertas a partir deste endereço. A fila continua sendo atualizada a cada poucos segundos.';

function lastEventIdOf(header: unknown): number | null {
  return typeof header === 'string' && /^\d+$/.test(header) ? Number(header) : null;
}

/**
 * GET /api/queues/:id/events — Server-Sent Events. Open to anyone (masked public picture); a client's
 * token adds their own position, letter and estimate. Read with fetch streaming to send the token.
 */
export async function liveRoutes(parent: FastifyInstance, services: AppServices, hub: LiveHub) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const allowance = new StreamAllowance(services.config.liveStreamsPerAddress);
  app.get(
    '/:id/events',
    {
      schema: {
        tags: ['Filas'],
        summary: 'Eventos ao vivo da fila (text/event-stream); com token de cliente, inclui a posição dele',
        params: idParams,
      },
      onRequest: identifyCaller(services),
    },
    async (request, reply) => {
      const queue = await loadQueue(services, request.params.id);
      const clientId = request.caller?.userType === 'cliente' ? request.caller.userId : null;
      const release = allowance.take(request.ip);
      if (!release) throw new AppError(429, TOO_MANY_STREAMS);
      reply.hijack();
      const response = reply.raw;
      // Called even when the socket closed during the awaits above ('close' would have been missed).
      finished(response, () => release());
      response.writeHead(200, {
        'Content-Type': 'text/event-stream; charset=utf-8',
        'Cache-Control': 'no-cache, no-transform',
        Connection: 'keep-alive',
        // Tell nginx-style proxies not to buffer the stream.
        'X-Accel-Buffering': 'no',
      });
      response.write('retry: 3000\n\n');
      await hub.watch(queue.id, clientId, response, lastEventIdOf(request.headers['last-event-id']));
    },
  );
}
