import {
  autoCallConfigSchema,
  autoCallStatusSchema,
  calledClientSchema,
  calledMessage,
  callToPointSchema,
  closeQueueResultSchema,
  createQueueSchema,
  dataEnvelope,
  errorResponses,
  messageEnvelopeSchema,
  openQueueLimitSchema,
  PRIVATE_ERRORS,
  pressHeadersSchema,
  queueStatusSchema,
  queueViewSchema,
  waitTimeSchema,
} from '@vez/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppServices } from '../../app-services';
import { callerOf, requireSession } from '../../http/auth-guard';
import { idField, idParams } from '../../http/id-params';
import { pressOf } from '../../http/press-key';
import { configureAutoCall, executeAutoCall, getAutoCallStatus } from './calling/auto-call';
import { callNext } from './calling/call-next';
import { changeQueueStatus } from './editing/change-queue-status';
import { closeQueue } from './editing/close-queue';
import { createQueue } from './editing/create-queue';
import { updateQueue } from './editing/update-queue';
import { removeFromQueue } from './joining/remove-from-queue';
import { loadOwnedQueue } from './queue-access';
import { listOwnQueues } from './viewing/list-queues';
import { getWaitTime } from './waits/get-wait-time';

const tags = ['Filas'];
const bearer = [{ bearerAuth: [] }];
const errors = errorResponses(...PRIVATE_ERRORS, 409);
const answers = <T extends z.ZodType>(data: T) => ({ 200: dataEnvelope(data), ...errors });
const created = <T extends z.ZodType>(data: T) => ({ 201: dataEnvelope(data), ...errors });

/** What the owning establishment does with its queues (every call checks the ownership). */
export async function queueManagementRoutes(parent: FastifyInstance, services: AppServices) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const establishment = requireSession(services, 'estabelecimento');

  app.get(
    '/establishment/:id',
    {
      schema: {
        tags,
        summary: 'Filas do próprio estabelecimento',
        params: idParams,
        security: bearer,
        response: {
          200: dataEnvelope(z.array(queueViewSchema)).extend({ limiteFilasAbertas: openQueueLimitSchema }),
          ...errors,
        },
      },
      onRequest: establishment,
    },
    async (request) => {
      const own = await listOwnQueues(services, callerOf(request), request.params.id);
      return { success: true, data: own.queues, limiteFilasAbertas: own.limit };
    },
  );

  app.post(
    '/',
    {
      schema: {
        tags,
        summary: 'Cria uma fila (dentro do limite do plano)',
        body: createQueueSchema,
        security: bearer,
        response: created(queueViewSchema),
      },
      onRequest: establishment,
    },
    async (request, reply) => {
      const data = await createQueue(services, callerOf(request), request.body);
      return reply.status(201).send({ success: true, message: 'Fila criada com sucesso!', data });
    },
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
        response: answers(queueViewSchema.nullable()),
      },
      onRequest: establishment,
    },
    async (request) => ({
      success: true,
      message: 'Fila atualizada com sucesso!',
      data: await updateQueue(services, callerOf(request), request.params.id, request.body),
    }),
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
        response: answers(queueViewSchema.nullable()),
      },
      onRequest: establishment,
    },
    async (request) => {
      const { queue, message } = await changeQueueStatus(
        services,
        callerOf(request),
        request.params.id,
        request.body.status,
      );
      return { success: true, message, data: queue };
    },
  );

  app.delete(
    '/:id',
    {
      schema: {
        tags,
        summary: 'Encerra a fila',
        params: idParams,
        security: bearer,
        response: answers(closeQueueResultSchema),
      },
      onRequest: establishment,
    },
    async (request) => ({
      success: true,
      message: 'Fila encerrada com sucesso!',
      data: await closeQueue(services, callerOf(request), request.params.id),
    }),
  );

  app.delete(
    '/:id/tickets/:ticketId',
    {
      schema: {
        tags,
        summary: 'Remove uma pessoa da fila (quem está atrás sobe)',
        params: z.object({ id: idField, ticketId: idField }),
        security: bearer,
        response: { 200: messageEnvelopeSchema, ...errors },
      },
      onRequest: establishment,
    },
    async (request) => {
      await removeFromQueue(services, callerOf(request), request.params.id, request.params.ticketId);
      return { success: true, message: 'Pessoa removida da fila' };
    },
  );

  app.post(
    '/:id/chamar-proximo',
    {
      schema: {
        tags,
        summary:
          'Chama o próximo cliente (uma vez por Idempotency-Key), para o ponto de atendimento de quem chama quando pontoId vem',
        params: idParams,
        headers: pressHeadersSchema,
        body: callToPointSchema,
        security: bearer,
        response: answers(calledClientSchema),
      },
      onRequest: establishment,
    },
    async (request) => {
      await loadOwnedQueue(services, callerOf(request), request.params.id);
      const called = await callNext(services, request.params.id, {
        press: pressOf(request),
        pointId: request.body?.pontoId,
      });
      return {
        success: true,
        message: calledMessage(called.nome, called.ponto),
        data: {
          nome: called.nome,
          ticketId: called.ticketId,
          ...(called.ponto ? { ponto: called.ponto } : {}),
        },
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
        response: answers(waitTimeSchema),
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
      schema: {
        tags,
        summary: 'Estado da chamada automática',
        params: idParams,
        security: bearer,
        response: answers(autoCallStatusSchema),
      },
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
        response: answers(autoCallStatusSchema),
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
        summary: 'Executa agora a chamada automática devida (uma vez por Idempotency-Key)',
        params: idParams,
        headers: pressHeadersSchema,
        security: bearer,
        response: answers(calledClientSchema),
      },
      onRequest: establishment,
    },
    async (request) => {
      const called = await executeAutoCall(services, callerOf(request), request.params.id, pressOf(request));
      return {
        success: true,
        message: `Cliente ${called.nome} foi chamado!`,
        data: { nome: called.nome, ticketId: called.ticketId },
      };
    },
  );
}
