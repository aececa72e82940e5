import {
  createdPanelSchema,
  dataEnvelope,
  errorResponses,
  panelRevokedEventSchema,
  panelSummarySchema,
  panelViewSchema,
} from '@vez/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppServices } from '../../app-services';
import { eventStreamResponse, openEventStream } from '../../http/event-stream';
import { abuseRateLimit } from '../../http/rate-limits';
import { deviceLinkOwnerRoutes } from '../links/device-link-routes';
import { QUEUE_VERSIONS_ID, queueEventDoc } from '../live/queue-event-doc';
import type { PanelStreams } from './panel-stream';
import { getPanelView } from './panel-view';
import { panelLinks } from './panels';

const tags = ['Painel para TV'];

/** Owner side, under /api/establishments: create, list and revoke TV panel links. */
export async function panelOwnerRoutes(
  parent: FastifyInstance,
  services: AppServices,
  streams: PanelStreams,
) {
  deviceLinkOwnerRoutes(parent, services, panelLinks, {
    path: 'panels',
    linkParam: 'panelId',
    tags,
    create: {
      summary: 'Cria um link de painel para TV (de uma fila, ou de todas sem filaId); o link só aparece aqui',
      message: 'Painel criado',
      schema: createdPanelSchema,
    },
    list: { summary: 'Links de painel ativos do estabelecimento (sem o token)', schema: panelSummarySchema },
    revoke: {
      summary: 'Desativa um link de painel: a TV passa a mostrar que foi desativado',
      message: 'Painel desativado',
      // The TV showing it gets the 'desativado' message: its open streams are ended.
      onRevoked: (id) => streams.revoked(id),
    },
  });
}

const tokenParams = z.object({
  token: z
    .string()
    .min(1, { error: 'Link de painel inválido' })
    .max(128, { error: 'Link de painel inválido' }),
});

/** Public, no login, under /api/panels: what the TV shows, and its live stream. */
export async function panelPublicRoutes(
  parent: FastifyInstance,
  services: AppServices,
  streams: PanelStreams,
) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  // The TV reads the picture once per call and on each reconnect: room for a busy counter with several
  // TVs behind one address, not for walking tokens.
  const limit = abuseRateLimit(services.config, 'typing');

  app.get(
    '/:token',
    {
      schema: {
        tags,
        summary: 'O que o painel mostra: filas, pessoas esperando, estimativa e chamadas (nomes mascarados)',
        params: tokenParams,
        response: { 200: dataEnvelope(panelViewSchema), ...errorResponses(400, 404, 429) },
      },
      config: limit,
    },
    async (request) => ({ success: true, data: await getPanelView(services, request.params.token) }),
  );

  app.get(
    '/:token/events',
    {
      schema: {
        tags,
        summary:
          'Eventos ao vivo das filas do painel (text/event-stream, como /api/queues/events); ' +
          "'revoked' quando o link é desativado",
        params: tokenParams,
        response: {
          200: eventStreamResponse('Eventos ao vivo das filas do painel (me é sempre null)', {
            queue: { ...queueEventDoc, id: QUEUE_VERSIONS_ID },
            revoked: {
              description:
                'O link foi desativado: o stream termina em seguida (sem id: não há o que retomar)',
              data: panelRevokedEventSchema,
            },
          }),
          // 429 too many streams from the address, 503 this instance closing.
          ...errorResponses(400, 404, 429, 503),
        },
      },
      config: limit,
    },
    async (request, reply) => {
      const { token } = request.params;
      await streams.start(token, request.ip, request.headers['last-event-id'], () => openEventStream(reply));
    },
  );
}
