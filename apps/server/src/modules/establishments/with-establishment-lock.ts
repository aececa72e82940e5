import type { Transaction } from 'kysely';
import type { AppServices } from '../../app-services';
import { retryWhileBusy } from '../../database/retry-while-busy';
import type { Database } from '../../database/schema';

/**
 * Runs `work` as the only change to one establishment's plan and queue count at a time: in this process
 * (the shared mutex, under a negative key so establishment locks never meet queue locks) and across
 * instances (the establishment's row locked on PostgreSQL; SQLite has one writer).
 */
export function withEstablishmentLock<T>(
  services: Pick<AppServices, 'database' | 'establishments' | 'queueMutex' | 'clock'>,
  establishmentId: number,
  work: (trx: Transaction<Database>, now: number) => Promise<T>,
): Promise<T> {
  return services.queueMutex.run(-establishmentId, () =>
    retryWhileBusy(() =>
      services.database.db.transaction().execute(async (trx) => {
        await lockEstablishmentRow(services, trx, establishmentId);
        return work(trx, services.clock.now());
      }),
    ),
  );
}

/**
 * The establishment's row lock inside a transaction already under way (a queue's mutation that changes
 * the count of open queues): PostgreSQL locks the row; SQLite has one writer.
 */
export async function lockEstablishmentRow(
  services: Pick<AppServices, 'database' | 'establishments'>,
  trx: Transaction<Database>,
  establishmentId: number,
): Promise<void> {
  if (services.database.dialect !== 'postgres') return;
  await services.establishments.lockRow(establishmentId, trx);
}
