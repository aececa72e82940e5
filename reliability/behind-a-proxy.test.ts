import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ForwardingProxy, postFrom, startForwardingProxy } from './support/forwarding-proxy';
import { type ServerInstance, startServerInstance } from './support/server-instances';

/** The proxy's own address; people and a direct client each connect from addresses of their own. */
const PROXY_ADDRESS = '127.0.0.2';
const DIRECT_CLIENT = '127.0.0.3';
const SPOOFER = '127.0.0.40';
const PEOPLE = Array.from({ length: 12 }, (_, i) => `127.0.0.${10 + i}`);
const LOGINS_PER_MINUTE = 10;

describe('behind a reverse proxy (TRUST_PROXY names the proxy)', () => {
  let dataDir: string;
  let server: ServerInstance;
  let proxy: ForwardingProxy;
  let attempt = 0;

  /** A wrong password for an account nobody has: 401, or 429 once the address is over its limit. */
  const logIn = (from: string, baseUrl: string, headers: Record<string, string> = {}) => {
    attempt += 1;
    const body = { email_usuario: `ninguem-${attempt}@vez.test`, senha_usuario: 'Errada123' };
    return postFrom(from, `${baseUrl}/api/auth/login/user`, body, headers);
  };

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'vez-proxy-'));
    server = await startServerInstance('atrás do proxy', {
      DATA_DIR: dataDir,
      TRUST_PROXY: PROXY_ADDRESS,
      RATE_LIMIT_MAX: String(LOGINS_PER_MINUTE),
    });
    proxy = await startForwardingProxy(server.baseUrl, PROXY_ADDRESS);
  });
  afterAll(async () => {
    await proxy?.close();
    await server?.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('limits the people behind the proxy one by one, not the whole city together', async () => {
    // Twelve people log in through the proxy: one proxy address, twelve limits.
    const first = await Promise.all(PEOPLE.map((person) => logIn(person, proxy.baseUrl)));
    expect(first).toEqual(PEOPLE.map(() => 401));

    // One of them keeps guessing: their own limit runs out, and only theirs.
    const guesser = PEOPLE[0] as string;
    const more: number[] = [];
    for (let i = 0; i < LOGINS_PER_MINUTE; i++) more.push(await logIn(guesser, proxy.baseUrl));
    expect(more.slice(0, LOGINS_PER_MINUTE - 1)).toEqual(Array(LOGINS_PER_MINUTE - 1).fill(401));
    expect(more.at(-1)).toBe(429);
    expect(await logIn(PEOPLE[1] as string, proxy.baseUrl)).toBe(401);
  }, 60_000);

  it('does not let a person escape the limit by writing X-Forwarded-For, through the proxy or around it', async () => {
    const statuses = async (from: string, baseUrl: string) => {
      const seen: number[] = [];
      for (let i = 0; i <= LOGINS_PER_MINUTE; i++) {
        // A new made-up address every time, as a script escaping a per-address limit would send.
        seen.push(await logIn(from, baseUrl, { 'x-forwarded-for': `203.0.113.${i + 1}` }));
      }
      return seen;
    };
    const expected = [...Array(LOGINS_PER_MINUTE).fill(401), 429];
    // Through the proxy: the proxy appends the real address, and only the proxy's hop is believed.
    expect(await statuses(SPOOFER, proxy.baseUrl)).toEqual(expected);
    // Straight to the server: the header is not from a trusted proxy, so the connection's address counts.
    expect(await statuses(DIRECT_CLIENT, server.baseUrl)).toEqual(expected);
  }, 60_000);
});
