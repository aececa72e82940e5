import { createHash, createHmac } from 'node:crypto';
import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { createQueue, newEstablishment } from '../../test-support/queue-fixtures';
import { describeEachDialect } from '../../test-support/test-app';
import { guestToken, macMatches, readGuestToken } from './guest-link';

it('reads a token as the ticket number and a MAC, or as a link made before the number was in it', () => {
  const mac = 'A'.repeat(43);
  expect(readGuestToken(`2s.${mac}`)).toEqual({ ticketId: 100, mac });
  expect(readGuestToken(mac)).toEqual({ legacyHash: createHash('sha256').update(mac).digest('hex') });
  for (const junk of [
    undefined,
    '',
    'curto',
    `2S.${mac}`,
    `.${mac}`,
    `2s.${mac}x`,
    `${'z'.repeat(12)}.${mac}`,
  ]) {
    expect(readGuestToken(junk)).toBeNull();
  }
  const token = guestToken('segredo', 100, 'sal');
  expect(token.startsWith('2s.')).toBe(true);
  expect(macMatches('segredo', 100, 'sal', token.slice(3))).toBe(true);
  expect(macMatches('outro-segredo', 100, 'sal', token.slice(3))).toBe(false);
  expect(macMatches('segredo', 100, 'outro-sal', token.slice(3))).toBe(false);
  // The same salt under another number (one attempt's key used twice) is another MAC.
  expect(macMatches('segredo', 101, 'sal', token.slice(3))).toBe(false);
});

describeEachDialect('a guest link made before links carried the ticket number', (ctx) => {
  it('still opens its ticket, and a forged number opens nothing', async () => {
    const { app, database, config } = ctx();
    const queue = await createQueue(app, await newEstablishment(app));
    const joined = await app.inject({
      method: 'POST',
      url: `/api/queues/${queue.id}/convidados`,
      payload: { nome: 'Ana Antiga', telefone: '11987654321' },
    });
    const { ticketId, senha } = joined.json().data;
    // As migration 019's joins wrote it: the MAC alone as the token, found by its hash.
    const salt = 'sal-de-um-link-antigo';
    const legacy = createHmac('sha256', config.jwtSecret).update(`senha:${salt}`).digest('base64url');
    await sql`UPDATE tickets SET link_salt = ${salt}, link_hash = ${createHash('sha256').update(legacy).digest('hex')}
      WHERE id = ${ticketId}`.execute(database.handle.db);

    const page = (token: string) =>
      app.inject({ method: 'GET', url: '/api/senha', headers: { 'x-vez-senha': token } });
    expect((await page(legacy)).json().data).toMatchObject({ ticketId, nome: 'Ana Antiga' });
    // The new form of the same ticket's link works too; the old MAC under another number does not.
    expect((await page(guestToken(config.jwtSecret, ticketId, salt))).statusCode).toBe(200);
    expect((await page(`${(ticketId + 1).toString(36)}.${legacy}`)).statusCode).toBe(404);
    expect((await page(senha)).statusCode).toBe(404);
  });
});
