import {
  dataEnvelope,
  errorResponses,
  guestJoinResultSchema,
  guestJoinSchema,
  guestTicketSchema,
  messageEnvelopeSchema,
  PRIVATE_ERRORS,
  pressHeadersSchema,
  pushEndpointSchema,
  pushSubscriptionSchema,
  ticketNoticeSchema,
  walkInResultSchema,
  walkInSchema,
} from '@vez/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppServices } from '../../app-services';
import { callerOf, requireSession } from '../../http/auth-guard';
import { idParams } from '../../http/id-params';
import { pressOf } from '../../http/press-key';
import { extraRateLimit } from '../../http/rate-limits';
import { linkBaseToSend, recentLanAddress } from '../links/resolve-link-base';
import { addWalkIn } from './add-walk-in';
import { claimGuestTicket } from './claim-guest-ticket';
import { getGuestTicket } from './get-guest-ticket';
import { GUEST_TOKEN_HEADER } from './guest-link';
import { joinAsGuest } from './join-as-guest';
import { leaveAsGuest } from './leave-as-guest';
import { setGuestNoticeAhead } from './set-guest-notice-ahead';
import { subscribeGuestToPush } from './subscribe-guest-to-push';
import { unsubscribeGuestFromPush } from './unsubscribe-guest-from-push';

const tags = ['Convidados'];
const errors = errorResponses(...PRIVATE_ERRORS, 409, 410);
const ticketHeaders = z.object({
  [GUEST_TOKEN_HEADER]: z.string().optional().describe('o segredo do link da senha (o que vem depois de #)'),
});
const DEVICE_SHAPE = /^[A-Za-z0-9_-]{16,64}$/;

/**
 * Joins without an account are cheap to abuse: a shop's Wi-Fi may carry many honest guests, so the
 * address gets room for a busy hour (three times RATE_LIMIT_MAX, 30 by default, per 10 minutes), and each
 * device (the id the page keeps, else the address) a few.
 */
export const GUEST_JOINS_PER_DEVICE = 3;
/** People one queue's counter may add per 10 minutes. */
export const WALK_INS_PER_QUEUE = 60;
const guestJoinsPerAddress = (services: AppServices) => services.config.rateLimitMax * 3;
const WINDOW = '10 minutes';

function deviceOf(request: FastifyRequest): string {
  const device = request.headers['x-vez-aparelho'];
  return typeof device === 'string' && DEVICE_SHAPE.test(device)
    ? `convidado-aparelho:${device}`
    : `convidado-ip:${request.ip}`;
}

function tokenOf(request: FastifyRequest): string | undefined {
  const token = request.headers[GUEST_TOKEN_HEADER];
  return typeof token === 'string' ? token : undefined;
}

/** 'Entrar sem cadastro' (under '/queues') and the guest's own ticket page calls (under '/senha'). */
export async function guestJoinRoutes(parent: FastifyInstance, services: AppServices) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const perDevice = extraRateLimit(parent, {
    max: GUEST_JOINS_PER_DEVICE,
    timeWindow: WINDOW,
    keyGenerator: deviceOf,
  });
  app.post(
    '/:id/convidados',
    {
      schema: {
        tags,
        summary:
          'Entra na fila sem cadastro: nome, celular (se a fila pedir), e-mail opcional e quantas pessoas',
        params: idParams,
        headers: pressHeadersSchema,
        body: guestJoinSchema,
        response: { 201: dataEnvelope(guestJoinResultSchema), ...errors },
      },
      // Counted once the body is valid: typos and junk do not use up a shared address's room.
      config: { rateLimit: { max: guestJoinsPerAddress(services), timeWindow: WINDOW, hook: 'preHandler' } },
      preHandler: perDevice,
    },
    async (request, reply) => {
      const data = await joinAsGuest(
        services,
        request.params.id,
        { ...request.body, attempt: pressOf(request)?.key },
        linkBaseToSend(services.config, request, recentLanAddress),
      );
      return reply.status(201).send({ success: true, message: 'Você entrou na fila!', data });
    },
  );
}

