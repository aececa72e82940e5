import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { AppServices } from '../../app-services';
import type { QueueChangeType } from '../../events/queue-change';
import type { OutboxRepository } from '../../repositories/outbox-repository';

/** Where the figures read at scrape time come from: this instance's own parts. */
export interface MetricSources {
  services: Pick<AppServices, 'outbox' | 'clock' | 'database'>;
  /** Live streams open on this instance (queues and TV panels). */
  openStreams: () => number;
}

const DAY_MS = 24 * 60 * 60 * 1000;

type OutboxFigures = Awaited<ReturnType<OutboxRepository['backlog']>> & { now: number };

async function readOutbox(services: MetricSources['services']): Promise<OutboxFigures> {
  const now = services.clock.now();
  return { ...(await services.outbox.backlog(now, now - DAY_MS)), now };
}

/**
 * The Prometheus figures of one instance (decision 065). Counters and the request histogram are this
 * instance's; the outbox gauges are the deployment's (every instance reports the same), read from the
 * database when Prometheus scrapes, never on a request's path.
 */
export class VezMetrics {
  readonly registry = new Registry();

  readonly requestDuration = new Histogram({
    name: 'vez_http_request_duration_seconds',
    help: 'Duração das requisições HTTP, por rota (o padrão, não o endereço) e status',
    labelNames: ['method', 'route', 'status_code'] as const,
    // A phone waits on the tail: fine steps up to 1 s, a few beyond for the slow outliers.
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [this.registry],
  });

  readonly queueChanges = new Counter({
    name: 'vez_queue_changes_total',
    help: 'Mudanças de fila feitas nesta instância, por tipo (joined = entradas, called = chamadas)',
    labelNames: ['type'] as const,
    registers: [this.registry],
  });

  constructor(sources: MetricSources) {
    const { services } = sources;
    collectDefaultMetrics({ register: this.registry });
    new Gauge({
      name: 'vez_live_streams_open',
      help: 'Conexões ao vivo (SSE) abertas nesta instância',
      registers: [this.registry],
      collect() {
        this.set(sources.openStreams());
      },
    });
    const pool = services.database.poolUsage;
    if (pool) {
      new Gauge({
        name: 'vez_db_pool_connections',
        help: 'Conexões do pool do PostgreSQL desta instância, por estado (in_use, idle, waiting = pedidos na espera)',
        labelNames: ['state'] as const,
        registers: [this.registry],
        collect() {
          const usage = pool();
          this.set({ state: 'in_use' }, usage.inUse);
          this.set({ state: 'idle' }, usage.idle);
          this.set({ state: 'waiting' }, usage.waiting);
        },
      });
    }
    this.registerOutbox(services);
  }

  /**
   * The scheduler starts after the app is built (server.ts); its lag is reported from then on. An app
   * without one (the tests') reports none rather than a reassuring 0.
   */
  watchScheduler(lagMs: () => number | null): void {
    new Gauge({
      name: 'vez_scheduler_lag_seconds',
      help: 'Atraso do agendador desta instância: tempo desde o início do último ciclo além do intervalo',
      registers: [this.registry],
      collect() {
        const lag = lagMs();
        if (lag !== null) this.set(lag / 1000);
      },
    });
  }

  countChange(type: QueueChangeType): void {
    this.queueChanges.inc({ type });
  }

  private registerOutbox(services: MetricSources['services']): void {
    // One read per scrape feeds the three gauges.
    let reading: Promise<OutboxFigures> | null = null;
    const read = () => {
      reading ??= readOutbox(services).finally(() => {
        reading = null;
      });
      return reading;
    };
    new Gauge({
      name: 'vez_outbox_pending_messages',
      help: 'Mensagens (e-mail, push, WhatsApp) na caixa de saída ainda por enviar, da implantação inteira',
      registers: [this.registry],
      async collect() {
        this.set((await read()).pending);
      },
    });
    new Gauge({
      name: 'vez_outbox_failed_messages',
      help: 'Mensagens desistidas (todas as tentativas falharam) nas últimas 24 horas, da implantação inteira',
      registers: [this.registry],
      async collect() {
        this.set((await read()).failed);
      },
    });
    new Gauge({
      name: 'vez_outbox_oldest_due_seconds',
      help: 'Há quanto tempo a mensagem vencida mais antiga espera envio (0 quando nada está vencido)',
      registers: [this.registry],
      async collect() {
        const { oldestDue, now } = await read();
        this.set(oldestDue === null ? 0 : Math.max(0, now - oldestDue) / 1000);
      },
    });
  }
}
