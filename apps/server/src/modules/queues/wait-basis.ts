import { averageCallInterval, DEFAULT_INTERVAL_SAMPLES, minutesPerPosition } from '@vez/domain';
import type { Transaction } from 'kysely';
import type { AppServices } from '../../app-services';
import type { Database } from '../../database/schema';
import type { QueueRow } from '../../repositories/queues-repository';
import type { WaitBasis } from './queue-views';

/** Minutes per position from the queue's recent calls, falling back to its own estimate (DESIGN §2). */
export async function waitBasisOf(
  services: Pick<AppServices, 'tickets'>,
  queue: Pick<QueueRow, 'id' | 'minutes_per_position'>,
  executor?: Transaction<Database>,
): Promise<WaitBasis> {
  const callTimes = await services.tickets.recentCallTimes(queue.id, DEFAULT_INTERVAL_SAMPLES + 1, executor);
  return minutesPerPosition(
    averageCallInterval(callTimes, DEFAULT_INTERVAL_SAMPLES),
    queue.minutes_per_position,
  );
}

/**
 * The wait basis of a queue row read under its lock, remembered per instance until the queue's last call
 * or its own estimate changes (nothing else moves it): a burst of joins quotes every client without
 * reading the call history again.
 */
export class WaitBasisCache {
  private readonly entries = new Map<
    number,
    { lastCallAt: number | null; minutes: number; basis: WaitBasis }
  >();

  async of(
    services: Pick<AppServices, 'tickets'>,
    queue: Pick<QueueRow, 'id' | 'minutes_per_position' | 'last_call_at'>,
    executor?: Transaction<Database>,
  ): Promise<WaitBasis> {
    const kept = this.entries.get(queue.id);
    if (kept && kept.lastCallAt === queue.last_call_at && kept.minutes === queue.minutes_per_position)
      return kept.basis;
    const basis = await waitBasisOf(services, queue, executor);
    if (this.entries.size >= 10_000) this.entries.clear();
    this.entries.set(queue.id, {
      lastCallAt: queue.last_call_at,
      minutes: queue.minutes_per_position,
      basis,
    });
    return basis;
  }
}
