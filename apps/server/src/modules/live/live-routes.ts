import type { ServerResponse } from 'node:http';
import { finished } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppServices } from '../../app-services';
import { identifyCaller } from '../../http/auth-guard';
import { idParams } from '../../http/id-params';
import { AppError } from '../app-error';
import { loadQueue } from '../queues/viewing/get-queue';
import type { LiveHub } from './live-hub';
import { StreamAllowance } from './stream-allowance';
import { seenVersionsOf } from './stream-ids';
import { watchedQueuesQuery } from './watched-queues';

export const SHUTTING_DOWN =
  'Este servidor está sendo reiniciado. Reconecte-se em instantes para continuar acompanhando a fila.';

export const TOO_MANY_STREAMS =
  'Muitas conexões ao vivo abertas a partir deste endereço. A fila continua sendo atualizada a cada poucos segundos.';

function lastEventIdOf(header: unknown): number | null {
  return typeof header === 'string' && /^\d{1,15}$/.test(header) ? Number(header) : null;
}

/**
 * GET /api/queues/:id/events — one queue; GET /api/queues/events?filas=1,2,3 — several queues in one
 * stream (a page watching many queues would otherwise hit the browser's six connections per host).
 * Server-Sent Events, open to anyone (masked public picture); a client's token adds their own
 * position, letter and estimate. Read with fetch streaming to send the token.
 */
export async function liveRoutes(parent: FastifyInstance, services: AppServices, hub: LiveHub) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  // Shared by both routes: a stream of several queues is one stream for the address's allowance.
  const allowance = new StreamAllowance(services.config.liveStreamsPerAddress);

  /** Takes the address's slot, then hands the raw response over to the hub as an event stream. */
  const startStream = (request: FastifyRequest, reply: FastifyReply): ServerResponse => {
    // Shutting down: a 503 sends the client (after its short retry) to an instance that stays.
    if (!hub.accepting) throw new AppError('unavailable', SHUTTING_DOWN);
    const release = allowance.take(request.ip);
    if (!release) throw new AppError('too-many', TOO_MANY_STREAMS);
    reply.hijack();
    const response = reply.raw;
    // Called even when the socket closed during the awaits before ('close' would have been missed).
    finished(response, () => release());
    response.writeHead(200, {
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-cache, no-transform',
      Connection: 'keep-alive',
      // Tell nginx-style proxies not to buffer the stream.
      'X-Accel-Buffering': 'no',
    });
    response.write('retry: 3000\n\n');
    return response;
  };
  const clientOf = (request: FastifyRequest) =>
    request.caller?.userType === 'cliente' ? request.caller.userId : null;

  app.get(
    '/events',
    {
      schema: {
        tags: ['Filas'],
        summary:
          'Eventos ao vivo de várias filas numa só conexão (text/event-stream; até 20 filas). Cada evento traz ' +
          'queue.id; o id do evento lista a versão de cada fila (1:5,2:7) para retomar todas com Last-Event-ID',
        querystring: watchedQueuesQuery,
      },
      onRequest: identifyCaller(services),
    },
    async (request, reply) => {
      const queueIds = request.query.filas;
      await Promise.all(queueIds.map((queueId) => loadQueue(services, queueId)));
      const response = startStream(request, reply);
      const seen = seenVersionsOf(request.headers['last-event-id'], queueIds);
      await hub.watch(queueIds, clientOf(request), response, seen, true);
    },
  );

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
      const response = startStream(request, reply);
      const lastEventId = lastEventIdOf(request.headers['last-event-id']);
      const seen = new Map(lastEventId === null ? [] : [[queue.id, lastEventId]]);
      await hub.watch([queue.id], clientOf(request), response, seen);
    },
  );
}
