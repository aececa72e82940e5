import type { AppServices } from '../../app-services';
import { mutateQueue } from '../queues/mutate-queue';

type Services = Pick<AppServices, 'database' | 'queues' | 'queueMutex' | 'bus' | 'clock'>;

class NotDue extends Error {}

/**
 * Opens the scheduled queues whose time has come. Each opening is re-checked under the queue's lock,
 * so when several instances tick together only the first one opens it; the others see it open.
 */
export async function openDueQueues(services: Services): Promise<number[]> {
  const opened: number[] = [];
  for (const queue of await services.queues.listDueOpenings(services.clock.now())) {
    try {
      await mutateQueue(services, queue.id, async (_trx, current, now) => {
        if (current.status !== 'agendada' || current.opens_at === null || current.opens_at > now)
          throw new NotDue();
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
    } catch (error) {
      if (!(error instanceof NotDue)) throw error;
    }
  }
  return opened;
}
