import type { FastifyInstance } from 'fastify';
import { expect, it } from 'vitest';
import { bearer } from '../../test-support/fixtures';
import { noticeRound, subscribeToPush, useFakePushService } from '../../test-support/notice-fixtures';
import {
  type Account,
  callNext,
  createQueue,
  joined,
  newClient,
  newEstablishment,
} from '../../test-support/queue-fixtures';
import { describeEachDialect } from '../../test-support/test-app';

const fakePush = useFakePushService();

async function queueOf(app: FastifyInstance, people: number) {
  const owner = await newEstablishment(app, { nome_empresa: 'Barbearia Navalha LTDA' });
  const queue = await createQueue(app, owner, { nome: 'Corte' });
  const clients: Account[] = [];
  for (let i = 0; i < people; i += 1) {
    const client = await newClient(app, `Pessoa${i} Teste`);
    await joined(app, client, queue.id);
    clients.push(client);
  }
  return { owner, queueId: queue.id, clients };
}

function setNotice(app: FastifyInstance, client: Account, queueId: number, pessoas: unknown) {
  return app.inject({
    method: 'PUT',
    url: `/api/queues/${queueId}/notice`,
    headers: bearer(client.token),
    payload: { pessoas },
  });
}

function saveSettings(app: FastifyInstance, client: Account, settings: Record<string, unknown>) {
  return app.inject({
    method: 'PUT',
    url: `/api/users/${client.id}/settings`,
    headers: bearer(client.token),
    payload: { notificacoes: true, notificacoesEmail: true, ...settings },
  });
}

