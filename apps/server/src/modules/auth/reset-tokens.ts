import { createHash, randomBytes } from 'node:crypto';

export const RESET_TOKEN_TTL_MS = 15 * 60_000;

/** Only the hash is stored, so a leaked database cannot be used to reset anyone's password. */
export function hashResetToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function newResetToken(): string {
  return randomBytes(32).toString('base64url');
}
