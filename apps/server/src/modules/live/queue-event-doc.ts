import { queueEventSchema } from '@vez/domain';

/**
 * The `queue` event of the live streams (a queue's, several queues', a TV panel's), as their
 * operations describe it in the OpenAPI document (eventStreamResponse, http/event-stream.ts). The
 * hub writes it (live-hub.ts); the web reads its data through queueEventSchema's twin, readQueueEvent.
 */
export const queueEventDoc = {
  description:
    "O retrato de uma fila. type: 'snapshot' (o primeiro, completo), 'resumed' (reconexão que nada " +
    "perdeu) ou o nome da última mudança ('joined', 'called', 'edited'…; changes lista todas desde o " +
    'evento anterior). me: a senha de quem mandou um token de cliente nesta fila, senão null',
  data: queueEventSchema,
};

/** The id of a queue's own stream. */
export const QUEUE_VERSION_ID =
  'a versão da fila: reconectando com Last-Event-ID igual à versão atual, vem resumed; senão, um snapshot';

/** The id of a stream of several queues (stream-ids.ts). */
export const QUEUE_VERSIONS_ID =
  'a versão de cada fila que o stream já trouxe (1:5,2:7): com Last-Event-ID, cada fila retoma de onde estava';
