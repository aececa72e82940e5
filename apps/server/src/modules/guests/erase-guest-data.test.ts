import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { callNext, createQueue, newEstablishment } from '../../test-support/queue-fixtures';
import { describeEachDialect } from '../../test-support/test-app';
import { eraseGuestData } from './erase-guest-data';

const DAY = 24 * 60 * 60_000;
let device = 0;

async function guest(app: FastifyInstance, queueId: number, nome: string, telefone: string) {
  device += 1;
  const response = await app.inject({
    method: 'POST',
    url: `/api/queues/${queueId}/convidados`,
    headers: { 'x-vez-aparelho': `aparelho-apagar-${String(device).padStart(6, '0')}` },
    payload: {
      nome,
      telefone,
      email: `${nome.split(' ')[0]!.toLowerCase()}@convidado.com`,
      aceitaAvisos: true,
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as { ticketId: number; senha: string };
}

describeEachDialect('erasing guests’ data after the ticket ends (issue 36)', (ctx) => {
  it('blanks name, phone, e-mail, link and consent 30 days after the end, and keeps the ticket counted', async () => {
    const { app, clock, database } = ctx();
    const owner = await newEstablishment(app);
    const queue = await createQueue(app, owner);
    const served = await guest(app, queue.id, 'Ana Atendida', '11911110001');
    await callNext(app, owner, queue.id);
    clock.advance(2 * DAY);
    const later = await guest(app, queue.id, 'Bia Depois', '11911110002');
    await callNext(app, owner, queue.id);
    const waiting = await guest(app, queue.id, 'Caio Esperando', '11911110003');

    clock.advance(29 * DAY);
    expect(await eraseGuestData(app.services)).toBe(1);
    expect(await eraseGuestData(app.services)).toBe(0);

    const rows = await sql<{
      id: number;
      name: string;
      phone: string;
      email: string;
      link_salt: string | null;
    }>`
      SELECT id, name, phone, email, link_salt FROM tickets ORDER BY id`.execute(database.handle.db);
    expect(rows.rows.map((r) => [Number(r.id), r.name, r.phone, r.email, r.link_salt === null])).toEqual([
      [served.ticketId, 'Convidado', '', '', true],
      [later.ticketId, 'Bia Depois', '11911110002', 'bia@convidado.com', false],
      [waiting.ticketId, 'Caio Esperando', '11911110003', 'caio@convidado.com', false],
    ]);
    const consent = await sql<{ subject_id: number }>`SELECT subject_id FROM account_settings
      WHERE user_type = 'convidado' ORDER BY subject_id`.execute(database.handle.db);
    expect(consent.rows.map((r) => Number(r.subject_id))).toEqual([later.ticketId, waiting.ticketId]);
    // The messages sent to the erased guest went too: they held the link and the e-mail address.
    const messages = await sql<{ dedupe_key: string }>`SELECT dedupe_key FROM outbox_messages
      WHERE dedupe_key LIKE 'guest-link:%' ORDER BY dedupe_key`.execute(database.handle.db);
    expect(messages.rows.map((r) => r.dedupe_key).sort()).toEqual(
      [`guest-link:${later.ticketId}:email`, `guest-link:${waiting.ticketId}:email`].sort(),
    );
    const page = await app.inject({
      method: 'GET',
      url: '/api/senha',
      headers: { 'x-vez-senha': served.senha },
    });
    expect(page.statusCode).toBe(404);
    // The row stays as it was served: every figure that counts calls still counts it.
    const status = await sql<{
      status: string;
    }>`SELECT status FROM tickets WHERE id = ${served.ticketId}`.execute(database.handle.db);
    expect(status.rows[0]?.status).toBe('called');
  });
});
