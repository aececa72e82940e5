import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { loadConfig } from '../../config/config';
import { logInEstablishment } from '../../test-support/fixtures';
import { planPayments, subscribed } from '../../test-support/plan-fixtures';
import { newEstablishment } from '../../test-support/queue-fixtures';
import { describeEachDialect } from '../../test-support/test-app';
import { scheduledJobs } from '../scheduler/scheduled-jobs';
import { deliverOutbox } from './deliver-outbox';
import { pruneOutbox } from './prune-outbox';

const DAY = 24 * 60 * 60_000;

describeEachDialect('outbox retention (issue 34, decision 063)', (ctx) => {
  /** A message under `key`, finished (`sent` or `given-up`) `daysAgo` days ago, or still `pending`. */
  async function message(
    app: FastifyInstance,
    key: string,
    state: 'sent' | 'given-up' | 'pending',
    daysAgo = 0,
  ) {
    const now = app.services.clock.now();
    const at = now - daysAgo * DAY;
    await app.services.outbox.enqueue({
      dedupe_key: key,
      channel: 'email',
      recipient: 'ana@exemplo.com',
      subject: 'Vez',
      text_body: 'texto',
      html_body: '<p>texto</p>',
      created_at: at,
      available_at: at,
      attachment: null,
    });
    if (state === 'pending') return;
    await app.services.database.db
      .updateTable('outbox_messages')
      .set(state === 'sent' ? { sent_at: at, attempts: 1 } : { failed_at: at, last_error: 'recusado' })
      .where('dedupe_key', '=', key)
      .execute();
  }

  async function keys(app: FastifyInstance): Promise<string[]> {
    const rows = await app.services.database.db.selectFrom('outbox_messages').select('dedupe_key').execute();
    return rows.map((row) => row.dedupe_key).sort();
  }

  it('deletes sent and given-up messages older than 30 days, and keeps recent and pending ones', async () => {
    const { app } = ctx();
    expect(app.services.config.outboxRetentionDays).toBe(30);
    await message(app, 'old-sent', 'sent', 31);
    await message(app, 'old-given-up', 'given-up', 45);
    await message(app, 'recent-sent', 'sent', 29);
    await message(app, 'recent-given-up', 'given-up', 1);
    // Due a month ago and never sent (a retry far off): still to be sent, never pruned.
    await message(app, 'old-pending', 'pending', 60);

    expect(await pruneOutbox(app.services)).toBe(2);
    expect(await keys(app)).toEqual(['old-pending', 'recent-given-up', 'recent-sent']);
    expect(await pruneOutbox(app.services)).toBe(0);
  });

  it('is one of the scheduler jobs', async () => {
    const { app } = ctx();
    await message(app, 'old-sent', 'sent', 40);
    const job = scheduledJobs(app.services, app.log).find((j) => j.name === 'prune-outbox');
    await job?.run();
    expect(await keys(app)).toEqual([]);
  });

  it('deletes in bounded batches, and the next run goes on where this one stopped', async () => {
    const { app } = ctx();
    for (let i = 0; i < 7; i++) await message(app, `sent-${i}`, 'sent', 40);
    for (let i = 0; i < 7; i++) await message(app, `given-up-${i}`, 'given-up', 40);
    await message(app, 'pending', 'pending', 40);

    // Two statements of three rows each per kind: 6 + 6 of the 14.
    expect(await pruneOutbox(app.services, { batch: 3, batches: 2 })).toBe(12);
    expect(await keys(app)).toHaveLength(3);
    expect(await pruneOutbox(app.services, { batch: 3, batches: 2 })).toBe(2);
    expect(await keys(app)).toEqual(['pending']);
  });

  it('runs on two instances at once without an error, and each message is deleted once', async () => {
    const { app } = ctx();
    const other = await ctx().secondInstance();
    for (let i = 0; i < 60; i++) await message(app, `sent-${String(i).padStart(2, '0')}`, 'sent', 40);
    await message(app, 'recent', 'sent', 2);

    const counts = await Promise.all(
      [app, other, app, other].map((instance) => pruneOutbox(instance.services, { batch: 5, batches: 20 })),
    );
    expect(counts.reduce((sum, count) => sum + count, 0)).toBe(60);
    expect(await keys(app)).toEqual(['recent']);
  });

  it('keeps the payments and what they show once their receipt e-mail is pruned', async () => {
    const { app, clock, outbox } = ctx();
    const owner = await newEstablishment(app);
    const { pagamento } = await subscribed(app, owner, 'essencial');
    await deliverOutbox(app.services);
    expect((await outbox()).some((mail) => mail.to === 'financeiro@barbearia.com')).toBe(true);
    const before = await planPayments(app, owner);

    clock.advance(31 * DAY);
    expect(await pruneOutbox(app.services)).toBeGreaterThan(0);
    expect(await app.services.outbox.listByKeyPrefix(`plan-receipt:${pagamento.id}`)).toEqual([]);
    // The login of a month ago has expired: a new one, as the owner would.
    const { token } = await logInEstablishment(app, owner.email);
    const after = await planPayments(app, { ...owner, token });
    expect(after).toEqual(before);
    expect(after[0]).toMatchObject({
      id: pagamento.id,
      status: 'aprovado',
      valorCentavos: pagamento.valorCentavos,
    });
    expect(after[0]?.final).not.toBeNull();
  });

  it('finds old messages through an index, not by reading the whole outbox', async () => {
    const { app, dialect } = ctx();
    const db = app.services.database.db;
    for (const [column, index] of [
      ['sent_at', 'outbox_messages_sent'],
      ['failed_at', 'outbox_messages_given_up'],
    ] as const) {
      const query = sql`SELECT id FROM outbox_messages WHERE ${sql.ref(column)} IS NOT NULL AND ${sql.ref(column)} < 1 LIMIT 500`;
      if (dialect === 'sqlite') {
        const { rows } = await sql<{ detail: string }>`EXPLAIN QUERY PLAN ${query}`.execute(db);
        expect(rows.map((row) => row.detail).join(' ')).toMatch(
          new RegExp(`USING (COVERING )?INDEX ${index}\\b`),
        );
      } else {
        // An empty table is read whole whichever way: the planner is asked whether an index would serve.
        const plan = await db.transaction().execute(async (trx) => {
          await sql`SET LOCAL enable_seqscan = off`.execute(trx);
          const { rows } = await sql<{ 'QUERY PLAN': string }>`EXPLAIN ${query}`.execute(trx);
          return rows.map((row) => row['QUERY PLAN']).join(' ');
        });
        expect(plan).toMatch(new RegExp(`Index (Only )?Scan (using|on) ${index}\\b`));
      }
    }
  });
});

it('OUTBOX_RETENTION_DAYS is 30 by default and at least 7 days', () => {
  const env = {
    JWT_SECRET: 'a-test-secret-that-is-at-least-32-chars',
    DATA_DIR: '/tmp/vez-retention-config',
  };
  expect(loadConfig(env).outboxRetentionDays).toBe(30);
  expect(loadConfig({ ...env, OUTBOX_RETENTION_DAYS: '90' }).outboxRetentionDays).toBe(90);
  expect(() => loadConfig({ ...env, OUTBOX_RETENTION_DAYS: '3' })).toThrow(
    'OUTBOX_RETENTION_DAYS: deve ser de pelo menos 7 dias',
  );
  expect(() => loadConfig({ ...env, OUTBOX_RETENTION_DAYS: 'um mês' })).toThrow(
    'OUTBOX_RETENTION_DAYS: deve ser um número',
  );
});
