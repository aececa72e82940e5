import { errorResponses } from '@vez/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppServices } from '../../app-services';
import { identifyCaller } from '../../http/auth-guard';
import { eventStreamResponse, openEventStream } from '../../http/event-stream';
import { idParams } from '../../http/id-params';
import { loadQueue } from '../queues/viewing/get-queue';
import type { EventSink } from './event-sink';
import type { LiveHub } from './live-hub';
import { QUEUE_VERSION_ID, QUEUE_VERSIONS_ID, queueEventDoc } from './queue-event-doc';
import { admitStream, StreamAllowance } from './stream-allowance';
import { seenVersionsOf } from './stream-ids';
import { watchedQueuesQuery } from './watched-queues';

// The refusals' messages, where the live tests read them.
export { SHUTTING_DOWN, TOO_MANY_STREAMS } from './stream-allowance';

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

  /** Takes the address's slot, then opens the event stream the hub writes to; the slot frees when it ends. */
  const startStream = (request: FastifyRequest, reply: FastifyReply): EventSink => {
    const release = admitStream(hub, allowance, request.ip);
    const stream = openEventStream(reply);
    stream.onClose(release);
    return stream;
  };
  const clientOf = (request: FastifyRequest) =>
    request.caller?.userType === 'cliente' ? request.caller.userId : null;
  // A bad list or id, a token presented but not valid, an unknown queue; too many streams from the
  // address (the page then reads the queue every few seconds); this instance closing.
  const errors = errorResponses(400, 401, 404, 429, 503);

  app.get(
    '/events',
    {
      schema: {
        tags: ['Filas'],
        summary:
          'Eventos ao vivo de várias filas numa só conexão (text/event-stream; até 20 filas). Cada evento traz ' +
          'queue.id; o id do evento lista a versão de cada fila (1:5,2:7) para retomar todas com Last-Event-ID',
        querystring: watchedQueuesQuery,
        response: {
          200: eventStreamResponse('Eventos ao vivo das filas pedidas, todas numa só conexão', {
            queue: { ...queueEventDoc, id: QUEUE_VERSIONS_ID },
          }),
          ...errors,
        },
      },
      onRequest: identifyCaller(services),
    },
    async (request, reply) => {
      const queueIds = request.query.filas;
      await Promise.all(queueIds.map((queueId) => loadQueue(services, queueId)));
      const stream = startStream(request, reply);
      const seen = seenVersionsOf(request.headers['last-event-id'], queueIds);
      await hub.watch(queueIds, clientOf(request), stream, seen, true);
    },
  );

  app.get(
    '/:id/events',
    {
      schema: {
        tags: ['Filas'],
        summary: 'Eventos ao vivo da fila (text/event-stream); com token de cliente, inclui a posição dele',
        params: idParams,
        response: {
          200: eventStreamResponse('Eventos ao vivo da fila', {
            queue: { ...queueEventDoc, id: QUEUE_VERSION_ID },
          }),
          ...errors,
        },
      },
      onRequest: identifyCaller(services),
    },
    async (request, reply) => {
      const queue = await loadQueue(services, request.params.id);
      const stream = startStream(request, reply);
      const lastEventId = lastEventIdOf(request.headers['last-event-id']);
      const seen = new Map(lastEventId === null ? [] : [[queue.id, lastEventId]]);
      await hub.watch([queue.id], clientOf(request), stream, seen);
    },
  );
}
