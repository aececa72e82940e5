import { expect, it } from 'vitest';
import type { QueueChange } from '../../events/queue-change';
import { createQueue, lineup, newClients, newEstablishment } from '../../test-support/queue-fixtures';
import { describeEachDialect } from '../../test-support/test-app';
import type { Authenticated } from '../auth/authenticate';
import { joinQueue } from './joining/join-queue';
import { mutateQueue } from './mutate-queue';

const caller = (userId: number): Authenticated => ({ userType: 'cliente', userId, sessionId: 'x' });
const input = (name: string) => ({
  nome: name,
  telefone: '11987654321',
  email: 'a@exemplo.com',
  isGroup: false,
  groupMembers: [],
});

// Group commit (decision 020) exists on SQLite only; PostgreSQL runs one transaction per change.
describeEachDialect(
  'changes of one queue that arrive together (group commit)',
  (ctx) => {
    it('runs each alone against what the previous left, rolls a failed one back alone, announces the rest in order', async () => {
      const { app } = ctx();
      const services = app.services;
      const owner = await newEstablishment(app);
      const queue = await createQueue(app, owner);
      const [a, b, c] = await newClients(app, 3);
      const changes: QueueChange[] = [];
      services.bus.subscribe((change) => changes.push(change));

      // All started in the same tick, so they share one batch.
      const outcomes = await Promise.allSettled([
        joinQueue(services, caller(a!.id), queue.id, input(a!.name)),
        joinQueue(services, caller(b!.id), queue.id, input(b!.name)),
        // The same client again: refused by the unique index, inside the batch.
        joinQueue(services, caller(a!.id), queue.id, input(a!.name)),
        // A change that writes (C's ticket) and then fails: its write must not survive.
        mutateQueue(services, queue.id, async (trx, row, now) => {
          await joinQueueWrite(trx, row.id, c!.id, row.next_slot, row.next_seq, now);
          throw new Error('falhou depois de escrever');
        }),
        joinQueue(services, caller(c!.id), queue.id, input(c!.name)),
      ]);

      expect(outcomes.map((o) => o.status)).toEqual([
        'fulfilled',
        'fulfilled',
        'rejected',
        'rejected',
        'fulfilled',
      ]);
      const positions = outcomes.flatMap((o) =>
        o.status === 'fulfilled' ? [(o.value as { position: number }).position] : [],
      );
      expect(positions).toEqual([1, 2, 3]);
      expect((outcomes[2] as PromiseRejectedResult).reason).toMatchObject({
        message: 'Você já está nesta fila',
      });
      expect((outcomes[3] as PromiseRejectedResult).reason).toMatchObject({
        message: 'falhou depois de escrever',
      });
      expect(await lineup(app, owner, queue.id)).toEqual([
        [a!.name, 1, 'a'],
        [b!.name, 2, 'a'],
        [c!.name, 3, 'a'],
      ]);
      // Announced after the commit, one version each, in order.
      const joins = changes.filter((change) => change.queueId === queue.id);
      expect(joins.map((change) => change.type)).toEqual(['joined', 'joined', 'joined']);
      const first = joins[0]!.version;
      expect(joins.map((change) => change.version)).toEqual([first, first + 1, first + 2]);
      const row = await services.queues.findById(queue.id);
      expect(row).toMatchObject({
        version: first + 2,
        waiting_tickets: 3,
        occupied_positions: 3,
        next_slot: 4,
      });
    });
  },
  { dialects: ['sqlite'] },
);

async function joinQueueWrite(
  trx: Parameters<Parameters<typeof mutateQueue>[2]>[0],
  queueId: number,
  clientId: number,
  slot: number,
  seq: number,
  now: number,
) {
  await trx
    .insertInto('tickets')
    .values({
      queue_id: queueId,
      client_id: clientId,
      slot,
      seq,
      status: 'waiting',
      name: 'Escrita desfeita',
      phone: '11987654321',
      email: 'x@exemplo.com',
      group_size: 1,
      group_members: '[]',
      paid_advance: 0,
      joined_at: now,
      called_at: null,
      left_at: null,
      closed_at: null,
      quoted_wait_minutes: 0,
    })
    .execute();
}
