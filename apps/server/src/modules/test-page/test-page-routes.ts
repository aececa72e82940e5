import {
  addTestUsersResultSchema,
  dataEnvelope,
  demoQueueSchema,
  errorResponses,
  testUserSchema,
} from '@vez/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppServices } from '../../app-services';
import { idField } from '../../http/id-params';
import { addTestUsersToQueue, listDemoQueues, listTestUsers } from './add-test-users-to-queue';

/**
 * The test page's calls (the page itself is the web app's /teste, features/test-page). Registered
 * only in demo mode (decision 018): production never has them.
 */
export async function testPageRoutes(parent: FastifyInstance, services: AppServices) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const tags = ['Demonstração'];

  app.get(
    '/usuarios',
    {
      schema: {
        tags,
        summary: 'Usuários de teste (só em modo demonstração)',
        response: { 200: dataEnvelope(z.array(testUserSchema)), ...errorResponses(429) },
      },
    },
    async () => ({
      success: true,
      data: await listTestUsers(services),
    }),
  );

  app.get(
    '/teste/filas',
    {
      schema: {
        tags,
        summary: 'Filas de demonstração que a página de teste pode usar',
        response: { 200: dataEnvelope(z.array(demoQueueSchema)), ...errorResponses(429) },
      },
    },
    async () => ({ success: true, data: await listDemoQueues(services) }),
  );

  app.post(
    '/teste/adicionar-usuarios-fila',
    {
      schema: {
        tags,
        summary: 'Coloca todos os usuários de teste numa fila (só em modo demonstração)',
        body: z.object({
          queueId: z.union([idField, z.number().int().positive()], { error: 'Fila inválida' }),
        }),
        response: { 200: addTestUsersResultSchema, ...errorResponses(400, 403, 404, 409, 429) },
      },
    },
    async (request) => {
      const resultados = await addTestUsersToQueue(services, Number(request.body.queueId));
      const added = resultados.filter((r) => r.sucesso).length;
      return {
        success: true,
        message: `${added} de ${resultados.length} usuários adicionados à fila`,
        resultados,
      };
    },
  );
}
