import { cepAddressSchema, dataEnvelope, errorResponses, isValidCep, onlyDigits } from '@vez/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppServices } from '../../app-services';
import { AppError, badRequest } from '../app-error';
import { CepLookupUnavailable } from './cep-lookup';

export async function lookupRoutes(parent: FastifyInstance, services: AppServices) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/cep/:cep',
    {
      schema: {
        tags: ['Endereços'],
        summary: 'Endereço de um CEP (via ViaCEP)',
        params: z.object({ cep: z.string().max(20) }),
        // 404 carries `erro: true` as ViaCEP says it.
        response: { 200: dataEnvelope(cepAddressSchema), ...errorResponses(400, 404, 429, 503) },
      },
      config: { rateLimit: { max: services.config.rateLimitMax * 6, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const cep = onlyDigits(request.params.cep);
      if (!isValidCep(cep)) throw badRequest('CEP inválido', 'cep');
      try {
        const address = await services.cepLookup.find(cep);
        // `erro: true` as ViaCEP says it, for clients written against ViaCEP itself.
        if (!address)
          return reply.status(404).send({ success: false, message: 'CEP não encontrado', erro: true });
        return { success: true, data: address };
      } catch (error) {
        if (error instanceof CepLookupUnavailable) throw new AppError('unavailable', 'Erro ao buscar CEP');
        throw error;
      }
    },
  );
}
