import type { FastifyBaseLogger } from 'fastify';
import type { AppServices } from '../../app-services';
import { retryOwedRefunds } from '../payments/retry-owed-refunds';
import { openDueQueues } from './open-due-queues';
import { runDueAutoCalls } from './run-due-auto-calls';

const REFUND_SWEEP_MS = 60_000;

/**
 * Ticks every `intervalMs`: opens scheduled queues and makes due automatic calls; once a minute it also
 * finishes refunds left owed. One tick at a time.
 */
export class Scheduler {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private lastRefundSweep = 0;

  constructor(
    private readonly services: AppServices,
    private readonly log: FastifyBaseLogger,
    private readonly intervalMs: number,
  ) {}

  start(): void {
    this.timer = setInterval(() => {
      if (!this.running) this.running = this.tick().finally(() => (this.running = null));
    }, this.intervalMs);
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
  }

  async tick(): Promise<void> {
    try {
      for (const id of await openDueQueues(this.services))
        this.log.info({ queueId: id }, 'fila aberta no horário');
      for (const call of await runDueAutoCalls(this.services)) {
        this.log.info({ queueId: call.queueId }, `chamada automática: ${call.nome}`);
      }
      const now = this.services.clock.now();
      if (now - this.lastRefundSweep >= REFUND_SWEEP_MS) {
        this.lastRefundSweep = now;
        const refunded = await retryOwedRefunds(this.services, (error, paymentId) =>
          this.log.warn({ err: error, paymentId }, 'estorno pendente não concluído'),
        );
        if (refunded > 0) this.log.info({ refunded }, 'estornos pendentes concluídos');
      }
    } catch (error) {
      this.log.error({ err: error }, 'scheduler tick failed');
    }
  }
}
