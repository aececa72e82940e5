import { createHmac, createSecretKey, type KeyObject, timingSafeEqual } from 'node:crypto';
import type { UserType } from '@vez/domain';
import { SignJWT } from 'jose';

export interface TokenClaims {
  sessionId: string;
  userType: UserType;
  userId: number;
}

export type TokenCheck = { ok: true; claims: TokenClaims } | { ok: false; reason: 'invalid' | 'expired' };

const ISSUER = 'vez';

/** JWTs only carry the session id; the session row decides whether the token still counts. */
export class SessionTokens {
  // A KeyObject made once: handing jose raw bytes makes it import the key again on every token.
  private readonly key: KeyObject;

  constructor(secret: string) {
    this.key = createSecretKey(Buffer.from(secret, 'utf8'));
  }

  async sign(claims: TokenClaims, expiresAtMs: number): Promise<string> {
    return new SignJWT({ sid: claims.sessionId, typ: claims.userType })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(String(claims.userId))
      .setIssuer(ISSUER)
      .setIssuedAt()
      .setExpirationTime(Math.floor(expiresAtMs / 1000))
      .sign(this.key);
  }

  /**
   * Verifies with one HMAC over the exact bytes received (no WebCrypto round trip per request, which
   * dominated a join's cost). Strict: canonical base64url parts, HS256 only, our issuer, an expiry.
   */
  async verify(token: string, nowMs: number): Promise<TokenCheck> {
    const invalid = { ok: false, reason: 'invalid' } as const;
    const parts = token.split('.');
    if (parts.length !== 3 || !parts.every((part) => BASE64URL.test(part))) return invalid;
    const [header, payload, signature] = parts as [string, string, string];
    const given = Buffer.from(signature, 'base64url');
    if (given.toString('base64url') !== signature) return invalid;
    const expected = createHmac('sha256', this.key).update(`${header}.${payload}`).digest();
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return invalid;

    const head = decodeJson(header);
    const claims = decodeJson(payload);
    if (head?.alg !== 'HS256' || !claims || claims.iss !== ISSUER || typeof claims.exp !== 'number')
      return invalid;
    if (claims.exp * 1000 <= nowMs) return { ok: false, reason: 'expired' };
    const userId = Number(claims.sub);
    const { sid, typ } = claims;
    if (
      typeof sid !== 'string' ||
      (typ !== 'cliente' && typ !== 'estabelecimento') ||
      !Number.isInteger(userId)
    ) {
      return invalid;
    }
    return { ok: true, claims: { sessionId: sid, userType: typ, userId } };
  }
}

const BASE64URL = /^[A-Za-z0-9_-]+$/;

function decodeJson(part: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
    return value !== null && typeof value === 'object' ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}
