import { errorResponses, healthSchema, readinessSchema } from '@vez/domain';
import type { FastifyInstance } from 'fastify';
import type { AppServices } from '../../app-services';
import { isDatabaseReachable } from './check-database';
import type { Readiness } from './check-readiness';

export async function healthRoutes(
  app: FastifyInstance,
  services: AppServices,
  checkReadiness: () => Promise<Readiness>,
) {
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

  app.get(
    '/health/ready',
    {
      schema: {
        tags: ['Sistema'],
        summary: 'Prontidão: se o balanceador deve mandar tráfego a esta instância',
        description:
          '503 enquanto o banco (ou o Redis, quando configurado) não responde ou as migrações desta versão não rodaram.',
        response: { 200: readinessSchema, 503: readinessSchema },
      },
    },
    async (_request, reply) => {
      const { ready, checks } = await checkReadiness();
      if (ready) return { success: true, status: 'pronta', checks };
      return reply.status(503).send({
        success: false,
        message: 'Instância indisponível: veja as verificações',
        status: 'indisponivel',
        checks,
      });
    },
  );
}
