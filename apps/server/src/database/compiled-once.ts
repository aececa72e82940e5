import type { CompiledQuery, QueryResult } from 'kysely';

interface Executor {
  executeQuery<R>(query: CompiledQuery<R>): Promise<QueryResult<R>>;
}

/**
 * A hot query whose SQL never changes, built and compiled by Kysely once: each call binds its own values
 * to the compiled placeholders. Kysely otherwise builds and compiles the query again on every call, which
 * on SQLite costs more than running it (the bench's joins: the session row and the ticket insert).
 * `placeholders` are the values the query was built with, in the order the call passes its own; a query
 * that compiled them into anything other than exactly those parameters is refused at start-up.
 */
export function compiledOnce<Row>(compiled: CompiledQuery<Row>, placeholders: readonly unknown[]) {
  const same =
    compiled.parameters.length === placeholders.length &&
    compiled.parameters.every((value, i) => value === placeholders[i]);
  if (!same) throw new Error(`compiledOnce: unexpected parameters in ${compiled.sql}`);
  return async (executor: Executor, values: readonly unknown[]): Promise<Row[]> => {
    const result = await executor.executeQuery<Row>({ ...compiled, parameters: values });
    return result.rows;
  };
}
