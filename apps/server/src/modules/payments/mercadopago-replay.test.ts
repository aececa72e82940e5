import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  FAKE_MP_SECRET,
  FAKE_MP_TOKEN,
  type FakeMercadoPago,
  signedNotification,
  startFakeMercadoPago,
} from '../../test-support/fake-mercadopago-server';
import { advancePreference, paidLineup, paymentOf, queueWithLine } from '../../test-support/payment-fixtures';
import {
  deliveredTo,
  planPayments,
  planStatus,
  postSubscribe,
  subscribeBody,
} from '../../test-support/plan-fixtures';
import { newEstablishment } from '../../test-support/queue-fixtures';
import { describeEachDialect } from '../../test-support/test-app';

/**
 * Mercado Pago redelivers notifications and does not keep their order: the same one three times, an
 * older state after a newer one, a refund before we ever heard of the approval. Whatever arrives, a
 * payment is applied at most once (mercadopago-payments.test.ts covers concurrent replays of one state).
 */
let mercadoPago: FakeMercadoPago;
beforeAll(async () => {
  mercadoPago = await startFakeMercadoPago();
});
afterAll(async () => {
  await mercadoPago.close();
});

async function notifyThrice(app: FastifyInstance, chargeId: number) {
  for (let i = 0; i < 3; i++) {
    const response = await app.inject(signedNotification(chargeId));
    expect(response.statusCode, response.body).toBe(200);
  }
}

describeEachDialect(
  'Mercado Pago notifications replayed and out of order',
  (ctx) => {
    it('applies an advance once through pending, approved, a stale pending and more approvals', async () => {
      const { app } = ctx();
      const { owner, queue, clients } = await queueWithLine(app, 4);
      const fourth = clients[3]!;
      const { paymentId } = await advancePreference(app, fourth, queue.id, 2);
      const chargeId = mercadoPago.pay(paymentId, { status: 'in_process' });
      await notifyThrice(app, chargeId);
      expect((await paymentOf(app, fourth, paymentId)).status).toBe('pendente');
      expect((await paidLineup(app, owner, queue.id))[3]).toEqual([fourth.name, 4, 'a', false]);

      mercadoPago.setStatus(chargeId, 'approved', 'accredited');
      await notifyThrice(app, chargeId);
      // The older 'in_process' read again after the approval (a late delivery): nothing goes back.
      mercadoPago.setStatus(chargeId, 'in_process', 'pending_contingency');
      await notifyThrice(app, chargeId);
      mercadoPago.setStatus(chargeId, 'approved', 'accredited');
      await notifyThrice(app, chargeId);

      expect(await paymentOf(app, fourth, paymentId)).toMatchObject({
        status: 'aprovado',
        posicoesAplicadas: 2,
        estornoCentavos: 0,
      });
      // Moved two places once (4 → 2), not four.
      const lineup = await paidLineup(app, owner, queue.id);
      expect(lineup.filter(([name]) => name === fourth.name)).toEqual([[fourth.name, 2, 'b', true]]);
      expect(lineup).toHaveLength(4);
      expect(mercadoPago.refunds.filter((r) => r.paymentId === chargeId)).toEqual([]);
    });

    it('never applies an advance whose refund arrives before any approval notice', async () => {
      const { app } = ctx();
      const { owner, queue, clients } = await queueWithLine(app, 3);
      const third = clients[2]!;
      const { paymentId } = await advancePreference(app, third, queue.id, 1);
      const chargeId = mercadoPago.pay(paymentId);
      mercadoPago.setStatus(chargeId, 'refunded', 'refunded');
      await notifyThrice(app, chargeId);
      expect((await paymentOf(app, third, paymentId)).posicoesAplicadas).toBeNull();
      expect((await paidLineup(app, owner, queue.id))[2]).toEqual([third.name, 3, 'a', false]);
      // Mercado Pago gave the money back itself: no refund of ours on top.
      expect(mercadoPago.refunds.filter((r) => r.paymentId === chargeId)).toEqual([]);
    });

    it('gives one plan period and one receipt through replays and a stale pending', async () => {
      const { app, outbox } = ctx();
      const owner = await newEstablishment(app);
      const { cartao: _card, ...body } = subscribeBody('essencial');
      const { paymentId } = (await postSubscribe(app, owner, body)).json().data;
      const chargeId = mercadoPago.pay(paymentId, { status: 'in_process' });
      await notifyThrice(app, chargeId);
      mercadoPago.setStatus(chargeId, 'approved', 'accredited');
      await notifyThrice(app, chargeId);
      mercadoPago.setStatus(chargeId, 'in_process', 'pending_contingency');
      await notifyThrice(app, chargeId);
      mercadoPago.setStatus(chargeId, 'approved', 'accredited');
      await notifyThrice(app, chargeId);

      expect((await planStatus(app, owner)).subscription).toMatchObject({ plano_id: 1, dias_restantes: 30 });
      const periods = await app.services.database.db.selectFrom('subscriptions').selectAll().execute();
      expect(periods).toHaveLength(1);
      expect((await planPayments(app, owner)).map((p) => p.status)).toEqual(['aprovado']);
      expect(await deliveredTo(app, outbox, 'financeiro@barbearia.com')).toHaveLength(1);
    });

    it('gives no plan and sends no receipt when the refund comes before the approval notice', async () => {
      const { app, outbox } = ctx();
      const owner = await newEstablishment(app);
      const { cartao: _card, ...body } = subscribeBody('essencial');
      const { paymentId } = (await postSubscribe(app, owner, body)).json().data;
      const chargeId = mercadoPago.pay(paymentId);
      mercadoPago.setStatus(chargeId, 'refunded', 'refunded');
      await notifyThrice(app, chargeId);
      expect((await planStatus(app, owner)).hasActivePlan).toBe(false);
      expect(await app.services.database.db.selectFrom('subscriptions').selectAll().execute()).toHaveLength(
        0,
      );
      expect(await deliveredTo(app, outbox, 'financeiro@barbearia.com')).toHaveLength(0);
      expect(mercadoPago.refunds.filter((r) => r.paymentId === chargeId)).toEqual([]);
    });
  },
  {
    env: () => ({
      PAYMENT_PROVIDER: 'mercadopago',
      MERCADOPAGO_ACCESS_TOKEN: FAKE_MP_TOKEN,
      MERCADOPAGO_WEBHOOK_SECRET: FAKE_MP_SECRET,
      MERCADOPAGO_API_URL: mercadoPago.url,
      PUBLIC_URL: 'https://vez.test',
    }),
  },
);
