import {
  dataEnvelope,
  errorResponses,
  messageEnvelopeSchema,
  PRIVATE_ERRORS,
  pushEndpointSchema,
  pushSubscriptionSchema,
  ticketNoticeSchema,
  unsubscribeSchema,
} from '@vez/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppServices } from '../../app-services';
import { callerOf, requireSession } from '../../http/auth-guard';
import { idParams } from '../../http/id-params';
import { abuseRateLimit } from '../../http/rate-limits';
import { subscribeToPush, unsubscribeFromPush } from './subscribe-to-push';
import { getTicketNotice, setTicketNotice } from './ticket-notice';
import { unsubscribeFromEmails } from './unsubscribe-from-emails';

const tags = ['Avisos'];
const bearer = [{ bearerAuth: [] }];
const errors = errorResponses(...PRIVATE_ERRORS);
const noticeData = dataEnvelope(z.object({ pessoas: z.number().int() }));

/** Web Push subscriptions, each ticket's near-turn threshold, and the e-mails' unsubscribe link. */
export async function notificationRoutes(parent: FastifyInstance, services: AppServices) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const signedIn = requireSession(services);
  const client = requireSession(services, 'cliente');

  app.get(
    '/notifications/push-key',
    {
      schema: {
        tags,
        summary: 'Chave pública VAPID para o navegador assinar as notificações',
        response: { 200: dataEnvelope(z.object({ publicKey: z.string() })) },
      },
    },
    async () => ({ success: true, data: { publicKey: services.config.push.publicKey } }),
  );

  app.get(
    '/notifications/channels',
    {
      schema: {
        tags,
        summary: 'Canais de aviso disponíveis neste servidor',
        response: {
          200: dataEnvelope(z.object({ email: z.boolean(), push: z.boolean(), whatsapp: z.boolean() })),
        },
      },
    },
    async () => ({
      success: true,
      data: { email: true, push: true, whatsapp: services.config.whatsapp !== null },
    }),
  );

  app.post(
    '/notifications/push-subscriptions',
    {
      schema: {
        tags,
        summary: 'Ativa as notificações neste navegador (a inscrição do PushManager)',
        security: bearer,
        body: pushSubscriptionSchema,
        response: { 201: messageEnvelopeSchema, ...errors },
      },
      onRequest: signedIn,
      config: abuseRateLimit(services.config, 'typing'),
    },
    async (request, reply) => {
      await subscribeToPush(services, callerOf(request), request.body);
      return reply.status(201).send({ success: true, message: 'Notificações ativadas neste aparelho.' });
    },
  );

  app.delete(
    '/notifications/push-subscriptions',
    {
      schema: {
        tags,
        summary: 'Desativa as notificações neste navegador',
        security: bearer,
        body: pushEndpointSchema,
        response: { 200: messageEnvelopeSchema, ...errors },
      },
      onRequest: signedIn,
    },
    async (request) => {
      await unsubscribeFromPush(services, callerOf(request), request.body.endpoint);
      return { success: true, message: 'Notificações desativadas neste aparelho.' };
    },
  );

  app.get(
    '/queues/:id/notice',
    {
      schema: {
        tags,
        summary: "'Avise-me quando faltarem N pessoas' do seu lugar na fila",
        security: bearer,
        params: idParams,
        response: { 200: noticeData, ...errors },
      },
      onRequest: client,
    },
    async (request) => ({
      success: true,
      data: await getTicketNotice(services, callerOf(request), request.params.id),
    }),
  );

  app.put(
    '/queues/:id/notice',
    {
      schema: {
        tags,
        summary: "Muda o 'Avise-me quando faltarem N pessoas' do seu lugar na fila (1 a 10)",
        security: bearer,
        params: idParams,
        body: ticketNoticeSchema,
        response: { 200: noticeData, ...errors },
      },
      onRequest: client,
    },
    async (request) => {
      const data = await setTicketNotice(
        services,
        callerOf(request),
        request.params.id,
        request.body.pessoas,
      );
      const people = data.pessoas === 1 ? '1 pessoa' : `${data.pessoas} pessoas`;
      return { success: true, message: `Você será avisado quando faltarem ${people}.`, data };
    },
  );

  app.post(
    '/notifications/unsubscribe',
    {
      schema: {
        tags,
        summary: 'Descadastra os e-mails de aviso (link dos e-mails, sem login)',
        body: unsubscribeSchema,
        response: { 200: messageEnvelopeSchema, ...errorResponses(400, 429) },
      },
      config: abuseRateLimit(services.config),
    },
    async (request) => {
      await unsubscribeFromEmails(services, request.body.token);
      return { success: true, message: 'Pronto: você não receberá mais avisos da fila por e-mail.' };
    },
  );
}
