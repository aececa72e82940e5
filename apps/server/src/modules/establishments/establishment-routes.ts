import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppServices } from '../../app-services';
import { sessionIfPresent } from '../../http/auth-guard';
import { idParams } from '../../http/id-params';
import { getEstablishment } from './get-establishment';

export async function establishmentRoutes(parent: FastifyInstance, services: AppServices) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/:id',
    {
      schema: {
        tags: ['Estabelecimentos'],
        summary: 'Estabelecimento: perfil completo para o dono, parte pública para os demais',
        params: idParams,
      },
      preHandler: sessionIfPresent(services),
    },
    async (request) => ({
      success: true,
      data: await getEstablishment(services, request.caller, request.params.id),
    }),
  );
}
