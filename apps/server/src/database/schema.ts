import type { Generated } from 'kysely';

/**
 * Table types. Times are epoch milliseconds (bigint columns) so both dialects do arithmetic on them
 * the same way; booleans are 0/1 integers for the same reason.
 */
export interface UsersTable {
  id: Generated<number>;
  name: string;
  cpf: string;
  birth_date: string;
  phone: string;
  email: string;
  password_hash: string;
  cep: string;
  street: string;
  number: string;
  district: string;
  city: string;
  uf: string;
  created_at: number;
  updated_at: number;
  /** Set when the account was deleted: the row stays, anonymised (decision 017). */
  deleted_at: number | null;
}

export interface EstablishmentsTable {
  id: Generated<number>;
  /** Razão social: receipts, invoices, the CNPJ. */
  legal_name: string;
  /** Nome fantasia, or null: what clients read when set (decision 056). */
  trade_name: Generated<string | null>;
  /**
   * The names as search compares them (`establishmentSearchText`), written by the repository with every
   * name change; indexed for substring search on both dialects (decision 057).
   */
  search_text: Generated<string>;
  cnpj: string;
  email: string;
  password_hash: string;
  phone: string;
  cep: string;
  street: string;
  number: string;
  district: string;
  city: string;
  uf: string;
  description: string;
  category: string;
  created_at: number;
  updated_at: number;
  deleted_at: number | null;
}

/** The establishment's picture, re-encoded as WebP (longest side ≤ 1024 px, no metadata). */
export interface EstablishmentImagesTable {
  establishment_id: number;
  content: Buffer;
  etag: string;
  width: number;
  height: number;
  updated_at: number;
}

/** Whose settings and push subscriptions a row holds: an account, or a guest's ticket (decision 068). */
export type SubjectType = 'cliente' | 'estabelecimento' | 'convidado';

export interface AccountSettingsTable {
  user_type: SubjectType;
  subject_id: number;
  notifications: number;
  email_notifications: number;
  auto_backup: number;
  /** 'Avise-me quando faltarem N pessoas': the default of each new ticket (1..10). */
  notice_ahead: Generated<number>;
  push_notifications: Generated<number>;
  /** The client's consent to WhatsApp messages (to the account's phone). */
  whatsapp_notifications: Generated<number>;
  updated_at: number;
}

export type QueueStatusColumn = 'ativa' | 'pausada' | 'encerrada' | 'agendada';

export interface QueuesTable {
  id: Generated<number>;
  establishment_id: number;
  name: string;
  description: string;
  status: QueueStatusColumn;
  queue_type: string;
  limited: number;
  max_members: number | null;
  open_now: number;
  opening_time: string;
  auto_call: number;
  call_interval_minutes: number;
  auto_call_since: number | null;
  last_call_at: number | null;
  minutes_per_position: number;
  advance_price_cents: number;
  max_advances: number;
  next_slot: Generated<number>;
  next_seq: Generated<number>;
  version: Generated<number>;
  waiting_tickets: Generated<number>;
  waiting_people: Generated<number>;
  /** Distinct waiting slots = positions 1..P; kept in step so a join need not count them. */
  occupied_positions: Generated<number>;
  created_at: number;
  updated_at: number;
  /** When a scheduled ('agendada') queue opens by itself. */
  opens_at: number | null;
  opened_at: number | null;
  closed_at: number | null;
  /** The broadcast (its broadcast_at) already pushed to the people waiting. */
  broadcast_notified_at: number | null;
  /** 'Aviso para a fila': shown to everyone watching the queue until cleared, expired or the queue closes. */
  broadcast_message: string | null;
  broadcast_at: number | null;
  /** When the notice stops showing (null: until removed); the scheduler clears it then. */
  broadcast_expires_at: number | null;
  /** 'Permitir entrada sem cadastro': the QR link and kiosks may add guests (decision 068). */
  guests_allowed: Generated<number>;
  /** Guests from the QR link or a kiosk must give a phone; the counter never has to. */
  guest_phone_required: Generated<number>;
}

export type TicketStatusColumn = 'waiting' | 'called' | 'left' | 'closed';

/** How a ticket came to be (decision 068): an account, or a guest from the QR link, the counter or a kiosk. */
export type TicketOriginColumn = 'conta' | 'convidado' | 'balcao' | 'quiosque';

