import { type Kysely, type Migration, type MigrationProvider, Migrator } from 'kysely';
import * as accounts from './migrations/001-accounts';
import * as queues from './migrations/002-queues';
import * as advancePayments from './migrations/003-advance-payments';
import * as resetTokensByAccount from './migrations/004-reset-tokens-by-account';
import * as paymentPurposes from './migrations/005-payment-purposes';
import * as reports from './migrations/006-reports';
import * as accountsProfile from './migrations/007-accounts-profile';

// Migrations are imported statically so the bundled server carries them; add new ones in order.
const migrations: Record<string, Migration> = {
  '001-accounts': accounts,
  '002-queues': queues,
  '003-advance-payments': advancePayments,
  '004-reset-tokens-by-account': resetTokensByAccount,
  '005-payment-purposes': paymentPurposes,
  '006-reports': reports,
  '007-accounts-profile': accountsProfile,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

/**
 * `schema`: the PostgreSQL schema the database lives in when it is not the default one (tests give each
 * test a schema of its own). Kysely looks for its bookkeeping tables in every schema unless told which.
 */
// biome-ignore lint/suspicious/noExplicitAny: the migrator works on any schema
export async function migrateToLatest(db: Kysely<any>, schema?: string): Promise<void> {
  const { error, results } = await new Migrator({
    db,
    provider,
    migrationTableSchema: schema,
  }).migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Falha ao migrar o banco (${failed?.migrationName ?? 'desconhecida'}): ${String(error)}`);
  }
}

/** Migrates up to (and including) one named migration: how a test builds a database of an older version. */
// biome-ignore lint/suspicious/noExplicitAny: the migrator works on any schema
export async function migrateTo(db: Kysely<any>, name: string, schema?: string): Promise<void> {
  const { error } = await new Migrator({ db, provider, migrationTableSchema: schema }).migrateTo(name);
  if (error) throw error;
}
