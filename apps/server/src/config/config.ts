import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { compile as compileTrust } from '@fastify/proxy-addr';
import { z } from 'zod';
import { vapidKeysFrom } from './vapid-keys';

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'on', 'off'], { error: 'use true ou false' })
  .transform((v) => v === 'true' || v === '1' || v === 'on');

const positiveInt = (fallback: number) =>
  z.coerce
    .number({ error: 'deve ser um número' })
    .int('deve ser inteiro')
    .positive('deve ser positivo')
    .default(fallback);

const urlValue = z.url({ error: 'deve ser uma URL (ex.: https://exemplo.com)' });

const environmentSchema = z.object({
  NODE_ENV: z
    .enum(['development', 'production', 'test'], { error: 'use development, production ou test' })
    .default('development'),
  PORT: z.coerce
    .number({ error: 'deve ser um número' })
    .int()
    .min(0)
    .max(65535, 'deve estar entre 0 e 65535')
    .default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  /** Copies `npm run backup` keeps in DATA_DIR/backups; older ones are removed (decision 062). */
  BACKUP_KEEP: positiveInt(7),
  DATABASE_URL: z
    .string()
    .refine(
      (v) => v === '' || /^postgres(ql)?:\/\//.test(v),
      'deve começar com postgres:// (vazio = SQLite embutido)',
    )
    .default(''),
  REDIS_URL: z
    .string()
    .refine(
      (v) => v === '' || /^rediss?:\/\//.test(v),
      'deve começar com redis:// (vazio = eventos só neste processo)',
    )
    .default(''),
  SCHEDULER_INTERVAL_MS: positiveInt(1000),
  SSE_HEARTBEAT_MS: positiveInt(15_000),
  TIME_ZONE_OFFSET_MINUTES: z.coerce
    .number({ error: 'deve ser um número' })
    .int()
    .min(-720)
    .max(840)
    .default(-180),
  JWT_SECRET: z.string().min(32, 'deve ter pelo menos 32 caracteres').optional(),
  SESSION_TTL_HOURS: positiveInt(24 * 7),
  /**
   * Days sent and given-up outbox messages are kept (decision 063). At least 7: a deleted message's key may
   * be written again, and no job writes one later than 7 days after it first did (weekly backup's week,
   * plan warning's 7 days), so none is sent twice.
   */
  OUTBOX_RETENTION_DAYS: z.coerce
    .number({ error: 'deve ser um número' })
    .int('deve ser inteiro')
    .min(7, 'deve ser de pelo menos 7 dias')
    .default(30),
  /**
   * Days a guest's name, phone and e-mail are kept after their ticket ends (decision 068); the privacy page
   * says it. At least 1: the ticket page keeps telling how the ticket ended for a while.
   */
  GUEST_DATA_RETENTION_DAYS: z.coerce
    .number({ error: 'deve ser um número' })
    .int('deve ser inteiro')
    .min(1, 'deve ser de pelo menos 1 dia')
    .max(3650, 'deve ser de no máximo 3650 dias')
    .default(30),
  SESSION_CACHE_MS: z.coerce
    .number({ error: 'deve ser um número' })
    .int()
    .min(0, 'não pode ser negativo')
    .default(5000),
  SMTP_URL: z
    .string()
    .refine((v) => v === '' || /^smtps?:\/\//.test(v), 'deve começar com smtp:// ou smtps://')
    .default(''),
  MAIL_FROM: z.string().min(3).default('Vez <nao-responda@vez.app>'),
  PUBLIC_URL: urlValue.optional(),
  CEP_LOOKUP_URL: urlValue.default('https://viacep.com.br/ws'),
  CNPJ_LOOKUP_URL: z
    .string()
    .refine((v) => v === '' || URL.canParse(v), 'deve ser uma URL ou vazio')
    .default('https://brasilapi.com.br/api/cnpj/v1'),
  LOOKUP_TIMEOUT_MS: positiveInt(3000),
  RATE_LIMIT_MAX: positiveInt(10),
  LOGIN_FREE_ATTEMPTS: positiveInt(5),
  LIVE_STREAMS_PER_ADDRESS: positiveInt(50),
  TRUST_PROXY: z
    .string()
    .refine(
      (v) => !v.split(',').some((part) => /^\s*\d+\s*$/.test(part)),
      'um número de proxies não é aceito (o Fastify o ignora e todos pareceriam vir do proxy): informe os ' +
        'endereços ou faixas dos proxies, ex.: 10.0.0.2,10.0.0.0/24, ou loopback, linklocal, uniquelocal',
    )
    .refine(
      (v) => v === 'false' || trustedProxies(v) !== null,
      'use false, ou os endereços/faixas (CIDR) dos proxies separados por vírgula, ou loopback, linklocal, ' +
        'uniquelocal; nunca "todos"',
    )
    .default('false'),
  METRICS_TOKEN: z
    .string()
    .min(32, 'deve ter pelo menos 32 caracteres (ex.: openssl rand -hex 24)')
    .optional(),
  PAYMENT_PROVIDER: z
    .enum(['simulado', 'mercadopago'], { error: 'use simulado ou mercadopago' })
    .default('simulado'),
  MERCADOPAGO_ACCESS_TOKEN: z.string().min(10, 'token de acesso inválido').optional(),
  MERCADOPAGO_WEBHOOK_SECRET: z.string().min(8, 'assinatura secreta inválida').optional(),
  MERCADOPAGO_API_URL: urlValue.default('https://api.mercadopago.com'),
  VAPID_PUBLIC_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{80,100}$/, 'chave pública VAPID inválida')
    .optional(),
  VAPID_PRIVATE_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{40,50}$/, 'chave privada VAPID inválida')
    .optional(),
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:|https:\/\/)/, 'use mailto:contato@exemplo.com ou uma URL https')
    .default('mailto:nao-responda@vez.app'),
  PUSH_SERVICE_HOSTS: z
    .string()
    .default(
      'fcm.googleapis.com,.push.services.mozilla.com,.push.apple.com,.notify.windows.com,updates.push.services.mozilla.com',
    ),
  WHATSAPP_API_URL: urlValue.default('https://graph.facebook.com/v21.0'),
  WHATSAPP_TOKEN: z.string().min(10, 'token do WhatsApp inválido').optional(),
  WHATSAPP_PHONE_NUMBER_ID: z
    .string()
    .regex(/^\d{5,20}$/, 'use o id numérico do número')
    .optional(),
  DEMO_MODE: booleanFlag.optional(),
  API_DOCS: booleanFlag.optional(),
  LOG_LEVEL: z
    .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], { error: 'nível de log inválido' })
    .default('info'),
  WEB_DIST_DIR: z.string().optional(),
});

