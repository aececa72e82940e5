import {
  createdKioskSchema,
  dataEnvelope,
  errorResponses,
  kioskJoinResultSchema,
  kioskJoinSchema,
  kioskSummarySchema,
  kioskViewSchema,
  pressHeadersSchema,
} from '@vez/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppServices } from '../../app-services';
import { pressOf } from '../../http/press-key';
import { deviceLinkOwnerRoutes } from '../links/device-link-routes';
import { linkBaseToSend, recentLanAddress } from '../links/resolve-link-base';
import { hashKioskToken, kioskLinks } from './manage-kiosks';
import { getKiosk, joinAtKiosk } from './use-kiosk';

const tags = ['Quiosque'];
const tokenParams = z.object({ token: z.string().max(100) });

/**
 * A kiosk serves a whole shop's door from one address: its joins count against its own token, with room
 * for a busy hour, instead of the per-address and per-device limits of the QR link.
 */
export const KIOSK_JOINS_PER_WINDOW = 120;

/** Owner side, under /api/establishments: create, list and revoke kiosk links. */
export async function kioskOwnerRoutes(parent: FastifyInstance, services: AppServices) {
  // A revoked kiosk needs no telling: the tablet's next call answers that it was switched off.
  deviceLinkOwnerRoutes(parent, services, kioskLinks, {
    path: 'kiosks',
    linkParam: 'kioskId',
    tags,
    create: {
      summary: 'Cria um link de quiosque (de uma fila, ou de todas sem filaId); o link só aparece aqui',
      message: 'Quiosque criado',
      schema: createdKioskSchema,
    },
    list: {
      summary: 'Links de quiosque ativos do estabelecimento (sem o token)',
      schema: kioskSummarySchema,
    },
    revoke: { summary: 'Desativa um link de quiosque', message: 'Quiosque desativado' },
  });
}

/** The tablet's side, under /api/quiosques: no login, the link's token is the key. */
export async function kioskPublicRoutes(parent: FastifyInstance, services: AppServices) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const errors = errorResponses(400, 404, 409, 410, 429);
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
        headers: pressHeadersSchema,
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
        { ...request.body, attempt: pressOf(request)?.key },
        linkBaseToSend(services.config, request, recentLanAddress),
      );
      return reply.status(201).send({ success: true, message: 'Você entrou na fila!', data });
    },
  );
}
