import {
  dataEnvelope,
  errorResponses,
  PRIVATE_ERRORS,
  planPaymentSchema,
  planStatusSchema,
  SIMULATED_SUBSCRIPTION_SUCCESS,
  subscribeRequestSchema,
  subscribeResultSchema,
} from '@vez/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppServices } from '../../app-services';
import { callerOf, requireSession } from '../../http/auth-guard';
import { abuseRateLimit } from '../../http/rate-limits';
import { getPlanPayment, listPlanPayments, PLAN_PAYMENT_NOT_FOUND } from './get-plan-payments';
import { planStatusOf } from './plan-views';
import { subscribeToPlan } from './subscribe-to-plan';

const tags = ['Planos'];
const security = [{ bearerAuth: [] }];
const errors = errorResponses(...PRIVATE_ERRORS);
const paymentParams = z.object({
  id: z.string().regex(/^[A-Za-z0-9_-]{10,64}$/, { error: PLAN_PAYMENT_NOT_FOUND }),
});

/** Plans of the logged-in establishment: status, subscribe (the plan payment page), history. */
export async function planRoutes(parent: FastifyInstance, services: AppServices) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const establishment = requireSession(services, 'estabelecimento');

  app.get(
    '/status',
    {
      schema: {
        tags,
        summary: 'Plano em vigor, vencimento e o preço de cada plano agora',
        security,
        response: { 200: dataEnvelope(planStatusSchema), ...errors },
      },
      onRequest: establishment,
    },
    async (request) => ({ success: true, data: await planStatusOf(services, callerOf(request).userId) }),
  );

  app.get(
    '/payments',
    {
      schema: {
        tags,
        summary: 'Histórico de pagamentos de planos do estabelecimento',
        security,
        response: { 200: dataEnvelope(z.array(planPaymentSchema)), ...errors },
      },
      onRequest: establishment,
    },
    async (request) => ({ success: true, data: await listPlanPayments(services, callerOf(request)) }),
  );

  app.get(
    '/payments/:id',
    {
      schema: {
        tags,
        summary: 'Um pagamento de plano (a volta do checkout consulta)',
        params: paymentParams,
        security,
        response: { 200: dataEnvelope(planPaymentSchema), ...errors },
      },
      onRequest: establishment,
    },
    async (request) => ({
      success: true,
      data: await getPlanPayment(services, callerOf(request), request.params.id),
    }),
  );

  const withCard = services.paymentProvider.name === 'simulado';
  app.post(
    '/subscribe',
    {
      schema: {
        tags,
        summary: withCard
          ? 'Assina ou renova um plano pela página de pagamento simulado (cartão de teste)'
          : 'Começa o pagamento de um plano no Mercado Pago (devolve o initPoint)',
        description:
          'O servidor calcula o valor pelo catálogo; `chave` (gerada pela página) torna o pedido idempotente. ' +
          'Do cartão, só a bandeira e os 4 últimos dígitos são guardados. Cartão recusado: 402, nada é gravado.',
        // Judged on the server's clock, so a test clock decides card expiry the same way as the rest.
        body: subscribeRequestSchema({ withCard, today: () => new Date(services.clock.now()) }),
        security,
        // 200 when the same `chave` comes again (the first answer, replayed); 402 for a declined card.
        response: {
          200: dataEnvelope(subscribeResultSchema),
          201: dataEnvelope(subscribeResultSchema),
          ...errorResponses(...PRIVATE_ERRORS, 402, 409, 502, 503),
        },
      },
      onRequest: establishment,
      config: abuseRateLimit(services.config),
    },
    async (request, reply) => {
      const outcome = await subscribeToPlan(services, callerOf(request), request.body);
      const status = outcome.replayed ? 200 : 201;
      if (outcome.kind === 'checkout') {
        return reply.status(status).send({
          success: true,
          message: 'Continue o pagamento no Mercado Pago',
          data: { initPoint: outcome.initPoint, paymentId: outcome.paymentId },
        });
      }
      return reply.status(status).send({
        success: true,
        message: SIMULATED_SUBSCRIPTION_SUCCESS,
        data: { pagamento: outcome.payment, status: await planStatusOf(services, callerOf(request).userId) },
      });
    },
  );
}
