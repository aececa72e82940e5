import { queueEventSchema } from '@vez/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeWhatsapp } from '../../../test-support/fake-whatsapp-server';
import { bearer } from '../../../test-support/fixtures';
import { noticeRound } from '../../../test-support/notice-fixtures';
import { subscribed } from '../../../test-support/plan-fixtures';
import {
  type Account,
  activeQueues,
  callNext,
  createQueue,
  joined,
  newClient,
  newClients,
  newEstablishment,
  queueDetail,
  undoCall,
} from '../../../test-support/queue-fixtures';
import { closedAfterEach, listenOnLoopback, openStream } from '../../../test-support/sse-client';
import { describeEachDialect } from '../../../test-support/test-app';

const TOKEN = 'token-de-teste-do-whatsapp';
let whatsapp: Awaited<ReturnType<typeof startFakeWhatsapp>>;
beforeAll(async () => {
  whatsapp = await startFakeWhatsapp(TOKEN);
});
afterAll(async () => {
  await whatsapp.close();
});

async function newPoint(
  app: FastifyInstance,
  owner: Account,
  nome: string,
  filas: number[],
  artigo?: 'a' | 'o',
): Promise<number> {
  const response = await app.inject({
    method: 'POST',
    url: `/api/establishments/${owner.id}/pontos`,
    headers: bearer(owner.token),
    payload: { nome, filas, ...(artigo ? { artigo } : {}) },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data.id;
}

/** 'Chamar Próximo' pressed at a point (with `pontoId`), with an idempotency key when given. */
function callToPoint(app: FastifyInstance, owner: Account, queueId: number, pontoId: unknown, key?: string) {
  return app.inject({
    method: 'POST',
    url: `/api/queues/${queueId}/chamar-proximo`,
    headers: { ...bearer(owner.token), ...(key ? { 'idempotency-key': key } : {}) },
    payload: { pontoId },
  });
}

function recall(app: FastifyInstance, owner: Account, queueId: number, ticketId: number, body?: object) {
  return app.inject({
    method: 'POST',
    url: `/api/queues/${queueId}/tickets/${ticketId}/chamar-novamente`,
    headers: bearer(owner.token),
    ...(body ? { payload: body } : {}),
  });
}

async function recentCalls(app: FastifyInstance, owner: Account, queueId: number) {
  const response = await app.inject({
    method: 'GET',
    url: `/api/queues/${queueId}/chamados-recentes`,
    headers: bearer(owner.token),
  });
  return response.json().data as { ticketId: number; nome: string; ponto?: unknown }[];
}

async function panelOf(app: FastifyInstance, owner: Account, queueId: number) {
  const created = await app.inject({
    method: 'POST',
    url: `/api/establishments/${owner.id}/panels`,
    headers: bearer(owner.token),
    payload: { filaId: queueId },
  });
  const token = created.json().data.token as string;
  return async () => (await app.inject({ method: 'GET', url: `/api/panels/${token}` })).json().data;
}

/** A barbershop with 'Corte' (served by Cadeira 2) and 'Barba' (by nobody), people waiting in 'Corte'. */
async function barbershop(app: FastifyInstance, people: number) {
  const owner = await newEstablishment(app, { nome_empresa: 'Barbearia Navalha LTDA' });
  await subscribed(app, owner, 'profissional');
  const corte = await createQueue(app, owner, { nome: 'Corte' });
  const barba = await createQueue(app, owner, { nome: 'Barba' });
  const chair = await newPoint(app, owner, 'Cadeira 2', [corte.id]);
  const clients: Account[] = [];
  for (let i = 0; i < people; i += 1) {
    const client = await newClient(app, `Pessoa${i} Souza`);
    await joined(app, client, corte.id);
    clients.push(client);
  }
  return { owner, corte: corte.id, barba: barba.id, chair, clients };
}

const CHAIR = { nome: 'Cadeira 2', artigo: 'a' };

describeEachDialect(
  'calling to a service point (issue 37)',
  (ctx) => {
    const streams = closedAfterEach();

    describe('without a point, as before', () => {
      it('answers, lists and shows a call exactly as before points existed', async () => {
        const { app } = ctx();
        const { owner, corte, clients } = await barbershop(app, 2);
        const panel = await panelOf(app, owner, corte);
        const called = await callNext(app, owner, corte);
        expect(called.statusCode, called.body).toBe(200);
        expect(called.json()).toEqual({
          success: true,
          message: 'Cliente Pessoa0 Souza foi chamado!',
          data: { nome: 'Pessoa0 Souza', ticketId: expect.any(Number) },
        });
        // An empty JSON body is a call without a point too.
        const empty = await app.inject({
          method: 'POST',
          url: `/api/queues/${corte}/chamar-proximo`,
          headers: bearer(owner.token),
          payload: {},
        });
        expect(Object.keys(empty.json().data)).toEqual(['nome', 'ticketId']);
        for (const call of await recentCalls(app, owner, corte)) expect(call).not.toHaveProperty('ponto');
        expect((await queueDetail(app, clients[0]!, corte)).meuUltimoTicket).not.toHaveProperty('ponto');
        expect((await activeQueues(app, clients[0]!))[0]).not.toHaveProperty('ponto');
        expect((await panel()).filas[0].chamadas[0]).not.toHaveProperty('ponto');
      });
    });

    describe('with a point', () => {
      it("sends the person to the caller's point: the answer, their screens, the recent calls and the TV say it", async () => {
        const { app } = ctx();
        const { owner, corte, chair, clients } = await barbershop(app, 2);
        const panel = await panelOf(app, owner, corte);
        const base = await listenOnLoopback(app);
        const stream = await openStream(`${base}/api/queues/${corte}/events`, { token: clients[0]!.token });
        streams.push(stream);
        await stream.next((d) => d.type === 'snapshot');

        const called = await callToPoint(app, owner, corte, chair);
        expect(called.statusCode, called.body).toBe(200);
        expect(called.json()).toEqual({
          success: true,
          message: 'Cliente Pessoa0 Souza foi chamado para a Cadeira 2!',
          data: { nome: 'Pessoa0 Souza', ticketId: expect.any(Number), ponto: CHAIR },
        });

        const event = await stream.next((d) => (d as { me?: { status?: string } }).me?.status === 'called');
        expect(event.data).toMatchObject({ me: { status: 'called', ponto: CHAIR } });
        expect(queueEventSchema.safeParse(event.data).success).toBe(true);
        expect((await queueDetail(app, clients[0]!, corte)).meuUltimoTicket).toMatchObject({
          status: 'called',
          ponto: CHAIR,
        });
        expect((await activeQueues(app, clients[0]!))[0]).toMatchObject({
          situacao: 'chamado',
          ponto: CHAIR,
        });
        expect((await recentCalls(app, owner, corte))[0]).toMatchObject({
          nome: 'Pessoa0 Souza',
          ponto: CHAIR,
        });
        expect((await panel()).filas[0].chamadas[0]).toMatchObject({ nome: 'Pessoa0 S.', ponto: CHAIR });
      });

      it("tells a walk-in's ticket page where to go too", async () => {
        const { app } = ctx();
        const { owner, corte, chair } = await barbershop(app, 0);
        const walkIn = await app.inject({
          method: 'POST',
          url: `/api/queues/${corte}/balcao`,
          headers: bearer(owner.token),
          payload: { nome: 'Seu Joaquim' },
        });
        const { senha } = walkIn.json().data;
        const page = async () =>
          (await app.inject({ method: 'GET', url: '/api/senha', headers: { 'x-vez-senha': senha } })).json()
            .data;
        expect(await page()).not.toHaveProperty('ponto');
        await callToPoint(app, owner, corte, chair);
        expect(await page()).toMatchObject({ situacao: 'chamado', ponto: CHAIR });
      });

      it('keeps what the call said when the point is renamed later', async () => {
        const { app } = ctx();
        const { owner, corte, chair, clients } = await barbershop(app, 1);
        await callToPoint(app, owner, corte, chair);
        await app.inject({
          method: 'PUT',
          url: `/api/establishments/${owner.id}/pontos/${chair}`,
          headers: bearer(owner.token),
          payload: { nome: 'Cadeira Azul' },
        });
        expect((await queueDetail(app, clients[0]!, corte)).meuUltimoTicket.ponto).toEqual(CHAIR);
      });

      it('refuses a point that is not one of this queue in Portuguese, and calls nobody', async () => {
        const { app } = ctx();
        const { owner, corte, barba, chair } = await barbershop(app, 2);
        const stranger = await newEstablishment(app);
        const theirs = await newPoint(app, stranger, 'Cadeira 9', []);
        const removed = await newPoint(app, owner, 'Cadeira 5', [corte]);
        await app.inject({
          method: 'DELETE',
          url: `/api/establishments/${owner.id}/pontos/${removed}`,
          headers: bearer(owner.token),
        });
        await joined(app, await newClient(app, 'Carla Barba'), barba);
        const cases: [number, unknown, string][] = [
          [corte, 999_999, 'Ponto de atendimento não encontrado'],
          [corte, theirs, 'Ponto de atendimento não encontrado'],
          [corte, removed, 'Ponto de atendimento não encontrado'],
          [barba, chair, 'Cadeira 2 não atende a fila Barba. Escolha outro ponto de atendimento.'],
          [corte, 'Cadeira 2', 'Ponto de atendimento inválido'],
          [corte, 0, 'Ponto de atendimento inválido'],
        ];
        for (const [queueId, pontoId, message] of cases) {
          const response = await callToPoint(app, owner, queueId, pontoId, `chave-${String(pontoId)}-x`);
          expect(response.statusCode, response.body).toBe(400);
          expect(response.json().message).toBe(message);
        }
        expect(await recentCalls(app, owner, corte)).toEqual([]);
        expect(await recentCalls(app, owner, barba)).toEqual([]);
        // A refused key may try again (decision 051): the same key with a good point calls.
        const retried = await callToPoint(app, owner, corte, chair, 'chave-999999-x');
        expect(retried.json().data.ponto).toEqual(CHAIR);
      });

      it('a recall at another point sends the person there; one without a point keeps it; undo forgets it', async () => {
        const { app } = ctx();
        const { owner, corte, chair, clients } = await barbershop(app, 2);
        const other = await newPoint(app, owner, 'Consultório 1', [corte]);
        const ticketId = (await callToPoint(app, owner, corte, chair)).json().data.ticketId;

        const moved = await recall(app, owner, corte, ticketId, { pontoId: other });
        expect(moved.statusCode, moved.body).toBe(200);
        expect(moved.json()).toMatchObject({
          message: 'Cliente chamado novamente para o Consultório 1',
          data: { ponto: { nome: 'Consultório 1', artigo: 'o' }, chamadasNovamente: 1 },
        });
        const kept = await recall(app, owner, corte, ticketId);
        expect(kept.json()).toMatchObject({
          message: 'Cliente chamado novamente para o Consultório 1',
          data: { ponto: { nome: 'Consultório 1', artigo: 'o' }, chamadasNovamente: 2 },
        });
        expect((await queueDetail(app, clients[0]!, corte)).meuUltimoTicket.ponto).toEqual({
          nome: 'Consultório 1',
          artigo: 'o',
        });

        expect((await undoCall(app, owner, corte, ticketId)).statusCode).toBe(200);
        const again = await callNext(app, owner, corte);
        expect(again.json().data).toEqual({ nome: 'Pessoa0 Souza', ticketId });
      });

      it('tells the point by e-mail and WhatsApp, on the call and on the recall', async () => {
        const { app, outbox } = ctx();
        const { owner, corte, chair } = await barbershop(app, 0);
        const ana = await newClient(app, 'Ana Souza');
        await app.inject({
          method: 'PUT',
          url: `/api/users/${ana.id}/settings`,
          headers: bearer(ana.token),
          payload: { notificacoes: true, notificacoesEmail: true, notificacoesWhatsapp: true },
        });
        await joined(app, ana, corte);
        await noticeRound(app);
        const sentBefore = whatsapp.requests.length;
        const ticketId = (await callToPoint(app, owner, corte, chair)).json().data.ticketId;
        await noticeRound(app);
        await recall(app, owner, corte, ticketId);
        await noticeRound(app);

        const mails = (await outbox()).filter((m) => m.to === ana.email);
        const called = mails.find((m) => m.subject === 'É a sua vez: Cadeira 2 — Barbearia Navalha LTDA');
        expect(called?.text).toContain('É a sua vez na fila Corte! Dirija-se à Cadeira 2.');
        const again = mails.find((m) => m.subject.startsWith('Chamando você de novo: Cadeira 2'));
        expect(again?.text).toContain('Estamos chamando você de novo na fila Corte. Dirija-se à Cadeira 2.');

        const templates = whatsapp.requests.slice(sentBefore).map((r) => ({
          name: r.body.template.name,
          parameters: r.body.template.components[0]!.parameters.map((p) => p.text),
        }));
        expect(templates).toEqual([
          {
            name: 'vez_sua_vez_no_ponto',
            parameters: ['Barbearia Navalha LTDA', 'Corte', 'Cadeira 2'],
          },
          {
            name: 'vez_chamando_de_novo_no_ponto',
            parameters: ['Barbearia Navalha LTDA', 'Corte', 'Cadeira 2'],
          },
        ]);
      });
    });

    describe('two points at once', () => {
      it('two instances calling from two points at the same moment call two different people, nobody twice, nobody skipped', async () => {
        const { app, secondInstance } = ctx();
        const other = await secondInstance();
        const owner = await newEstablishment(app);
        const queue = await createQueue(app, owner, { nome: 'Corte' });
        const chairs = [
          await newPoint(app, owner, 'Cadeira 1', [queue.id]),
          await newPoint(app, owner, 'Cadeira 2', [queue.id]),
        ];
        const people = await newClients(app, 24);
        const tickets: number[] = [];
        for (const person of people) tickets.push((await joined(app, person, queue.id)).ticketId);

        const calls: { ticketId: number; ponto: { nome: string } }[] = [];
        for (let round = 0; round < 12; round += 1) {
          // Each round the two chairs press together, one on each instance.
          const answers = await Promise.all([
            callToPoint(app, owner, queue.id, chairs[0]),
            callToPoint(other, owner, queue.id, chairs[1]),
          ]);
          for (const answer of answers) {
            expect(answer.statusCode, answer.body).toBe(200);
            calls.push(answer.json().data);
          }
        }
        const called = calls.map((call) => call.ticketId);
        expect(new Set(called).size).toBe(24);
        expect([...called].sort((a, b) => a - b)).toEqual([...tickets].sort((a, b) => a - b));
        // Each ticket says the point of the press that called it.
        const recent = await recentCalls(app, owner, queue.id);
        for (const row of recent) {
          const press = calls.find((call) => call.ticketId === row.ticketId);
          expect(row.ponto).toEqual(press?.ponto);
        }
        expect(new Set(calls.map((call) => call.ponto.nome))).toEqual(new Set(['Cadeira 1', 'Cadeira 2']));
        expect((await callToPoint(app, owner, queue.id, chairs[0])).json().message).toBe(
          'Não há clientes na fila',
        );
      });
    });
  },
  {
    env: () => ({
      WHATSAPP_API_URL: whatsapp.url,
      WHATSAPP_TOKEN: TOKEN,
      WHATSAPP_PHONE_NUMBER_ID: '123456789',
    }),
  },
);