/** 'Adicionar pessoa' at the counter (under '/queues'): the owner adds someone without an account. */
export async function walkInRoutes(parent: FastifyInstance, services: AppServices) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  app.post(
    '/:id/balcao',
    {
      schema: {
        tags,
        summary:
          'Adiciona à fila uma pessoa sem cadastro, no balcão (nome, celular opcional, quantas pessoas)',
        params: idParams,
        headers: pressHeadersSchema,
        body: walkInSchema,
        security: [{ bearerAuth: [] }],
        response: { 201: dataEnvelope(walkInResultSchema), ...errors },
      },
      onRequest: requireSession(services, 'estabelecimento'),
      // Each walk-in may send a WhatsApp message to the number typed: a busy counter, not a mailing list.
      config: {
        rateLimit: {
          max: WALK_INS_PER_QUEUE,
          timeWindow: WINDOW,
          keyGenerator: (request: FastifyRequest) => `balcao:${(request.params as { id?: string }).id ?? ''}`,
        },
      },
    },
    async (request, reply) => {
      const data = await addWalkIn(
        services,
        callerOf(request),
        request.params.id,
        { ...request.body, attempt: pressOf(request)?.key },
        linkBaseToSend(services.config, request),
      );
      return reply.status(201).send({ success: true, message: `${request.body.nome} entrou na fila`, data });
    },
  );
}

export async function guestTicketRoutes(parent: FastifyInstance, services: AppServices) {
  const app = parent.withTypeProvider<ZodTypeProvider>();

  app.get(
    '',
    {
      schema: {
        tags,
        summary: 'A senha de quem entrou sem cadastro: posição, espera e situação',
        headers: ticketHeaders,
        response: { 200: dataEnvelope(guestTicketSchema), ...errors },
      },
    },
    async (request, reply) => {
      // The answer names a person: never kept by a shared cache.
      reply.header('Cache-Control', 'no-store');
      return { success: true, data: await getGuestTicket(services, tokenOf(request)) };
    },
  );

  app.delete(
    '',
    {
      schema: {
        tags,
        summary: 'Sai da fila pela página da senha',
        headers: ticketHeaders,
        response: { 200: messageEnvelopeSchema, ...errors },
      },
    },
    async (request) => {
      await leaveAsGuest(services, tokenOf(request));
      return { success: true, message: 'Você saiu da fila' };
    },
  );

  app.put(
    '/aviso',
    {
      schema: {
        tags,
        summary: "Muda o 'Avise-me quando faltarem N pessoas' da senha (1 a 10)",
        headers: ticketHeaders,
        body: ticketNoticeSchema,
        response: { 200: dataEnvelope(ticketNoticeSchema), ...errors },
      },
    },
    async (request) => ({
      success: true,
      data: await setGuestNoticeAhead(services, tokenOf(request), request.body),
    }),
  );

  app.post(
    '/conta',
    {
      schema: {
        tags,
        summary:
          "'Criar conta e manter meu lugar': a senha passa para a conta do cliente logado, no mesmo lugar",
        headers: ticketHeaders,
        security: [{ bearerAuth: [] }],
        response: { 200: dataEnvelope(z.object({ filaId: z.number(), ticketId: z.number() })), ...errors },
      },
      onRequest: requireSession(services, 'cliente'),
    },
    async (request) => ({
      success: true,
      message: 'Sua senha agora está na sua conta, no mesmo lugar',
      data: await claimGuestTicket(services, callerOf(request), tokenOf(request)),
    }),
  );

  app.post(
    '/push',
    {
      schema: {
        tags,
        summary: 'Ativa as notificações da senha neste aparelho (Web Push)',
        headers: ticketHeaders,
        body: pushSubscriptionSchema,
        response: { 200: messageEnvelopeSchema, ...errors },
      },
    },
    async (request) => {
      await subscribeGuestToPush(services, tokenOf(request), request.body);
      return { success: true, message: 'Notificações ativadas neste aparelho' };
    },
  );

  app.delete(
    '/push',
    {
      schema: {
        tags,
        summary:
          'Desativa as notificações da senha neste aparelho (as de outras senhas e da conta continuam)',
        headers: ticketHeaders,
        body: pushEndpointSchema,
        response: { 200: messageEnvelopeSchema, ...errors },
      },
    },
    async (request) => {
      await unsubscribeGuestFromPush(services, tokenOf(request), request.body.endpoint);
      return { success: true, message: 'Notificações desativadas neste aparelho' };
    },
  );
}
