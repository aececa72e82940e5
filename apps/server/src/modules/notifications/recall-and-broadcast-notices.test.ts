import type { FastifyInstance } from 'fastify';
import { expect, it } from 'vitest';
import { bearer } from '../../test-support/fixtures';
import {
  noticeRound,
  pushClient as subscribedClient,
  useFakePushService,
} from '../../test-support/notice-fixtures';
import { type Account, callNext, createQueue, newEstablishment } from '../../test-support/queue-fixtures';
import { describeEachDialect } from '../../test-support/test-app';

const fakePush = useFakePushService();
const pushClient = (app: FastifyInstance, queueId: number, name: string) =>
  subscribedClient(fakePush(), app, queueId, name);

describeEachDialect(
  'notices of a recall and of a broadcast (issue 16)',
  (ctx) => {
    it("tells the client each 'Chamar novamente', once each, whatever the instances", async () => {
      const { app, secondInstance } = ctx();
      const other = await secondInstance();
      const owner: Account = await newEstablishment(app, { nome_empresa: 'Barbearia Navalha LTDA' });
      const { id: queueId } = await createQueue(app, owner, { nome: 'Corte' });
      const ana = await pushClient(app, queueId, 'Ana Souza');
      const call = await callNext(app, owner, queueId);
      const ticketId = call.json().data.ticketId as number;
      await noticeRound(app, other);
      const recall = () =>
        app.inject({
          method: 'POST',
          url: `/api/queues/${queueId}/tickets/${ticketId}/chamar-novamente`,
          headers: bearer(owner.token),
        });
      expect((await recall()).statusCode).toBe(200);
      await noticeRound(app, other);
      await noticeRound(app, other);
      expect((await recall()).statusCode).toBe(200);
      await noticeRound(app, other);
      // Called before any run saw her near: she is told it is her turn, not that it is near.
      expect(ana.bodies()).toEqual([
        'É a sua vez na fila Corte! Dirija-se ao atendimento.',
        'Estamos chamando você de novo na fila Corte. Dirija-se ao atendimento.',
        'Estamos chamando você de novo na fila Corte. Dirija-se ao atendimento.',
      ]);
    });

    it("pushes 'Aviso para a fila' to everyone waiting, once per message and at most every 5 minutes, and no e-mail", async () => {
      const { app, outbox } = ctx();
      const owner = await newEstablishment(app, { nome_empresa: 'Clínica Bem Estar LTDA' });
      const { id: queueId } = await createQueue(app, owner, { nome: 'Consultas' });
      const people = [];
      for (const name of ['Ana Souza', 'Bruno Lima', 'Carla Dias', 'Davi Reis', 'Eva Melo']) {
        people.push(await pushClient(app, queueId, name));
      }
      await noticeRound(app);
      const mailsBefore = (await outbox()).length;
      const say = (mensagem: string) =>
        app.inject({
          method: 'PUT',
          url: `/api/queues/${queueId}/broadcast`,
          headers: bearer(owner.token),
          payload: { mensagem },
        });
      expect((await say('Atraso de 15 min')).statusCode).toBe(200);
      await noticeRound(app);
      await noticeRound(app);
      for (const person of people) {
        expect(person.bodies().filter((b) => b.startsWith('Aviso'))).toEqual([
          'Aviso da fila Consultas: Atraso de 15 min',
        ]);
      }
      // A minute later two more edits: they show on screen at once, but phones buzz at most every 5 min,
      // and then only with the latest message.
      ctx().clock.advance(60_000);
      expect((await say('Atraso de 20 min')).statusCode).toBe(200);
      expect((await say('Voltamos ao normal')).statusCode).toBe(200);
      await noticeRound(app);
      expect(people[4]!.bodies().filter((b) => b.startsWith('Aviso'))).toHaveLength(1);
      ctx().clock.advance(5 * 60_000);
      await noticeRound(app);
      await noticeRound(app);
      expect(people[4]!.bodies().filter((b) => b.startsWith('Aviso'))).toEqual([
        'Aviso da fila Consultas: Atraso de 15 min',
        'Aviso da fila Consultas: Voltamos ao normal',
      ]);
      expect((await outbox()).length).toBe(mailsBefore);
    });
  },
  { env: () => ({ PUSH_SERVICE_HOSTS: '127.0.0.1' }) },
);
