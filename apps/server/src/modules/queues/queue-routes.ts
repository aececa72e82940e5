import { autoCallConfigSchema, createQueueSchema, joinQueueSchema, queueStatusSchema } from '@vez/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppServices } from '../../app-services';
import { callerOf, requireSession, sessionIfPresent } from '../../http/auth-guard';
import { idParams } from '../../http/id-params';
import { configureAutoCall, executeAutoCall, getAutoCallStatus } from './auto-call';
import { callNext } from './call-next';
import { changeQueueStatus } from './change-queue-status';
import { groupByPosition } from './client-entries';
import { closeQueue } from './close-queue';
import { createQueue } from './create-queue';
import { getQueue, listQueueClients } from './get-queue';
import { getWaitTime } from './get-wait-time';
import { joinQueue } from './join-queue';
import { leaveQueue } from './leave-queue';
import { listOwnQueues } from './list-queues';
import { loadOwnedQueue } from './queue-access';
import { updateQueue } from './update-queue';

const tags = ['Filas'];
const bearer = [{ bearerAuth: [] }];

export async function queueRoutes(parent: FastifyInstance, services: AppServices) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const client = requireSession(services, 'cliente');
  const establishment = requireSession(services, 'estabelecimento');
  const anyone = sessionIfPresent(services);

  app.get(
    '/establishment/:id',
    {
      schema: { tags, summary: 'Filas do próprio estabelecimento', params: idParams, security: bearer },
      onRequest: establishment,
    },
    async (request) => ({
      success: true,
      data: await listOwnQueues(services, callerOf(request), request.params.id),
    }),
  );

  app.post(
    '/',
    {
      schema: {
        tags,
        summary: 'Cria uma fila (dentro do limite do plano)',
        body: createQueueSchema,
        security: bearer,
      },
      onRequest: establishment,
    },
    async (request, reply) => {
      const data = await createQueue(services, callerOf(request), request.body);
      return reply.status(201).send({ success: true, message: 'Fila criada com sucesso!', data });
    },
  );

  app.get(
    '/:id',
    {
      schema: { tags, summary: 'Detalhe da fila (com a posição do cliente logado)', params: idParams },
      onRequest: anyone,
    },
    async (request) => ({ success: true, data: await getQueue(services, request.caller, request.params.id) }),
  );

  app.put(
    '/:id',
    {
      schema: {
        tags,
        summary: 'Edita as configurações da fila (só os campos enviados mudam; valem as regras da criação)',
        params: idParams,
        body: z.looseObject({}, { error: 'Corpo da requisição inválido: envie um objeto JSON' }),
        security: bearer,
      },
      onRequest: establishment,
    },
    async (request) => ({
      success: true,
      message: 'Fila atualizada com sucesso!',
      data: await updateQueue(services, callerOf(request), request.params.id, request.body),
    }),
  );

  app.get(
    '/:id/grouped',
    {
      schema: {
        tags,
        summary: 'Clientes agrupados por posição (mascarados para quem não é o dono)',
        params: idParams,
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
      schema: { tags, summary: 'Clientes na fila, em ordem de atendimento', params: idParams },
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
    { schema: { tags, summary: 'Sai da fila', params: idParams, security: bearer }, onRequest: client },
    async (request) => {
      await leaveQueue(services, callerOf(request), request.params.id);
      return { success: true, message: 'Você saiu da fila' };
    },
  );

  app.put(
    '/:id/status',
    {
      schema: {
        tags,
        summary: 'Pausa ou reativa a fila',
        params: idParams,
        body: queueStatusSchema,
        security: bearer,
      },
      onRequest: establishment,
    },
    async (request) => {
      const data = await changeQueueStatus(
        services,
        callerOf(request),
        request.params.id,
        request.body.status,
      );
      const message =
        request.body.status === 'pausada' ? 'Fila pausada com sucesso!' : 'Fila reativada com sucesso!';
      return { success: true, message, data };
    },
  );

  app.delete(
    '/:id',
    {
      schema: { tags, summary: 'Encerra a fila', params: idParams, security: bearer },
      onRequest: establishment,
    },
    async (request) => ({
      success: true,
      message: 'Fila encerrada com sucesso!',
      data: await closeQueue(services, callerOf(request), request.params.id),
    }),
  );

  app.post(
    '/:id/chamar-proximo',
    {
      schema: { tags, summary: 'Chama o próximo cliente', params: idParams, security: bearer },
      onRequest: establishment,
    },
    async (request) => {
      await loadOwnedQueue(services, callerOf(request), request.params.id);
      const called = await callNext(services, request.params.id);
      return {
        success: true,
        message: `Cliente ${called.nome} foi chamado!`,
        data: { nome: called.nome, ticketId: called.ticketId },
      };
    },
  );

  app.get(
    '/:id/tempo-espera',
    {
      schema: {
        tags,
        summary: 'Intervalo entre chamadas e tempo médio de espera',
        params: idParams,
        security: bearer,
      },
      onRequest: establishment,
    },
    async (request) => ({
      success: true,
      data: await getWaitTime(services, callerOf(request), request.params.id),
    }),
  );

  app.get(
    '/:id/chamada-automatica/status',
    {
      schema: { tags, summary: 'Estado da chamada automática', params: idParams, security: bearer },
      onRequest: establishment,
    },
    async (request) => ({
      success: true,
      data: await getAutoCallStatus(services, callerOf(request), request.params.id),
    }),
  );

  app.post(
    '/:id/chamada-automatica/configurar',
    {
      schema: {
        tags,
        summary: 'Liga, desliga e ajusta a chamada automática',
        params: idParams,
        body: autoCallConfigSchema,
        security: bearer,
      },
      onRequest: establishment,
    },
    async (request) => ({
      success: true,
      message: request.body.ativar ? 'Chamada automática ativada' : 'Chamada automática desativada',
      data: await configureAutoCall(services, callerOf(request), request.params.id, request.body),
    }),
  );

  app.post(
    '/:id/chamada-automatica/executar',
    {
      schema: {
        tags,
        summary: 'Executa agora a chamada automática devida',
        params: idParams,
        security: bearer,
      },
      onRequest: establishment,
    },
    async (request) => {
      const called = await executeAutoCall(services, callerOf(request), request.params.id);
      return { success: true, message: `Cliente ${called.nome} foi chamado!`, data: { nome: called.nome } };
    },
  );
}
