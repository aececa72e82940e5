import {
  advancePaymentViewSchema,
  advancePreferenceSchema,
  advanceRequestSchema,
  dataEnvelope,
  errorResponses,
  formatCents,
  notificationReceiptSchema,
  PRIVATE_ERRORS,
  revenueSchema,
  simulatedCardSchema,
} from '@vez/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppServices } from '../../app-services';
import { callerOf, requireSession } from '../../http/auth-guard';
import { abuseRateLimit } from '../../http/rate-limits';
import { createAdvancePreference, positionsLabel } from './create-advance-preference';
import { cancelSimulatedCheckout, paySimulatedCheckout } from './pay-simulated-checkout';
import { getAdvancePayment } from './payment-view';
import { receiveMercadoPagoNotification } from './receive-mercadopago-notification';
import { revenueOfEstablishment } from './revenue-of-establishment';

const tags = ['Pagamentos'];
const bearer = [{ bearerAuth: [] }];
const errors = errorResponses(...PRIVATE_ERRORS, 409, 502, 503);
const paymentAnswer = { 200: dataEnvelope(advancePaymentViewSchema), ...errors };
const paymentParams = z.object({
  id: z.string().regex(/^[A-Za-z0-9_-]{10,64}$/, { error: 'Pagamento não encontrado' }),
});

/**
 * `POST /payments/advance-preference`, where the web app calls it; the same handler also answers under
 * /api/payments.
 */
export async function specPaymentRoutes(parent: FastifyInstance, services: AppServices) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  app.post(
    '/advance-preference',
    {
      schema: {
        tags,
        summary: 'Cria o pagamento de um avanço e devolve o endereço do checkout (initPoint)',
        body: advanceRequestSchema,
        security: bearer,
        response: { 201: dataEnvelope(advancePreferenceSchema), ...errors },
      },
      onRequest: requireSession(services, 'cliente'),
      config: abuseRateLimit(services.config, 'typing'),
    },
    async (request, reply) => {
      const result = await createAdvancePreference(services, callerOf(request), request.body);
      return reply.status(201).send({
        success: true,
        message: `Pagamento de ${positionsLabel(result.positions)} criado: ${formatCents(result.amountCents)}`,
        data: {
          initPoint: result.initPoint,
          paymentId: result.paymentId,
          valor: result.amountCents / 100,
          valorCentavos: result.amountCents,
        },
      });
    },
  );
}

export async function paymentRoutes(parent: FastifyInstance, services: AppServices) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const client = requireSession(services, 'cliente');
  await specPaymentRoutes(parent, services);

  app.get(
    '/:id',
    {
      schema: {
        tags,
        summary: 'Situação de um pagamento do cliente',
        params: paymentParams,
        security: bearer,
        response: paymentAnswer,
      },
      onRequest: client,
    },
    async (request) => ({
      success: true,
      data: await getAdvancePayment(services, callerOf(request), request.params.id),
    }),
  );

  app.get(
    '/receita',
    {
      schema: {
        tags,
        summary: 'Receita dos avanços pagos, por fila do estabelecimento',
        security: bearer,
        response: { 200: dataEnvelope(revenueSchema), ...errors },
      },
      onRequest: requireSession(services, 'estabelecimento'),
    },
    async (request) => ({ success: true, data: await revenueOfEstablishment(services, callerOf(request)) }),
  );

  if (services.paymentProvider.name === 'simulado') {
    app.post(
      '/:id/simulado/pagar',
      {
        schema: {
          tags,
          summary: 'Checkout simulado: paga com um cartão de teste',
          params: paymentParams,
          // Judged on the server's clock, so a test clock decides expiry the same way as the rest.
          body: simulatedCardSchema(() => new Date(services.clock.now())),
          security: bearer,
          response: { ...paymentAnswer, ...errorResponses(402) },
        },
        onRequest: client,
        config: abuseRateLimit(services.config),
      },
      async (request) => ({
        success: true,
        data: await paySimulatedCheckout(services, callerOf(request), request.params.id, request.body),
      }),
    );

    app.post(
      '/:id/simulado/cancelar',
      {
        schema: {
          tags,
          summary: 'Checkout simulado: desiste do pagamento',
          params: paymentParams,
          security: bearer,
          response: paymentAnswer,
        },
        onRequest: client,
      },
      async (request) => ({
        success: true,
        data: await cancelSimulatedCheckout(services, callerOf(request), request.params.id),
      }),
    );
  }

  if (services.paymentProvider.name === 'mercadopago') {
    app.post(
      '/webhooks/mercadopago',
      {
        schema: {
          tags,
          summary: 'Notificações do Mercado Pago (assinadas com x-signature)',
          querystring: z.object({ 'data.id': z.string().optional(), type: z.string().optional() }).loose(),
          response: { 200: notificationReceiptSchema, ...errorResponses(400, 401, 403, 404, 429, 502, 503) },
        },
      },
      async (request) => {
        const header = (name: string) => {
          const value = request.headers[name];
          return Array.isArray(value) ? value[0] : value;
        };
        const body = (request.body ?? {}) as { type?: unknown; data?: { id?: unknown } };
        const result = await receiveMercadoPagoNotification(services, {
          signature: header('x-signature'),
          requestId: header('x-request-id'),
          dataId: request.query['data.id'],
          type: request.query.type ?? (typeof body.type === 'string' ? body.type : undefined),
        });
        return { success: true, handled: result.handled };
      },
    );
  }
}
