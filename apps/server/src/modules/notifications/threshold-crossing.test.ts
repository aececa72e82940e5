import type { FastifyInstance } from 'fastify';
import { expect, it } from 'vitest';
import { bearer } from '../../test-support/fixtures';
import { noticeRound } from '../../test-support/notice-fixtures';
import { advancePreference, paySimulated, queueWithLine } from '../../test-support/payment-fixtures';
import { type Account, callNext } from '../../test-support/queue-fixtures';
import { describeEachDialect } from '../../test-support/test-app';

async function askNotice(app: FastifyInstance, client: Account, queueId: number, pessoas: number) {
  const answer = await app.inject({
    method: 'PUT',
    url: `/api/queues/${queueId}/notice`,
    headers: bearer(client.token),
    payload: { pessoas },
  });
  expect(answer.statusCode, answer.body).toBe(200);
}

describeEachDialect('crossing the near-turn threshold (issue 16)', (ctx) => {
  it('tells a client whose paid advance jumps past their threshold, once', async () => {
    const { app, outbox } = ctx();
    const { queue, clients } = await queueWithLine(app, 8, { max_avancos: 10 });
    const last = clients[7]!;
    await askNotice(app, last, queue.id, 2);
    await noticeRound(app);
    const toLast = async () => (await outbox()).filter((m) => m.to === last.email).map((m) => m.subject);
    expect(await toLast()).toEqual([]);
    // From 8th to 3rd in one payment: the threshold (2 ahead) is never crossed step by step.
    const { paymentId } = await advancePreference(app, last, queue.id, 5);
    expect((await paySimulated(app, last, paymentId)).json().data?.status).toBe('aprovado');
    await noticeRound(app);
    await noticeRound(app);
    expect((await toLast()).filter((s) => s.startsWith('Faltam'))).toEqual([
      expect.stringMatching(/^Faltam 2 pessoas para a sua vez/),
    ]);
  });

  it('tells a client once even when they fall back behind the threshold and come forward again', async () => {
    const { app, outbox } = ctx();
    const { owner, queue, clients } = await queueWithLine(app, 6, { max_avancos: 10 });
    const [, , , dani, eva, fabio] = clients as [Account, Account, Account, Account, Account, Account];
    await askNotice(app, dani, queue.id, 3);
    await noticeRound(app);
    const nearTo = async (client: Account) =>
      (await outbox()).filter((m) => m.to === client.email && m.subject.startsWith('Falta'));
    expect(await nearTo(dani)).toHaveLength(1); // 4th: three ahead
    // Two people pay to go ahead of Dani: she is 6th, beyond her threshold, then the line moves again.
    for (const payer of [eva, fabio]) {
      const { paymentId } = await advancePreference(app, payer, queue.id, 2);
      await paySimulated(app, payer, paymentId);
    }
    await noticeRound(app);
    await callNext(app, owner, queue.id);
    await callNext(app, owner, queue.id);
    await callNext(app, owner, queue.id);
    await noticeRound(app);
    expect(await nearTo(dani)).toHaveLength(1);
  });

  it('reaches the widest threshold (10 ahead) through positions that several people share', async () => {
    const { app, outbox } = ctx();
    const { queue, clients } = await queueWithLine(app, 14, { max_avancos: 10 });
    // The 13th and 14th pay to go 10 ahead: positions 2 and 3 are now shared, 13 people stand in the
    // first 11 positions, and the 11th and 12th still hold theirs.
    for (const payer of [clients[12]!, clients[13]!]) {
      const { paymentId } = await advancePreference(app, payer, queue.id, 10);
      expect((await paySimulated(app, payer, paymentId)).json().data?.status).toBe('aprovado');
    }
    const [eleventh, twelfth] = [clients[10]!, clients[11]!];
    await askNotice(app, eleventh, queue.id, 10);
    await askNotice(app, twelfth, queue.id, 10);
    await noticeRound(app);
    const nearTo = async (client: Account) =>
      (await outbox())
        .filter((m) => m.to === client.email && m.subject.startsWith('Falta'))
        .map((m) => m.subject);
    expect(await nearTo(eleventh)).toEqual([expect.stringMatching(/^Faltam 10 pessoas para a sua vez/)]);
    expect(await nearTo(twelfth)).toEqual([]);
  });
});
