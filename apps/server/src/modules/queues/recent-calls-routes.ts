import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppServices } from '../../app-services';
import { callerOf, requireSession } from '../../http/auth-guard';
import { idField, idParams } from '../../http/id-params';
import { listRecentCalls, markNoShow } from './recent-calls';

const tags = ['Filas'];
const security = [{ bearerAuth: [] }];

/** The owner's last calls of a queue and the 'Não compareceu' mark. */
export async function recentCallsRoutes(parent: FastifyInstance, services: AppServices) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const establishment = requireSession(services, 'estabelecimento');

  app.get(
    '/:id/chamados-recentes',
    {
      schema: { tags, summary: 'Clientes chamados nos últimos minutos', params: idParams, security },
      onRequest: establishment,
    },
    async (request) => ({
      success: true,
      data: await listRecentCalls(services, callerOf(request), request.params.id),
    }),
  );

  app.post(
    '/:id/tickets/:ticketId/nao-compareceu',
    {
      schema: {
        tags,
        summary: "Marca um cliente chamado há pouco como 'Não compareceu'",
        params: z.object({ id: idField, ticketId: idField }),
        security,
      },
      onRequest: establishment,
    },
    async (request) => ({
      success: true,
      message: 'Marcado como não compareceu',
      data: await markNoShow(services, callerOf(request), request.params.id, request.params.ticketId),
    }),
  );
}
