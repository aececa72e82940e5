import type { AppServices } from '../../../app-services';

/** A press's key answers its repeats for a day (decision 051): any retry comes long before that. */
export const PRESS_KEYS_KEPT_MS = 24 * 60 * 60_000;

/** Scheduler job: forgets the counter's presses older than a day. Safe on several instances. */
export function pruneCounterPresses(services: Pick<AppServices, 'presses' | 'clock'>): Promise<number> {
  return services.presses.pruneBefore(services.clock.now() - PRESS_KEYS_KEPT_MS);
}
