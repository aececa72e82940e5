import { createHash } from 'node:crypto';

/**
 * A short name for one deployment, derived from the JWT secret all its instances share: keys it keeps in
 * a Redis shared with other deployments (login counters, rate limits) cannot collide with theirs.
 */
export function deploymentKeyPrefix(secret: string): string {
  return `vez:${createHash('sha256').update(`prefixo:${secret}`).digest('hex').slice(0, 16)}:`;
}
