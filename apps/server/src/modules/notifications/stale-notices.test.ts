import type { FastifyInstance } from 'fastify';
import { expect, it } from 'vitest';
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
import { retryDelayMs } from '../outbox/deliver-outbox';

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
  },
  { env: () => ({ PUSH_SERVICE_HOSTS: '127.0.0.1' }) },
);
