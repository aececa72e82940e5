import type { FastifyInstance } from 'fastify';
import { expect, it } from 'vitest';
import { bearer, logInClient } from '../../test-support/fixtures';
import { useFakePushService } from '../../test-support/notice-fixtures';
import { type Account, newClient } from '../../test-support/queue-fixtures';
import { describeEachDialect } from '../../test-support/test-app';

const fakePush = useFakePushService();

function subscribe(app: FastifyInstance, client: Account, payload: Record<string, unknown>) {
  return app.inject({
    method: 'POST',
    url: '/api/notifications/push-subscriptions',
    headers: bearer(client.token),
    payload,
  });
}

const browser = () => {
  const { privateKey: _key, ...subscription } = fakePush().subscribe();
  return subscription;
};

describeEachDialect(
  'push subscriptions belong to a session and an account (issue 16)',
  (ctx) => {
    it('refuses keys that are not a browser key pair and push hosts on another port', async () => {
      const { app } = ctx();
      const ana = await newClient(app);
      const fake = await subscribe(app, ana, {
        ...browser(),
        keys: { p256dh: 'B'.repeat(87), auth: 'a'.repeat(22) },
      });
      expect(fake.statusCode).toBe(400);
      expect(fake.json().message).toBe('Chaves da inscrição inválidas');
      const port = await subscribe(app, ana, {
        ...browser(),
        endpoint: 'https://fcm.googleapis.com:6379/fcm/send/x',
      });
      expect(port.statusCode).toBe(400);
    });

    it('stops the notices of a browser whose session logged out, and of every browser after "Encerrar sessões"', async () => {
      const { app } = ctx();
      const ana = await newClient(app, 'Ana Souza');
      const phone = await logInClient(app, ana.email);
      expect((await subscribe(app, ana, browser())).statusCode).toBe(201);
      expect((await subscribe(app, { ...ana, token: phone.token }, browser())).statusCode).toBe(201);
      expect(await app.services.pushSubscriptions.listOf('cliente', ana.id)).toHaveLength(2);

      await app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(phone.token) });
      expect(await app.services.pushSubscriptions.listOf('cliente', ana.id)).toHaveLength(1);
      await app.inject({ method: 'POST', url: '/api/auth/logout-all', headers: bearer(ana.token) });
      expect(await app.services.pushSubscriptions.listOf('cliente', ana.id)).toHaveLength(0);
    });

    it('keeps the 5 most recent browsers of an account', async () => {
      const { app, clock } = ctx();
      const ana = await newClient(app);
      const endpoints: string[] = [];
      for (let i = 0; i < 7; i += 1) {
        const subscription = browser();
        endpoints.push(subscription.endpoint);
        expect((await subscribe(app, ana, subscription)).statusCode).toBe(201);
        clock.advance(1000);
      }
      const kept = (await app.services.pushSubscriptions.listOf('cliente', ana.id)).map((s) => s.endpoint);
      expect(kept.sort()).toEqual(endpoints.slice(2).sort());
    });
  },
  { env: () => ({ PUSH_SERVICE_HOSTS: '127.0.0.1,fcm.googleapis.com' }) },
);
