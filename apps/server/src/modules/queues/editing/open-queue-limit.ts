import { maxOpenQueues, openQueueRefusal } from '@vez/domain';
import type { Transaction } from 'kysely';
import type { AppServices } from '../../../app-services';
import type { Database } from '../../../database/schema';
import { lockEstablishmentRow } from '../../establishments/with-establishment-lock';

type Services = Pick<AppServices, 'database' | 'establishments' | 'queues' | 'subscriptions'>;

/**
 * Whether one more of the establishment's queues may open now (decision 058): the plan in
 * force against the open queues (ativa or pausada). Read under the establishment's row lock, which it
 * takes unless the caller holds it (`withEstablishmentLock`), so two openings, or an opening and a
 * creation, never both take the last room. null = room; else the refusal in Portuguese.
 */
export async function openingRefusal(
  services: Services,
  trx: Transaction<Database>,
  establishmentId: number,
  now: number,
  { locked = false }: { locked?: boolean } = {},
): Promise<string | null> {
  if (!locked) await lockEstablishmentRow(services, trx, establishmentId);
  const planId = await services.subscriptions.currentPlanId(establishmentId, now, trx);
  return openQueueRefusal(planId, await services.queues.countOpen(establishmentId, trx));
}

/**
 * Room left for openings per establishment (Infinity without a limit), read without locks in two
 * queries whatever the number of establishments: the scheduler skips the full ones without a
 * transaction each, and `openingRefusal` decides again under the lock for the others.
 */
export async function roomForOpenings(
  services: Pick<AppServices, 'queues' | 'subscriptions'>,
  establishmentIds: readonly number[],
  now: number,
): Promise<Map<number, number>> {
  const [plans, open] = await Promise.all([
    services.subscriptions.currentPlanIds(establishmentIds, now),
    services.queues.countOpenOf(establishmentIds),
  ]);
  return new Map(
    establishmentIds.map((id) => {
      const limit = maxOpenQueues(plans.get(id) ?? null);
      return [id, limit === null ? Number.POSITIVE_INFINITY : limit - (open.get(id) ?? 0)];
    }),
  );
}
