import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  FAKE_MP_SECRET,
  FAKE_MP_TOKEN,
  type FakeMercadoPago,
  signedNotification,
  startFakeMercadoPago,
} from '../../test-support/fake-mercadopago-server';
import { bearer } from '../../test-support/fixtures';
import { planStatus, postSubscribe, subscribeBody } from '../../test-support/plan-fixtures';
import { newEstablishment } from '../../test-support/queue-fixtures';
import { describeEachDialect } from '../../test-support/test-app';
import { deliverOutbox, OUTBOX_LEASE_MS } from '../outbox/deliver-outbox';
import { enqueueEmail } from '../outbox/enqueue-email';

let mercadoPago: FakeMercadoPago;
beforeAll(async () => {
  mercadoPago = await startFakeMercadoPago();
});
afterAll(async () => {
  await mercadoPago.close();
});

const withoutCard = (plano: string) => {
  const { cartao: _card, ...body } = subscribeBody(plano);
  return body;
};

describeEachDialect(
  'plans with Mercado Pago: the first-month price, deleted accounts, refunds at the provider',
  (ctx) => {
    it('gives the introductory price once: a second checkout opened before paying the first costs the full price', async () => {
      const { app } = ctx();
      const owner = await newEstablishment(app);
      const first = (await postSubscribe(app, owner, withoutCard('essencial'))).json().data;
      const second = (await postSubscribe(app, owner, withoutCard('essencial'))).json().data;
      const price = (paymentId: string) =>
        (
          mercadoPago.preferences.find((p) => p.external_reference === paymentId)!.items as {
            unit_price: number;
          }[]
        )[0]!.unit_price;
      expect([price(first.paymentId), price(second.paymentId)]).toEqual([39.9, 89.9]);
    });

    it('refunds a plan paid after the account was deleted, and gives no plan', async () => {
      const { app } = ctx();
      const owner = await newEstablishment(app);
      const { paymentId } = (await postSubscribe(app, owner, withoutCard('profissional'))).json().data;
      const deleted = await app.inject({
        method: 'DELETE',
        url: `/api/establishments/${owner.id}`,
        headers: bearer(owner.token),
      });
      expect(deleted.statusCode).toBe(200);
      const chargeId = mercadoPago.pay(paymentId);
      await app.inject(signedNotification(chargeId));
      const rows = await app.services.database.db
        .selectFrom('subscriptions')
        .selectAll()
        .where('establishment_id', '=', owner.id)
        .execute();
      expect(rows).toEqual([]);
      expect(mercadoPago.refunds).toContainEqual(
        expect.objectContaining({ paymentId: chargeId, amount: 1558.8 }),
      );
    });

    it('ends the plan when its payment is refunded or charged back at Mercado Pago', async () => {
      const { app } = ctx();
      const owner = await newEstablishment(app);
      const { paymentId } = (await postSubscribe(app, owner, withoutCard('profissional'))).json().data;
      const chargeId = mercadoPago.pay(paymentId);
      await app.inject(signedNotification(chargeId));
      expect((await planStatus(app, owner)).subscription?.plano_id).toBe(2);
      mercadoPago.setStatus(chargeId, 'refunded', 'refunded');
      await app.inject(signedNotification(chargeId));
      await app.inject(signedNotification(chargeId));
      expect(await planStatus(app, owner)).toMatchObject({ hasActivePlan: false, subscription: null });
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

describeEachDialect('plans and outbox under concurrency', (ctx) => {
  it('gives the introductory price once when two first subscriptions arrive at once', async () => {
    const { app } = ctx();
    const owner = await newEstablishment(app);
    const responses = await Promise.all([
      postSubscribe(app, owner, subscribeBody('essencial')),
      postSubscribe(app, owner, subscribeBody('essencial')),
    ]);
    const amounts = responses.map((r) => r.json().data.pagamento.valorCentavos).sort();
    expect(amounts).toEqual([3990, 8990]);
  });

  it('never sends a message twice when a batch outlives its lease and another instance takes over', async () => {
    const { app, clock, outbox, secondInstance } = ctx();
    const other = await secondInstance();
    for (const key of ['a', 'b', 'c']) {
      await enqueueEmail(app.services.outbox, {
        key: `lease:${key}`,
        to: `${key}@exemplo.com`,
        now: clock.now(),
        content: { subject: `Mensagem ${key}`, greeting: 'Olá!', paragraphs: ['Teste.'] },
      });
    }
    const sent: string[] = [];
    const slow = {
      // The first send takes longer than the lease; meanwhile the other instance delivers what is left.
      send: async (message: { to: string }) => {
        sent.push(`A:${message.to}`);
        if (sent.length === 1) {
          clock.advance(OUTBOX_LEASE_MS + 1);
          await deliverOutbox({
            ...other.services,
            mailer: {
              send: async (m: { to: string }) => {
                sent.push(`B:${m.to}`);
              },
              close: () => {},
            },
          });
        }
      },
      close: () => {},
    };
    await deliverOutbox({ ...app.services, mailer: slow });
    expect(sent.filter((s) => s.endsWith('b@exemplo.com'))).toHaveLength(1);
    expect(sent.filter((s) => s.endsWith('c@exemplo.com'))).toHaveLength(1);
    expect(await outbox()).toEqual([]);
  });
});
