import type { FastifyInstance } from 'fastify';
import { expect, it } from 'vitest';
import {
  advancePreference,
  clampedAdvanceSetup,
  paidLineup,
  paymentOf,
  paySimulated,
  queueWithLine,
  revenue,
} from '../../test-support/payment-fixtures';
import { leave } from '../../test-support/queue-fixtures';
import { describeEachDialect } from '../../test-support/test-app';
import { settlePaymentFromCharge } from './settle-payment';

/** An approved charge at the simulated provider, as if the card had been charged; not yet notified. */
async function approvedCharge(app: FastifyInstance, paymentId: string, amountCents?: number) {
  const payment = (await app.services.payments.findById(paymentId))!;
  const charge = await app.services.simulatedCharges.insert({
    payment_id: paymentId,
    amount_cents: amountCents ?? payment.amount_cents,
    status: 'approved',
    card_last4: '1111',
    created_at: app.services.clock.now(),
  });
  return String(charge.id);
}

describeEachDialect('settling a paid advance', (ctx) => {
  it('applies the same notification delivered three times only once', async () => {
    const { app } = ctx();
    const { owner, queue, clients } = await queueWithLine(app, 6);
    const sixth = clients[5]!;
    const { paymentId } = await advancePreference(app, sixth, queue.id, 2);
    const chargeId = await approvedCharge(app, paymentId);
    for (let i = 0; i < 3; i++) await settlePaymentFromCharge(app.services, chargeId);
    const line = await paidLineup(app, owner, queue.id);
    expect(line.find(([name]) => name === sixth.name)).toEqual([sixth.name, 4, 'b', true]);
    expect(await revenue(app, owner)).toMatchObject({ totalCentavos: 1150, avancos: 1 });
  });

  it('applies two concurrent deliveries once, on this instance and across two instances', async () => {
    const { app, secondInstance } = ctx();
    const other = await secondInstance();
    const { owner, queue, clients } = await queueWithLine(app, 6);
    const sixth = clients[5]!;
    const { paymentId } = await advancePreference(app, sixth, queue.id, 1);
    const chargeId = await approvedCharge(app, paymentId);
    await Promise.all([
      settlePaymentFromCharge(app.services, chargeId),
      settlePaymentFromCharge(other.services, chargeId),
    ]);
    const fifth = clients[4]!;
    const second = await advancePreference(app, fifth, queue.id, 1);
    const secondCharge = await approvedCharge(app, second.paymentId);
    await Promise.all([
      settlePaymentFromCharge(app.services, secondCharge),
      settlePaymentFromCharge(app.services, secondCharge),
    ]);
    const line = await paidLineup(app, owner, queue.id);
    // Sixth moved once (6 -> 5b), then fifth once (5 -> 4b); nobody moved twice.
    expect(line.slice(3)).toEqual([
      [clients[3]!.name, 4, 'a', false],
      [fifth.name, 4, 'b', true],
      [sixth.name, 5, 'a', true],
    ]);
    expect(await revenue(app, owner)).toMatchObject({ totalCentavos: 2000, avancos: 2 });
  });

  it('refunds and moves nobody when the client left before the approval', async () => {
    const { app } = ctx();
    const { owner, queue, clients } = await queueWithLine(app, 4);
    const fourth = clients[3]!;
    const { paymentId } = await advancePreference(app, fourth, queue.id, 2);
    const left = await leave(app, fourth, queue.id);
    expect(left.statusCode).toBe(200);
    const paid = await paySimulated(app, fourth, paymentId);
    expect(paid.json().data).toMatchObject({
      status: 'estornado',
      estornoCentavos: 1150,
      motivoEstorno: 'nao-aguardava',
      posicoesAplicadas: null,
    });
    const charges = await app.services.database.db.selectFrom('simulated_card_charges').selectAll().execute();
    expect(charges).toMatchObject([{ status: 'refunded', refunded_cents: 1150 }]);
    expect((await paidLineup(app, owner, queue.id)).some(([, , , paidAdvance]) => paidAdvance)).toBe(false);
    expect(await revenue(app, owner)).toMatchObject({ totalCentavos: 0, avancos: 0 });
  });

  it('refuses a charge whose amount differs from the price: no move, money back', async () => {
    const { app } = ctx();
    const { owner, queue, clients } = await queueWithLine(app, 3);
    const { paymentId } = await advancePreference(app, clients[2]!, queue.id, 2);
    const chargeId = await approvedCharge(app, paymentId, 100);
    await settlePaymentFromCharge(app.services, chargeId);
    expect(await paymentOf(app, clients[2]!, paymentId)).toMatchObject({
      status: 'estornado',
      estornoCentavos: 100,
      motivoEstorno: 'valor-divergente',
    });
    expect((await paidLineup(app, owner, queue.id))[2]).toEqual([clients[2]!.name, 3, 'a', false]);
  });

  it('clamps the advance when the client moved up meanwhile, and refunds the unused part', async () => {
    const { app } = ctx();
    const { owner, queue, fifth, paymentId } = await clampedAdvanceSetup(app);
    // Now at position 3: only 2 of the 3 positions can still be bought.
    const paid = await paySimulated(app, fifth, paymentId);
    expect(paid.json().data).toMatchObject({
      status: 'aprovado',
      posicoes: 3,
      posicoesAplicadas: 2,
      valorCentavos: 1323,
      estornoCentavos: 1323 - 1150,
      motivoEstorno: 'avanco-parcial',
    });
    expect((await paidLineup(app, owner, queue.id))[1]).toEqual([fifth.name, 1, 'b', true]);
    expect(await revenue(app, owner)).toMatchObject({ totalCentavos: 1150 });
  });

  it('settles a charge approved but never settled when the client pays again, without charging twice', async () => {
    const { app } = ctx();
    const { owner, queue, clients } = await queueWithLine(app, 3);
    const third = clients[2]!;
    const { paymentId } = await advancePreference(app, third, queue.id, 1);
    await approvedCharge(app, paymentId); // the process stopped before settling it
    const paid = await paySimulated(app, third, paymentId);
    expect(paid.json().data).toMatchObject({ status: 'aprovado', posicoesAplicadas: 1 });
    expect(await app.services.simulatedCharges.listForPayment(paymentId)).toHaveLength(1);
    expect((await paidLineup(app, owner, queue.id))[2]).toEqual([third.name, 2, 'b', true]);
  });

  it('ignores a charge the provider does not know', async () => {
    const { app } = ctx();
    expect(await settlePaymentFromCharge(app.services, '424242')).toEqual({
      kind: 'ignored',
      reason: 'unknown-charge',
    });
  });
});
