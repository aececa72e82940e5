import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

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
  TIME_ZONE_OFFSET_MINUTES: z.coerce
    .number({ error: 'deve ser um número' })
    .int()
    .min(-720)
    .max(840)
    .default(-180),
  JWT_SECRET: z.string().min(32, 'deve ter pelo menos 32 caracteres').optional(),
  SESSION_TTL_HOURS: positiveInt(24 * 7),
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
  TRUST_PROXY: booleanFlag.default(false),
  DEMO_MODE: booleanFlag.optional(),
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
  timeZoneOffsetMinutes: number;
  jwtSecret: string;
  sessionTtlMs: number;
  smtpUrl: string;
  mailFrom: string;
  publicUrl: string;
  cepLookupUrl: string;
  cnpjLookupUrl: string;
  lookupTimeoutMs: number;
  rateLimitMax: number;
  trustProxy: boolean;
  demoMode: boolean;
  logLevel: Environment['LOG_LEVEL'];
  webDistDir: string | null;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Configuração inválida:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
}

/** Reads and validates the environment once at start-up, naming every bad variable in one message. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): AppConfig {
  const present = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = environmentSchema.safeParse(present);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`));
  }
  const env = parsed.data;
  if (env.NODE_ENV === 'production' && !env.JWT_SECRET) {
    throw new ConfigError(['JWT_SECRET: obrigatório em produção (pelo menos 32 caracteres)']);
  }
  const dataDir = path.resolve(env.DATA_DIR);
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
    timeZoneOffsetMinutes: env.TIME_ZONE_OFFSET_MINUTES,
    jwtSecret: env.JWT_SECRET ?? readOrCreateLocalSecret(dataDir),
    sessionTtlMs: env.SESSION_TTL_HOURS * 3_600_000,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
    cepLookupUrl: env.CEP_LOOKUP_URL.replace(/\/$/, ''),
    cnpjLookupUrl: env.CNPJ_LOOKUP_URL.replace(/\/$/, ''),
    lookupTimeoutMs: env.LOOKUP_TIMEOUT_MS,
    rateLimitMax: env.RATE_LIMIT_MAX,
    trustProxy: env.TRUST_PROXY,
    demoMode: env.DEMO_MODE ?? env.NODE_ENV !== 'production',
    logLevel: env.LOG_LEVEL,
    webDistDir: env.WEB_DIST_DIR ? path.resolve(env.WEB_DIST_DIR) : null,
  };
}

/** Outside production a secret is generated once and kept in DATA_DIR, so sessions survive restarts. */
function readOrCreateLocalSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
