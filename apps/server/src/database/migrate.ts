import { type Kysely, type Migration, type MigrationProvider, Migrator, PostgresAdapter } from 'kysely';
import { withAdvisoryLock } from './advisory-lock';
import * as accounts from './migrations/001-accounts';
import * as queues from './migrations/002-queues';
import * as advancePayments from './migrations/003-advance-payments';
import * as resetTokensByAccount from './migrations/004-reset-tokens-by-account';
import * as paymentPurposes from './migrations/005-payment-purposes';
import * as reports from './migrations/006-reports';
import * as accountsProfile from './migrations/007-accounts-profile';
import * as notifications from './migrations/008-notifications';
import * as calledState from './migrations/009-called-state';
import * as waitEstimate from './migrations/010-wait-estimate';
import * as pushSubscriptionSession from './migrations/011-push-subscription-session';
import * as joinCodes from './migrations/012-join-codes';
import * as panels from './migrations/013-panels';
import * as counterPresses from './migrations/014-counter-presses';
import * as advanceByTicket from './migrations/015-advance-by-ticket';
import * as tradeNameAndSearch from './migrations/016-trade-name-and-search';
import * as noticeExpiry from './migrations/017-notice-expiry';
import * as outboxRetention from './migrations/018-outbox-retention';
import * as guests from './migrations/019-guests';
import * as pushPerSubject from './migrations/020-push-per-subject';
import * as guestRepeats from './migrations/021-guest-repeats';
import * as team from './migrations/022-team';
import * as servicePoints from './migrations/023-service-points';

/**
 * A migration that exports `outsideTransaction = true` runs on its own, outside any transaction: on
 * PostgreSQL, where the others run in one transaction, this is what lets it build an index concurrently
 * (concurrent-index.ts). It must be safe to run again: a crash may stop it after part of its work.
 */
type VezMigration = Migration & { outsideTransaction?: boolean };

// Migrations are imported statically so the bundled server carries them; add new ones in order.
const migrations: Record<string, VezMigration> = {
  '001-accounts': accounts,
  '002-queues': queues,
  '003-advance-payments': advancePayments,
  '004-reset-tokens-by-account': resetTokensByAccount,
  '005-payment-purposes': paymentPurposes,
  '006-reports': reports,
  '007-accounts-profile': accountsProfile,
  '008-notifications': notifications,
  '009-called-state': calledState,
  '010-wait-estimate': waitEstimate,
  '011-push-subscription-session': pushSubscriptionSession,
  '012-join-codes': joinCodes,
  '013-panels': panels,
  '014-counter-presses': counterPresses,
  '015-advance-by-ticket': advanceByTicket,
  '016-trade-name-and-search': tradeNameAndSearch,
  '017-notice-expiry': noticeExpiry,
  '018-outbox-retention': outboxRetention,
  '019-guests': guests,
  '020-push-per-subject': pushPerSubject,
  '021-guest-repeats': guestRepeats,
  '022-team': team,
  '023-service-points': servicePoints,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

/** The migrations this build knows: a restore refuses a database that ran others (a newer build's). */
export function migrationNames(): string[] {
  return Object.keys(migrations);
}

/** Any key, fixed: one migration run at a time per PostgreSQL database, whatever the schema. */
const MIGRATION_LOCK_KEY = 7_412_027;

/**
 * `schema`: the PostgreSQL schema the database lives in when it is not the default one (tests give each
 * test a schema of its own). Kysely looks for its bookkeeping tables in every schema unless told which.
 */
// biome-ignore lint/suspicious/noExplicitAny: the migrator works on any schema
export async function migrateToLatest(db: Kysely<any>, schema?: string): Promise<void> {
  const { error, failed } = await runPending(db, schema);
  if (error || failed) {
    throw new Error(`Falha ao migrar o banco (${failed ?? 'desconhecida'}): ${String(error)}`);
  }
}

/** Migrates up to (and including) one named migration: how a test builds a database of an older version. */
// biome-ignore lint/suspicious/noExplicitAny: the migrator works on any schema
export async function migrateTo(db: Kysely<any>, name: string, schema?: string): Promise<void> {
  const { error } = await runPending(db, schema, name);
  if (error) throw error;
}

/**
 * Runs the migrations not run yet, up to `last`, never down. Kysely runs one call's migrations in one
 * transaction on PostgreSQL: consecutive ordinary ones still share one; one that must run outside a
 * transaction gets a call of its own with transactions off. On PostgreSQL the whole run holds a polled
 * lock, so Kysely's own (a blocking wait, held by the connection that builds) is never waited for while
 * an index builds concurrently (advisory-lock.ts): a waiting test, in another schema, would deadlock it.
 */
// biome-ignore lint/suspicious/noExplicitAny: the migrator works on any schema
async function runPending(db: Kysely<any>, schema?: string, last?: string) {
  const migrator = (inTransaction: boolean) =>
    new Migrator({ db, provider, migrationTableSchema: schema, disableTransactions: !inTransaction });
  const run = async (): Promise<{ error?: unknown; failed?: string }> => {
    const names = Object.keys(migrations);
    const end = last === undefined ? names.length : names.indexOf(last) + 1;
    if (end === 0) return { error: new Error(`migração desconhecida: ${last}`) };
    const known = await migrator(true).getMigrations();
    const pending = known.filter((m, i) => i < end && m.executedAt === undefined).map((m) => m.name);
    while (pending.length > 0) {
      const alone = migrations[pending[0] as string]?.outsideTransaction === true;
      let count = 1;
      while (!alone && count < pending.length && !migrations[pending[count] as string]?.outsideTransaction)
        count++;
      const { error, results } = await migrator(!alone).migrateTo(pending[count - 1] as string);
      const failed = results?.find((r) => r.status === 'Error')?.migrationName;
      if (error || failed) return { error, failed };
      pending.splice(0, count);
    }
    return {};
  };
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  return postgres ? withAdvisoryLock(db, MIGRATION_LOCK_KEY, run) : run();
}

/**
 * Whether every migration this build knows has run on the database: a server of a newer build waits
 * (not ready) while another instance is still migrating, rather than serve an older schema.
 */
// biome-ignore lint/suspicious/noExplicitAny: read on any schema
export async function hasRunAllMigrations(db: Kysely<any>): Promise<boolean> {
  const names = Object.keys(migrations);
  const rows = await db.selectFrom('kysely_migration').select('name').where('name', 'in', names).execute();
  return rows.length === names.length;
}
