import { queueEventSchema } from '@vez/domain';
import type { FastifyInstance } from 'fastify';
import { expect, it } from 'vitest';
import { bearer } from '../../../test-support/fixtures';
import {
  type Account,
  createQueue,
  joined,
  newClient,
  newEstablishment,
} from '../../../test-support/queue-fixtures';
import {
  closedAfterEach,
  listenOnLoopback,
  openStream,
  PUSH_WITHIN_MS,
} from '../../../test-support/sse-client';
import { describeEachDialect } from '../../../test-support/test-app';
import { expireQueueNotices } from '../../scheduler/expire-queue-notices';

const streams = closedAfterEach();

function send(app: FastifyInstance, who: Account, queueId: number, mensagem: unknown, duracao?: unknown) {
  return app.inject({
    method: 'PUT',
    url: `/api/queues/${queueId}/broadcast`,
    headers: bearer(who.token),
    payload: duracao === undefined ? { mensagem } : { mensagem, duracao_minutos: duracao },
  });
}

function clear(app: FastifyInstance, who: Account, queueId: number) {
  return app.inject({
    method: 'DELETE',
    url: `/api/queues/${queueId}/broadcast`,
    headers: bearer(who.token),
  });
}

/** A live queue of a new establishment with Ana waiting in it. */
async function queueWithAna(app: FastifyInstance) {
  const base = await listenOnLoopback(app);
  const owner = await newEstablishment(app);
  const queue = await createQueue(app, owner);
  const ana = await newClient(app, 'Ana Souza');
  await joined(app, ana, queue.id);
  return { base, owner, queue, ana };
}

async function avisoOf(app: FastifyInstance, queueId: number) {
  return (await app.inject({ method: 'GET', url: `/api/queues/${queueId}` })).json().data.aviso;
}

