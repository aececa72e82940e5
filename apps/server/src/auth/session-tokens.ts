import { createSecretKey, type KeyObject } from 'node:crypto';
import type { UserType } from '@vez/domain';
import { errors, jwtVerify, SignJWT } from 'jose';

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

  async verify(token: string, nowMs: number): Promise<TokenCheck> {
    try {
      const { payload } = await jwtVerify(token, this.key, {
        issuer: ISSUER,
        algorithms: ['HS256'],
        currentDate: new Date(nowMs),
      });
      const userId = Number(payload.sub);
      const { sid, typ } = payload;
      if (
        typeof sid !== 'string' ||
        (typ !== 'cliente' && typ !== 'estabelecimento') ||
        !Number.isInteger(userId)
      ) {
        return { ok: false, reason: 'invalid' };
      }
      return { ok: true, claims: { sessionId: sid, userType: typ, userId } };
    } catch (error) {
      return { ok: false, reason: error instanceof errors.JWTExpired ? 'expired' : 'invalid' };
    }
  }
}
