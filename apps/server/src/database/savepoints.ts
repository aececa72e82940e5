import { CompiledQuery, type Transaction } from 'kysely';
import type { Database } from './schema';

// One name is enough: a savepoint is opened, then released or rolled back to, before the next one opens.
const SAVEPOINT = CompiledQuery.raw('savepoint vez_change');
const RELEASE = CompiledQuery.raw('release vez_change');
const ROLLBACK_TO = CompiledQuery.raw('rollback to vez_change');

/** Marks where one change of a shared transaction starts (SQLite's group commit, mutation-batches.ts). */
export async function openSavepoint(trx: Transaction<Database>): Promise<void> {
  await trx.executeQuery(SAVEPOINT);
}

/** Keeps the change made since the savepoint, and forgets the savepoint. */
export async function releaseSavepoint(trx: Transaction<Database>): Promise<void> {
  await trx.executeQuery(RELEASE);
}

/** Undoes the change made since the savepoint (the savepoint stays open: release it after). */
export async function rollbackToSavepoint(trx: Transaction<Database>): Promise<void> {
  await trx.executeQuery(ROLLBACK_TO);
}