describeEachDialect(
  'notices of a near turn and of the call (issue 16)',
  (ctx) => {
    it('tells the client once, by e-mail, when 2 people are ahead, then once that it is their turn', async () => {
      const { app, outbox, secondInstance } = ctx();
      const other = await secondInstance();
      const { owner, queueId, clients } = await queueOf(app, 5);
      const ana = clients[4]!;
      const set = await setNotice(app, ana, queueId, 2);
      expect(set.json()).toMatchObject({
        message: 'Você será avisado quando faltarem 2 pessoas.',
        data: { pessoas: 2 },
      });
      const toAna = async () => (await outbox()).filter((m) => m.to === ana.email);

      await callNext(app, owner, queueId);
      await noticeRound(app, other);
      expect(await toAna()).toEqual([]);
      await callNext(app, owner, queueId);
      // Two instances look at once: the notice is written once.
      await noticeRound(app, other);
      await noticeRound(app, other);
      const near = await toAna();
      expect(near.map((m) => m.subject)).toEqual([
        'Faltam 2 pessoas para a sua vez — Barbearia Navalha LTDA',
      ]);
      expect(near[0]!.text).toContain('Faltam 2 pessoas para a sua vez na fila Corte.');
      expect(near[0]!.links).toContain(`http://vez.test/cliente/filas/${queueId}`);
      // Nobody else's name reaches the message.
      for (const someone of clients.slice(0, 4)) expect(near[0]!.text).not.toContain(someone.name);

      await callNext(app, owner, queueId);
      await callNext(app, owner, queueId);
      await noticeRound(app, other);
      expect((await toAna()).map((m) => m.subject)).toHaveLength(1);
      await callNext(app, owner, queueId);
      await noticeRound(app, other);
      await noticeRound(app);
      expect((await toAna()).map((m) => m.subject)).toEqual([
        'Faltam 2 pessoas para a sua vez — Barbearia Navalha LTDA',
        'É a sua vez! — Barbearia Navalha LTDA',
      ]);
    });

    it("uses the account's default from Configurações, and tells nobody who turned notices off", async () => {
      const { app, outbox } = ctx();
      const { owner, queueId, clients } = await queueOf(app, 4);
      const [, , bia, caio] = clients;
      expect((await saveSettings(app, bia!, { avisoPessoas: 1 })).statusCode).toBe(200);
      expect((await saveSettings(app, caio!, { notificacoes: false })).statusCode).toBe(200);
      const notice = await app.inject({
        method: 'GET',
        url: `/api/queues/${queueId}/notice`,
        headers: bearer(bia!.token),
      });
      expect(notice.json().data).toEqual({ pessoas: 1 });
      await noticeRound(app);
      // Bia is 3rd with 2 ahead: her threshold is 1. Caio (4th, default 3) asked for silence.
      expect((await outbox()).map((m) => m.to)).not.toContain(bia!.email);
      await callNext(app, owner, queueId);
      await noticeRound(app);
      expect((await outbox()).filter((m) => m.to === bia!.email)).toHaveLength(1);
      expect((await outbox()).filter((m) => m.to === caio!.email)).toHaveLength(0);
    });

    it('refuses a threshold out of 1..10 and a queue the client is not in, in Portuguese', async () => {
      const { app } = ctx();
      const { queueId, clients } = await queueOf(app, 1);
      const stranger = await newClient(app);
      const bad = await setNotice(app, clients[0]!, queueId, 11);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toBe('Escolha de 1 a 10 pessoas');
      const notIn = await setNotice(app, stranger, queueId, 2);
      expect(notIn.statusCode).toBe(404);
      expect(notIn.json().message).toBe('Você não está nesta fila');
    });

    it('stops notice e-mails through the link each e-mail carries, without a login', async () => {
      const { app, outbox } = ctx();
      const { queueId, clients } = await queueOf(app, 1);
      await noticeRound(app);
      const [mail] = await outbox();
      const link = mail!.links.find((l) => l.includes('/descadastrar?token='))!;
      const token = new URL(link).searchParams.get('token');
      const forged = await app.inject({
        method: 'POST',
        url: '/api/notifications/unsubscribe',
        payload: { token: `${token}x` },
      });
      expect(forged.statusCode).toBe(400);
      expect(forged.json().message).toBe('Link de descadastro inválido ou expirado.');
      const done = await app.inject({
        method: 'POST',
        url: '/api/notifications/unsubscribe',
        payload: { token },
      });
      expect(done.json()).toEqual({
        success: true,
        message: 'Pronto: você não receberá mais avisos da fila por e-mail.',
      });
      const settings = await app.inject({
        method: 'GET',
        url: `/api/users/${clients[0]!.id}/settings`,
        headers: bearer(clients[0]!.token),
      });
      expect(settings.json().data).toMatchObject({ notificacoes: true, notificacoesEmail: false });
      expect(queueId).toBeGreaterThan(0);
    });

    it('pushes to the browser with the Web Push protocol, signed and encrypted, and forgets a gone subscription', async () => {
      const { app, config } = ctx();
      const { owner, queueId, clients } = await queueOf(app, 3);
      const caio = clients[2]!;
      const browser = await subscribeToPush(app, caio, fakePush());
      await setNotice(app, caio, queueId, 1);
      await callNext(app, owner, queueId);
      await noticeRound(app);
      const mine = fakePush().received.filter((p) => p.path === new URL(browser.endpoint).pathname);
      expect(mine.map((p) => p.payload)).toEqual([
        {
          title: 'Barbearia Navalha LTDA',
          body: 'Falta 1 pessoa para a sua vez na fila Corte. Vá se aproximando.',
          url: `/cliente/filas/${queueId}`,
          tag: expect.stringMatching(/^notice:\d+:near$/),
        },
      ]);
      expect(mine[0]!.vapidKey).toBe(config.push.publicKey);
      expect(mine[0]!.urgency).toBe('high');

      // The browser dropped the subscription: the push of the call finds it gone (410).
      fakePush().expire(browser);
      await callNext(app, owner, queueId);
      await callNext(app, owner, queueId);
      await noticeRound(app);
      const rows = await app.services.pushSubscriptions.listOf('cliente', caio.id);
      expect(rows).toEqual([]);
    });

    it('refuses a push endpoint that is not a known push service', async () => {
      const { app } = ctx();
      const client = await newClient(app);
      const keys = fakePush().subscribe().keys;
      for (const endpoint of [
        'http://10.0.0.5/push/x',
        'https://evil.example.com/push',
        'http://127.0.0.1:6379/',
      ]) {
        const answer = await app.inject({
          method: 'POST',
          url: '/api/notifications/push-subscriptions',
          headers: bearer(client.token),
          payload: { endpoint: endpoint.replace('127.0.0.1:6379', 'user:pw@127.0.0.1:6379'), keys },
        });
        expect(answer.statusCode).toBe(400);
        expect(answer.json().message).toBe(
          'Este navegador usa um serviço de notificações que não conhecemos.',
        );
      }
    });
  },
  { env: () => ({ PUSH_SERVICE_HOSTS: '127.0.0.1' }) },
);
