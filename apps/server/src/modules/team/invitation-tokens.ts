import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits in the link; only the SHA-256 is stored, so a database copy accepts no invitation. */
export function newInvitationToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashInvitationToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
