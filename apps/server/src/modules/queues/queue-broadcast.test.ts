import { queueEventSchema } from '@vez/domain';
import type { FastifyInstance } from 'fastify';
import { expect, it } from 'vitest';
import { bearer } from '../../test-support/fixtures';
import {
  type Account,
  createQueue,
  joined,
  newClient,
  newEstablishment,
} from '../../test-support/queue-fixtures';
import { closedAfterEach, listenOnLoopback, openStream, PUSH_WITHIN_MS } from '../../test-support/sse-client';
import { describeEachDialect } from '../../test-support/test-app';

const streams = closedAfterEach();

function send(app: FastifyInstance, who: Account, queueId: number, mensagem: unknown) {
  return app.inject({
    method: 'PUT',
    url: `/api/queues/${queueId}/broadcast`,
    headers: bearer(who.token),
    payload: { mensagem },
  });
}

function clear(app: FastifyInstance, who: Account, queueId: number) {
  return app.inject({
    method: 'DELETE',
    url: `/api/queues/${queueId}/broadcast`,
    headers: bearer(who.token),
  });
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
    const aviso = { mensagem: 'Atraso de 15 min', em: new Date(clock.now()).toISOString() };
    expect(sent.json().data).toEqual(aviso);
    expect(await avisoOf(app, queue.id)).toEqual(aviso);

    expect((await clear(app, owner, queue.id)).statusCode).toBe(200);
    expect(await avisoOf(app, queue.id)).toBeNull();
  });

  it('reaches every watcher at once, shows on Minhas Filas, and ends when the queue closes', async () => {
    const { app, clock } = ctx();
    const base = await listenOnLoopback(app);
    const owner = await newEstablishment(app);
    const queue = await createQueue(app, owner);
    const ana = await newClient(app, 'Ana Souza');
    await joined(app, ana, queue.id);

    const visitor = await openStream(`${base}/api/queues/${queue.id}/events`);
    const mine = await openStream(`${base}/api/queues/events?filas=${queue.id}`, { token: ana.token });
    streams.push(visitor, mine);
    expect((await visitor.next()).data).toMatchObject({ queue: { aviso: null } });
    await mine.next();

    expect((await send(app, owner, queue.id, 'Atraso de 15 min')).statusCode).toBe(200);
    const aviso = { mensagem: 'Atraso de 15 min', em: new Date(clock.now()).toISOString() };
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
      .select(['broadcast_message', 'broadcast_at'])
      .where('id', '=', queue.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ broadcast_message: null, broadcast_at: null });

    const late = await send(app, owner, queue.id, 'Voltamos amanhã');
    expect(late.statusCode).toBe(400);
    expect(late.json().message).toBe('Não é possível enviar aviso para uma fila encerrada');
  });
});