export type Environment = z.output<typeof environmentSchema>;

export interface AppConfig {
  env: Environment['NODE_ENV'];
  port: number;
  host: string;
  dataDir: string;
  database: { kind: 'sqlite'; file: string } | { kind: 'postgres'; url: string };
  redisUrl: string;
  schedulerIntervalMs: number;
  heartbeatMs: number;
  timeZoneOffsetMinutes: number;
  jwtSecret: string;
  sessionTtlMs: number;
  sessionCacheMs: number;
  /** Days sent and given-up outbox messages are kept before the scheduler deletes them (decision 063). */
  outboxRetentionDays: number;
  /** Days a guest's personal data outlives their ticket before the scheduler erases it (decision 068). */
  guestDataRetentionDays: number;
  smtpUrl: string;
  mailFrom: string;
  /** PUBLIC_URL, or http://localhost:PORT when unset: what e-mails link to (no request to read a host from). */
  publicUrl: string;
  /**
   * Whether PUBLIC_URL was set. When not, links a phone or a TV opens (poster QR, panel) are built from
   * the address the owner's browser used instead of localhost (decision 064).
   */
  publicUrlConfigured: boolean;
  cepLookupUrl: string;
  cnpjLookupUrl: string;
  lookupTimeoutMs: number;
  rateLimitMax: number;
  /** Password attempts on one account before each further one must wait (doubling, at most 15 min). */
  loginFreeAttempts: number;
  /** Live streams one IP address may hold open on one instance. */
  liveStreamsPerAddress: number;
  /**
   * false, or the proxies' addresses, ranges and proxy-addr presets: never "trust everyone", which would let
   * clients pick their IP, nor a hop count, which Fastify ignores (it cannot tell who sent the header).
   */
  trustProxy: false | string[];
  /** Turns the metrics on and is the bearer token `GET /metrics` asks for; null = no metrics. */
  metricsToken: string | null;
  payments: {
    provider: 'simulado' | 'mercadopago';
    mercadoPago: { accessToken: string; webhookSecret: string; apiUrl: string } | null;
  };
  /** Web Push: the VAPID keys (derived from JWT_SECRET unless given) and the push services we post to. */
  push: { publicKey: string; privateKey: string; subject: string; serviceHosts: string[] };
  /** WhatsApp Business Cloud API: off (null) unless configured. */
  whatsapp: { apiUrl: string; token: string; phoneNumberId: string } | null;
  demoMode: boolean;
  /** Whether /api/docs (Swagger UI and the OpenAPI JSON) is served: off in production unless asked for. */
  apiDocs: boolean;
  logLevel: Environment['LOG_LEVEL'];
  webDistDir: string | null;
}

