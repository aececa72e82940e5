import { dataEnvelope, errorResponses, PRIVATE_ERRORS, recentCallSchema } from '@vez/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppServices } from '../../app-services';
import { callerOf, requireSession } from '../../http/auth-guard';
import { idField, idParams } from '../../http/id-params';
import { broadcastRoutes } from './broadcast-routes';
import { listRecentCalls, markNoShow, recallTicket } from './recent-calls';

const tags = ['Filas'];
const security = [{ bearerAuth: [] }];
const errors = errorResponses(...PRIVATE_ERRORS, 409);

/**
 * The owner's last calls of a queue, 'Chamar novamente' and the 'Não compareceu' mark; and (same
 * '/queues' scope) the queue's 'Aviso para a fila'.
 */
export async function recentCallsRoutes(parent: FastifyInstance, services: AppServices) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const establishment = requireSession(services, 'estabelecimento');

  app.get(
    '/:id/chamados-recentes',
    {
      schema: {
        tags,
        summary: 'Clientes chamados nos últimos minutos',
        params: idParams,
        security,
        response: { 200: dataEnvelope(z.array(recentCallSchema)), ...errors },
      },
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
        response: { 200: dataEnvelope(recentCallSchema), ...errors },
      },
      onRequest: establishment,
    },
    async (request) => ({
      success: true,
      message: 'Marcado como não compareceu',
      data: await markNoShow(services, callerOf(request), request.params.id, request.params.ticketId),
    }),
  );

  app.post(
    '/:id/tickets/:ticketId/chamar-novamente',
    {
      schema: {
        tags,
        summary: 'Chama novamente um cliente chamado há pouco (até 3 vezes, nos 15 minutos seguintes)',
        params: z.object({ id: idField, ticketId: idField }),
        security,
        response: { 200: dataEnvelope(recentCallSchema), ...errors },
      },
      onRequest: establishment,
    },
    async (request) => ({
      success: true,
      message: 'Cliente chamado novamente',
      data: await recallTicket(services, callerOf(request), request.params.id, request.params.ticketId),
    }),
  );

  await broadcastRoutes(app, services);
}
