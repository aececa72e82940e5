import { ESTIMATE_INTERVAL_SAMPLES, waitEstimate } from '@vez/domain';
import type { Transaction } from 'kysely';
import type { Database } from '../../../database/schema';
import type { QueueRow, QueuesRepository } from '../../../repositories/queues-repository';
import type { WaitBasis } from '../queue-views';

/**
 * Minutes per position of a queue: the one estimate of decision 023 (median of the recent service
 * intervals, paused and empty time left out, else the queue's own tempo_estimado). Every screen, the
 * quote stored at joining and the notifications read it through here.
 */
export async function waitBasisOf(
  services: { queues: QueuesRepository },
  queue: Pick<QueueRow, 'id' | 'minutes_per_position'>,
  executor?: Transaction<Database>,
): Promise<WaitBasis> {
  // One call more than intervals: the oldest call only marks where the first interval starts.
  const history = await services.queues.serviceHistory(queue.id, ESTIMATE_INTERVAL_SAMPLES + 1, executor);
  const estimate = waitEstimate(history.served, history.pauses, queue.minutes_per_position);
  return { minutes: estimate.minutos, basedOn: estimate.baseadoEm, range: estimate.faixa };
}

/** A queue's wait basis and the queue columns it was read at (its last call, its own estimate). */
interface KnownBasis {
  lastCallAt: number | null;
  minutes: number;
  basis: WaitBasis;
}

/**
 * The wait basis of a queue row read under its lock, remembered per instance until the queue's last call
 * or its own estimate changes (nothing else moves it: pauses and joins only shape intervals that a call
 * closes): a burst of joins quotes every client without reading the call history again.
 */
export class WaitBasisCache {
  private readonly entries = new Map<number, KnownBasis>();

  /** The basis last read for this queue, whether or not it is still current, and what it was read at. */
  peek(queueId: number): KnownBasis | undefined {
    return this.entries.get(queueId);
  }

  async of(
    services: { queues: QueuesRepository },
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
