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
  deliveredTo,
  planPayments,
  planStatus,
  postSubscribe,
  subscribeBody,
} from '../../test-support/plan-fixtures';
import { newEstablishment } from '../../test-support/queue-fixtures';
import { describeEachDialect } from '../../test-support/test-app';

let mercadoPago: FakeMercadoPago;
beforeAll(async () => {
  mercadoPago = await startFakeMercadoPago();
});
afterAll(async () => {
  await mercadoPago.close();
});

/** Mercado Pago takes the card on its own page: the request carries none. */
function bodyWithoutCard(plano: string) {
  const { cartao: _card, ...body } = subscribeBody(plano);
  return body;
}

describeEachDialect(
  'paying a plan with Mercado Pago',
  (ctx) => {
    it('sends the establishment to Checkout Pro for the server price and applies the period once', async () => {
      const { app, outbox } = ctx();
      const owner = await newEstablishment(app);
      const body = bodyWithoutCard('essencial');
      const response = await postSubscribe(app, owner, body);
      expect(response.statusCode, response.body).toBe(201);
      const { initPoint, paymentId } = response.json().data;
      const preference = mercadoPago.preferences.find((p) => p.external_reference === paymentId)!;
      expect(initPoint).toBe(preference.init_point);
      const returnUrl = `https://vez.test/estabelecimento/planos?pagamento=${paymentId}`;
      expect(preference).toMatchObject({
        items: [
          { quantity: 1, currency_id: 'BRL', unit_price: 39.9, title: 'Plano Essencial — 30 dias (Vez)' },
        ],
        notification_url: 'https://vez.test/api/payments/webhooks/mercadopago',
        back_urls: { success: returnUrl, failure: returnUrl, pending: returnUrl },
      });
      // A retried request gets the same checkout, not a second payment.
      const retried = await postSubscribe(app, owner, body);
      expect(retried.statusCode).toBe(200);
      expect(retried.json().data.paymentId).toBe(paymentId);
      expect((await planPayments(app, owner)).map((p) => p.status)).toEqual(['pendente']);

      const chargeId = mercadoPago.pay(paymentId);
      const deliveries = await Promise.all([1, 2, 3].map(() => app.inject(signedNotification(chargeId))));
      expect(deliveries.map((r) => r.statusCode)).toEqual([200, 200, 200]);
      await app.inject(signedNotification(chargeId));

      expect((await planStatus(app, owner)).subscription).toMatchObject({ plano_id: 1, dias_restantes: 30 });
      expect(await app.services.database.db.selectFrom('subscriptions').selectAll().execute()).toHaveLength(
        1,
      );
      expect(await planPayments(app, owner)).toMatchObject([
        { id: paymentId, status: 'aprovado', valorCentavos: 3990, bandeira: 'mastercard', final: '4444' },
      ]);
      const receipts = await deliveredTo(app, outbox, 'financeiro@barbearia.com');
      expect(receipts).toHaveLength(1);
      expect(receipts[0]!.text).toContain('Mastercard •••• 4444');
    });

    it('finds a payment whose notification never came when the return page asks for it', async () => {
      const { app } = ctx();
      const owner = await newEstablishment(app);
      const { paymentId } = (await postSubscribe(app, owner, bodyWithoutCard('profissional'))).json().data;
      mercadoPago.pay(paymentId);
      const view = await app.inject({
        method: 'GET',
        url: `/api/plans/payments/${paymentId}`,
        headers: bearer(owner.token),
      });
      expect(view.json().data).toMatchObject({ status: 'aprovado', plano_id: 2, valorCentavos: 155880 });
      expect((await planStatus(app, owner)).subscription?.plano_id).toBe(2);
    });

    it('refunds a charge of the wrong amount and gives no plan', async () => {
      const { app } = ctx();
      const owner = await newEstablishment(app);
      const { paymentId } = (await postSubscribe(app, owner, bodyWithoutCard('essencial'))).json().data;
      const chargeId = mercadoPago.pay(paymentId, { amount: 1 });
      await app.inject(signedNotification(chargeId));
      expect((await planStatus(app, owner)).hasActivePlan).toBe(false);
      expect(mercadoPago.refunds).toContainEqual(expect.objectContaining({ paymentId: chargeId, amount: 1 }));
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