export interface TicketsTable {
  id: Generated<number>;
  queue_id: number;
  /** Null for a ticket without an account (decision 068): the ticket then is the guest. */
  client_id: number | null;
  origin: Generated<TicketOriginColumn>;
  /** SHA-256 of a guest ticket's link token; null for an account's ticket and once the data is erased. */
  link_hash: string | null;
  /** With the server's secret, rebuilds the link's token (guest-link.ts); erased with the guest's data. */
  link_salt: string | null;
  /** When a guest ticket's name, phone and e-mail were blanked, GUEST_DATA_RETENTION_DAYS after its end. */
  guest_data_erased_at: number | null;
  slot: number;
  seq: number;
  status: TicketStatusColumn;
  name: string;
  phone: string;
  email: string;
  group_size: number;
  /** JSON array of { nome, dataNascimento, cpf }: only the owning establishment ever reads it. */
  group_members: string;
  paid_advance: number;
  joined_at: number;
  called_at: number | null;
  left_at: number | null;
  closed_at: number | null;
  /** The wait (minutes) the client was shown on joining: the dashboard's estimate accuracy. */
  quoted_wait_minutes: number | null;
  /** Called, but marked 'Não compareceu' by the establishment: not counted as served. */
  no_show_at: number | null;
  /** Told when this many (or fewer) people are ahead (1..10); null = the account's default. */
  notice_ahead: number | null;
  /** When the near-turn notice was written to the outbox (once per ticket, whatever happens after). */
  near_notified_at: number | null;
  called_notified_at: number | null;
  /** Recalls already notified (each recall is told once). */
  recalls_notified: Generated<number>;
  /** 'Chamar novamente' presses (at most 3, within 15 minutes of the call). */
  recall_count: Generated<number>;
  recalled_at: number | null;
  /** An undone call's time, until the notices job decided on its correction (decision 051). */
  uncall_notice_for: number | null;
  /** The service point the call (or its last recall) sent the person to (issue 37); null without one. */
  called_point_id: number | null;
  /** That point's name and article at that moment: a renamed point does not rewrite what was said. */
  called_point_name: string | null;
  called_point_article: 'a' | 'o' | null;
}

/** One 'Pausar' of a queue, closed by the 'Reativar' that ends it (the wait estimate leaves it out). */
export interface QueuePausesTable {
  id: Generated<number>;
  queue_id: number;
  paused_at: number;
  resumed_at: number | null;
}

/** A queue's short public link (decision 026); a regenerated code stays, retired, to answer 410. */
export interface QueueJoinCodesTable {
  code: string;
  queue_id: number;
  created_at: number;
  retired_at: number | null;
}

export interface SubscriptionsTable {
  id: Generated<number>;
  establishment_id: number;
  plan_id: number;
  starts_at: number;
  expires_at: number;
  created_at: number;
  /** The payment that bought this period; null for a period carried behind an upgrade, or seeded. */
  payment_id: string | null;
}

export type PaymentStatusColumn = 'pending' | 'applied' | 'rejected' | 'cancelled' | 'refunded';
export type PaymentPurpose = 'advance' | 'subscription';

/** The neutral record of one payment, whatever it buys (decision 015). */
export interface PaymentsTable {
  id: string;
  purpose: PaymentPurpose;
  payer_type: 'cliente' | 'estabelecimento';
  payer_id: number;
  amount_cents: number;
  provider: 'simulado' | 'mercadopago';
  provider_checkout_id: string | null;
  provider_payment_id: string | null;
  status: PaymentStatusColumn;
  /** Money to give back: all of it when refunded, the unused part of a clamped advance. */
  refund_cents: Generated<number>;
  /** Set once the provider confirmed the refund; a refund owed but not yet done has refund_cents > 0 here null. */
  refunded_at: number | null;
  /** Why money went back (AdvanceRefundReason), or why the checkout could not start. */
  failure: string | null;
  card_brand: string | null;
  card_last4: string | null;
  idempotency_key: string | null;
  created_at: number;
  updated_at: number;
  expires_at: number;
  settled_at: number | null;
}

/** What an advance payment buys: `positions` for one waiting ticket. */
export interface PaymentAdvancesTable {
  payment_id: string;
  client_id: number;
  ticket_id: number;
  queue_id: number;
  establishment_id: number;
  positions: number;
  unit_price_cents: number;
  applied_positions: number | null;
}

/** What a subscription payment buys: one period of a plan. */
export interface PaymentSubscriptionsTable {
  payment_id: string;
  establishment_id: number;
  plan_id: number;
  description: string;
  billing: string;
}

export interface SimulatedCardChargesTable {
  id: Generated<number>;
  payment_id: string;
  amount_cents: number;
  status: 'approved' | 'rejected' | 'refunded';
  card_brand: string | null;
  card_last4: string;
  refunded_cents: Generated<number>;
  created_at: number;
}

export interface PushSubscriptionsTable {
  id: Generated<number>;
  user_type: SubjectType;
  subject_id: number;
  endpoint: string;
  p256dh: string;
  auth: string;
  /** The session that subscribed: its logout ends the subscription. Null for rows made before 011. */
  session_id: string | null;
  created_at: number;
}

export interface OutboxMessagesTable {
  id: Generated<number>;
  dedupe_key: string;
  channel: 'email' | 'push' | 'whatsapp';
  recipient: string;
  subject: string;
  text_body: string;
  html_body: string;
  created_at: number;
  available_at: number;
  attempts: Generated<number>;
  claim_token: string | null;
  claimed_until: number | null;
  sent_at: number | null;
  failed_at: number | null;
  last_error: string | null;
  attachment: string | null;
}

