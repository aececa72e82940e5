import type { AppServices } from '../../app-services';

const DAY_MS = 24 * 60 * 60_000;
/** Rows one statement deletes: short enough that SQLite's one writer and PostgreSQL's locks barely notice. */
export const PRUNE_BATCH = 500;
/** Statements per kind and run: a backlog (the first run after an upgrade) is worked off over several runs. */
export const PRUNE_BATCHES_PER_RUN = 20;

/**
 * Scheduler job: deletes sent and given-up outbox messages older than OUTBOX_RETENTION_DAYS (decision 063),
 * in batches, at most PRUNE_BATCH × PRUNE_BATCHES_PER_RUN rows of each kind per run. Nothing reads an old
 * message: receipts are shown from the payments, which are kept; a message's key may be written again
 * once its row is gone, which the retention's floor of 7 days makes harmless (config.ts). Safe on several
 * instances: each statement deletes whatever is still there.
 */
export async function pruneOutbox(
  services: Pick<AppServices, 'outbox' | 'clock' | 'config'>,
  { batch = PRUNE_BATCH, batches = PRUNE_BATCHES_PER_RUN } = {},
): Promise<number> {
  const before = services.clock.now() - services.config.outboxRetentionDays * DAY_MS;
  let deleted = 0;
  for (const kind of ['sent', 'given-up'] as const) {
    for (let round = 0; round < batches; round++) {
      const count = await services.outbox.deleteFinishedBefore(kind, before, batch);
      deleted += count;
      if (count < batch) break;
    }
  }
  return deleted;
}
