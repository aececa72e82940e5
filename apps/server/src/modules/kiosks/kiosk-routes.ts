import {
  createdKioskSchema,
  createKioskSchema,
  dataEnvelope,
  errorResponses,
  kioskJoinResultSchema,
  kioskJoinSchema,
  kioskSummarySchema,
  kioskViewSchema,
  messageEnvelopeSchema,
  PRIVATE_ERRORS,
} from '@vez/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppServices } from '../../app-services';
import { callerOf, requireSession } from '../../http/auth-guard';
import { idField, idParams } from '../../http/id-params';
import { linkBaseOf, recentLanAddress } from '../links/resolve-link-base';
import { createKiosk, hashKioskToken, listKiosks, revokeKiosk } from './manage-kiosks';
import { getKiosk, joinAtKiosk } from './use-kiosk';

const security = [{ bearerAuth: [] }];
const tags = ['Quiosque'];
const tokenParams = z.object({ token: z.string().max(100) });

/**
 * A kiosk serves a whole shop's door from one address: its joins count against its own token, with room
 * for a busy hour, instead of the per-address and per-device limits of the QR link.
 */
export const KIOSK_JOINS_PER_WINDOW = 120;

/** Owner side, under /api/establishments: create, list and revoke kiosk links. */
export async function kioskOwnerRoutes(parent: FastifyInstance, services: AppServices) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const onRequest = requireSession(services, 'estabelecimento');
  const errors = errorResponses(...PRIVATE_ERRORS);

  app.post(
    '/:id/kiosks',
    {
      schema: {
        tags,
        summary: 'Cria um link de quiosque (de uma fila, ou de todas sem filaId); o link só aparece aqui',
        params: idParams,
        body: createKioskSchema,
        security,
        response: { 201: dataEnvelope(createdKioskSchema), ...errors },
      },
      onRequest,
    },
    async (request, reply) => {
      const data = await createKiosk(
        services,
        callerOf(request),
        request.params.id,
        request.body.filaId ?? null,
        linkBaseOf(services.config, request),
      );
      reply.code(201);
      return { success: true, message: 'Quiosque criado', data };
    },
  );

  app.get(
    '/:id/kiosks',
    {
      schema: {
        tags,
        summary: 'Links de quiosque ativos do estabelecimento (sem o token)',
        params: idParams,
        security,
        response: { 200: dataEnvelope(z.array(kioskSummarySchema)), ...errors },
      },
      onRequest,
    },
    async (request) => ({
      success: true,
      data: await listKiosks(services, callerOf(request), request.params.id),
    }),
  );

  app.delete(
    '/:id/kiosks/:kioskId',
    {
      schema: {
        tags,
        summary: 'Desativa um link de quiosque',
        params: z.object({ id: idField, kioskId: idField }),
        security,
        response: { 200: messageEnvelopeSchema, ...errors },
      },
      onRequest,
    },
    async (request) => {
      await revokeKiosk(services, callerOf(request), request.params.id, request.params.kioskId);
      return { success: true, message: 'Quiosque desativado' };
    },
  );
}

/** The tablet's side, under /api/quiosques: no login, the link's token is the key. */
export async function kioskPublicRoutes(parent: FastifyInstance, services: AppServices) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const errors = errorResponses(400, 404, 409, 429);
  const kioskKey = (request: FastifyRequest) =>
    `quiosque:${hashKioskToken(String((request.params as { token?: string }).token ?? ''))}`;

  app.get(
    '/:token',
    {
      schema: {
        tags,
        summary: 'O que o tablet da entrada mostra: o estabelecimento e as filas que ele atende',
        params: tokenParams,
        response: { 200: dataEnvelope(kioskViewSchema), ...errors },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return { success: true, data: await getKiosk(services, request.params.token) };
    },
  );

  app.post(
    '/:token/entradas',
    {
      schema: {
        tags,
        summary: 'Entra na fila pelo quiosque: nome, celular (se a fila pedir) e quantas pessoas',
        params: tokenParams,
        body: kioskJoinSchema,
        response: { 201: dataEnvelope(kioskJoinResultSchema), ...errors },
      },
      config: {
        rateLimit: { max: KIOSK_JOINS_PER_WINDOW, timeWindow: '10 minutes', keyGenerator: kioskKey },
      },
    },
    async (request, reply) => {
      const data = await joinAtKiosk(
        services,
        request.params.token,
        request.body,
        linkBaseOf(services.config, request, recentLanAddress),
      );
      return reply.status(201).send({ success: true, message: 'Você entrou na fila!', data });
    },
  );
}
