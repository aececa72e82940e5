import type { AppServices } from '../../app-services';
import type { Authenticated } from '../auth/authenticate';

/**
 * What paid advances earned an establishment, per queue (closed queues included: their history stays).
 * Refunds are already taken out; only advances that happened count.
 */
export async function revenueOfEstablishment(
  services: Pick<AppServices, 'advancePayments' | 'queues'>,
  caller: Authenticated,
) {
  const rows = await services.advancePayments.revenueByQueue(caller.userId);
  const queues = await services.queues.listByEstablishment(caller.userId, true);
  const names = new Map(queues.map((queue) => [queue.id, queue.name]));
  const totalCents = rows.reduce((sum, row) => sum + row.cents, 0);
  return {
    totalCentavos: totalCents,
    total: totalCents / 100,
    avancos: rows.reduce((sum, row) => sum + row.advances, 0),
    porFila: rows.map((row) => ({
      queueId: row.queueId,
      nome: names.get(row.queueId) ?? '',
      receitaCentavos: row.cents,
      avancos: row.advances,
    })),
  };
}
