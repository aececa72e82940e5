import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  FAKE_MP_SECRET,
  FAKE_MP_TOKEN,
  type FakeMercadoPago,
  signedNotification,
  startFakeMercadoPago,
} from '../../test-support/fake-mercadopago-server';
import { bearer } from '../../test-support/fixtures';
import {
  advancePreference,
  clampedAdvanceSetup,
  paidLineup,
  paymentOf,
  queueWithLine,
  requestAdvance,
  revenue,
} from '../../test-support/payment-fixtures';
import { leave } from '../../test-support/queue-fixtures';
import { describeEachDialect } from '../../test-support/test-app';
import { retryOwedRefunds } from './retry-owed-refunds';

let mercadoPago: FakeMercadoPago;
beforeAll(async () => {
  mercadoPago = await startFakeMercadoPago();
});
afterAll(async () => {
  await mercadoPago.close();
});

describeEachDialect(
  'paying an advance with Mercado Pago',
  (ctx) => {
    it('creates a Checkout Pro preference for exactly the server price and returns its init_point', async () => {
      const { app } = ctx();
      const { queue, clients } = await queueWithLine(app, 5, { nome: 'Corte' });
      const fifth = clients[4]!;
      const data = await advancePreference(app, fifth, queue.id, 2);
      const preference = mercadoPago.preferences.find((p) => p.external_reference === data.paymentId)!;
      expect(data.initPoint).toBe(preference.init_point);
      const returnUrl = `https://vez.test/cliente/filas/${queue.id}?pagamento=${data.paymentId}`;
      expect(preference).toMatchObject({
        items: [
          { quantity: 1, currency_id: 'BRL', unit_price: 11.5, title: expect.stringContaining('2 posições') },
        ],
        payer: { email: fifth.email },
        notification_url: 'https://vez.test/api/payments/webhooks/mercadopago',
        back_urls: { success: returnUrl, failure: returnUrl, pending: returnUrl },
        auto_return: 'approved',
        binary_mode: true,
        payment_methods: {
          excluded_payment_types: [{ id: 'ticket' }, { id: 'atm' }, { id: 'bank_transfer' }],
        },
        expires: true,
        expiration_date_to: new Date(app.services.clock.now() + 30 * 60_000).toISOString(),
      });
      expect((await app.services.payments.findById(data.paymentId))!.provider_checkout_id).toBe(
        preference.id,
      );
    });

    it('says so when Mercado Pago cannot create the checkout', async () => {
      const { app } = ctx();
      const { queue, clients } = await queueWithLine(app, 2);
      mercadoPago.failNext(2);
      const response = await requestAdvance(app, clients[1]!, queue.id, 1);
      expect(response.statusCode).toBe(502);
      expect(response.json().message).toBe(
        'O serviço de pagamento não respondeu. Tente novamente em instantes.',
      );
    });

    it('refuses notifications whose signature does not match, and reads nothing from Mercado Pago', async () => {
      const { app } = ctx();
      const { owner, queue, clients } = await queueWithLine(app, 3);
      const { paymentId } = await advancePreference(app, clients[2]!, queue.id, 1);
      const chargeId = mercadoPago.pay(paymentId);
      const before = mercadoPago.requests.length;
      const forged = signedNotification(chargeId, { secret: 'outro-segredo' });
      const unsigned = signedNotification(chargeId);
      const tampered = signedNotification(chargeId);
      for (const request of [
        forged,
        { ...unsigned, headers: { ...unsigned.headers, 'x-signature': '' } },
        // A genuine signature replayed for another payment id.
        { ...tampered, url: tampered.url.replace(String(chargeId), String(chargeId + 1)) },
      ]) {
        const response = await app.inject(request);
        expect(response.statusCode).toBe(401);
        expect(response.json().message).toBe('Assinatura da notificação inválida');
      }
      const stale = await app.inject(signedNotification(chargeId, { signedAtMs: Date.now() - 6 * 60_000 }));
      expect(stale.statusCode).toBe(401);
      expect(stale.json().message).toBe('Notificação expirada');
      // Other topics are acknowledged (so they are not redelivered) and never acted on.
      const order = await app.inject({
        method: 'POST',
        url: `/api/payments/webhooks/mercadopago?id=${chargeId}&topic=merchant_order`,
        payload: { resource: 'https://api.mercadopago.com/merchant_orders/1', topic: 'merchant_order' },
      });
      expect(order.json()).toEqual({ success: true, handled: false });
      expect(mercadoPago.requests.length).toBe(before);
      expect((await paidLineup(app, owner, queue.id))[2]?.[3]).toBe(false);
    });

    it('applies an approved payment once, however many times and however concurrently it is notified', async () => {
      const { app } = ctx();
      const { owner, queue, clients } = await queueWithLine(app, 5);
      const fifth = clients[4]!;
      const { paymentId } = await advancePreference(app, fifth, queue.id, 2);
      const chargeId = mercadoPago.pay(paymentId);
      // The first two deliveries race each other; three more come after.
      const first = await Promise.all([
        app.inject(signedNotification(chargeId)),
        app.inject(signedNotification(chargeId)),
      ]);
      expect(first.map((r) => r.statusCode)).toEqual([200, 200]);
      for (let i = 0; i < 3; i++) {
        const response = await app.inject(signedNotification(chargeId));
        expect(response.statusCode, response.body).toBe(200);
      }
      expect(await paymentOf(app, fifth, paymentId)).toMatchObject({
        status: 'aprovado',
        posicoesAplicadas: 2,
      });
      expect((await paidLineup(app, owner, queue.id))[3]).toEqual([fifth.name, 3, 'b', true]);
      expect(mercadoPago.refunds.filter((r) => r.paymentId === chargeId)).toEqual([]);
    });

    it('finds a payment whose notification never came when the client reads it', async () => {
      const { app } = ctx();
      const { owner, queue, clients } = await queueWithLine(app, 3);
      const third = clients[2]!;
      const { paymentId } = await advancePreference(app, third, queue.id, 1);
      const declined = mercadoPago.pay(paymentId, { status: 'rejected' });
      expect((await paymentOf(app, third, paymentId)).status).toBe('recusado');
      mercadoPago.pay(paymentId);
      // Read again within 10 s: the provider is not asked again yet.
      expect((await paymentOf(app, third, paymentId)).status).toBe('recusado');
      ctx().clock.advance(10_000);
      expect(await paymentOf(app, third, paymentId)).toMatchObject({
        status: 'aprovado',
        posicoesAplicadas: 1,
      });
      expect((await paidLineup(app, owner, queue.id))[2]).toEqual([third.name, 2, 'b', true]);
      // A late notification of the declined attempt changes nothing.
      expect((await app.inject(signedNotification(declined))).statusCode).toBe(200);
      expect((await paymentOf(app, third, paymentId)).status).toBe('aprovado');
    });

    it('refunds through Mercado Pago, once, when the client left before the approval', async () => {
      const { app } = ctx();
      const { queue, clients } = await queueWithLine(app, 3);
      const third = clients[2]!;
      const { paymentId } = await advancePreference(app, third, queue.id, 1);
      await leave(app, third, queue.id);
      const chargeId = mercadoPago.pay(paymentId);
      // After our refund Mercado Pago reports the payment refunded: the later deliveries keep our reason.
      for (let i = 0; i < 3; i++) await app.inject(signedNotification(chargeId));
      expect(await paymentOf(app, third, paymentId)).toMatchObject({
        status: 'estornado',
        motivoEstorno: 'nao-aguardava',
        estornoCentavos: 1000,
      });
      const refunds = mercadoPago.refunds.filter((r) => r.paymentId === chargeId);
      expect(refunds).toEqual([
        { paymentId: chargeId, amount: 10, idempotencyKey: `refund-${chargeId}-1000` },
      ]);
    });

    it('refunds the rest of a clamped advance when the queue closes: two refunds that add up to the charge', async () => {
      const { app } = ctx();
      const { owner, queue, fifth, paymentId } = await clampedAdvanceSetup(app);
      const chargeId = mercadoPago.pay(paymentId);
      await app.inject(signedNotification(chargeId));
      const closing = {
        method: 'DELETE' as const,
        url: `/api/queues/${queue.id}`,
        headers: bearer(owner.token),
      };
      expect((await app.inject(closing)).statusCode).toBe(200);
      // Mercado Pago tells of its own refund: our reason stays.
      await app.inject(signedNotification(chargeId));
      expect(await retryOwedRefunds(app.services, () => {})).toBe(0);
      expect(await paymentOf(app, fifth, paymentId)).toMatchObject({
        status: 'estornado',
        estornoCentavos: 1323,
        motivoEstorno: 'fila-encerrada',
      });
      expect(mercadoPago.refunds.filter((r) => r.paymentId === chargeId)).toEqual([
        { paymentId: chargeId, amount: 1.73, idempotencyKey: `refund-${chargeId}-173` },
        { paymentId: chargeId, amount: 11.5, idempotencyKey: `refund-${chargeId}-1323` },
      ]);
    });

    it('takes a refund or chargeback made at Mercado Pago out of the revenue, and leaves the advance given', async () => {
      const { app } = ctx();
      const { owner, queue, clients } = await queueWithLine(app, 3);
      const third = clients[2]!;
      const { paymentId } = await advancePreference(app, third, queue.id, 1);
      const chargeId = mercadoPago.pay(paymentId);
      await app.inject(signedNotification(chargeId));
      expect(await revenue(app, owner)).toMatchObject({ totalCentavos: 1000, avancos: 1 });

      // A dispute still open, or won by the seller, takes nothing away.
      for (const detail of ['in_process', 'reimbursed']) {
        mercadoPago.setStatus(chargeId, 'charged_back', detail);
        await app.inject(signedNotification(chargeId));
        expect((await paymentOf(app, third, paymentId)).status).toBe('aprovado');
      }
      mercadoPago.setStatus(chargeId, 'charged_back', 'settled');
      for (let i = 0; i < 2; i++) {
        expect((await app.inject(signedNotification(chargeId))).statusCode).toBe(200);
      }
      expect(await paymentOf(app, third, paymentId)).toMatchObject({
        status: 'estornado',
        posicoesAplicadas: 1,
        estornoCentavos: 1000,
        motivoEstorno: 'estornado-no-provedor',
      });
      expect(await revenue(app, owner)).toMatchObject({ totalCentavos: 0, avancos: 0 });
      expect((await paidLineup(app, owner, queue.id))[2]).toEqual([third.name, 2, 'b', true]);
      // Mercado Pago gave the money back itself: we ask for no refund of our own.
      expect(mercadoPago.refunds.filter((r) => r.paymentId === chargeId)).toEqual([]);
    });

    it('keeps a refund the provider could not take as owed, and the sweep finishes it later', async () => {
      const { app, clock } = ctx();
      const { queue, clients } = await queueWithLine(app, 3);
      const third = clients[2]!;
      const { paymentId } = await advancePreference(app, third, queue.id, 1);
      await leave(app, third, queue.id);
      const chargeId = mercadoPago.pay(paymentId);
      mercadoPago.failNext(2, `/v1/payments/${chargeId}/refunds`);
      expect((await app.inject(signedNotification(chargeId))).statusCode).toBe(502);
      expect(await paymentOf(app, third, paymentId)).toMatchObject({ status: 'estornado' });
      expect(mercadoPago.refunds.filter((r) => r.paymentId === chargeId)).toEqual([]);

      const errors: unknown[] = [];
      expect(await retryOwedRefunds(app.services, (error) => errors.push(error))).toBe(0);
      clock.advance(61_000);
      expect(await retryOwedRefunds(app.services, (error) => errors.push(error))).toBe(1);
      expect(await retryOwedRefunds(app.services, (error) => errors.push(error))).toBe(0);
      expect(errors).toEqual([]);
      expect(mercadoPago.refunds.filter((r) => r.paymentId === chargeId)).toHaveLength(1);
    });

    it('refuses an amount that differs from the price, and records a declined card', async () => {
      const { app } = ctx();
      const { owner, queue, clients } = await queueWithLine(app, 4);
      const { paymentId } = await advancePreference(app, clients[3]!, queue.id, 2);
      const cheap = mercadoPago.pay(paymentId, { amount: 1 });
      await app.inject(signedNotification(cheap));
      expect(await paymentOf(app, clients[3]!, paymentId)).toMatchObject({ status: 'estornado' });
      expect((await paidLineup(app, owner, queue.id))[3]?.[3]).toBe(false);

      const other = await advancePreference(app, clients[2]!, queue.id, 1);
      await app.inject(signedNotification(mercadoPago.pay(other.paymentId, { status: 'rejected' })));
      expect((await paymentOf(app, clients[2]!, other.paymentId)).status).toBe('recusado');
    });

    it('asks for a redelivery while Mercado Pago is unreachable, and settles on the next one', async () => {
      const { app } = ctx();
      const { queue, clients } = await queueWithLine(app, 2);
      const { paymentId } = await advancePreference(app, clients[1]!, queue.id, 1);
      const chargeId = mercadoPago.pay(paymentId);
      mercadoPago.failNext(2);
      expect((await app.inject(signedNotification(chargeId))).statusCode).toBe(502);
      expect((await app.inject(signedNotification(chargeId))).statusCode).toBe(200);
      expect((await paymentOf(app, clients[1]!, paymentId)).status).toBe('aprovado');
    });

    it('has no simulated checkout', async () => {
      const { app } = ctx();
      const { queue, clients } = await queueWithLine(app, 2);
      const { paymentId } = await advancePreference(app, clients[1]!, queue.id, 1);
      const response = await app.inject({
        method: 'POST',
        url: `/api/payments/${paymentId}/simulado/cancelar`,
        headers: bearer(clients[1]!.token),
      });
      expect(response.statusCode).toBe(404);
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
