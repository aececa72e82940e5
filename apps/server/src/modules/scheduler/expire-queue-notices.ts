import type { AppServices } from '../../app-services';
import { NO_BROADCAST } from '../queues/broadcasts/queue-broadcast';
import { mutateQueue } from '../queues/mutate-queue';

type Services = Pick<AppServices, 'database' | 'queues' | 'queueMutex' | 'bus' | 'clock'>;

/**
 * Clears each 'Aviso para a fila' whose time is up, through the queue's mutation path: the 'broadcast'
 * change takes it off every client screen, Minhas Filas, the TV panel and the queue detail at once, as
 * 'Limpar aviso' does. Re-checked on the locked row, so a notice sent again meanwhile (a new expiry) is
 * kept and several instances clear each one once.
 */
export async function expireQueueNotices(services: Services): Promise<number[]> {
  const cleared: number[] = [];
  for (const { id } of await services.queues.listExpiredBroadcasts(services.clock.now())) {
    const expired = await mutateQueue(services, id, async (_trx, queue, now) => {
      const due = queue.broadcast_expires_at !== null && queue.broadcast_expires_at <= now;
      return { result: due, queue: NO_BROADCAST, change: due ? { type: 'broadcast' } : null };
    });
    if (expired) cleared.push(id);
  }
  return cleared;
}
