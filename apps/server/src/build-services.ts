import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { type AppServices, createRepositories } from './app-services';
import { applyRevocation } from './auth/forget-sessions';
import { SessionCache } from './auth/session-cache';
import { SessionTokens } from './auth/session-tokens';
import { createLoginAttempts } from './auth/shared-counters';
import { BackgroundTasks } from './config/background-tasks';
import { type Clock, systemClock } from './config/clock';
import type { AppConfig } from './config/config';
import { KeyedMutex } from './config/keyed-mutex';
import type { DatabaseHandle } from './database/connection';
import { type EventBus, InProcessEventBus } from './events/event-bus';
import { RedisEventBus } from './events/redis-event-bus';
import { type Mailer, OutboxMailer, SmtpMailer } from './mail/mailer';
import { renderBackupAttachment } from './modules/accounts/render-backup-xlsx';
import { LiveHub } from './modules/live/live-hub';
import { CachedCepLookup, type CepLookup, ViaCepLookup } from './modules/lookups/cep-lookup';
import { type CnpjLookup, HttpCnpjLookup } from './modules/lookups/cnpj-lookup';
import { CountingEventBus } from './modules/metrics/count-queue-changes';
import { VezMetrics } from './modules/metrics/vez-metrics';
import { webPushChannel } from './modules/notifications/push-channel';
import { whatsappChannel } from './modules/notifications/whatsapp-channel';
import { PanelStreams } from './modules/panels/panel-stream';
import { applyAdvance } from './modules/payments/apply-advance';
import { MercadoPagoProvider } from './modules/payments/mercadopago-provider';
import { SimulatedPaymentProvider } from './modules/payments/simulated-provider';
import { applySubscription } from './modules/plans/apply-subscription';
import { PublicLineupCache } from './modules/queues/viewing/public-lineup-cache';
import { WaitBasisCache } from './modules/queues/waits/wait-basis';
import { renderReportAttachment } from './modules/reports/monthly-reports';

export interface AppOptions {
  config: AppConfig;
  database: DatabaseHandle;
  /** Adapters at the edge of the machine; defaults follow the configuration. */
  mailer?: Mailer;
  cepLookup?: CepLookup;
  cnpjLookup?: CnpjLookup;
  clock?: Clock;
  bus?: EventBus;
}

/** What the app's routes and hooks are given: the services, and the live parts that use them. */
export interface BuiltServices {
  services: AppServices;
  liveHub: LiveHub;
  panelStreams: PanelStreams;
  /** Null unless METRICS_TOKEN is set. */
  metrics: VezMetrics | null;
}

/**
 * Everything one app instance runs on, built from the configuration and whatever adapters the caller
 * replaced (tests): repositories, clock, event bus (Redis when REDIS_URL is set, ready before it
 * returns), mailer, lookups, payment provider, caches, the live hub and, with METRICS_TOKEN, the
 * figures. `counters` is the shared Redis of login attempts (null without Redis); `log` receives
 * the errors of the parts that run in the background. Registers nothing on Fastify: app.ts wires.
 */
export async function buildServices(
  options: AppOptions,
  edge: { log: FastifyBaseLogger; counters: Redis | null },
): Promise<BuiltServices> {
  const { log } = edge;
  const services = createServices(options, edge);
  if (services.bus instanceof RedisEventBus) await services.bus.whenReady();
  // Sessions ended on any instance leave this instance's cache at once.
  services.bus.onRevocation((revocation) => applyRevocation(services.sessionCache, revocation));
  const liveHub = new LiveHub(
    services,
    (error) => log.error({ err: error }, 'live stream'),
    options.config.heartbeatMs,
  );
  const metrics = createMetrics(services, liveHub);
  const panelStreams = new PanelStreams(services, liveHub);
  return { services, liveHub, panelStreams, metrics };
}

function createServices(
  options: AppOptions,
  { log, counters }: { log: FastifyBaseLogger; counters: Redis | null },
): AppServices {
  const { config } = options;
  const clock = options.clock ?? systemClock;
  const repositories = createRepositories(options.database);
  const mercadoPago = config.payments.mercadoPago;
  const services: AppServices = {
    config,
    clock,
    database: options.database,
    mailer:
      options.mailer ??
      (config.smtpUrl
        ? new SmtpMailer(config.smtpUrl, config.mailFrom)
        : new OutboxMailer(`${config.dataDir}/outbox`, config.mailFrom, (line) => log.info(line))),
    cepLookup:
      options.cepLookup ??
      new CachedCepLookup(new ViaCepLookup(config.cepLookupUrl, config.lookupTimeoutMs), clock.now),
    cnpjLookup: options.cnpjLookup ?? new HttpCnpjLookup(config.cnpjLookupUrl, config.lookupTimeoutMs),
    tokens: new SessionTokens(config.jwtSecret),
    sessionCache: new SessionCache(repositories.sessions, config.sessionCacheMs),
    loginAttempts: createLoginAttempts(log, config, counters),
    background: new BackgroundTasks((error) => log.error({ err: error }, 'background task failed')),
    bus: options.bus ?? createBus(log, config),
    queueMutex: new KeyedMutex(),
    resetLinkMutex: new KeyedMutex<string>(),
    publicLineups: new PublicLineupCache(),
    waitBasis: new WaitBasisCache(),
    ...repositories,
    paymentProvider: mercadoPago
      ? new MercadoPagoProvider({ ...mercadoPago, publicUrl: config.publicUrl })
      : new SimulatedPaymentProvider(repositories.simulatedCharges),
    paymentPurposes: { advance: applyAdvance, subscription: applySubscription },
    outboxAttachments: {},
    outboxChannels: {},
  };
  services.outboxChannels.push = webPushChannel(config.push, services.pushSubscriptions);
  if (config.whatsapp) services.outboxChannels.whatsapp = whatsappChannel(config.whatsapp);
  services.outboxAttachments['report-pdf'] = (spec) => renderReportAttachment(services, spec);
  services.outboxAttachments['backup-xlsx'] = (spec) => renderBackupAttachment(services, spec);
  return services;
}

function createBus(log: FastifyBaseLogger, config: AppConfig): EventBus {
  if (!config.redisUrl) return new InProcessEventBus();
  return new RedisEventBus(
    config.redisUrl,
    (error) => log.error({ err: error }, 'redis event bus'),
    config.jwtSecret,
  );
}

/**
 * With METRICS_TOKEN set: the figures, and the bus that counts queue changes in place of the plain one
 * (after the live hub subscribed to it). app.ts adds `GET /metrics` and the hook that times requests.
 */
function createMetrics(services: AppServices, liveHub: LiveHub): VezMetrics | null {
  if (!services.config.metricsToken) return null;
  const metrics = new VezMetrics({ services, openStreams: () => liveHub.watcherCount() });
  services.bus = new CountingEventBus(services.bus, (type) => metrics.countChange(type));
  return metrics;
}
