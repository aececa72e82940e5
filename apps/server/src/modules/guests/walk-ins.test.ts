import type { FastifyInstance } from 'fastify';
import { expect, it } from 'vitest';
import { bearer } from '../../test-support/fixtures';
import {
  type Account,
  callNext,
  createQueue,
  joined,
  lineup,
  newClient,
  newEstablishment,
} from '../../test-support/queue-fixtures';
import { describeEachDialect } from '../../test-support/test-app';

function addWalkIn(app: FastifyInstance, owner: Account, queueId: number, payload: Record<string, unknown>) {
  return app.inject({
    method: 'POST',
    url: `/api/queues/${queueId}/balcao`,
    headers: bearer(owner.token),
    payload,
  });
}

async function clientsSeenBy(app: FastifyInstance, who: Account, queueId: number, asOwner: boolean) {
  const response = await app.inject({
    method: 'GET',
    url: `/api/queues/${queueId}/clients${asOwner ? '?isEstablishment=true' : ''}`,
    headers: bearer(who.token),
  });
  return response.json().data.clients as { nome: string; telefone: string; origem: string | null }[];
}

describeEachDialect('people added at the counter (issue 36)', (ctx) => {
  it('adds a walk-in without a phone, marked BALCÃO for the owner only, with a QR of the ticket page', async () => {
    const { app } = ctx();
    const owner = await newEstablishment(app);
    const queue = await createQueue(app, owner, { tempo_estimado: 3 });
    const bia = await newClient(app, 'Bia Conta');
    await joined(app, bia, queue.id);

    const added = await addWalkIn(app, owner, queue.id, { nome: 'Seu Jorge Balcão', tamanhoGrupo: 3 });
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({
      message: 'Seu Jorge Balcão entrou na fila',
      data: { position: 2, groupSize: 3, estimatedWaitMinutes: 3 },
    });
    expect(added.json().data.qrCode).toMatch(/^data:image\/png;base64,/);
    const { senha } = added.json().data;
    const page = await app.inject({ method: 'GET', url: '/api/senha', headers: { 'x-vez-senha': senha } });
    expect(page.json().data).toMatchObject({ origem: 'balcao', posicao: 2, temCelular: false });

    const asOwner = await clientsSeenBy(app, owner, queue.id, true);
    expect(asOwner.map((c) => [c.nome, c.origem])).toEqual([
      ['Bia Conta', 'conta'],
      ['Seu Jorge Balcão', 'balcao'],
    ]);
    // Another client sees the walk-in masked like anyone, and no origin.
    const asBia = await clientsSeenBy(app, bia, queue.id, false);
    expect(asBia[1]).toMatchObject({ nome: 'Seu B.', telefone: '', origem: null });
    expect(asBia[0]).toMatchObject({ origem: null });
  });

  it('calls walk-ins in their turn, and lets the owner remove a ticket', async () => {
    const { app } = ctx();
    const owner = await newEstablishment(app);
    const queue = await createQueue(app, owner);
    const first = (await addWalkIn(app, owner, queue.id, { nome: 'Primeiro Balcão' })).json().data;
    const second = (await addWalkIn(app, owner, queue.id, { nome: 'Segundo Balcão' })).json().data;
    await addWalkIn(app, owner, queue.id, { nome: 'Terceiro Balcão' });

    const removed = await app.inject({
      method: 'DELETE',
      url: `/api/queues/${queue.id}/tickets/${second.ticketId}`,
      headers: bearer(owner.token),
    });
    expect(removed.json()).toMatchObject({ success: true, message: 'Pessoa removida da fila' });
    expect(await lineup(app, owner, queue.id)).toEqual([
      ['Primeiro Balcão', 1, 'a'],
      ['Terceiro Balcão', 2, 'a'],
    ]);
    const again = await app.inject({
      method: 'DELETE',
      url: `/api/queues/${queue.id}/tickets/${second.ticketId}`,
      headers: bearer(owner.token),
    });
    expect(again.statusCode).toBe(404);

    const called = await callNext(app, owner, queue.id);
    expect(called.json().data).toMatchObject({ nome: 'Primeiro Balcão' });
    const page = await app.inject({
      method: 'GET',
      url: '/api/senha',
      headers: { 'x-vez-senha': first.senha },
    });
    expect(page.json().data.situacao).toBe('chamado');
  });

  it('refuses another establishment and clients, and bad input, changing nothing', async () => {
    const { app } = ctx();
    const owner = await newEstablishment(app);
    const other = await newEstablishment(app);
    const queue = await createQueue(app, owner);
    const client = await newClient(app, 'Cli Ente');
    expect((await addWalkIn(app, other, queue.id, { nome: 'Intruso' })).statusCode).toBe(403);
    expect((await addWalkIn(app, client, queue.id, { nome: 'Intruso' })).statusCode).toBe(403);
    const bad = await addWalkIn(app, owner, queue.id, { nome: ' ', tamanhoGrupo: 0 });
    expect(bad.statusCode).toBe(400);
    const removeOthers = await app.inject({
      method: 'DELETE',
      url: `/api/queues/${queue.id}/tickets/1`,
      headers: bearer(other.token),
    });
    expect(removeOthers.statusCode).toBe(403);
    expect(await lineup(app, owner, queue.id)).toEqual([]);
  });
});
