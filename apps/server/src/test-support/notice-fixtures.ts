import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { sendQueueNotices } from '../modules/notifications/send-queue-notices';
import { deliverOutbox } from '../modules/outbox/deliver-outbox';
import { type FakePushService, startFakePushService } from './fake-push-service';

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
