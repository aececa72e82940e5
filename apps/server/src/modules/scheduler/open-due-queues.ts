import type { AppServices } from '../../app-services';
import { openingRefusal, roomForOpenings } from '../queues/editing/open-queue-limit';
import { mutateQueue } from '../queues/mutate-queue';

type Services = Pick<
  AppServices,
  'database' | 'establishments' | 'queues' | 'queueMutex' | 'bus' | 'clock' | 'subscriptions'
>;

class NotDue extends Error {}

/**
 * Opens the scheduled queues whose time has come, each if its establishment's plan has room for one
 * more open queue (decision 058): one that has none stays scheduled, Gerenciar Filas says why, and it
 * opens on the first tick after a queue closes or a plan grows (earliest due first). Each opening is
 * re-checked under the queue's lock and the establishment's, so when several instances tick together
 * only the first one opens it, and two due queues never take one room. Full establishments are skipped
 * from two grouped reads, so a queue waiting for room costs no transaction per tick.
 */
export async function openDueQueues(services: Services): Promise<number[]> {
  const opened: number[] = [];
  const due = await services.queues.listDueOpenings(services.clock.now());
  if (due.length === 0) return opened;
  const room = await roomForOpenings(
    services,
    [...new Set(due.map((queue) => queue.establishment_id))],
    services.clock.now(),
  );
  for (const queue of due) {
    if ((room.get(queue.establishment_id) ?? 0) <= 0) continue;
    try {
      await mutateQueue(services, queue.id, async (trx, current, now) => {
        if (current.status !== 'agendada' || current.opens_at === null || current.opens_at > now)
          throw new NotDue();
        if (await openingRefusal(services, trx, current.establishment_id, now)) throw new NotDue();
        // Automatic calls count their first interval from the opening, not from when they were set up.
        return {
          result: null,
          queue: {
            status: 'ativa',
            opened_at: now,
            opens_at: null,
            auto_call_since: current.auto_call ? now : null,
          },
          change: { type: 'opened' },
        };
      });
      opened.push(queue.id);
      room.set(queue.establishment_id, (room.get(queue.establishment_id) ?? 0) - 1);
    } catch (error) {
      if (!(error instanceof NotDue)) throw error;
    }
  }
  return opened;
}
