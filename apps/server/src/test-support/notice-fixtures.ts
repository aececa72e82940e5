import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect } from 'vitest';
import { sendQueueNotices } from '../modules/notifications/send-queue-notices';
import { deliverOutbox } from '../modules/outbox/deliver-outbox';
import { type FakePushService, startFakePushService } from './fake-push-service';
import { bearer } from './fixtures';
import { joined, newClient } from './queue-fixtures';

/**
 * One scheduler round on each instance, as the jobs would run it: find the notices owed (all instances
 * at once, as they race in production), then send what the outbox holds.
 */
export async function noticeRound(...instances: FastifyInstance[]): Promise<void> {
  await Promise.all(instances.map((instance) => sendQueueNotices(instance.services)));
  await Promise.all(instances.map((instance) => deliverOutbox(instance.services)));
}

/** A Web Push service stand-in for the whole file (started before its tests, stopped after). */
export function useFakePushService(): () => FakePushService {
  let push: FakePushService | undefined;
  beforeAll(async () => {
    push = await startFakePushService();
  });
  afterAll(async () => {
    await push?.close();
  });
  return () => {
    if (!push) throw new Error('o serviço de push de teste ainda não começou');
    return push;
  };
}

/**
 * A client whose browser subscribed to `push` (the suite needs PUSH_SERVICE_HOSTS=127.0.0.1), in the
 * queue; `bodies()` is what their phone received, oldest first.
 */
export async function pushClient(push: FakePushService, app: FastifyInstance, queueId: number, name: string) {
  const client = await newClient(app, name);
  const subscription = await subscribeToPush(app, client, push);
  await joined(app, client, queueId);
  const path = new URL(subscription.endpoint).pathname;
  const bodies = () =>
    push.received.filter((p) => p.path === path).map((p) => (p.payload as { body: string }).body);
  return { client, bodies };
}

/** The client's browser subscribes to `push` through the API; returns the browser's side (keys included). */
export async function subscribeToPush(
  app: FastifyInstance,
  client: { token: string },
  push: FakePushService,
) {
  const browser = push.subscribe();
  const { privateKey: _key, ...subscription } = browser;
  const saved = await app.inject({
    method: 'POST',
    url: '/api/notifications/push-subscriptions',
    headers: bearer(client.token),
    payload: subscription,
  });
  expect(saved.statusCode, saved.body).toBe(201);
  return browser;
}

/** Runs `step` while `push` answers 503 to everything, then brings it back. */
export async function whilePushIsDown(push: FakePushService, step: () => Promise<unknown>) {
  push.setDown(true);
  try {
    await step();
  } finally {
    push.setDown(false);
  }
}
