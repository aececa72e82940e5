import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../database/schema';

/**
 * Every table of database/schema.ts. `satisfies` makes a new table a compile error here until it is
 * listed, so the fingerprint never silently skips one.
 */
const TABLES = {
  users: true,
  establishments: true,
  sessions: true,
  password_reset_tokens: true,
  contact_messages: true,
  feedback: true,
  queues: true,
  tickets: true,
  queue_pauses: true,
  queue_join_codes: true,
  subscriptions: true,
  payments: true,
  payment_advances: true,
  payment_subscriptions: true,
  simulated_card_charges: true,
  outbox_messages: true,
  establishment_images: true,
  account_settings: true,
  push_subscriptions: true,
  panels: true,
  kiosks: true,
  queue_presses: true,
  service_points: true,
  service_point_queues: true,
  establishment_members: true,
  team_invitations: true,
} satisfies Record<keyof Database, true>;

function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, v) =>
    Buffer.isBuffer(v) || v instanceof Uint8Array ? Buffer.from(v).toString('base64') : v,
  );
}

/** Row count and a hash of the rows (order-independent) of each table: equal means nothing changed. */
export async function databaseFingerprint(db: Kysely<Database>): Promise<Record<string, string>> {
  const fingerprint: Record<string, string> = {};
  for (const table of Object.keys(TABLES) as (keyof Database)[]) {
    const rows = await db.selectFrom(table).selectAll().execute();
    const lines = rows.map((row) => canonical(row)).sort();
    const hash = createHash('sha256').update(lines.join('\n')).digest('hex').slice(0, 16);
    fingerprint[table] = `${rows.length}:${hash}`;
  }
  return fingerprint;
}
