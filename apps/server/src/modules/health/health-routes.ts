import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { AppServices } from '../../app-services';

export async function healthRoutes(app: FastifyInstance, services: AppServices) {
  app.get(
    '/health',
    { schema: { tags: ['Sistema'], summary: 'Saúde do serviço e do banco' } },
    async (_request, reply) => {
      try {
        await sql`select 1`.execute(services.database.db);
        return { success: true, status: 'ok', database: services.database.dialect };
      } catch {
        return reply
          .status(503)
          .send({ success: false, message: 'Banco de dados indisponível', status: 'degraded' });
      }
    },
  );
}
