import type { LoginAttempts } from './auth/login-attempts';
import type { SessionCache } from './auth/session-cache';
import type { SessionTokens } from './auth/session-tokens';
import { BackgroundTasks } from './config/background-tasks';
import type { Clock } from './config/clock';
import type { AppConfig } from './config/config';
import type { KeyedMutex } from './config/keyed-mutex';
import type { DatabaseHandle } from './database/connection';
import type { EventBus } from './events/event-bus';
import type { Mailer } from './mail/mailer';
import type { CepLookup } from './modules/lookups/cep-lookup';
import type { CnpjLookup } from './modules/lookups/cnpj-lookup';
import type { AttachmentRenderers } from './modules/outbox/attachment-spec';
import type { PaymentProvider } from './modules/payments/payment-provider';
import type { PaymentPurposes } from './modules/payments/payment-purpose';
import type { PublicLineupCache } from './modules/queues/viewing/public-lineup-cache';
import type { WaitBasisCache } from './modules/queues/waits/wait-basis';
import { AccountSettingsRepository } from './repositories/account-settings-repository';
import { AdvancePaymentsRepository } from './repositories/advance-payments-repository';
import { CalledTicketsRepository } from './repositories/called-tickets-repository';
import { EstablishmentImagesRepository } from './repositories/establishment-images-repository';
import { EstablishmentsRepository } from './repositories/establishments-repository';
import { JoinCodesRepository } from './repositories/join-codes-repository';
import { KiosksRepository } from './repositories/kiosks-repository';
import { NoticesRepository } from './repositories/notices-repository';
import { type OutboxMessageRow, OutboxRepository } from './repositories/outbox-repository';
import { PanelsRepository } from './repositories/panels-repository';
import { PasswordResetTokensRepository } from './repositories/password-reset-tokens-repository';
import { PaymentsRepository } from './repositories/payments-repository';
import { PublicMessagesRepository } from './repositories/public-messages-repository';
import { PushSubscriptionsRepository } from './repositories/push-subscriptions-repository';
import { QueueBroadcastsRepository } from './repositories/queue-broadcasts-repository';
import { QueueJoinsRepository } from './repositories/queue-joins-repository';
import { QueuePressesRepository } from './repositories/queue-presses-repository';
import { QueuesRepository } from './repositories/queues-repository';
import { ReportsRepository } from './repositories/reports-repository';
import { ServicePointsRepository } from './repositories/service-points-repository';
import { SessionsRepository } from './repositories/sessions-repository';
import { SimulatedChargesRepository } from './repositories/simulated-charges-repository';
import { SubscriptionPaymentsRepository } from './repositories/subscription-payments-repository';
import { SubscriptionsRepository } from './repositories/subscriptions-repository';
import { TeamRepository } from './repositories/team-repository';
import { TicketsRepository } from './repositories/tickets-repository';
import { UsersRepository } from './repositories/users-repository';

/** Everything a use case may need, built once per app instance. Adapters are replaceable in tests. */
export interface AppServices {
  config: AppConfig;
  clock: Clock;
  database: DatabaseHandle;
  mailer: Mailer;
  cepLookup: CepLookup;
  cnpjLookup: CnpjLookup;
  tokens: SessionTokens;
  sessionCache: SessionCache;
  /** Password attempts per account, shared by all instances when REDIS_URL is set. */
  loginAttempts: LoginAttempts;
  background: BackgroundTasks;
  bus: EventBus;
  queueMutex: KeyedMutex;
  /** Lines up the reset links of one account so its e-mails go out in the order the links were made. */
  resetLinkMutex: KeyedMutex<string>;
  publicLineups: PublicLineupCache;
  /** The quote of a join: each queue's wait basis, kept until its next call. */
  waitBasis: WaitBasisCache;
  users: UsersRepository;
  establishments: EstablishmentsRepository;
  team: TeamRepository;
  sessions: SessionsRepository;
  resetTokens: PasswordResetTokensRepository;
  publicMessages: PublicMessagesRepository;
  queues: QueuesRepository;
  tickets: TicketsRepository;
  /** Called tickets: the called state, 'Chamar novamente', 'Não compareceu' and their undos. */
  calledTickets: CalledTicketsRepository;
  /** The queues' short public codes (decision 026). */
  joinCodes: JoinCodesRepository;
  /** 'Aviso para a fila' of several queues at once (Minhas Filas). */
  queueBroadcasts: QueueBroadcastsRepository;
  /** PostgreSQL's one-statement join (decision 041). */
  queueJoins: QueueJoinsRepository;
  /** The counter's presses by idempotency key (decision 051). */
  presses: QueuePressesRepository;
  subscriptions: SubscriptionsRepository;
  payments: PaymentsRepository;
  advancePayments: AdvancePaymentsRepository;
  subscriptionPayments: SubscriptionPaymentsRepository;
  simulatedCharges: SimulatedChargesRepository;
  outbox: OutboxRepository;
  reports: ReportsRepository;
  settings: AccountSettingsRepository;
  images: EstablishmentImagesRepository;
  notices: NoticesRepository;
  pushSubscriptions: PushSubscriptionsRepository;
  /** Kiosk links for a tablet at the door (decision 068). */
  kiosks: KiosksRepository;
  /** TV panel links (issue 17). */
  panels: PanelsRepository;
  /** Where people are served, 'Cadeira 2', and the queues each place serves (issue 37). */
  servicePoints: ServicePointsRepository;
  paymentProvider: PaymentProvider;
  /** What each kind of payment buys, behind the one settle path. */
  paymentPurposes: PaymentPurposes<AppServices>;
  /** How the outbox renders each kind of attachment when it sends (the monthly report PDF). */
  outboxAttachments: AttachmentRenderers;
  /** How the outbox sends what is not e-mail (Web Push, WhatsApp when configured). */
  outboxChannels: Partial<Record<'push' | 'whatsapp', (message: OutboxMessageRow) => Promise<void>>>;
}

export function createRepositories(database: DatabaseHandle) {
  const { db } = database;
  return {
    users: new UsersRepository(db),
    establishments: new EstablishmentsRepository(db),
    team: new TeamRepository(db),
    sessions: new SessionsRepository(db),
    resetTokens: new PasswordResetTokensRepository(db),
    publicMessages: new PublicMessagesRepository(db),
    queues: new QueuesRepository(db),
    tickets: new TicketsRepository(db),
    calledTickets: new CalledTicketsRepository(db),
    joinCodes: new JoinCodesRepository(db),
    queueBroadcasts: new QueueBroadcastsRepository(db),
    queueJoins: new QueueJoinsRepository(db),
    presses: new QueuePressesRepository(db),
    subscriptions: new SubscriptionsRepository(db),
    payments: new PaymentsRepository(db),
    advancePayments: new AdvancePaymentsRepository(db),
    subscriptionPayments: new SubscriptionPaymentsRepository(db),
    simulatedCharges: new SimulatedChargesRepository(db),
    outbox: new OutboxRepository(db),
    reports: new ReportsRepository(db),
    settings: new AccountSettingsRepository(db),
    images: new EstablishmentImagesRepository(db),
    notices: new NoticesRepository(db, database.dialect),
    pushSubscriptions: new PushSubscriptionsRepository(db),
    kiosks: new KiosksRepository(db),
    panels: new PanelsRepository(db),
    servicePoints: new ServicePointsRepository(db),
  };
}

export { BackgroundTasks };
