import { expect, it } from 'vitest';
import { freshCpf } from '../../test-support/documents';
import { bearer } from '../../test-support/fixtures';
import {
  callNext,
  createQueue,
  join,
  joined,
  lineup,
  newClient,
  newEstablishment,
} from '../../test-support/queue-fixtures';
import { describeEachDialect } from '../../test-support/test-app';
import { advanceTicket } from './moving-ahead/advance-ticket';

const member = (nome: string, cpf = freshCpf()) => ({ nome, dataNascimento: '10/10/2010', cpf });

describeEachDialect('waiting in line', (ctx) => {
  it('gives each join the last position with letter a, and the client sees it', async () => {
    const { app } = ctx();
    const owner = await newEstablishment(app);
    const queue = await createQueue(app, owner, { tempo_estimado: 4 });
    const ana = await newClient(app, 'Ana Souza');
    const bia = await newClient(app, 'Bia Lima');
    const first = await join(app, ana, queue.id);
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      message: 'Você entrou na fila com sucesso!',
      data: { position: 1, subPosition: 'a', estimatedWaitMinutes: 0 },
    });
    expect((await joined(app, bia, queue.id)).position).toBe(2);
    const detail = await app.inject({
      method: 'GET',
      url: `/api/queues/${queue.id}`,
      headers: bearer(bia.token),
    });
    expect(detail.json().data.minhaPosicao).toMatchObject({
      position: 2,
      subPosition: 'a',
      estimatedWaitMinutes: 4,
    });
    const mine = await app.inject({
      method: 'GET',
      url: '/api/users/active-queues',
      headers: bearer(bia.token),
    });
    expect(mine.json().data).toEqual([
      expect.objectContaining({
        id: queue.id,
        fila_nome: 'Fila Principal',
        posicao_atual: 2,
        letra: 'a',
        total_pessoas_fila: 2,
        total_tickets_fila: 2,
        max_avancos: 8,
        valor_avancos: 10,
        valor_avancos_centavos: 1000,
      }),
    ]);
  });

  it('tells a client who comes back how their last ticket ended, for 30 minutes', async () => {
    const { app, clock } = ctx();
    const owner = await newEstablishment(app);
    const queue = await createQueue(app, owner);
    const ana = await newClient(app, 'Ana Souza');
    const { ticketId } = await joined(app, ana, queue.id);
    await callNext(app, owner, queue.id);
    const read = async () =>
      (await app.inject({ method: 'GET', url: `/api/queues/${queue.id}`, headers: bearer(ana.token) })).json()
        .data;
    expect(await read()).toMatchObject({
      minhaPosicao: null,
      meuUltimoTicket: { ticketId, status: 'called' },
    });
    clock.advance(30 * 60_000 + 1);
    expect((await read()).meuUltimoTicket).toBeNull();
    // Nobody else learns it.
    const bia = await newClient(app, 'Bia Lima');
    const other = await app.inject({
      method: 'GET',
      url: `/api/queues/${queue.id}`,
      headers: bearer(bia.token),
    });
    expect(other.json().data.meuUltimoTicket).toBeNull();
  });

  it('refuses a second ticket for the same client, and only clients may join', async () => {
    const { app } = ctx();
    const owner = await newEstablishment(app);
    const queue = await createQueue(app, owner);
    const ana = await newClient(app);
    await joined(app, ana, queue.id);
    const again = await join(app, ana, queue.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Você já está nesta fila');
    // Refused, it changed nothing: no second place taken, no count moved.
    const detail = await app.inject({ method: 'GET', url: `/api/queues/${queue.id}` });
    expect(detail.json().data).toMatchObject({ clientes_na_fila: 1, posicoes_ocupadas: 1 });
    expect((await joined(app, await newClient(app), queue.id)).position).toBe(2);
    const asOwner = await app.inject({
      method: 'POST',
      url: `/api/queues/${queue.id}/join`,
      headers: bearer(owner.token),
      payload: { nome: 'X', telefone: '11987654321', email: 'x@y.com' },
    });
    expect(asOwner.statusCode).toBe(403);
    const anonymous = await app.inject({ method: 'POST', url: `/api/queues/${queue.id}/join`, payload: {} });
    expect(anonymous.statusCode).toBe(401);
  });

  it('takes a group as one ticket counting every person, and names the bad member field', async () => {
    const { app } = ctx();
    const owner = await newEstablishment(app);
    const queue = await createQueue(app, owner);
    const ana = await newClient(app, 'Ana Souza');
    const badCpf = await join(app, ana, queue.id, {
      isGroup: true,
      groupMembers: [member('Caio'), { nome: 'Duda', dataNascimento: '01/01/2012', cpf: '111.111.111-11' }],
    });
    expect(badCpf.statusCode).toBe(400);
    expect(badCpf.json().message).toBe('CPF inválido');
    expect(badCpf.json().errors[0].campo).toBe('groupMembers.1.cpf');

    const tooBig = await join(app, ana, queue.id, {
      isGroup: true,
      groupMembers: Array.from({ length: 8 }, (_, i) => member(`Pessoa ${i}`)),
    });
    expect(tooBig.statusCode).toBe(400);
    expect(tooBig.json().message).toBe('Um grupo pode ter no máximo 8 pessoas');

    const ok = await joined(app, ana, queue.id, {
      isGroup: true,
      groupMembers: [member('Caio Souza'), member('Duda Souza')],
    });
    expect(ok).toMatchObject({ position: 1, subPosition: 'a', groupSize: 3 });
    const detail = await app.inject({ method: 'GET', url: `/api/queues/${queue.id}` });
    expect(detail.json().data).toMatchObject({
      clientes_na_fila: 3,
      stats: { totalClients: 3, totalTickets: 1 },
    });
  });

  it('refuses a join that would pass the limit of a limited queue', async () => {
    const { app } = ctx();
    const owner = await newEstablishment(app);
    const queue = await createQueue(app, owner, { limitar_fila: true, max_integrantes: 3 });
    await joined(app, await newClient(app), queue.id, { isGroup: true, groupMembers: [member('Caio')] });
    const group = await join(app, await newClient(app), queue.id, {
      isGroup: true,
      groupMembers: [member('Dani')],
    });
    expect(group.statusCode).toBe(400);
    expect(group.json().message).toBe('A fila atingiu o limite de integrantes');
    await joined(app, await newClient(app), queue.id);
  });

  it('calls in order: the called one leaves the line, everyone behind moves up, history keeps the times', async () => {
    const { app, clock, database } = ctx();
    const owner = await newEstablishment(app);
    const queue = await createQueue(app, owner);
    const names = ['Ana Souza', 'Bia Lima', 'Caio Reis'];
    for (const name of names) await joined(app, await newClient(app, name), queue.id);

    clock.advance(90_000);
    const call = await callNext(app, owner, queue.id);
    expect(call.json()).toMatchObject({
      success: true,
      message: 'Cliente Ana Souza foi chamado!',
      data: { nome: 'Ana Souza' },
    });
    expect(await lineup(app, owner, queue.id)).toEqual([
      ['Bia Lima', 1, 'a'],
      ['Caio Reis', 2, 'a'],
    ]);
    const history = await database.handle.db
      .selectFrom('tickets')
      .select(['name', 'status', 'joined_at', 'called_at'])
      .where('status', '=', 'called')
      .execute();
    expect(history).toEqual([
      { name: 'Ana Souza', status: 'called', joined_at: clock.now() - 90_000, called_at: clock.now() },
    ]);

    await callNext(app, owner, queue.id);
    await callNext(app, owner, queue.id);
    const empty = await callNext(app, owner, queue.id);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('Não há clientes na fila');
  });

  it('lets a client leave without reordering the others', async () => {
    const { app } = ctx();
    const owner = await newEstablishment(app);
    const queue = await createQueue(app, owner);
    const clients = [];
    for (const name of ['Ana Souza', 'Bia Lima', 'Caio Reis']) {
      const client = await newClient(app, name);
      clients.push(client);
      await joined(app, client, queue.id);
    }
    const leave = await app.inject({
      method: 'DELETE',
      url: `/api/queues/${queue.id}/leave`,
      headers: bearer(clients[1]!.token),
    });
    expect(leave.json()).toEqual({ success: true, message: 'Você saiu da fila' });
    expect(await lineup(app, owner, queue.id)).toEqual([
      ['Ana Souza', 1, 'a'],
      ['Caio Reis', 2, 'a'],
    ]);
    const again = await app.inject({
      method: 'DELETE',
      url: `/api/queues/${queue.id}/leave`,
      headers: bearer(clients[1]!.token),
    });
    expect(again.statusCode).toBe(404);
  });

  it('moves a paid advance into the target position with the next letter, clamped and never past 1', async () => {
    const { app } = ctx();
    const owner = await newEstablishment(app);
    const queue = await createQueue(app, owner);
    const tickets: number[] = [];
    for (const name of ['Ana Souza', 'Bia Lima', 'Caio Reis', 'Duda Melo', 'Eva Rocha']) {
      tickets.push((await joined(app, await newClient(app, name), queue.id)).ticketId);
    }
    const moved = await advanceTicket(app.services, queue.id, tickets[4]!, 2);
    expect(moved).toEqual({ applied: true, from: 5, to: 3, positions: 2 });
    expect(await lineup(app, owner, queue.id)).toEqual([
      ['Ana Souza', 1, 'a'],
      ['Bia Lima', 2, 'a'],
      ['Caio Reis', 3, 'a'],
      ['Eva Rocha', 3, 'b'],
      ['Duda Melo', 4, 'a'],
    ]);
    const clamped = await advanceTicket(app.services, queue.id, tickets[3]!, 8);
    expect(clamped).toMatchObject({ applied: true, from: 4, to: 1 });
    const owners = await app.inject({
      method: 'GET',
      url: `/api/queues/${queue.id}/clients?isEstablishment=true`,
      headers: bearer(owner.token),
    });
    expect(owners.json().data.clients.find((c: { nome: string }) => c.nome === 'Duda Melo')).toMatchObject({
      position: 1,
      subPosition: 'b',
      paidAdvance: true,
    });
    expect(await advanceTicket(app.services, queue.id, tickets[0]!, 1)).toEqual({
      applied: false,
      reason: 'already-first',
    });
  });

  it('shows other people masked and contact data only to the owner', async () => {
    const { app } = ctx();
    const owner = await newEstablishment(app);
    const queue = await createQueue(app, owner);
    const ana = await newClient(app, 'Ana Maria Souza');
    const bia = await newClient(app, 'Bia Lima');
    await joined(app, ana, queue.id, { isGroup: true, groupMembers: [member('Caio Souza', '52998224725')] });
    await joined(app, bia, queue.id);

    const asBia = await app.inject({
      method: 'GET',
      url: `/api/queues/${queue.id}/grouped`,
      headers: bearer(bia.token),
    });
    const grouped = asBia.json().data.groupedClients;
    expect(grouped['1'][0]).toMatchObject({
      nome: 'Ana S.',
      email: '',
      telefone: '',
      isMe: false,
      groupSize: 2,
    });
    expect(grouped['1'][0].groupMembers).toEqual([{ nome: 'Caio S.', email: '', telefone: '' }]);
    expect(grouped['2'][0]).toMatchObject({ nome: 'Bia Lima', email: bia.email, isMe: true });
    expect(asBia.body).not.toContain('52998224725');
    expect(asBia.body).not.toContain(ana.email);

    const anonymous = await app.inject({
      method: 'GET',
      url: `/api/queues/${queue.id}/clients?isEstablishment=true`,
    });
    expect(anonymous.body).not.toContain(ana.email);
    expect(anonymous.json().data.clients[0].nome).toBe('Ana S.');

    const asOwner = await app.inject({
      method: 'GET',
      url: `/api/queues/${queue.id}/grouped`,
      headers: bearer(owner.token),
    });
    expect(asOwner.json().data.groupedClients['1'][0]).toMatchObject({
      nome: 'Ana Maria Souza',
      email: ana.email,
      telefone: '11987654321',
      groupMembers: [{ nome: 'Caio Souza', cpf: '52998224725', dataNascimento: '2010-10-10' }],
    });
  });

  it('shares one masked line per version: it follows every change and still shows a client their own ticket', async () => {
    const { app } = ctx();
    const owner = await newEstablishment(app);
    const queue = await createQueue(app, owner);
    const ana = await newClient(app, 'Ana Souza');
    const bia = await newClient(app, 'Bia Lima');
    await joined(app, ana, queue.id);
    const names = async (token?: string) => {
      const response = await app.inject({
        method: 'GET',
        url: `/api/queues/${queue.id}/clients`,
        ...(token ? { headers: bearer(token) } : {}),
      });
      return response
        .json()
        .data.clients.map((c: { nome: string; isMe: boolean }) => `${c.nome}${c.isMe ? '*' : ''}`);
    };
    expect(await names()).toEqual(['Ana S.']);
    await joined(app, bia, queue.id);
    expect(await names()).toEqual(['Ana S.', 'Bia L.']);
    expect(await names(ana.token)).toEqual(['Ana Souza*', 'Bia L.']);
    expect(await names(bia.token)).toEqual(['Ana S.', 'Bia Lima*']);
    await callNext(app, owner, queue.id);
    expect(await names(bia.token)).toEqual(['Bia Lima*']);
    expect(await names()).toEqual(['Bia L.']);
  });

  it("answers 'Fila não encontrada' for an unknown queue", async () => {
    const response = await ctx().app.inject({ method: 'GET', url: '/api/queues/999' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ success: false, message: 'Fila não encontrada' });
  });
});
