import { expect, it } from 'vitest';
import { bearer } from '../test-support/fixtures';
import { newClient } from '../test-support/queue-fixtures';
import { describeEachDialect } from '../test-support/test-app';

describeEachDialect('headers over plain http (issue 15, defect 8)', (ctx) => {
  it('sends no HSTS over http, frames nothing, and keeps logged-in answers out of caches', async () => {
    const { app } = ctx();
    const page = await app.inject({ method: 'GET', url: '/health' });
    expect(page.headers['strict-transport-security']).toBeUndefined();
    expect(page.headers['x-frame-options']).toBe('DENY');
    expect(String(page.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
    const client = await newClient(app);
    const mine = await app.inject({
      method: 'GET',
      url: `/api/users/${client.id}`,
      headers: bearer(client.token),
    });
    expect(mine.headers['cache-control']).toBe('no-store');
  });

  it('refuses a NUL byte or other control characters in the search with a 400, on every dialect', async () => {
    const { app } = ctx();
    for (const search of ['%00', 'barb%00earia', '%1F']) {
      const response = await app.inject({ method: 'GET', url: `/api/establishments?search=${search}` });
      expect(response.statusCode, search).toBe(400);
      expect(response.json().message).toBe('Caracteres inválidos no texto');
    }
  });
});

describeEachDialect(
  'headers in production behind https',
  (ctx) => {
    it('sends HSTS and keeps the API documentation off unless asked for', async () => {
      const { app } = ctx();
      const page = await app.inject({ method: 'GET', url: '/health' });
      expect(page.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      expect((await app.inject({ method: 'GET', url: '/api/docs' })).statusCode).toBe(404);
      expect((await app.inject({ method: 'GET', url: '/api/docs/json' })).statusCode).toBe(404);
    });
  },
  { env: { NODE_ENV: 'production', PUBLIC_URL: 'https://vez.test', SMTP_URL: 'smtp://127.0.0.1:2525' } },
);
