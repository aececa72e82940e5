import { expect, it } from 'vitest';
import { bearer } from '../../test-support/fixtures';
import { advancePreference, queueWithLine, requestAdvance } from '../../test-support/payment-fixtures';
import { callNext, newClient } from '../../test-support/queue-fixtures';
import { describeEachDialect } from '../../test-support/test-app';

describeEachDialect('starting the payment of an advance', (ctx) => {
  it('gives the client at position 5 a checkout priced by the server, under both its addresses', async () => {
    const { app } = ctx();
    const { queue, clients } = await queueWithLine(app, 5);
    const fifth = clients[4]!;
    const response = await requestAdvance(app, fifth, queue.id, 2, '/payments/advance-preference');
    expect(response.statusCode, response.body).toBe(201);
    const body = response.json();
    expect(body.message).toBe('Pagamento de 2 posições criado: R$ 11,50');
    expect(body.data).toMatchObject({ valorCentavos: 1150, valor: 11.5 });
    expect(body.data.initPoint).toBe(`/cliente/pagamento/${body.data.paymentId}`);
    const again = await advancePreference(app, fifth, queue.id, 1);
    expect(again.paymentId).not.toBe(body.data.paymentId);
    expect(again.valorCentavos).toBe(1000);
  });

  it('prices n = 1..8 positions from the table, for the default and a custom price', async () => {
    const { app } = ctx();
    const { queue, clients } = await queueWithLine(app, 9);
    const last = clients[8]!;
    const prices = [];
    for (let n = 1; n <= 8; n++) prices.push((await advancePreference(app, last, queue.id, n)).valorCentavos);
    expect(prices).toEqual([1000, 1150, 1323, 1521, 1749, 2011, 2313, 2660]);

    const custom = await queueWithLine(app, 4, { valor_avancos: '12,50' });
    const fourth = custom.clients[3]!;
    const customPrices = [];
    for (let n = 1; n <= 3; n++) {
      customPrices.push((await advancePreference(app, fourth, custom.queue.id, n)).valorCentavos);
    }
    // 1250, 1437.5 -> 1438, 1653.125 -> 1653
    expect(customPrices).toEqual([1250, 1438, 1653]);
  });

  it('refuses counts outside 1..min(max_avancos, position - 1) with the spec message', async () => {
    const { app } = ctx();
    const { queue, clients } = await queueWithLine(app, 3);
    const third = clients[2]!;
    const tooMany = await requestAdvance(app, third, queue.id, 3);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json()).toMatchObject({
      message: 'Você só pode avançar no máximo 2 posições',
      errors: [{ campo: 'positions', mensagem: 'Você só pode avançar no máximo 2 posições' }],
    });
    for (const bad of [0, -1, 1.5, 'duas']) {
      const response = await requestAdvance(app, third, queue.id, bad);
      expect(response.statusCode, String(bad)).toBe(400);
      expect(response.json().message).toBe('Informe quantas posições deseja avançar (no mínimo 1)');
    }
    const first = await requestAdvance(app, clients[0]!, queue.id, 1);
    expect(first.json()).toMatchObject({ message: 'Você já está na primeira posição' });

    const limited = await queueWithLine(app, 5, { max_avancos: 1 });
    const capped = await requestAdvance(app, limited.clients[4]!, limited.queue.id, 2);
    expect(capped.json().message).toBe('Você só pode avançar no máximo 1 posição');
  });

  it('refuses when the client is alone in the queue, saying they are first', async () => {
    const { app } = ctx();
    const { owner, queue, clients } = await queueWithLine(app, 2);
    await callNext(app, owner, queue.id);
    const alone = await requestAdvance(app, clients[1]!, queue.id, 1);
    expect(alone.statusCode).toBe(400);
    expect(alone.json().message).toBe('Você já está na primeira posição');
  });

  it('only lets a client who waits in that active queue start a payment', async () => {
    const { app } = ctx();
    const { owner, queue, clients } = await queueWithLine(app, 3);
    const outsider = await newClient(app);
    const notIn = await requestAdvance(app, outsider, queue.id, 1);
    expect(notIn.statusCode).toBe(403);
    expect(notIn.json().message).toBe('Você não está nesta fila');

    const missing = await requestAdvance(app, clients[2]!, 999_999, 1);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Fila não encontrada');

    const anonymous = await app.inject({
      method: 'POST',
      url: '/api/payments/advance-preference',
      payload: { queueId: queue.id, positions: 1 },
    });
    expect(anonymous.statusCode).toBe(401);
    const asOwner = await app.inject({
      method: 'POST',
      url: '/api/payments/advance-preference',
      headers: bearer(owner.token),
      payload: { queueId: queue.id, positions: 1 },
    });
    expect(asOwner.statusCode).toBe(403);

    await app.inject({
      method: 'PUT',
      url: `/api/queues/${queue.id}/status`,
      headers: bearer(owner.token),
      payload: { status: 'pausada' },
    });
    const paused = await requestAdvance(app, clients[2]!, queue.id, 1);
    expect(paused.statusCode).toBe(400);
    expect(paused.json().message).toBe('Só é possível avançar posições em uma fila ativa');
  });
});

describeEachDialect('the simulated provider', (ctx) => {
  it('exposes no Mercado Pago webhook', async () => {
    const { app } = ctx();
    const response = await app.inject({
      method: 'POST',
      url: '/api/payments/webhooks/mercadopago',
      payload: {},
    });
    expect(response.statusCode).toBe(404);
  });
});
