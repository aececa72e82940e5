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
  services: Pick<AppServices, 'database' | 'queueMutex' | 'clock'>,
  establishmentId: number,
  work: (trx: Transaction<Database>, now: number) => Promise<T>,
): Promise<T> {
  return services.queueMutex.run(-establishmentId, () =>
    retryWhileBusy(() =>
      services.database.db.transaction().execute(async (trx) => {
        if (services.database.dialect === 'postgres') {
          await trx
            .selectFrom('establishments')
            .select('id')
            .where('id', '=', establishmentId)
            .forUpdate()
            .execute();
        }
        return work(trx, services.clock.now());
      }),
    ),
  );
}
