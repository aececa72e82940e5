import {
  dataEnvelope,
  errorResponses,
  groupedClientsSchema,
  joinQueueSchema,
  joinResultSchema,
  messageEnvelopeSchema,
  PRIVATE_ERRORS,
  queueClientsSchema,
  queueDetailSchema,
} from '@vez/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppServices } from '../../app-services';
import { callerOf, requireSession, sessionIfPresent } from '../../http/auth-guard';
import { idParams } from '../../http/id-params';
import { joinQueue } from './joining/join-queue';
import { leaveQueue } from './joining/leave-queue';
import { groupByPosition } from './viewing/client-entries';
import { getQueue, listQueueClients } from './viewing/get-queue';

const tags = ['Filas'];
const bearer = [{ bearerAuth: [] }];
const errors = errorResponses(...PRIVATE_ERRORS, 409);

/** What clients and visitors do with a queue: read it, join it, leave it. Management is next door. */
export async function queueRoutes(parent: FastifyInstance, services: AppServices) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const client = requireSession(services, 'cliente');
  const anyone = sessionIfPresent(services);

  app.get(
    '/:id',
    {
      schema: {
        tags,
        summary: 'Detalhe da fila (com a posição do cliente logado)',
        params: idParams,
        response: { 200: dataEnvelope(queueDetailSchema), ...errors },
      },
      onRequest: anyone,
    },
    async (request) => ({ success: true, data: await getQueue(services, request.caller, request.params.id) }),
  );

  app.get(
    '/:id/grouped',
    {
      schema: {
        tags,
        summary: 'Clientes agrupados por posição (mascarados para quem não é o dono)',
        params: idParams,
        response: { 200: dataEnvelope(groupedClientsSchema), ...errors },
      },
      onRequest: anyone,
    },
    async (request) => {
      const { queue, clients } = await listQueueClients(services, request.caller, request.params.id);
      return {
        success: true,
        data: {
          groupedClients: groupByPosition(clients),
          totalClientes: queue.waiting_people,
          totalTickets: queue.waiting_tickets,
          posicoesOcupadas: queue.occupied_positions,
          versao: queue.version,
        },
      };
    },
  );

  app.get(
    '/:id/clients',
    {
      schema: {
        tags,
        summary: 'Clientes na fila, em ordem de atendimento',
        params: idParams,
        response: { 200: dataEnvelope(queueClientsSchema), ...errors },
      },
      onRequest: anyone,
    },
    async (request) => {
      const { clients } = await listQueueClients(services, request.caller, request.params.id);
      return { success: true, data: { clients } };
    },
  );

  app.post(
    '/:id/join',
    {
      schema: {
        tags,
        summary: 'Entra na fila (individual ou em grupo)',
        params: idParams,
        body: joinQueueSchema,
        security: bearer,
        response: { 201: dataEnvelope(joinResultSchema), ...errors },
      },
      onRequest: client,
    },
    async (request, reply) => {
      const data = await joinQueue(services, callerOf(request), request.params.id, request.body);
      return reply.status(201).send({ success: true, message: 'Você entrou na fila com sucesso!', data });
    },
  );

  app.delete(
    '/:id/leave',
    {
      schema: {
        tags,
        summary: 'Sai da fila',
        params: idParams,
        security: bearer,
        response: { 200: messageEnvelopeSchema, ...errors },
      },
      onRequest: client,
    },
    async (request) => {
      await leaveQueue(services, callerOf(request), request.params.id);
      return { success: true, message: 'Você saiu da fila' };
    },
  );
}
