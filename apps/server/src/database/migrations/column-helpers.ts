import { type CreateTableBuilder, type Kysely, PostgresAdapter } from 'kysely';

export function isPostgres(db: Kysely<unknown>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/** An auto-increment integer primary key in either dialect. */
export function idColumn<T extends string>(table: CreateTableBuilder<T, never>, postgres: boolean) {
  return postgres
    ? table.addColumn('id', 'serial', (c) => c.primaryKey())
    : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
}
