import {
  UNDO_CALL_ALREADY,
  UNDO_CALL_QUEUE_CLOSED,
  UNDO_CALL_REJOINED,
  UNDO_CALL_TOO_LATE,
  UNDO_NO_SHOW_TOO_LATE,
  UNDO_NOT_A_NO_SHOW,
  UNDO_WINDOW_SECONDS,
} from '@vez/domain';
import type { FastifyInstance } from 'fastify';
import { expect, it } from 'vitest';
import { bearer } from '../../../test-support/fixtures';
import { noticeRound, pushClient, useFakePushService } from '../../../test-support/notice-fixtures';
import {
  type Account,
  callNext,
  createQueue,
  joined,
  lineup,
  markNoShow,
  newClient,
  newEstablishment,
  queueDetail,
  undoCall,
  undoNoShow,
} from '../../../test-support/queue-fixtures';
import {
  closedAfterEach,
  listenOnLoopback,
  openStream,
  PUSH_WITHIN_MS,
} from '../../../test-support/sse-client';
import { describeEachDialect } from '../../../test-support/test-app';
import { sendQueueNotices } from '../../notifications/send-queue-notices';
import { deliverOutbox } from '../../outbox/deliver-outbox';
import { runDueAutoCalls } from '../../scheduler/run-due-auto-calls';

const fakePush = useFakePushService();
const streams = closedAfterEach();
const TURN = 'É a sua vez na fila Corte! Dirija-se ao atendimento.';
const UNDONE =
  'A chamada na fila Corte foi desfeita pelo estabelecimento. Você continua no seu lugar; avisaremos quando for a sua vez.';

