import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { SessionTokens } from './session-tokens';

const SECRET = 'a-test-secret-long-enough-for-hs256-signing';
const NOW = Date.UTC(2026, 10, 21, 12);
const claims = { sessionId: 's-1', userType: 'cliente' as const, userId: 7 };

describe('session tokens', () => {
  const tokens = new SessionTokens(SECRET);

  it('accepts its own token until it expires, then says expired', async () => {
    const token = await tokens.sign(claims, NOW + 60_000);
    expect(await tokens.verify(token, NOW)).toEqual({ ok: true, claims });
    expect(await tokens.verify(token, NOW + 60_000)).toEqual({ ok: false, reason: 'expired' });
  });

  it('refuses another secret, a changed payload, a stretched signature and alg none', async () => {
    const token = await tokens.sign(claims, NOW + 60_000);
    const [header, payload, signature] = token.split('.') as [string, string, string];
    const other = await new SessionTokens(`${SECRET}-other`).sign(claims, NOW + 60_000);
    const forged = Buffer.from(
      JSON.stringify({ sid: 's-1', typ: 'estabelecimento', sub: '7', iss: 'vez', exp: NOW / 1000 + 60 }),
    ).toString('base64url');
    const none = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${payload}.`;
    for (const bad of [
      other,
      `${header}.${forged}.${signature}`,
      `${token}A`,
      `${header}.${payload}.${signature}=`,
      none,
      'a.b',
      '',
    ]) {
      expect(await tokens.verify(bad, NOW), bad).toEqual({ ok: false, reason: 'invalid' });
    }
  });

  it('refuses a correctly signed token from another issuer or with another algorithm header', async () => {
    const key = new TextEncoder().encode(SECRET);
    const foreign = await new SignJWT({ sid: 's-1', typ: 'cliente' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('7')
      .setIssuer('outro')
      .setExpirationTime(NOW / 1000 + 60)
      .sign(key);
    expect(await tokens.verify(foreign, NOW)).toEqual({ ok: false, reason: 'invalid' });
    const noExpiry = await new SignJWT({ sid: 's-1', typ: 'cliente' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('7')
      .setIssuer('vez')
      .sign(key);
    expect(await tokens.verify(noExpiry, NOW)).toEqual({ ok: false, reason: 'invalid' });
  });
});
