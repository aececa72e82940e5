import { createHash, createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { GUEST_TOKEN_SHAPE } from '@vez/domain';

/**
 * A guest ticket's link (decision 068): `/senha#{token}`, the token being the ticket's number (base 36),
 * a dot, and the HMAC of that number and a random salt kept on the ticket under the server's secret. So notices and the
 * counter can give the link again, while a copy of the database alone opens nothing. The ticket is found
 * by its number and the MAC checked against its salt: no index of random keys for every join to write
 * into. The token rides in the URL's fragment, which browsers never send, and in the `X-Vez-Senha`
 * header of the ticket page's calls. Links made before the number was in them are the MAC alone, and
 * are found by its hash (`link_hash`).
 */
export const GUEST_TOKEN_HEADER = 'x-vez-senha';

/** Over the number and the salt: one attempt's key reused for two people gives them one salt, not one MAC. */
const macOf = (secret: string, ticketId: number, salt: string) =>
  createHmac('sha256', secret).update(`senha:${ticketId}:${salt}`).digest('base64url');

export function guestToken(secret: string, ticketId: number, salt: string): string {
  return `${ticketId.toString(36)}.${macOf(secret, ticketId, salt)}`;
}

/** What a token names: a ticket by number (checked against its salt), or an older link by its hash. */
export type GuestTokenParts = { ticketId: number; mac: string } | { legacyHash: string };

export function readGuestToken(token: string | undefined): GuestTokenParts | null {
  if (!token || !GUEST_TOKEN_SHAPE.test(token)) return null;
  const dot = token.indexOf('.');
  if (dot < 0) return { legacyHash: createHash('sha256').update(token).digest('hex') };
  const ticketId = Number.parseInt(token.slice(0, dot), 36);
  return Number.isSafeInteger(ticketId) ? { ticketId, mac: token.slice(dot + 1) } : null;
}

/** Whether a token's MAC is the one the ticket's number and salt make (in constant time). */
export function macMatches(secret: string, ticketId: number, salt: string, mac: string): boolean {
  const expected = Buffer.from(macOf(secret, ticketId, salt));
  const given = Buffer.from(mac);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * A new ticket's salt. An attempt's `Idempotency-Key` makes it, so a repeat of that attempt carries the
 * same salt, which the queue's waiting tickets hold once (by the phone's index, or the attempt's for a
 * ticket without a phone); only the device that made the key can repeat it.
 */
export function newGuestSalt(secret: string, attempt?: { queueId: number; key: string }): string {
  // randomUUID draws from a pooled buffer: a synchronous randomBytes per join showed in the profile. The
  // salt only has to be unique; what keeps the token secret is the HMAC's key.
  return attempt
    ? createHmac('sha256', secret).update(`tentativa:${attempt.queueId}:${attempt.key}`).digest('base64url')
    : randomUUID();
}

export function guestTicketPath(token: string): string {
  return `/senha#${token}`;
}
