import { TEST_CARD_DECLINED } from '@vez/domain';
import { expect, it } from 'vitest';
import { bearer } from '../../test-support/fixtures';
import {
  advancePreference,
  goodCard,
  inTurnOnQueue,
  paidLineup,
  paymentOf,
  paySimulated,
  queueWithLine,
  revenue,
} from '../../test-support/payment-fixtures';
import { type Account, newClient } from '../../test-support/queue-fixtures';
import { describeEachDialect } from '../../test-support/test-app';

describeEachDialect('the simulated checkout', (ctx) => {
  it('approves a test card: position 5 buys 2 and becomes 3b, marked paid, and the revenue is recorded', async () => {
    const { app } = ctx();
    const { owner, queue, clients } = await queueWithLine(app, 5);
    const fifth = clients[4]!;
    const { paymentId } = await advancePreference(app, fifth, queue.id, 2);
    expect(await paymentOf(app, fifth, paymentId)).toMatchObject({ status: 'pendente', posicoes: 2 });
    const versionBefore = (await app.services.queues.findById(queue.id))!.version;

    const paid = await paySimulated(app, fifth, paymentId);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().data).toMatchObject({
      status: 'aprovado',
      posicoesAplicadas: 2,
      valorCentavos: 1150,
      estornoCentavos: 0,
    });
    const line = await paidLineup(app, owner, queue.id);
    expect(line[3]).toEqual([fifth.name, 3, 'b', true]);
    expect(line.filter(([, , , paidAdvance]) => paidAdvance)).toHaveLength(1);
    // The move is announced to the queue's watchers like any change.
    expect((await app.services.queues.findById(queue.id))!.version).toBe(versionBefore + 1);
    expect(await revenue(app, owner)).toMatchObject({ totalCentavos: 1150, avancos: 1 });

    const twice = await paySimulated(app, fifth, paymentId);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('Este pagamento já foi processado');
  });

  it('declines the documented card without moving anyone, and another card may still pay', async () => {
    const { app } = ctx();
    const { owner, queue, clients } = await queueWithLine(app, 4);
    const fourth = clients[3]!;
    const { paymentId } = await advancePreference(app, fourth, queue.id, 1);
    const declined = await paySimulated(app, fourth, paymentId, { ...goodCard, numero: TEST_CARD_DECLINED });
    expect(declined.json().data.status).toBe('recusado');
    expect((await paidLineup(app, owner, queue.id))[3]).toEqual([fourth.name, 4, 'a', false]);

    const retried = await paySimulated(app, fourth, paymentId);
    expect(retried.json().data.status).toBe('aprovado');
    expect((await paidLineup(app, owner, queue.id))[3]).toEqual([fourth.name, 3, 'b', true]);
  });

  it('checks the card fields and says what is wrong, in Portuguese', async () => {
    const { app } = ctx();
    const { queue, clients } = await queueWithLine(app, 2);
    const { paymentId } = await advancePreference(app, clients[1]!, queue.id, 1);
    const bad = await paySimulated(app, clients[1]!, paymentId, {
      ...goodCard,
      numero: '4111 1111 1111 1112',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Número do cartão inválido');
    expect((await paymentOf(app, clients[1]!, paymentId)).status).toBe('pendente');
  });

  it('lets the client give up (nothing charged, nothing moves) and refuses to pay afterwards', async () => {
    const { app } = ctx();
    const { owner, queue, clients } = await queueWithLine(app, 3);
    const { paymentId } = await advancePreference(app, clients[2]!, queue.id, 1);
    const cancel = await app.inject({
      method: 'POST',
      url: `/api/payments/${paymentId}/simulado/cancelar`,
      headers: bearer(clients[2]!.token),
    });
    expect(cancel.json().data.status).toBe('cancelado');
    expect((await paySimulated(app, clients[2]!, paymentId)).statusCode).toBe(409);
    expect((await paidLineup(app, owner, queue.id))[2]?.[1]).toBe(3);
  });

  it('a Cancelar racing a Pagar from another tab never says cancelled while the card is charged', async () => {
    const { app } = ctx();
    const { owner, queue, clients } = await queueWithLine(app, 4);
    const [, , third, fourth] = clients as [Account, Account, Account, Account];
    const cancel = (client: Account, paymentId: string) => () =>
      app.inject({
        method: 'POST',
        url: `/api/payments/${paymentId}/simulado/cancelar`,
        headers: bearer(client.token),
      });

    // 'Pagar' reaches the lock first: the card is charged, the late 'Cancelar' is refused.
    const first = (await advancePreference(app, fourth, queue.id, 1)).paymentId;
    const [paid, refused] = await inTurnOnQueue(app, queue.id, [
      () => paySimulated(app, fourth, first),
      cancel(fourth, first),
    ]);
    expect(paid?.json().data.status).toBe('aprovado');
    expect(refused?.statusCode).toBe(409);
    expect(refused?.json().message).toBe('Este pagamento já foi processado');

    // 'Cancelar' reaches it first: nothing is charged, the late 'Pagar' is refused.
    const second = (await advancePreference(app, third, queue.id, 1)).paymentId;
    const [cancelled, late] = await inTurnOnQueue(app, queue.id, [
      cancel(third, second),
      () => paySimulated(app, third, second),
    ]);
    expect(cancelled?.json().data.status).toBe('cancelado');
    expect(late?.statusCode).toBe(409);
    expect(await app.services.simulatedCharges.listForPayment(second)).toEqual([]);
    const line = await paidLineup(app, owner, queue.id);
    expect(line.map(([name, position]) => [name, position])).toEqual([
      [clients[0]!.name, 1],
      [clients[1]!.name, 2],
      [third.name, 3],
      [fourth.name, 3],
    ]);
  });

  it('charges the card once when Pagar is pressed twice', async () => {
    const { app } = ctx();
    const { owner, queue, clients } = await queueWithLine(app, 3);
    const third = clients[2]!;
    const { paymentId } = await advancePreference(app, third, queue.id, 1);
    const answers = await inTurnOnQueue(app, queue.id, [
      () => paySimulated(app, third, paymentId),
      () => paySimulated(app, third, paymentId),
    ]);
    expect(answers.map((answer) => answer.json().data?.status)).toEqual(['aprovado', 'aprovado']);
    const charges = await app.services.simulatedCharges.listForPayment(paymentId);
    expect(charges.map((charge) => [charge.status, charge.refunded_cents])).toEqual([['approved', 0]]);
    expect(await revenue(app, owner)).toMatchObject({ totalCentavos: 1000, avancos: 1 });
  });

  it('refuses Cancelar once a charge is approved, even before it has moved the ticket', async () => {
    const { app } = ctx();
    const { queue, clients } = await queueWithLine(app, 3);
    const { paymentId } = await advancePreference(app, clients[2]!, queue.id, 1);
    // The state between the card being charged and the settlement (a crash in between).
    await app.services.simulatedCharges.insert({
      payment_id: paymentId,
      amount_cents: 600,
      status: 'approved',
      card_last4: '1111',
      created_at: app.services.clock.now(),
    });
    const cancel = await app.inject({
      method: 'POST',
      url: `/api/payments/${paymentId}/simulado/cancelar`,
      headers: bearer(clients[2]!.token),
    });
    expect(cancel.statusCode).toBe(409);
    expect(cancel.json().message).toBe('Este pagamento já foi processado');
  });

  it('expires a checkout not paid within 30 minutes', async () => {
    const { app, clock } = ctx();
    const { queue, clients } = await queueWithLine(app, 2);
    const { paymentId } = await advancePreference(app, clients[1]!, queue.id, 1);
    clock.advance(30 * 60_000);
    const late = await paySimulated(app, clients[1]!, paymentId);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('Este pagamento expirou. Volte à fila e tente novamente.');
    expect((await paymentOf(app, clients[1]!, paymentId)).status).toBe('expirado');
  });

  it('shows and accepts a payment only for the client who made it', async () => {
    const { app } = ctx();
    const { owner, queue, clients } = await queueWithLine(app, 2);
    const { paymentId } = await advancePreference(app, clients[1]!, queue.id, 1);
    const stranger = await newClient(app);
    for (const who of [stranger, clients[0]!]) {
      const read = await app.inject({
        method: 'GET',
        url: `/api/payments/${paymentId}`,
        headers: bearer(who.token),
      });
      expect(read.statusCode).toBe(404);
      expect(read.json().message).toBe('Pagamento não encontrado');
      expect((await paySimulated(app, who, paymentId)).statusCode).toBe(404);
    }
    const asOwner = await app.inject({
      method: 'GET',
      url: `/api/payments/${paymentId}`,
      headers: bearer(owner.token),
    });
    expect(asOwner.statusCode).toBe(403);
    const malformed = await app.inject({
      method: 'GET',
      url: '/api/payments/x',
      headers: bearer(stranger.token),
    });
    expect(malformed.statusCode).toBe(400);
  });
});
