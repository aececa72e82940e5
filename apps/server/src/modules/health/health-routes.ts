import { errorResponses, healthSchema } from '@vez/domain';
import type { FastifyInstance } from 'fastify';
import type { AppServices } from '../../app-services';
import { isDatabaseReachable } from './check-database';

export async function healthRoutes(app: FastifyInstance, services: AppServices) {
  app.get(
    '/health',
    {
      schema: {
        tags: ['Sistema'],
        summary: 'Saúde do serviço e do banco',
        // 503 carries `status: 'degraded'` beside the message.
        response: { 200: healthSchema, ...errorResponses(503) },
      },
    },
    async (_request, reply) => {
      if (await isDatabaseReachable(services)) {
        return { success: true, status: 'ok', database: services.database.dialect };
      }
      return reply
        .status(503)
        .send({ success: false, message: 'Banco de dados indisponível', status: 'degraded' });
    },
  );
}
