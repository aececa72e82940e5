import type { FastifyInstance } from 'fastify';
import { expect, it } from 'vitest';
import type { TestSubscription } from '../../test-support/fake-push-service';
import { bearer } from '../../test-support/fixtures';
import { noticeRound, subscribeToPush, useFakePushService } from '../../test-support/notice-fixtures';
import {
  callNext,
  createQueue,
  joined,
  newClient,
  newEstablishment,
} from '../../test-support/queue-fixtures';
import { describeEachDialect } from '../../test-support/test-app';

const fakePush = useFakePushService();
let device = 0;

async function guest(app: FastifyInstance, queueId: number, nome: string, telefone: string) {
  device += 1;
  const response = await app.inject({
    method: 'POST',
    url: `/api/queues/${queueId}/convidados`,
    headers: { 'x-vez-aparelho': `aparelho-push-${String(device).padStart(8, '0')}` },
    payload: { nome, telefone },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as { ticketId: number; senha: string };
}

const browserSide = ({ privateKey: _key, ...subscription }: TestSubscription) => subscription;

function subscribeGuest(app: FastifyInstance, senha: string, browser: TestSubscription) {
  return app.inject({
    method: 'POST',
    url: '/api/senha/push',
    headers: { 'x-vez-senha': senha },
    payload: browserSide(browser),
  });
}

function unsubscribeGuest(app: FastifyInstance, senha: string | undefined, payload: unknown) {
  return app.inject({
    method: 'DELETE',
    url: '/api/senha/push',
    headers: senha === undefined ? {} : { 'x-vez-senha': senha },
    payload: payload as Record<string, unknown>,
  });
}

/** What the phone behind `browser` showed, oldest first: each push's text and the page it opens. */
function shown(browser: TestSubscription) {
  const path = new URL(browser.endpoint).pathname;
  return fakePush()
    .received.filter((p) => p.path === path)
    .map((p) => p.payload as { body: string; url: string });
}

/** Two establishments, a queue each, each with a guest first in line. */
async function twoQueuesWithGuests(app: FastifyInstance) {
  const barber = await newEstablishment(app, { nome_empresa: 'Barbearia Navalha LTDA' });
  const clinic = await newEstablishment(app, { nome_empresa: 'Clínica Bem Estar LTDA' });
  const haircut = await createQueue(app, barber, { nome: 'Corte' });
  const exam = await createQueue(app, clinic, { nome: 'Exames' });
  return {
    barber,
    clinic,
    haircut,
    exam,
    inHaircut: await guest(app, haircut.id, 'Gil Convidado', '11966660001'),
    inExam: await guest(app, exam.id, 'Gil Convidado', '11966660001'),
  };
}

describeEachDialect(
  'Web Push per person told: guest tickets and the account on one browser (issue 36)',
  (ctx) => {
    it('tells both tickets a person holds in two queues from one phone', async () => {
      const { app } = ctx();
      const { barber, clinic, haircut, exam, inHaircut, inExam } = await twoQueuesWithGuests(app);
      const phone = fakePush().subscribe();
      expect((await subscribeGuest(app, inHaircut.senha, phone)).statusCode).toBe(200);
      expect((await subscribeGuest(app, inExam.senha, phone)).statusCode).toBe(200);
      // The page sends the subscription again each time it opens: still one row per ticket.
      expect((await subscribeGuest(app, inHaircut.senha, phone)).statusCode).toBe(200);
      expect(await app.services.pushSubscriptions.listOf('convidado', inHaircut.ticketId)).toHaveLength(1);

      await callNext(app, barber, haircut.id);
      await callNext(app, clinic, exam.id);
      await noticeRound(app);

      const called = shown(phone).filter((p) => p.body.includes('É a sua vez'));
      expect(called.map((p) => p.body).sort()).toEqual(
        [expect.stringContaining('fila Corte'), expect.stringContaining('fila Exames')].sort(),
      );
      // Each notice opens its own ticket's page.
      expect(called.map((p) => p.url).sort()).toEqual(
        [`/senha#${inHaircut.senha}`, `/senha#${inExam.senha}`].sort(),
      );
    });

    it("keeps the account's notices and a guest ticket's on one browser, and a logout ends only the account's", async () => {
      const { app } = ctx();
      const { barber, clinic, haircut, exam } = await twoQueuesWithGuests(app);
      const ana = await newClient(app, 'Ana Souza');
      const phone = await subscribeToPush(app, ana, fakePush());
      await joined(app, ana, haircut.id);
      const ticket = await guest(app, exam.id, 'Bia Convidada', '11966660002');
      expect((await subscribeGuest(app, ticket.senha, phone)).statusCode).toBe(200);
      // The account's page opening again on that phone takes nothing from the ticket.
      await subscribeToPush(app, ana, { ...fakePush(), subscribe: () => phone });
      expect(await app.services.pushSubscriptions.listOf('cliente', ana.id)).toHaveLength(1);
      expect(await app.services.pushSubscriptions.listOf('convidado', ticket.ticketId)).toHaveLength(1);

      // Each queue has a guest first: two calls reach Ana and Bia.
      for (let i = 0; i < 2; i += 1) {
        await callNext(app, barber, haircut.id);
        await callNext(app, clinic, exam.id);
      }
      await noticeRound(app);
      expect(
        shown(phone)
          .filter((p) => p.body.includes('É a sua vez'))
          .map((p) => p.url)
          .sort(),
      ).toEqual([`/cliente/filas/${haircut.id}`, `/senha#${ticket.senha}`].sort());

      // Logging out of the phone ends the account's notices there (a shared phone), not the ticket's.
      await app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(ana.token) });
      expect(await app.services.pushSubscriptions.listOf('cliente', ana.id)).toEqual([]);
      expect(await app.services.pushSubscriptions.listOf('convidado', ticket.ticketId)).toHaveLength(1);
    });

    it('gives a browser to the account signed in on it, not to the previous account of that role', async () => {
      const { app } = ctx();
      const ana = await newClient(app, 'Ana Souza');
      const caio = await newClient(app, 'Caio Lima');
      const phone = await subscribeToPush(app, ana, fakePush());
      await subscribeToPush(app, caio, { ...fakePush(), subscribe: () => phone });
      expect(await app.services.pushSubscriptions.listOf('cliente', ana.id)).toEqual([]);
      expect(await app.services.pushSubscriptions.listOf('cliente', caio.id)).toHaveLength(1);
    });

    it("'Desativar' on one ticket's page stops only that ticket's notices on that phone", async () => {
      const { app } = ctx();
      const { barber, clinic, haircut, exam, inHaircut, inExam } = await twoQueuesWithGuests(app);
      const ana = await newClient(app, 'Ana Souza');
      const phone = await subscribeToPush(app, ana, fakePush());
      const otherPhone = fakePush().subscribe();
      for (const browser of [phone, otherPhone]) {
        expect((await subscribeGuest(app, inHaircut.senha, browser)).statusCode).toBe(200);
      }
      expect((await subscribeGuest(app, inExam.senha, phone)).statusCode).toBe(200);

      const off = await unsubscribeGuest(app, inHaircut.senha, { endpoint: phone.endpoint });
      expect(off.statusCode).toBe(200);
      expect(off.json()).toEqual({ success: true, message: 'Notificações desativadas neste aparelho' });
      // Asked again (a second tap, a retry): the same answer.
      expect((await unsubscribeGuest(app, inHaircut.senha, { endpoint: phone.endpoint })).statusCode).toBe(
        200,
      );
      const endpoints = async (type: 'cliente' | 'convidado', id: number) =>
        (await app.services.pushSubscriptions.listOf(type, id)).map((s) => s.endpoint);
      expect(await endpoints('convidado', inHaircut.ticketId)).toEqual([otherPhone.endpoint]);
      expect(await endpoints('convidado', inExam.ticketId)).toEqual([phone.endpoint]);
      expect(await endpoints('cliente', ana.id)).toEqual([phone.endpoint]);

      await callNext(app, barber, haircut.id);
      await callNext(app, clinic, exam.id);
      await noticeRound(app);
      expect(shown(phone).map((p) => p.url)).toEqual([`/senha#${inExam.senha}`]);
      expect(shown(otherPhone).map((p) => p.url)).toContain(`/senha#${inHaircut.senha}`);
    });

    it('forgets a browser the push service says is gone, for every ticket and account it told', async () => {
      const { app } = ctx();
      const { barber, haircut, inHaircut, inExam } = await twoQueuesWithGuests(app);
      const ana = await newClient(app, 'Ana Souza');
      const phone = await subscribeToPush(app, ana, fakePush());
      await subscribeGuest(app, inHaircut.senha, phone);
      await subscribeGuest(app, inExam.senha, phone);
      fakePush().expire(phone);

      await callNext(app, barber, haircut.id);
      await noticeRound(app);
      expect(await app.services.pushSubscriptions.listOf('convidado', inHaircut.ticketId)).toEqual([]);
      expect(await app.services.pushSubscriptions.listOf('convidado', inExam.ticketId)).toEqual([]);
      expect(await app.services.pushSubscriptions.listOf('cliente', ana.id)).toEqual([]);
    });

    it('answers 404 to a link that opens nothing and 400 to a body without a valid endpoint', async () => {
      const { app } = ctx();
      const { inHaircut } = await twoQueuesWithGuests(app);
      const phone = fakePush().subscribe();
      await subscribeGuest(app, inHaircut.senha, phone);

      for (const senha of [
        undefined,
        'x',
        `${inHaircut.senha.slice(0, -1)}${inHaircut.senha.endsWith('A') ? 'B' : 'A'}`,
      ]) {
        const unknown = await unsubscribeGuest(app, senha, { endpoint: phone.endpoint });
        expect(unknown.statusCode).toBe(404);
        expect(unknown.json().message).toBe('Senha não encontrada. Confira o link ou entre na fila de novo.');
      }
      for (const payload of [{}, { endpoint: 'nada' }, { endpoint: 42 }]) {
        const bad = await unsubscribeGuest(app, inHaircut.senha, payload);
        expect(bad.statusCode).toBe(400);
        expect(bad.json()).toMatchObject({ success: false, message: expect.any(String) });
      }
      expect(await app.services.pushSubscriptions.listOf('convidado', inHaircut.ticketId)).toHaveLength(1);
    });
  },
  { env: () => ({ PUSH_SERVICE_HOSTS: '127.0.0.1' }) },
);