const EMPTY_MEANS_OFF = new Set(['CNPJ_LOOKUP_URL']);

/** The list Fastify hands to proxy-addr, or null when proxy-addr would refuse an entry. */
function trustedProxies(value: string): string[] | null {
  const entries = value.split(',').map((part) => part.trim());
  try {
    compileTrust(entries);
    return entries;
  } catch {
    return null;
  }
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Configuração inválida:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
}

/** Reads and validates the environment once at start-up, naming every bad variable in one message. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): AppConfig {
  // An empty variable means "use the default", except where empty has a meaning of its own.
  const present = Object.fromEntries(
    Object.entries(source).filter(([k, v]) => v !== undefined && (v !== '' || EMPTY_MEANS_OFF.has(k))),
  );
  const parsed = environmentSchema.safeParse(present);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`));
  }
  const env = parsed.data;
  if (env.NODE_ENV === 'production') {
    const missing = [
      !env.JWT_SECRET && 'JWT_SECRET: obrigatório em produção (pelo menos 32 caracteres)',
      !env.SMTP_URL &&
        'SMTP_URL: obrigatório em produção (os links de redefinição de senha precisam chegar por e-mail)',
      !env.PUBLIC_URL &&
        'PUBLIC_URL: obrigatório em produção (endereço público usado nos links dos e-mails, no QR do cartaz e no painel de TV)',
    ].filter((problem): problem is string => Boolean(problem));
    if (missing.length > 0) throw new ConfigError(missing);
  }
  if ((env.DATABASE_URL || env.REDIS_URL) && !env.JWT_SECRET) {
    // Each instance would otherwise sign with a secret of its own and refuse the others' logins.
    throw new ConfigError([
      'JWT_SECRET: obrigatório com DATABASE_URL ou REDIS_URL (todas as instâncias precisam do mesmo segredo)',
    ]);
  }
  if (env.PAYMENT_PROVIDER === 'mercadopago') {
    const missing = [
      !env.MERCADOPAGO_ACCESS_TOKEN &&
        'MERCADOPAGO_ACCESS_TOKEN: obrigatório com PAYMENT_PROVIDER=mercadopago',
      !env.MERCADOPAGO_WEBHOOK_SECRET &&
        'MERCADOPAGO_WEBHOOK_SECRET: obrigatório com PAYMENT_PROVIDER=mercadopago (verifica as notificações)',
      !env.PUBLIC_URL?.startsWith('https://') &&
        'PUBLIC_URL: obrigatório com PAYMENT_PROVIDER=mercadopago, em https (o Mercado Pago envia as notificações para lá)',
    ].filter((problem): problem is string => Boolean(problem));
    if (missing.length > 0) throw new ConfigError(missing);
  }
  if (Boolean(env.VAPID_PUBLIC_KEY) !== Boolean(env.VAPID_PRIVATE_KEY)) {
    throw new ConfigError(['VAPID_PUBLIC_KEY e VAPID_PRIVATE_KEY: informe as duas ou nenhuma']);
  }
  if (Boolean(env.WHATSAPP_TOKEN) !== Boolean(env.WHATSAPP_PHONE_NUMBER_ID)) {
    throw new ConfigError(['WHATSAPP_TOKEN e WHATSAPP_PHONE_NUMBER_ID: informe os dois ou nenhum']);
  }
  const dataDir = path.resolve(env.DATA_DIR);
  const jwtSecret = env.JWT_SECRET ?? readOrCreateLocalSecret(dataDir);
  const vapid =
    env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY
      ? { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY }
      : vapidKeysFrom(jwtSecret);
  return {
    env: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    dataDir,
    database: env.DATABASE_URL
      ? { kind: 'postgres', url: env.DATABASE_URL }
      : { kind: 'sqlite', file: path.join(dataDir, 'vez.db') },
    redisUrl: env.REDIS_URL,
    schedulerIntervalMs: env.SCHEDULER_INTERVAL_MS,
    heartbeatMs: env.SSE_HEARTBEAT_MS,
    timeZoneOffsetMinutes: env.TIME_ZONE_OFFSET_MINUTES,
    jwtSecret,
    push: {
      ...vapid,
      subject: env.VAPID_SUBJECT,
      serviceHosts: env.PUSH_SERVICE_HOSTS.split(',')
        .map((host) => host.trim().toLowerCase())
        .filter(Boolean),
    },
    whatsapp:
      env.WHATSAPP_TOKEN && env.WHATSAPP_PHONE_NUMBER_ID
        ? {
            apiUrl: env.WHATSAPP_API_URL.replace(/\/$/, ''),
            token: env.WHATSAPP_TOKEN,
            phoneNumberId: env.WHATSAPP_PHONE_NUMBER_ID,
          }
        : null,
    sessionTtlMs: env.SESSION_TTL_HOURS * 3_600_000,
    sessionCacheMs: env.SESSION_CACHE_MS,
    outboxRetentionDays: env.OUTBOX_RETENTION_DAYS,
    guestDataRetentionDays: env.GUEST_DATA_RETENTION_DAYS,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
    publicUrlConfigured: env.PUBLIC_URL !== undefined,
    cepLookupUrl: env.CEP_LOOKUP_URL.replace(/\/$/, ''),
    cnpjLookupUrl: env.CNPJ_LOOKUP_URL.replace(/\/$/, ''),
    lookupTimeoutMs: env.LOOKUP_TIMEOUT_MS,
    rateLimitMax: env.RATE_LIMIT_MAX,
    loginFreeAttempts: env.LOGIN_FREE_ATTEMPTS,
    liveStreamsPerAddress: env.LIVE_STREAMS_PER_ADDRESS,
    trustProxy: env.TRUST_PROXY === 'false' ? false : (trustedProxies(env.TRUST_PROXY) ?? false),
    metricsToken: env.METRICS_TOKEN ?? null,
    payments: {
      provider: env.PAYMENT_PROVIDER,
      mercadoPago:
        env.PAYMENT_PROVIDER === 'mercadopago' &&
        env.MERCADOPAGO_ACCESS_TOKEN &&
        env.MERCADOPAGO_WEBHOOK_SECRET
          ? {
              accessToken: env.MERCADOPAGO_ACCESS_TOKEN,
              webhookSecret: env.MERCADOPAGO_WEBHOOK_SECRET,
              apiUrl: env.MERCADOPAGO_API_URL.replace(/\/$/, ''),
            }
          : null,
    },
    // Demo accounts have a published password: on by default only on the embedded SQLite of `npm start`,
    // never silently on a real database.
    demoMode: env.DEMO_MODE ?? (env.NODE_ENV !== 'production' && !env.DATABASE_URL),
    apiDocs: env.API_DOCS ?? env.NODE_ENV !== 'production',
    logLevel: env.LOG_LEVEL,
    webDistDir: env.WEB_DIST_DIR ? path.resolve(env.WEB_DIST_DIR) : null,
  };
}

export interface BackupConfig {
  dataDir: string;
  /** The embedded database file, or null on PostgreSQL (backed up with pg_dump, not by us). */
  sqliteFile: string | null;
  keep: number;
  /** Whether the secret is DATA_DIR/jwt-secret (no JWT_SECRET given), which a backup must then keep. */
  secretInDataDir: boolean;
}

/**
 * Only what `npm run backup` and `npm run restore` read, validated as the server does: an operator's shell
 * need not carry the server's production settings (SMTP_URL...), and no secret is generated on the way.
 */
export function loadBackupConfig(source: NodeJS.ProcessEnv = process.env): BackupConfig {
  const present = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = environmentSchema
    .pick({ DATA_DIR: true, DATABASE_URL: true, JWT_SECRET: true, BACKUP_KEEP: true })
    .safeParse(present);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`));
  }
  const env = parsed.data;
  const dataDir = path.resolve(env.DATA_DIR);
  return {
    dataDir,
    sqliteFile: env.DATABASE_URL ? null : path.join(dataDir, 'vez.db'),
    keep: env.BACKUP_KEEP,
    secretInDataDir: !env.JWT_SECRET,
  };
}

/** Outside production a secret is generated once and kept in DATA_DIR, so sessions survive restarts. */
function readOrCreateLocalSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  // Private to the server's user: it holds the database, this secret and the dev mail outbox.
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
