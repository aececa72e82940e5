import { estimatedWaitMinutes } from '@vez/domain';
import { expect, it } from 'vitest';
import type { QueueChange } from '../../../events/queue-change';
import { bearer } from '../../../test-support/fixtures';
import {
  callNext,
  createQueue,
  joined,
  newClient,
  newEstablishment,
} from '../../../test-support/queue-fixtures';
import { describeEachDialect } from '../../../test-support/test-app';
import { joinHoldingTheLockOnce } from './join-in-one-statement';

const MINUTE = 60_000;

describeEachDialect(
  'a join in one statement (PostgreSQL, decision 041)',
  (ctx) => {
    const joiner = (queueId: number, clientId: number) => ({
      queueId,
      clientId,
      origin: 'conta' as const,
      linkHash: null,
      linkSalt: null,
      selfService: false,
      groupSize: 1,
      name: 'Bia Lima',
      phone: '11987654321',
      email: 'bia@exemplo.com',
      groupMembers: '[]',
    });

    it('takes the next place, bumps the version once and announces it, quoting from the wait basis it knows', async () => {
      const { app, clock, database } = ctx();
      const owner = await newEstablishment(app);
      const queue = await createQueue(app, owner, { tempo_estimado: 7 });
      const bia = await newClient(app, 'Bia Lima');
      // Nothing known about the queue's wait basis on this instance yet: the general path joins.
      expect(
        await joinHoldingTheLockOnce(app.services, joiner(queue.id, bia.id), clock.now()),
      ).toBeUndefined();
      await joined(app, await newClient(app), queue.id);
      const before = await database.handle.db
        .selectFrom('queues')
        .select('version')
        .where('id', '=', queue.id)
        .executeTakeFirstOrThrow();

      const heard: QueueChange[] = [];
      const stop = app.services.bus.subscribe((change) => heard.push(change));
      const ticket = await joinHoldingTheLockOnce(app.services, joiner(queue.id, bia.id), clock.now());
      expect(ticket).toEqual({ ticketId: expect.any(Number), position: 2, estimatedWaitMinutes: 7 });
      const stored = await database.handle.db
        .selectFrom('tickets')
        .select(['slot', 'seq', 'status', 'quoted_wait_minutes'])
        .where('id', '=', ticket?.ticketId as number)
        .executeTakeFirstOrThrow();
      expect(stored).toEqual({ slot: 2, seq: 2, status: 'waiting', quoted_wait_minutes: 7 });
      await expect
        .poll(() => heard)
        .toEqual([
          expect.objectContaining({
            type: 'joined',
            ticketId: ticket?.ticketId,
            version: before.version + 1,
          }),
        ]);
      stop();

      const mine = await app.inject({
        method: 'GET',
        url: `/api/queues/${queue.id}`,
        headers: bearer(bia.token),
      });
      expect(mine.json().data).toMatchObject({
        clientes_na_fila: 2,
        posicoes_ocupadas: 2,
        minhaPosicao: { position: 2, subPosition: 'a' },
      });
    });

    it('writes nothing once a call has changed the wait basis, or the queue is paused: the general path decides', async () => {
      const { app, clock, database } = ctx();
      const owner = await newEstablishment(app);
      const queue = await createQueue(app, owner);
      for (let i = 0; i < 2; i++) await joined(app, await newClient(app), queue.id);
      const counts = () =>
        database.handle.db
          .selectFrom('queues')
          .select(['version', 'waiting_tickets', 'occupied_positions'])
          .where('id', '=', queue.id)
          .executeTakeFirstOrThrow();

      clock.advance(5 * MINUTE);
      await callNext(app, owner, queue.id);
      const afterCall = await counts();
      const bia = await newClient(app);
      expect(
        await joinHoldingTheLockOnce(app.services, joiner(queue.id, bia.id), clock.now()),
      ).toBeUndefined();
      expect(await counts()).toEqual(afterCall);

      // The general path reads the new basis; then a pause stops the one-statement join too.
      await joined(app, await newClient(app), queue.id);
      const pause = await app.inject({
        method: 'PUT',
        url: `/api/queues/${queue.id}/status`,
        headers: bearer(owner.token),
        payload: { status: 'pausada' },
      });
      expect(pause.statusCode).toBe(200);
      const paused = await counts();
      expect(
        await joinHoldingTheLockOnce(app.services, joiner(queue.id, bia.id), clock.now()),
      ).toBeUndefined();
      expect(await counts()).toEqual(paused);
    });

    it('stores the quote the domain computes, to the minute, and tells the client that one', async () => {
      const { app, clock, database } = ctx();
      const owner = await newEstablishment(app);
      const queue = await createQueue(app, owner);
      await joined(app, await newClient(app), queue.id);
      const row = await app.services.queues.findById(queue.id);
      // Floating-point edges: 45 × 0.7 is 31.499999999999996 (31, not 32); ties round up.
      for (const [position, minutes] of [
        [46, 0.7],
        [2, 2.5],
        [4, 1.5],
        [11, 0.35],
      ] as const) {
        await database.handle.db
          .updateTable('queues')
          .set({ occupied_positions: position - 1 })
          .where('id', '=', queue.id)
          .execute();
        const client = await newClient(app);
        const ticket = await app.services.queueJoins.joinInOneStatement({
          ...joiner(queue.id, client.id),
          joinedAt: clock.now(),
          basis: {
            minutes,
            lastCallAt: row?.last_call_at ?? null,
            queueMinutesPerPosition: row?.minutes_per_position ?? 0,
          },
        });
        const expected = estimatedWaitMinutes(position, minutes);
        expect({ position, minutes, quoted: ticket?.quotedWaitMinutes }).toEqual({
          position,
          minutes,
          quoted: expected,
        });
      }
    });
  },
  { dialects: ['postgres'] },
);