export interface SessionsTable {
  id: string;
  user_type: 'cliente' | 'estabelecimento';
  /** The account: the client, or the establishment (also for its team members' sessions). */
  subject_id: number;
  created_at: number;
  expires_at: number;
  revoked_at: number | null;
  user_agent: string;
  /** The team member who logged in; null for the account's own login (decision 070). */
  member_id: Generated<number | null>;
  /** Their role at login; a role change ends their sessions, so it is always the current one. */
  member_role: Generated<'dono' | 'atendente' | null>;
}

/** People invited to act for an establishment (decision 070); its own login is not one of them. */
export interface EstablishmentMembersTable {
  id: Generated<number>;
  establishment_id: number;
  /** Lower case; unique among active members (one login per e-mail at /login-estab). */
  email: string;
  name: string;
  role: 'dono' | 'atendente';
  password_hash: string;
  active: Generated<number>;
  /** When they accepted their invitation. */
  created_at: number;
  updated_at: number;
  deactivated_at: number | null;
}

/** An invitation to the team: only its token's SHA-256 is kept; 72 hours, used once. */
export interface TeamInvitationsTable {
  id: Generated<number>;
  establishment_id: number;
  email: string;
  name: string;
  role: 'dono' | 'atendente';
  token_hash: string;
  /** 1 for the first e-mail, +1 for each 'Reenviar' (each with a new token): the outbox key's last part. */
  sends: Generated<number>;
  created_at: number;
  sent_at: number;
  expires_at: number;
  used_at: number | null;
  cancelled_at: number | null;
  member_id: number | null;
}

/** Whose password a reset link sets: an account's own login, or a team member's (decision 070). */
export type ResetSubjectType = 'cliente' | 'estabelecimento' | 'membro';

export interface PasswordResetTokensTable {
  id: Generated<number>;
  token_hash: string;
  /** 'membro': `subject_id` is an establishment member's id. */
  user_type: ResetSubjectType;
  subject_id: number;
  created_at: number;
  expires_at: number;
  used_at: number | null;
}

export interface ContactMessagesTable {
  id: Generated<number>;
  name: string;
  email: string;
  message: string;
  created_at: number;
}

export interface FeedbackTable {
  id: Generated<number>;
  message: string;
  page: string;
  created_at: number;
}

/** A TV panel link (issue 17): only the token's hash is kept. */
export interface PanelsTable {
  id: Generated<number>;
  establishment_id: number;
  /** Null: all of the establishment's queues. */
  queue_id: number | null;
  token_hash: string;
  created_at: number;
}

/** A kiosk link `/quiosque/{token}` for a tablet at the door (decision 068); only the token's hash is kept. */
export interface KiosksTable {
  id: Generated<number>;
  establishment_id: number;
  /** Null: every open queue of the establishment. */
  queue_id: number | null;
  token_hash: string;
  created_at: number;
}

/** A place where people are served, 'Cadeira 2' (issue 37); a removed one keeps its row for history. */
export interface ServicePointsTable {
  id: Generated<number>;
  establishment_id: number;
  name: string;
  /** The name folded as search folds it: held once among the establishment's points not removed. */
  name_key: string;
  article: 'a' | 'o';
  created_at: number;
  removed_at: number | null;
}

/** Which queues a service point serves. */
export interface ServicePointQueuesTable {
  point_id: number;
  queue_id: number;
}

/** A press at the counter, by its idempotency key: a repeated request is answered from here (decision 051). */
export interface QueuePressesTable {
  id: Generated<number>;
  queue_id: number;
  press_key: string;
  action: string;
  answer: string;
  ticket_id: number | null;
  created_at: number;
}

export interface Database {
  users: UsersTable;
  establishments: EstablishmentsTable;
  sessions: SessionsTable;
  password_reset_tokens: PasswordResetTokensTable;
  contact_messages: ContactMessagesTable;
  feedback: FeedbackTable;
  queues: QueuesTable;
  tickets: TicketsTable;
  queue_pauses: QueuePausesTable;
  queue_join_codes: QueueJoinCodesTable;
  subscriptions: SubscriptionsTable;
  payments: PaymentsTable;
  payment_advances: PaymentAdvancesTable;
  payment_subscriptions: PaymentSubscriptionsTable;
  simulated_card_charges: SimulatedCardChargesTable;
  outbox_messages: OutboxMessagesTable;
  establishment_images: EstablishmentImagesTable;
  account_settings: AccountSettingsTable;
  push_subscriptions: PushSubscriptionsTable;
  panels: PanelsTable;
  kiosks: KiosksTable;
  queue_presses: QueuePressesTable;
  service_points: ServicePointsTable;
  service_point_queues: ServicePointQueuesTable;
  establishment_members: EstablishmentMembersTable;
  team_invitations: TeamInvitationsTable;
}
