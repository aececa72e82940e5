import type { FastifyBaseLogger } from 'fastify';
import type { AppServices } from '../../app-services';
import { sendWeeklyBackups } from '../accounts/send-weekly-backups';
import { eraseGuestData } from '../guests/erase-guest-data';
import { sendQueueNotices } from '../notifications/send-queue-notices';
import { deliverOutbox } from '../outbox/deliver-outbox';
import { pruneOutbox } from '../outbox/prune-outbox';
import { retryOwedRefunds } from '../payments/retry-owed-refunds';
import { sendPlanNotices } from '../plans/send-plan-notices';
import { pruneCounterPresses } from '../queues/calling/prune-counter-presses';
import { sendMonthlyReports } from '../reports/monthly-reports';
import { expireQueueNotices } from './expire-queue-notices';
import { openDueQueues } from './open-due-queues';
import { runDueAutoCalls } from './run-due-auto-calls';
import type { ScheduledJob } from './scheduler';

const MINUTE = 60_000;

/** Every periodic job of the product, by name. */
export function scheduledJobs(services: AppServices, log: FastifyBaseLogger): ScheduledJob[] {
  return [
    {
      name: 'open-due-queues',
      everyMs: 0,
      run: async () => {
        for (const id of await openDueQueues(services)) log.info({ queueId: id }, 'fila aberta no horário');
      },
    },
    {
      name: 'expire-queue-notices',
      everyMs: 0,
      run: async () => {
        for (const id of await expireQueueNotices(services))
          log.info({ queueId: id }, 'aviso da fila expirou');
      },
    },
    {
      name: 'auto-calls',
      everyMs: 0,
      run: async () => {
        for (const call of await runDueAutoCalls(services)) {
          // Ids, never names: logs are read by operators, not by the establishment.
          log.info({ queueId: call.queueId }, 'chamada automática feita');
        }
      },
    },
    {
      name: 'queue-notices',
      everyMs: 0,
      // Its own pace: a slow round must not hold back automatic calls and openings.
      detached: true,
      run: async () => {
        const written = await sendQueueNotices(services);
        if (written > 0) log.debug({ written }, 'avisos de fila na fila de envio');
      },
    },
    {
      name: 'owed-refunds',
      everyMs: MINUTE,
      run: async () => {
        const refunded = await retryOwedRefunds(services, (error, paymentId) =>
          log.warn({ err: error, paymentId }, 'estorno pendente não concluído'),
        );
        if (refunded > 0) log.info({ refunded }, 'estornos pendentes concluídos');
      },
    },
    {
      name: 'plan-notices',
      everyMs: MINUTE,
      run: async () => {
        const written = await sendPlanNotices(services);
        if (written > 0) log.info({ written }, 'avisos de vencimento de plano na fila de envio');
      },
    },
    {
      name: 'prune-counter-presses',
      everyMs: 60 * MINUTE,
      run: async () => {
        const pruned = await pruneCounterPresses(services);
        if (pruned > 0) log.debug({ pruned }, 'chaves de idempotência antigas removidas');
      },
    },
    {
      name: 'prune-outbox',
      everyMs: 10 * MINUTE,
      // A backlog takes up to 40 deletes: automatic calls and openings do not wait for them.
      detached: true,
      run: async () => {
        const pruned = await pruneOutbox(services);
        if (pruned > 0) log.info({ pruned }, 'mensagens antigas da caixa de saída removidas');
      },
    },
    {
      name: 'erase-guest-data',
      everyMs: 10 * MINUTE,
      detached: true,
      run: async () => {
        const erased = await eraseGuestData(services);
        if (erased > 0) log.info({ erased }, 'dados de convidados apagados após o prazo');
      },
    },
    {
      name: 'monthly-reports',
      everyMs: 10 * MINUTE,
      run: async () => {
        const written = await sendMonthlyReports(services);
        if (written > 0) log.info({ written }, 'relatórios mensais na fila de envio');
      },
    },
    {
      name: 'weekly-backups',
      everyMs: 10 * MINUTE,
      run: async () => {
        const written = await sendWeeklyBackups(services);
        if (written > 0) log.info({ written }, 'backups semanais na fila de envio');
      },
    },
    {
      name: 'deliver-outbox',
      everyMs: 0,
      detached: true,
      run: async () => {
        await deliverOutbox(services, (error, key) =>
          log.warn({ err: error, key }, 'envio da caixa de saída falhou'),
        );
      },
    },
  ];
}