describeEachDialect(
  "'Desfazer' at the counter (issue 38, decision 051)",
  (ctx) => {
    async function barbershop() {
      const { app } = ctx();
      const owner = await newEstablishment(app, { nome_empresa: 'Barbearia Navalha LTDA' });
      const { id: queueId } = await createQueue(app, owner, { nome: 'Corte' });
      return { app, owner, queueId };
    }

    /** Clients who join in this order, one account per name. */
    async function line<const N extends readonly string[]>(
      app: FastifyInstance,
      queueId: number,
      ...names: N
    ) {
      const people: Account[] = [];
      for (const name of names) {
        const client = await newClient(app, name);
        await joined(app, client, queueId);
        people.push(client);
      }
      return people as { [K in keyof N]: Account };
    }

    it('an undone call puts the person back in their exact place and tells their screen', async () => {
      const { app, owner, queueId } = await barbershop();
      const base = await listenOnLoopback(app);
      const [camila, diego] = await line(app, queueId, 'Camila Rocha', 'Diego Alves');
      const elisa = await newClient(app, 'Elisa Prado');
      await joined(app, elisa, queueId, {
        isGroup: true,
        groupMembers: [{ nome: 'Caio Prado', dataNascimento: '01/01/2010', cpf: '52998224725' }],
      });
      const before = await queueDetail(app, owner, queueId);
      const called = await callNext(app, owner, queueId);
      const ticketId: number = called.json().data.ticketId;
      const camilaStream = await openStream(`${base}/api/queues/${queueId}/events`, { token: camila.token });
      const diegoStream = await openStream(`${base}/api/queues/${queueId}/events`, { token: diego.token });
      streams.push(camilaStream, diegoStream);
      expect((await camilaStream.next()).data).toMatchObject({ me: { status: 'called', ticketId } });
      expect((await diegoStream.next()).data).toMatchObject({ me: { position: 1 } });

      ctx().clock.advance(8_000);
      const undone = await undoCall(app, owner, queueId, ticketId);

      expect(undone.statusCode, undone.body).toBe(200);
      expect(undone.json()).toMatchObject({
        message: 'Chamada desfeita: Camila Rocha voltou ao seu lugar na fila',
        data: { ticketId, nome: 'Camila Rocha' },
      });
      expect(await lineup(app, owner, queueId)).toEqual([
        ['Camila Rocha', 1, 'a'],
        ['Diego Alves', 2, 'a'],
        ['Elisa Prado', 3, 'a'],
      ]);
      const after = await queueDetail(app, owner, queueId);
      expect(after).toMatchObject({
        clientes_na_fila: before.clientes_na_fila,
        posicoes_ocupadas: before.posicoes_ocupadas,
        versao: before.versao + 2,
      });
      const told = await camilaStream.next((d) => d.changes?.includes('uncalled'), PUSH_WITHIN_MS);
      expect(told.data).toMatchObject({ me: { status: 'waiting', ticketId, position: 1 } });
      const moved = await diegoStream.next((d) => d.changes?.includes('uncalled'), PUSH_WITHIN_MS);
      expect(moved.data).toMatchObject({ me: { status: 'waiting', position: 2 } });
      expect((await queueDetail(app, camila, queueId)).minhaPosicao).toMatchObject({ position: 1 });

      // The next call calls her again.
      expect((await callNext(app, owner, queueId)).json().data.nome).toBe('Camila Rocha');
    });

    it('an undone call is no longer counted: not in the recent calls, not served', async () => {
      const { app, owner, queueId } = await barbershop();
      await line(app, queueId, 'Camila Rocha', 'Diego Alves');
      const ticketId: number = (await callNext(app, owner, queueId)).json().data.ticketId;
      await undoCall(app, owner, queueId, ticketId);

      const recent = await app.inject({
        method: 'GET',
        url: `/api/queues/${queueId}/chamados-recentes`,
        headers: bearer(owner.token),
      });
      expect(recent.json().data).toEqual([]);
      const wait = await app.inject({
        method: 'GET',
        url: `/api/queues/${queueId}/tempo-espera`,
        headers: bearer(owner.token),
      });
      expect(wait.json().data.tempoEspera.fila.totalAtendidos).toBe(0);
    });

    it('is refused after the window, on a closed queue, and to anyone but the owner', async () => {
      const { app, owner, queueId } = await barbershop();
      await line(app, queueId, 'Camila Rocha', 'Diego Alves', 'Elisa Prado');
      const late: number = (await callNext(app, owner, queueId)).json().data.ticketId;
      ctx().clock.advance(UNDO_WINDOW_SECONDS * 1000 + 1);
      const tooLate = await undoCall(app, owner, queueId, late);
      expect(tooLate.statusCode).toBe(409);
      expect(tooLate.json().message).toBe(UNDO_CALL_TOO_LATE);

      const diegoTicket: number = (await callNext(app, owner, queueId)).json().data.ticketId;
      const stranger = await newEstablishment(app, { nome_empresa: 'Outra Barbearia LTDA' });
      expect((await undoCall(app, stranger, queueId, diegoTicket)).statusCode).toBe(403);
      const client = await newClient(app, 'Fábio Lima');
      expect((await undoCall(app, client, queueId, diegoTicket)).statusCode).toBe(403);
      expect((await undoCall(app, owner, queueId, 999_999)).statusCode).toBe(404);
      expect(await lineup(app, owner, queueId)).toEqual([['Elisa Prado', 1, 'a']]);

      const closed = await app.inject({
        method: 'DELETE',
        url: `/api/queues/${queueId}`,
        headers: bearer(owner.token),
      });
      expect(closed.statusCode).toBe(200);
      const afterClose = await undoCall(app, owner, queueId, diegoTicket);
      expect(afterClose.statusCode).toBe(409);
      expect(afterClose.json().message).toBe(UNDO_CALL_QUEUE_CLOSED);
    });

    it('refuses to undo the call of a client who joined again in those seconds', async () => {
      const { app, owner, queueId } = await barbershop();
      const [camila] = await line(app, queueId, 'Camila Rocha');
      const ticketId: number = (await callNext(app, owner, queueId)).json().data.ticketId;
      await joined(app, camila, queueId);

      const undone = await undoCall(app, owner, queueId, ticketId);

      expect(undone.statusCode).toBe(409);
      expect(undone.json().message).toBe(UNDO_CALL_REJOINED);
      expect(await lineup(app, owner, queueId)).toEqual([['Camila Rocha', 1, 'a']]);
    });

    it('a call undone before its notice went out is never told; one undone after is corrected, once', async () => {
      const { app, owner, queueId } = await barbershop();
      const other = await ctx().secondInstance();
      const camila = await pushClient(fakePush(), app, queueId, 'Camila Rocha');
      const diego = await pushClient(fakePush(), app, queueId, 'Diego Alves');

      // Undone before any scheduler run: no 'É a sua vez!', no correction.
      const first: number = (await callNext(app, owner, queueId)).json().data.ticketId;
      expect((await undoCall(app, owner, queueId, first)).statusCode).toBe(200);
      await noticeRound(app, other);
      await noticeRound(app, other);
      expect(camila.bodies().filter((body) => body === TURN || body === UNDONE)).toEqual([]);

      // Called again (a new call: told), then undone after the notice went out: one correction.
      ctx().clock.advance(60_000);
      const second: number = (await callNext(app, owner, queueId)).json().data.ticketId;
      expect(second).toBe(first);
      await noticeRound(app, other);
      expect(camila.bodies().filter((body) => body === TURN)).toHaveLength(1);
      expect((await undoCall(app, owner, queueId, second)).statusCode).toBe(200);
      await noticeRound(app, other);
      await noticeRound(app, other);
      expect(camila.bodies().filter((body) => body === UNDONE)).toHaveLength(1);
      expect(diego.bodies().filter((body) => body === UNDONE)).toEqual([]);

      // A third call is told again: each call is its own notice.
      ctx().clock.advance(60_000);
      await callNext(app, owner, queueId);
      await noticeRound(app, other);
      expect(camila.bodies().filter((body) => body === TURN)).toHaveLength(2);
    });

    it('a call undone after its notice was written, before it went out, is never told, nor corrected', async () => {
      const { app, owner, queueId } = await barbershop();
      const camila = await pushClient(fakePush(), app, queueId, 'Camila Rocha');
      const ticketId: number = (await callNext(app, owner, queueId)).json().data.ticketId;
      // The notices job writes 'É a sua vez!'; the outbox has not sent it yet.
      await sendQueueNotices(app.services);

      expect((await undoCall(app, owner, queueId, ticketId)).statusCode).toBe(200);
      await deliverOutbox(app.services);
      await noticeRound(app);
      await noticeRound(app);

      expect(camila.bodies().filter((body) => body === TURN || body === UNDONE)).toEqual([]);
    });

    it('a client called again before the correction was written is told only the new call', async () => {
      const { app, owner, queueId } = await barbershop();
      const camila = await pushClient(fakePush(), app, queueId, 'Camila Rocha');
      const first: number = (await callNext(app, owner, queueId)).json().data.ticketId;
      await noticeRound(app);
      expect((await undoCall(app, owner, queueId, first)).statusCode).toBe(200);
      ctx().clock.advance(30_000);
      await callNext(app, owner, queueId);

      await noticeRound(app);
      await noticeRound(app);

      expect(camila.bodies().filter((body) => body === TURN)).toHaveLength(2);
      expect(camila.bodies().filter((body) => body === UNDONE)).toEqual([]);
    });

    it("an undo pressed again once the call is undone says so (the toast's and the row's)", async () => {
      const { app, owner, queueId } = await barbershop();
      await line(app, queueId, 'Camila Rocha');
      const ticketId: number = (await callNext(app, owner, queueId)).json().data.ticketId;
      expect((await undoCall(app, owner, queueId, ticketId)).statusCode).toBe(200);

      const again = await undoCall(app, owner, queueId, ticketId);

      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe(UNDO_CALL_ALREADY);
    });

    it("a 'Não compareceu' undone seconds after the call still lets 'É a sua vez!' go out, once", async () => {
      const { app, owner, queueId } = await barbershop();
      const camila = await pushClient(fakePush(), app, queueId, 'Camila Rocha');
      const ticketId: number = (await callNext(app, owner, queueId)).json().data.ticketId;
      await sendQueueNotices(app.services);
      expect((await markNoShow(app, owner, queueId, ticketId)).statusCode).toBe(200);
      ctx().clock.advance(2_000);

      expect((await undoNoShow(app, owner, queueId, ticketId)).statusCode).toBe(200);
      await noticeRound(app);
      await noticeRound(app);

      expect(camila.bodies().filter((body) => body === TURN)).toHaveLength(1);
    });

    it('an automatic call does not call the same person again the moment a call is undone', async () => {
      const { app, owner, queueId } = await barbershop();
      await line(app, queueId, 'Camila Rocha', 'Diego Alves');
      await app.inject({
        method: 'POST',
        url: `/api/queues/${queueId}/chamada-automatica/configurar`,
        headers: bearer(owner.token),
        payload: { ativar: true, intervalo: 3 },
      });
      ctx().clock.advance(3 * 60_000 + 1);
      const ticketId: number = (await callNext(app, owner, queueId)).json().data.ticketId;
      ctx().clock.advance(5_000);
      expect((await undoCall(app, owner, queueId, ticketId)).statusCode).toBe(200);

      expect(await runDueAutoCalls(app.services)).toEqual([]);
      expect(await lineup(app, owner, queueId)).toEqual([
        ['Camila Rocha', 1, 'a'],
        ['Diego Alves', 2, 'a'],
      ]);
    });

    it("an undone 'Não compareceu' restores the call, live for its client only", async () => {
      const { app, owner, queueId } = await barbershop();
      const base = await listenOnLoopback(app);
      const [camila, diego] = await line(app, queueId, 'Camila Rocha', 'Diego Alves');
      const ticketId: number = (await callNext(app, owner, queueId)).json().data.ticketId;
      ctx().clock.advance(4 * 60_000);
      expect((await markNoShow(app, owner, queueId, ticketId)).statusCode).toBe(200);
      const camilaStream = await openStream(`${base}/api/queues/${queueId}/events`, { token: camila.token });
      const diegoStream = await openStream(`${base}/api/queues/${queueId}/events`, { token: diego.token });
      streams.push(camilaStream, diegoStream);
      expect((await camilaStream.next()).data).toMatchObject({ me: { status: 'no_show', ticketId } });
      await diegoStream.next();

      ctx().clock.advance(6_000);
      const undone = await undoNoShow(app, owner, queueId, ticketId);

      expect(undone.statusCode, undone.body).toBe(200);
      expect(undone.json().data).toMatchObject({ ticketId, naoCompareceu: false, naoCompareceuEm: null });
      const told = await camilaStream.next((d) => d.type === 'updated', PUSH_WITHIN_MS);
      expect(told.data).toMatchObject({ me: { status: 'called', ticketId } });
      const others = await diegoStream.next((d) => d.type === 'updated', PUSH_WITHIN_MS);
      expect(JSON.stringify(others.data)).not.toContain('no_show');
      expect((await queueDetail(app, camila, queueId)).meuUltimoTicket).toMatchObject({ status: 'called' });
      const wait = await app.inject({
        method: 'GET',
        url: `/api/queues/${queueId}/tempo-espera`,
        headers: bearer(owner.token),
      });
      expect(wait.json().data.tempoEspera.fila.totalAtendidos).toBe(1);

      // Nothing to undo any more; and a mark undone too late stays.
      const again = await undoNoShow(app, owner, queueId, ticketId);
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe(UNDO_NOT_A_NO_SHOW);
      await markNoShow(app, owner, queueId, ticketId);
      ctx().clock.advance(UNDO_WINDOW_SECONDS * 1000 + 1);
      const late = await undoNoShow(app, owner, queueId, ticketId);
      expect(late.statusCode).toBe(409);
      expect(late.json().message).toBe(UNDO_NO_SHOW_TOO_LATE);
    });
  },
  { env: { PUSH_SERVICE_HOSTS: '127.0.0.1' } },
);
