import {
  broadcastInputSchema,
  dataEnvelope,
  errorResponses,
  messageEnvelopeSchema,
  PRIVATE_ERRORS,
  queueBroadcastSchema,
} from '@vez/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppServices } from '../../../app-services';
import { callerOf, requireSession } from '../../../http/auth-guard';
import { idParams } from '../../../http/id-params';
import { clearBroadcast, setBroadcast } from './queue-broadcast';

const tags = ['Filas'];
const security = [{ bearerAuth: [] }];
const errors = errorResponses(...PRIVATE_ERRORS);

/** 'Aviso para a fila' (decision 022): set or cleared by the queue's owner; registered under '/queues'. */
export async function broadcastRoutes(parent: FastifyInstance, services: AppServices) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const establishment = requireSession(services, 'estabelecimento');

  app.put(
    '/:id/broadcast',
    {
      schema: {
        tags,
        summary: 'Envia um aviso curto a todos que acompanham a fila',
        params: idParams,
        body: broadcastInputSchema,
        security,
        response: { 200: dataEnvelope(queueBroadcastSchema), ...errors },
      },
      onRequest: establishment,
    },
    async (request) => ({
      success: true,
      message: 'Aviso enviado para a fila',
      data: await setBroadcast(services, callerOf(request), request.params.id, request.body),
    }),
  );

  app.delete(
    '/:id/broadcast',
    {
      schema: {
        tags,
        summary: 'Remove o aviso da fila',
        params: idParams,
        security,
        response: { 200: messageEnvelopeSchema, ...errors },
      },
      onRequest: establishment,
    },
    async (request) => {
      await clearBroadcast(services, callerOf(request), request.params.id);
      return { success: true, message: 'Aviso removido' };
    },
  );
}
