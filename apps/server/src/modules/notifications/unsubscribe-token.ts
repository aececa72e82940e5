import { createHmac, timingSafeEqual } from 'node:crypto';
import type { SubjectType } from '../../database/schema';

const TYPES: Record<string, SubjectType> = { c: 'cliente', e: 'estabelecimento', g: 'convidado' };
const LETTERS: Record<SubjectType, string> = { cliente: 'c', estabelecimento: 'e', convidado: 'g' };

function signatureOf(secret: string, payload: string): Buffer {
  const key = createHmac('sha256', secret).update('vez-descadastro').digest();
  return createHmac('sha256', key).update(payload).digest().subarray(0, 16);
}

/**
 * The token of an e-mail's unsubscribe link: who it is for, signed, so the link works without a login
 * (as mail clients and the law expect) and cannot be forged for another account.
 */
export function unsubscribeTokenFor(secret: string, userType: SubjectType, subjectId: number): string {
  const payload = `${LETTERS[userType]}${subjectId}`;
  return `${payload}.${signatureOf(secret, payload).toString('base64url')}`;
}

export function readUnsubscribeToken(
  secret: string,
  token: string,
): { userType: SubjectType; subjectId: number } | null {
  const match = /^([ceg])(\d{1,12})\.([A-Za-z0-9_-]{22})$/.exec(token);
  if (!match) return null;
  const payload = `${match[1]}${match[2]}`;
  const given = Buffer.from(match[3]!, 'base64url');
  const expected = signatureOf(secret, payload);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return { userType: TYPES[match[1]!]!, subjectId: Number(match[2]) };
}
