import {
  CONTROL_CHARACTERS_MESSAGE,
  dataEnvelope,
  ESTABLISHMENT_CATEGORIES,
  errorResponses,
  establishmentListSchema,
  establishmentPageLinkSchema,
  establishmentViewSchema,
  hasControlCharacters,
  PRIVATE_ERRORS,
  queueViewSchema,
} from '@vez/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppServices } from '../../app-services';
import { callerOf, requireSession, sessionIfPresent } from '../../http/auth-guard';
import { idParams } from '../../http/id-params';
import { linkBaseToShow } from '../links/resolve-link-base';
import { listPublicQueues } from '../queues/viewing/list-queues';
import { getEstablishment } from './get-establishment';
import { getPageLink } from './get-page-link';
import { listEstablishments, PAGE_SIZE } from './list-establishments';

const tags = ['Estabelecimentos'];
const errors = errorResponses(400, 404, 429);

const listQuery = z.object({
  search: z
    .string()
    .trim()
    .max(100, { error: 'Busca muito longa' })
    // PostgreSQL cannot hold a NUL in text: refused here with a 400 instead of failing in the query.
    .refine((value) => !hasControlCharacters(value), { error: CONTROL_CHARACTERS_MESSAGE })
    .optional()
    .default(''),
  categoria: z
    .union([z.literal(''), z.enum(ESTABLISHMENT_CATEGORIES)], {
      error: 'Categoria inválida: use Restaurante, Barbearia, Saúde ou Academia',
    })
    .optional()
    .transform((v) => v || null),
  status: z
    .union([z.literal(''), z.enum(['ativo', 'inativo'])], { error: 'Status inválido: use ativo ou inativo' })
    .optional()
    .transform((v) => v || null),
  page: z.coerce
    .number({ error: 'Página inválida' })
    .int({ error: 'Página inválida' })
    .min(1, { error: 'Página inválida' })
    .default(1),
  limit: z.coerce
    .number({ error: 'Limite inválido' })
    .int({ error: 'Limite inválido' })
    .min(1, { error: 'Limite inválido' })
    .max(50, { error: 'Limite máximo: 50' })
    .default(PAGE_SIZE),
});

export async function establishmentRoutes(parent: FastifyInstance, services: AppServices) {
  const app = parent.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/',
    {
      schema: {
        tags,
        summary:
          'Lista pública: busca por nome (razão social ou nome fantasia, sem diferenciar acentos e maiúsculas), filtros de categoria e status, páginas de 8',
        querystring: listQuery,
        response: { 200: establishmentListSchema, ...errors },
      },
    },
    async (request) => ({ success: true, ...(await listEstablishments(services, request.query)) }),
  );

  app.get(
    '/:id',
    {
      schema: {
        tags,
        summary: 'Estabelecimento: perfil completo para o dono, parte pública para os demais',
        params: idParams,
        response: { 200: dataEnvelope(establishmentViewSchema), ...errors },
      },
      onRequest: sessionIfPresent(services),
    },
    async (request) => ({
      success: true,
      data: await getEstablishment(services, request.caller, request.params.id),
    }),
  );

  app.get(
    '/:id/queues',
    {
      schema: {
        tags,
        summary: 'Filas abertas ou programadas do estabelecimento',
        params: idParams,
        response: { 200: dataEnvelope(z.array(queueViewSchema)), ...errors },
      },
    },
    async (request) => ({ success: true, data: await listPublicQueues(services, request.params.id) }),
  );

  app.get(
    '/:id/page-link',
    {
      schema: {
        tags,
        summary:
          'Link da página pública do estabelecimento (/estabelecimentos/id), no mesmo endereço do cartaz com QR; só o próprio estabelecimento',
        params: idParams,
        security: [{ bearerAuth: [] }],
        response: { 200: dataEnvelope(establishmentPageLinkSchema), ...errorResponses(...PRIVATE_ERRORS) },
      },
      onRequest: requireSession(services, 'estabelecimento'),
    },
    async (request) => ({
      success: true,
      data: getPageLink(callerOf(request), request.params.id, linkBaseToShow(services.config, request)),
    }),
  );
}