describeEachDialect('Aviso para a fila', (ctx) => {
  it('is set and cleared by the owner only, trimmed, and refused with a Portuguese reason', async () => {
    const { app, clock } = ctx();
    const owner = await newEstablishment(app);
    const queue = await createQueue(app, owner);
    const ana = await newClient(app, 'Ana Souza');

    expect((await send(app, ana, queue.id, 'Oi')).statusCode).toBe(403);
    expect((await send(app, await newEstablishment(app), queue.id, 'Oi')).statusCode).toBe(403);
    expect((await clear(app, await newEstablishment(app), queue.id)).statusCode).toBe(403);

    for (const [mensagem, reason] of [
      ['   ', 'Escreva o aviso para a fila'],
      [undefined, 'Escreva o aviso para a fila'],
      ['x'.repeat(141), 'O aviso pode ter no máximo 140 caracteres'],
      ['Atraso\nde 15 min', 'O aviso não pode ter quebras de linha nem caracteres de controle'],
      ['Atraso\u0000', 'O aviso não pode ter quebras de linha nem caracteres de controle'],
    ] as const) {
      const refused = await send(app, owner, queue.id, mensagem);
      expect(refused.statusCode, String(mensagem)).toBe(400);
      expect(JSON.stringify(refused.json()), String(mensagem)).toContain(reason);
    }
    expect(await avisoOf(app, queue.id)).toBeNull();

    // 140 characters, counted as people count them (an emoji is one).
    expect((await send(app, owner, queue.id, `${'é'.repeat(139)}⏰`)).statusCode).toBe(200);
    const sent = await send(app, owner, queue.id, '  Atraso de 15 min  ');
    expect(sent.statusCode, sent.body).toBe(200);
    const aviso = { mensagem: 'Atraso de 15 min', em: new Date(clock.now()).toISOString(), expiraEm: null };
    expect(sent.json().data).toEqual(aviso);
    expect(await avisoOf(app, queue.id)).toEqual(aviso);

    expect((await clear(app, owner, queue.id)).statusCode).toBe(200);
    expect(await avisoOf(app, queue.id)).toBeNull();
  });

  it('reaches every watcher at once, shows on Minhas Filas, and ends when the queue closes', async () => {
    const { app, clock } = ctx();
    const { base, owner, queue, ana } = await queueWithAna(app);

    const visitor = await openStream(`${base}/api/queues/${queue.id}/events`);
    const mine = await openStream(`${base}/api/queues/events?filas=${queue.id}`, { token: ana.token });
    streams.push(visitor, mine);
    expect((await visitor.next()).data).toMatchObject({ queue: { aviso: null } });
    await mine.next();

    expect((await send(app, owner, queue.id, 'Atraso de 15 min')).statusCode).toBe(200);
    const aviso = { mensagem: 'Atraso de 15 min', em: new Date(clock.now()).toISOString(), expiraEm: null };
    for (const stream of [visitor, mine]) {
      const event = await stream.next((d) => d.type === 'broadcast', PUSH_WITHIN_MS);
      expect(event.data).toMatchObject({ changes: ['broadcast'], queue: { aviso } });
      expect(queueEventSchema.safeParse(event.data).success).toBe(true);
    }
    const cards = await app.inject({
      method: 'GET',
      url: '/api/users/active-queues',
      headers: bearer(ana.token),
    });
    expect(cards.json().data).toMatchObject([{ id: queue.id, situacao: 'aguardando', aviso }]);

    const closed = await app.inject({
      method: 'DELETE',
      url: `/api/queues/${queue.id}`,
      headers: bearer(owner.token),
    });
    expect(closed.statusCode).toBe(200);
    const ended = await visitor.next((d) => d.type === 'closed', PUSH_WITHIN_MS);
    expect(ended.data).toMatchObject({ queue: { aviso: null } });
    const row = await app.services.database.db
      .selectFrom('queues')
      .select(['broadcast_message', 'broadcast_at', 'broadcast_expires_at'])
      .where('id', '=', queue.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ broadcast_message: null, broadcast_at: null, broadcast_expires_at: null });

    const late = await send(app, owner, queue.id, 'Voltamos amanhã');
    expect(late.statusCode).toBe(400);
    expect(late.json().message).toBe('Não é possível enviar aviso para uma fila encerrada');
  });

  it('shows for the duration the owner chose, then leaves every screen: queue, live picture, Minhas Filas, TV panel', async () => {
    const { app, clock } = ctx();
    const { base, owner, queue, ana } = await queueWithAna(app);
    const panel = await app.inject({
      method: 'POST',
      url: `/api/establishments/${owner.id}/panels`,
      headers: bearer(owner.token),
      payload: { filaId: queue.id },
    });
    expect(panel.statusCode, panel.body).toBe(201);
    const panelAviso = async () =>
      (await app.inject({ method: 'GET', url: `/api/panels/${panel.json().data.token}` })).json().data
        .filas[0].aviso;

    for (const bad of [0, 1441, 2.5, '30', -15]) {
      const refused = await send(app, owner, queue.id, 'Atraso de 15 min', bad);
      expect(refused.statusCode, String(bad)).toBe(400);
      expect(refused.json().message).toBe('A duração do aviso deve ser de 1 minuto a 24 horas');
    }
    expect(await avisoOf(app, queue.id)).toBeNull();

    const sentAt = clock.now();
    const sent = await send(app, owner, queue.id, 'Atraso de 15 min', 30);
    expect(sent.statusCode, sent.body).toBe(200);
    const aviso = {
      mensagem: 'Atraso de 15 min',
      em: new Date(sentAt).toISOString(),
      expiraEm: new Date(sentAt + 30 * 60_000).toISOString(),
    };
    expect(sent.json().data).toEqual(aviso);
    expect(await panelAviso()).toEqual(aviso);

    const visitor = await openStream(`${base}/api/queues/${queue.id}/events`);
    streams.push(visitor);
    expect((await visitor.next()).data).toMatchObject({ queue: { aviso } });

    // Not yet: a minute before its time nothing is cleared.
    clock.advance(29 * 60_000);
    expect(await expireQueueNotices(app.services)).toEqual([]);
    expect(await avisoOf(app, queue.id)).toEqual(aviso);

    clock.advance(60_000);
    expect(await expireQueueNotices(app.services)).toEqual([queue.id]);
    const gone = await visitor.next((d) => d.type === 'broadcast', PUSH_WITHIN_MS);
    expect(gone.data).toMatchObject({ changes: ['broadcast'], queue: { aviso: null } });
    expect(await avisoOf(app, queue.id)).toBeNull();
    expect(await panelAviso()).toBeNull();
    const cards = await app.inject({
      method: 'GET',
      url: '/api/users/active-queues',
      headers: bearer(ana.token),
    });
    expect(cards.json().data).toMatchObject([{ id: queue.id, aviso: null }]);
    // Once cleared, a later run has nothing to do (no version, no event).
    expect(await expireQueueNotices(app.services)).toEqual([]);
  });

  it('keeps a notice sent again before the old one expired, and one meant to stay until removed', async () => {
    const { app, clock } = ctx();
    const owner = await newEstablishment(app);
    const queue = await createQueue(app, owner);
    expect((await send(app, owner, queue.id, 'Atraso de 15 min', 15)).statusCode).toBe(200);
    clock.advance(10 * 60_000);
    expect((await send(app, owner, queue.id, 'Atraso de 20 min', 15)).statusCode).toBe(200);
    clock.advance(10 * 60_000);
    expect(await expireQueueNotices(app.services)).toEqual([]);
    expect(await avisoOf(app, queue.id)).toMatchObject({ mensagem: 'Atraso de 20 min' });
    clock.advance(5 * 60_000);
    expect(await expireQueueNotices(app.services)).toEqual([queue.id]);

    expect((await send(app, owner, queue.id, 'Fechamos às 18h', null)).statusCode).toBe(200);
    clock.advance(24 * 60 * 60_000);
    expect(await expireQueueNotices(app.services)).toEqual([]);
    expect(await avisoOf(app, queue.id)).toMatchObject({ mensagem: 'Fechamos às 18h', expiraEm: null });
  });
});
