import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { expect, it } from 'vitest';
import { registerClient } from '../../test-support/fixtures';
import { describeEachDialect } from '../../test-support/test-app';

/** Each guess from its own address, as a botnet's would be: the per-address limit never sees a repeat. */
let address = 0;
function guess(app: FastifyInstance, senha_usuario: string, email_usuario = 'maria@exemplo.com') {
  address += 1;
  return app.inject({
    method: 'POST',
    url: '/api/auth/login/user',
    remoteAddress: `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`,
    payload: { email_usuario, senha_usuario },
  });
}

describeEachDialect('login throttling per account (issue 15, defect 4)', (ctx) => {
  it('makes guesses from many addresses wait, doubling, and lets the owner in once the wait is over', async () => {
    const { app, clock } = ctx();
    await registerClient(app);
    for (let i = 0; i < 5; i += 1) expect((await guess(app, `Errada${i}23`)).statusCode).toBe(401);
    const blocked = await guess(app, 'Segura123');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toBe(
      "Muitas tentativas de login nesta conta. Aguarde 1 segundo e tente novamente, ou use 'Esqueci minha senha'.",
    );
    clock.advance(1_000);
    expect((await guess(app, 'Errada623')).statusCode).toBe(401);
    // The sixth counted attempt doubles the wait: one second is no longer enough.
    clock.advance(1_000);
    expect((await guess(app, 'Segura123')).statusCode).toBe(429);
    clock.advance(1_000);
    expect((await guess(app, 'Segura123')).statusCode).toBe(200);
    // A right password starts the account afresh.
    for (let i = 0; i < 5; i += 1) expect((await guess(app, `Errada${i}23`)).statusCode).toBe(401);
  });

  it('counts a burst of parallel guesses before checking them, so at most the free attempts get through', async () => {
    const { app } = ctx();
    await registerClient(app);
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => guess(app, `Errada${i}23`)));
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 401)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(15);
  });

  it('answers an e-mail without an account the same way, so the limit reveals nobody', async () => {
    const { app } = ctx();
    await registerClient(app);
    const answers = async (email: string) => {
      const all = [];
      for (let i = 0; i < 6; i += 1) all.push(await guess(app, 'Errada123', email));
      return all.map((a) => [a.statusCode, a.json().message]);
    };
    expect(await answers('ninguem@exemplo.com')).toEqual(await answers('maria@exemplo.com'));
  });

  it('caps the wait at 15 minutes, so the owner is never locked out for long by strangers', async () => {
    const { app, clock } = ctx();
    await registerClient(app);
    for (let i = 0; i < 20; i += 1) {
      await guess(app, 'Errada123');
      clock.advance(15 * 60_000);
    }
    expect((await guess(app, 'Segura123')).statusCode).toBe(200);
  });
});

const redisUrl = process.env.TEST_REDIS_URL;
if (redisUrl) {
  describeEachDialect(
    'login throttling shared by every instance (Redis)',
    (ctx) => {
      it('counts guesses on two instances together', async () => {
        const { app, secondInstance } = ctx();
        const other = await secondInstance();
        await registerClient(app);
        for (let i = 0; i < 5; i += 1) {
          expect((await guess(i % 2 ? app : other, 'Errada123')).statusCode).toBe(401);
        }
        expect((await guess(other, 'Segura123')).statusCode).toBe(429);
        expect((await guess(app, 'Segura123')).statusCode).toBe(429);
      });
    },
    // A secret of its own per run: counters of earlier runs (kept an hour in the shared Redis) stay apart.
    { env: () => ({ REDIS_URL: redisUrl, JWT_SECRET: `login-throttling-${randomUUID()}` }) },
  );

  describeEachDialect(
    'per-address limits shared by every instance (Redis)',
    (ctx) => {
      it('counts one address on two instances together', async () => {
        const { app, secondInstance } = ctx();
        const other = await secondInstance();
        const ask = (instance: FastifyInstance) =>
          instance.inject({
            method: 'POST',
            url: '/api/auth/forgot-password',
            remoteAddress: '203.0.113.9',
            payload: { email: 'ninguem@exemplo.com' },
          });
        const statuses = [];
        for (const instance of [app, other, app, other]) statuses.push((await ask(instance)).statusCode);
        expect(statuses).toEqual([200, 200, 200, 429]);
      });
    },
    { env: () => ({ REDIS_URL: redisUrl, JWT_SECRET: `rate-limit-${randomUUID()}`, RATE_LIMIT_MAX: '3' }) },
  );
}
