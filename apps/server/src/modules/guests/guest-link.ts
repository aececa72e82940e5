import { createHash, createHmac, randomUUID } from 'node:crypto';

/**
 * A guest ticket's link (decision 068): `/senha#{token}`. The token is rebuilt from a random salt kept on
 * the ticket and the server's secret, so notices and the counter can give the link again, while a copy of
 * the database alone opens nothing; the ticket is found by the token's hash. The token rides in the URL's
 * fragment, which browsers never send, and in the `X-Vez-Senha` header of the ticket page's calls.
 */
export const GUEST_TOKEN_HEADER = 'x-vez-senha';

export function guestToken(secret: string, salt: string): string {
  return createHmac('sha256', secret).update(`senha:${salt}`).digest('base64url');
}

export function hashGuestToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * A new link's salt, token and hash, made before the ticket exists (the join writes salt and hash). An
 * attempt's `Idempotency-Key` makes the salt, so a repeat of that attempt computes the same link and finds
 * the ticket the first request made; only the device that made the key can repeat it.
 */
export function newGuestLink(secret: string, attempt?: { queueId: number; key: string }) {
  // randomUUID draws from a pooled buffer: a synchronous randomBytes per join showed in the profile. The
  // salt only has to be unique; what keeps the token secret is the HMAC's key.
  const salt = attempt
    ? createHmac('sha256', secret).update(`tentativa:${attempt.queueId}:${attempt.key}`).digest('base64url')
    : randomUUID();
  const token = guestToken(secret, salt);
  return { salt, token, hash: hashGuestToken(token) };
}

export function guestTicketPath(token: string): string {
  return `/senha#${token}`;
}
