import {
  clientProfileViewSchema,
  dataEnvelope,
  errorResponses,
  myQueueSchema,
  PRIVATE_ERRORS,
} from '@vez/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppServices } from '../../app-services';
import { callerOf, requireSession } from '../../http/auth-guard';
import { idParams } from '../../http/id-params';
import { listMyQueues } from '../queues/joining/list-my-queues';
import { getUserProfile } from './get-user-profile';

const errors = errorResponses(...PRIVATE_ERRORS);

export async function userRoutes(parent: FastifyInstance, services: AppServices) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/active-queues',
    {
      schema: {
        tags: ['Clientes'],
        summary: 'Filas em que o cliente está (Minhas Filas)',
        security: [{ bearerAuth: [] }],
        response: { 200: dataEnvelope(z.array(myQueueSchema)), ...errors },
      },
      onRequest: requireSession(services, 'cliente'),
    },
    async (request) => ({ success: true, data: await listMyQueues(services, callerOf(request)) }),
  );
  app.get(
    '/:id',
    {
      schema: {
        tags: ['Clientes'],
        summary: 'Dados do próprio cliente',
        params: idParams,
        security: [{ bearerAuth: [] }],
        response: { 200: dataEnvelope(clientProfileViewSchema), ...errors },
      },
      onRequest: requireSession(services, 'cliente'),
    },
    async (request) => ({
      success: true,
      data: await getUserProfile(services, callerOf(request), request.params.id),
    }),
  );
}
