import type { FastifyInstance } from 'fastify';
import { expect, it } from 'vitest';
import { bearer } from '../../test-support/fixtures';
import {
  noticeRound,
  pushClient as subscribedClient,
  useFakePushService,
  whilePushIsDown,
} from '../../test-support/notice-fixtures';
import {
  callNext,
  createQueue,
  leave,
  markNoShow,
  newEstablishment,
} from '../../test-support/queue-fixtures';
import { describeEachDialect } from '../../test-support/test-app';
import { OUTBOX_LEASE_MS, retryDelayMs } from '../outbox/deliver-outbox';
import { sendQueueNotices } from './send-queue-notices';

const fakePush = useFakePushService();
const pushClient = (app: FastifyInstance, queueId: number, name: string) =>
  subscribedClient(fakePush(), app, queueId, name);
const TURN = 'É a sua vez na fila Corte! Dirija-se ao atendimento.';

describeEachDialect(
  'a notice that no longer holds is not sent late',
  (ctx) => {
    async function barbershop() {
      const { app } = ctx();
      const owner = await newEstablishment(app, { nome_empresa: 'Barbearia Navalha LTDA' });
      const { id: queueId } = await createQueue(app, owner, { nome: 'Corte' });
      return { app, owner, queueId };
    }

    /** Past the first retry's wait, with the push service answering again. */
    function pushServiceBack() {
      fakePush().setDown(false);
      ctx().clock.advance(retryDelayMs(1) + 1_000);
    }

    it("a no-show does not get 'É a sua vez!' from a retry after the push service comes back", async () => {
      const { app, owner, queueId } = await barbershop();
      const ana = await pushClient(app, queueId, 'Ana Souza');
      const called = await callNext(app, owner, queueId);
      await whilePushIsDown(fakePush(), async () => {
        await noticeRound(app);
      });
      expect(ana.bodies()).toEqual([]);

      const marked = await markNoShow(app, owner, queueId, called.json().data.ticketId);
      expect(marked.statusCode, marked.body).toBe(200);
      pushServiceBack();
      await noticeRound(app);
      await noticeRound(app);
      expect(ana.bodies()).toEqual([]);
    });

    it("a no-show marked before any scheduler run is never told 'É a sua vez!', whatever the instances", async () => {
      const { app, owner, queueId } = await barbershop();
      const other = await ctx().secondInstance();
      const ana = await pushClient(app, queueId, 'Ana Souza');
      const called = await callNext(app, owner, queueId);
      expect((await markNoShow(app, owner, queueId, called.json().data.ticketId)).statusCode).toBe(200);
      await noticeRound(app, other);
      await noticeRound(app, other);
      expect(ana.bodies()).toEqual([]);
    });

    it("a client called while 'Falta pouco' waited for a retry hears only 'É a sua vez!'", async () => {
      const { app, owner, queueId } = await barbershop();
      const ana = await pushClient(app, queueId, 'Ana Souza');
      await whilePushIsDown(fakePush(), async () => {
        // Ana is first: 'Falta pouco' is owed and its send fails.
        await noticeRound(app);
      });
      expect((await callNext(app, owner, queueId)).statusCode).toBe(200);
      pushServiceBack();
      await noticeRound(app);
      await noticeRound(app);
      expect(ana.bodies()).toEqual([TURN]);
    });

    it("a client who left is not told 'Falta pouco' by a retry, and whoever stays still is", async () => {
      const { app, queueId } = await barbershop();
      const ana = await pushClient(app, queueId, 'Ana Souza');
      const bia = await pushClient(app, queueId, 'Bia Lima');
      await whilePushIsDown(fakePush(), async () => {
        await noticeRound(app);
      });
      expect((await leave(app, ana.client, queueId)).statusCode).toBe(200);
      pushServiceBack();
      await noticeRound(app);
      expect(ana.bodies()).toEqual([]);
      expect(bia.bodies()).toHaveLength(1);
      expect(bia.bodies()[0]).toContain('Corte');
    });

    it("nobody of a closed queue is told 'Falta pouco' by a retry", async () => {
      const { app, owner, queueId } = await barbershop();
      const ana = await pushClient(app, queueId, 'Ana Souza');
      const bia = await pushClient(app, queueId, 'Bia Lima');
      await whilePushIsDown(fakePush(), async () => {
        await noticeRound(app);
      });
      const closed = await app.inject({
        method: 'DELETE',
        url: `/api/queues/${queueId}`,
        headers: bearer(owner.token),
      });
      expect(closed.statusCode, closed.body).toBe(200);
      pushServiceBack();
      await noticeRound(app);
      expect([...ana.bodies(), ...bia.bodies()]).toEqual([]);
    });

    it('a notice an instance claimed but had not begun to send is not sent once withdrawn, nor retried', async () => {
      const { app, owner, queueId } = await barbershop();
      const { clock, outbox } = ctx();
      const ana = await pushClient(app, queueId, 'Ana Souza');
      const called = await callNext(app, owner, queueId);
      const ticketId: number = called.json().data.ticketId;
      await sendQueueNotices(app.services);
      const mailsBefore = (await outbox()).length;
      // Another instance took the batch ('É a sua vez!' by e-mail and by push) and is about to send it.
      const now = clock.now();
      const claimed = await app.services.outbox.claimDue(now, now + OUTBOX_LEASE_MS, 'other-worker', 10);
      // Keys name the call (its time, decision 051), then the channel.
      expect(
        claimed
          .map((row) =>
            row.dedupe_key
              .split(':')
              .filter((_, i) => i !== 3)
              .slice(0, 4)
              .join(':'),
          )
          .sort(),
      ).toEqual([`notice:${ticketId}:called:email`, `notice:${ticketId}:called:push`]);

      expect((await markNoShow(app, owner, queueId, ticketId)).statusCode).toBe(200);
      // Its renewal right before each send is refused, and a failure it reports does not revive a row.
      for (const row of claimed) {
        expect(await app.services.outbox.renewClaim(row.id, 'other-worker', now, now + 1_000)).toBe(false);
        await app.services.outbox.markFailed(row.id, 'other-worker', now, now + 1_000, 'serviço fora');
      }
      clock.advance(OUTBOX_LEASE_MS + retryDelayMs(1));
      await noticeRound(app);
      expect(ana.bodies()).toEqual([]);
      expect(await outbox()).toHaveLength(mailsBefore);
      for (const row of await app.services.outbox.listByKeyPrefix(`notice:${ticketId}:`)) {
        expect(row).toMatchObject({ sent_at: null, last_error: 'retirada: o cliente não compareceu' });
        expect(row.failed_at).not.toBeNull();
      }
    });
  },
  { env: () => ({ PUSH_SERVICE_HOSTS: '127.0.0.1' }) },
);
