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
