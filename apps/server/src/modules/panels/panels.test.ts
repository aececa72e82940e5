import { PANEL_REVOKED, panelViewSchema } from '@vez/domain';
import type { FastifyInstance } from 'fastify';
import { expect, it } from 'vitest';
import { bearer } from '../../test-support/fixtures';
import { subscribed } from '../../test-support/plan-fixtures';
import {
  type Account,
  callNext,
  createQueue,
  joined,
  markNoShow,
  newClient,
  newEstablishment,
} from '../../test-support/queue-fixtures';
import { closedAfterEach, listenOnLoopback, openStream, PUSH_WITHIN_MS } from '../../test-support/sse-client';
import { describeEachDialect } from '../../test-support/test-app';

const streams = closedAfterEach();

function createPanel(app: FastifyInstance, owner: Account, filaId?: number) {
  return app.inject({
    method: 'POST',
    url: `/api/establishments/${owner.id}/panels`,
    headers: bearer(owner.token),
    payload: filaId === undefined ? {} : { filaId },
  });
}

/** Nothing that names or reaches the client beyond a first name and an initial. */
function expectMasked(text: string, client: Account) {
  expect(text).not.toContain(client.email);
  expect(text).not.toContain('98765');
  expect(text).not.toContain('Souza');
}

describeEachDialect('TV panels', (ctx) => {
  it('shows one queue with masked calls, people waiting and the one estimate; the link opens it', async () => {
    const { app } = ctx();
    const owner = await newEstablishment(app);
    const queue = await createQueue(app, owner, { tempo_estimado: 4 });
    const ana = await newClient(app, 'Ana Maria Souza');
    const bia = await newClient(app, 'Bia Lima');
    await joined(app, ana, queue.id);
    await joined(app, bia, queue.id);
    await callNext(app, owner, queue.id);

    const created = await createPanel(app, owner, queue.id);
    expect(created.statusCode, created.body).toBe(201);
    const { token, link, filaNome } = created.json().data;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(link).toMatch(new RegExp(`/painel/${token}$`));
    expect(filaNome).toBe('Fila Principal');

    const view = await app.inject({ method: 'GET', url: `/api/panels/${token}` });
    expect(view.statusCode, view.body).toBe(200);
    const data = view.json().data;
    expect(panelViewSchema.safeParse(data).success).toBe(true);
    expect(data.filas).toHaveLength(1);
    expect(data.filas[0]).toMatchObject({ id: queue.id, totalPessoas: 1, minutosPorPosicao: 4 });
    expect(data.filas[0].chamadas).toEqual([
      expect.objectContaining({ nome: 'Ana S.', pessoas: 1, chamadoNovamenteEm: null }),
    ]);
    expectMasked(view.body, ana);
    expectMasked(view.body, bia);
    // The token is never stored as given: only its hash is in the table.
    const rows = await app.services.database.db.selectFrom('panels').selectAll().execute();
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it("drops a call marked 'Não compareceu': the room never reads that a no-show is being served", async () => {
    const { app } = ctx();
    const owner = await newEstablishment(app);
    const queue = await createQueue(app, owner);
    const ana = await newClient(app, 'Ana Maria Souza');
    const bia = await newClient(app, 'Bia Lima');
    await joined(app, ana, queue.id);
    await joined(app, bia, queue.id);
    await callNext(app, owner, queue.id);
    const biaCall = await callNext(app, owner, queue.id);
    const marked = await markNoShow(app, owner, queue.id, biaCall.json().data.ticketId);
    expect(marked.statusCode, marked.body).toBe(200);

    const { token } = (await createPanel(app, owner, queue.id)).json().data;
    const view = await app.inject({ method: 'GET', url: `/api/panels/${token}` });
    expect(view.json().data.filas[0].chamadas).toEqual([expect.objectContaining({ nome: 'Ana S.' })]);
  });

  it('a panel of all queues shows each of them; one of another establishment is refused', async () => {
    const { app } = ctx();
    const owner = await newEstablishment(app);
    await subscribed(app, owner, 'profissional');
    const first = await createQueue(app, owner);
    const second = await createQueue(app, owner);
    const intruder = await newEstablishment(app);

    const all = await createPanel(app, owner);
    expect(all.statusCode).toBe(201);
    expect(all.json().data).toMatchObject({ filaId: null, filaNome: null });
    const view = await app.inject({ method: 'GET', url: `/api/panels/${all.json().data.token}` });
    expect(view.json().data.filas.map((f: { id: number }) => f.id)).toEqual([first.id, second.id]);

    // Another establishment's queue, or panels of another account: refused, and nothing is created.
    expect((await createPanel(app, intruder, first.id)).statusCode).toBe(404);
    const asOwner = await app.inject({
      method: 'POST',
      url: `/api/establishments/${owner.id}/panels`,
      headers: bearer(intruder.token),
      payload: {},
    });
    expect(asOwner.statusCode).toBe(403);
    const list = await app.inject({
      method: 'GET',
      url: `/api/establishments/${owner.id}/panels`,
      headers: bearer(owner.token),
    });
    expect(list.json().data).toHaveLength(1);
    expect(list.body).not.toContain(all.json().data.token);
  });

  it('only the owner revokes; a revoked link answers the message, over HTTP and on its open stream', async () => {
    const { app } = ctx();
    const base = await listenOnLoopback(app);
    const owner = await newEstablishment(app);
    const other = await newEstablishment(app);
    const queue = await createQueue(app, owner);
    const { id, token } = (await createPanel(app, owner, queue.id)).json().data;

    const stream = await openStream(`${base}/api/panels/${token}/events`);
    streams.push(stream);
    expect((await stream.next()).data).toMatchObject({ type: 'snapshot', queue: { id: queue.id } });

    const revoke = (account: Account, establishmentId: number) =>
      app.inject({
        method: 'DELETE',
        url: `/api/establishments/${establishmentId}/panels/${id}`,
        headers: bearer(account.token),
      });
    expect((await revoke(other, other.id)).statusCode).toBe(404);
    expect((await revoke(other, owner.id)).statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url: `/api/panels/${token}` })).statusCode).toBe(200);

    expect((await revoke(owner, owner.id)).statusCode).toBe(200);
    const ended = await stream.next((d) => d?.mensagem !== undefined, PUSH_WITHIN_MS);
    expect(ended).toMatchObject({ event: 'revoked', data: { mensagem: PANEL_REVOKED } });
    const gone = await app.inject({ method: 'GET', url: `/api/panels/${token}` });
    expect(gone.statusCode).toBe(404);
    expect(gone.json().message).toBe(PANEL_REVOKED);
    const again = await fetch(`${base}/api/panels/${token}/events`);
    expect(again.status).toBe(404);
    expect(((await again.json()) as { message: string }).message).toBe(PANEL_REVOKED);
    expect((await revoke(owner, owner.id)).statusCode).toBe(404);
  });

  it('its stream tells each call, and the picture it points to stays masked', async () => {
    const { app } = ctx();
    const base = await listenOnLoopback(app);
    const owner = await newEstablishment(app);
    const queue = await createQueue(app, owner);
    const ana = await newClient(app, 'Ana Souza');
    await joined(app, ana, queue.id);
    const { token } = (await createPanel(app, owner)).json().data;
    const stream = await openStream(`${base}/api/panels/${token}/events`);
    streams.push(stream);
    await stream.next();

    await callNext(app, owner, queue.id);
    const called = await stream.next((d) => d?.type === 'called', PUSH_WITHIN_MS);
    expect(called.data).toMatchObject({ queue: { id: queue.id, totalPessoas: 0 }, me: null });
    const view = await app.inject({ method: 'GET', url: `/api/panels/${token}` });
    expect(view.json().data.filas[0].chamadas[0].nome).toBe('Ana S.');
    expectMasked(JSON.stringify(stream.events), ana);
    expectMasked(view.body, ana);
  });

  it("a deleted establishment's panels stop answering", async () => {
    const { app } = ctx();
    const owner = await newEstablishment(app);
    const { token } = (await createPanel(app, owner)).json().data;
    expect((await app.inject({ method: 'GET', url: `/api/panels/${token}` })).statusCode).toBe(200);
    const deleted = await app.inject({
      method: 'DELETE',
      url: `/api/establishments/${owner.id}`,
      headers: bearer(owner.token),
      payload: { senha: 'Segura123' },
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    const gone = await app.inject({ method: 'GET', url: `/api/panels/${token}` });
    expect(gone.json().message).toBe(PANEL_REVOKED);
  });
});

describeEachDialect(
  'TV panel heartbeats',
  (ctx) => {
    const pings = async (stream: { comments: string[] }) => {
      await new Promise((resolve) => setTimeout(resolve, 300));
      return stream.comments.filter((c) => c === 'ping').length;
    };

    it('reach a panel of an establishment with no queue yet, so proxies keep it and the TV knows it is connected', async () => {
      const { app } = ctx();
      const base = await listenOnLoopback(app);
      const owner = await newEstablishment(app);
      const { token } = (await createPanel(app, owner)).json().data;
      const stream = await openStream(`${base}/api/panels/${token}/events`);
      streams.push(stream);
      expect(stream.status).toBe(200);
      expect(await pings(stream)).toBeGreaterThanOrEqual(2);
      expect(stream.events).toEqual([]);
    });

    it('reach a panel of a queue where nothing happens', async () => {
      const { app } = ctx();
      const base = await listenOnLoopback(app);
      const owner = await newEstablishment(app);
      const queue = await createQueue(app, owner);
      const { token } = (await createPanel(app, owner, queue.id)).json().data;
      const stream = await openStream(`${base}/api/panels/${token}/events`);
      streams.push(stream);
      await stream.next();
      expect(await pings(stream)).toBeGreaterThanOrEqual(2);
    });
  },
  { env: { SSE_HEARTBEAT_MS: '50' } },
);
