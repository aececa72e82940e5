import type { FastifyInstance } from 'fastify';
import { expect, it } from 'vitest';
import { bearer } from '../../../test-support/fixtures';
import {
  type Account,
  activeQueues,
  createQueue,
  joined,
  newClient,
  newEstablishment,
  queueDetail,
} from '../../../test-support/queue-fixtures';
import {
  closedAfterEach,
  listenOnLoopback,
  openStream,
  PUSH_WITHIN_MS,
} from '../../../test-support/sse-client';
import { describeEachDialect } from '../../../test-support/test-app';

const streams = closedAfterEach();

function edit(app: FastifyInstance, owner: Account, queueId: number, payload: object) {
  return app.inject({ method: 'PUT', url: `/api/queues/${queueId}`, headers: bearer(owner.token), payload });
}

describeEachDialect("'Editar Fila' (PUT /api/queues/:id)", (ctx) => {
  it('changes what it is sent; the status, opening time and automatic calls keep their own controls', async () => {
    const { app } = ctx();
    const owner = await newEstablishment(app);
    const queue = await createQueue(app, owner, { chamada_automatica: true, intervalo_chamada: 9 });
    const client = await newClient(app, 'Ana Souza');
    await joined(app, client, queue.id);
    const before = await queueDetail(app, client, queue.id);

    const response = await edit(app, owner, queue.id, {
      nome: 'Corte e barba',
      descricao: 'Com lavagem',
      tipo_fila: 'expressa',
      limitar_fila: true,
      max_integrantes: 20,
      tempo_estimado: 12,
      valor_avancos: '7,50',
      status: 'pausada',
      horario_abertura: '23:00',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().message).toBe('Fila atualizada com sucesso!');

    // A client watching the queue reads the new settings, at a newer version (what the live stream sends).
    const after = await queueDetail(app, client, queue.id);
    expect(after).toMatchObject({
      nome: 'Corte e barba',
      descricao: 'Com lavagem',
      tipo_fila: 'expressa',
      limitar_fila: true,
      max_integrantes: 20,
      tempo_estimado: 12,
      valor_avancos: 7.5,
      status: 'ativa',
      horario_abertura: before.horario_abertura,
      chamada_automatica: true,
      intervalo_chamada: 9,
      clientes_na_fila: 1,
    });
    expect(after.versao).toBeGreaterThan(before.versao);
  });

  it('refuses a maximum below the people already waiting, and changes nothing', async () => {
    const { app } = ctx();
    const owner = await newEstablishment(app);
    const queue = await createQueue(app, owner);
    for (const name of ['Ana Souza', 'Bia Lima', 'Caio Reis'])
      await joined(app, await newClient(app, name), queue.id);
    const before = await queueDetail(app, owner, queue.id);

    const response = await edit(app, owner, queue.id, {
      nome: 'Outra',
      limitar_fila: true,
      max_integrantes: 2,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Já há 3 pessoas na fila: o máximo não pode ser menor');
    const after = await queueDetail(app, owner, queue.id);
    expect(after).toMatchObject({ nome: 'Fila Principal', limitar_fila: false, versao: before.versao });

    const exact = await edit(app, owner, queue.id, { limitar_fila: true, max_integrantes: 3 });
    expect(exact.statusCode, exact.body).toBe(200);
  });

  it('answers bad values with the creation messages, a 4xx, and no change', async () => {
    const { app } = ctx();
    const owner = await newEstablishment(app);
    const queue = await createQueue(app, owner);
    const cases: Array<[object, string]> = [
      [{ nome: '   ' }, 'Nome da fila é obrigatório'],
      [{ tipo_fila: 'vip' }, 'Tipo de fila inválido'],
      [{ valor_avancos: '0' }, 'O valor dos avanços deve ser maior que zero'],
      [{ tempo_estimado: -1 }, 'O tempo estimado deve ser um número inteiro de minutos entre 0 e 1440'],
      [[1, 2], 'Corpo da requisição inválido: envie um objeto JSON'],
    ];
    for (const [payload, message] of cases) {
      const response = await edit(app, owner, queue.id, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().message).toBe(message);
    }
    expect(await queueDetail(app, owner, queue.id)).toMatchObject({
      nome: 'Fila Principal',
      valor_avancos: 10,
    });
  });

  it('refuses a closed queue, a client and another establishment', async () => {
    const { app } = ctx();
    const owner = await newEstablishment(app);
    const queue = await createQueue(app, owner);
    const client = await newClient(app);
    expect((await edit(app, client, queue.id, { nome: 'X' })).statusCode).toBe(403);
    expect((await edit(app, await newEstablishment(app), queue.id, { nome: 'X' })).statusCode).toBe(403);

    const closed = await app.inject({
      method: 'DELETE',
      url: `/api/queues/${queue.id}`,
      headers: bearer(owner.token),
    });
    expect(closed.statusCode).toBe(200);
    const late = await edit(app, owner, queue.id, { nome: 'Reaberta?' });
    expect(late.statusCode).toBe(400);
    expect(late.json().message).toBe('Esta fila foi encerrada');
  });

  it("announces an edit as 'edited', automatic calls alone as 'updated', and a save without a change not at all", async () => {
    const { app } = ctx();
    const base = await listenOnLoopback(app);
    const owner = await newEstablishment(app);
    const queue = await createQueue(app, owner, { nome: 'Corte' });
    const ana = await newClient(app, 'Ana Souza');
    await joined(app, ana, queue.id);
    const stream = await openStream(`${base}/api/queues/${queue.id}/events`, { token: ana.token });
    streams.push(stream);
    await stream.next();

    const same = await edit(app, owner, queue.id, { nome: 'Corte', valor_avancos: '10,00' });
    expect(same.statusCode, same.body).toBe(200);
    expect((await edit(app, owner, queue.id, { chamada_automatica: true })).statusCode).toBe(200);
    // The save without a change sent nothing: the next message is the automatic calls' own.
    const autoCall = await stream.next(undefined, PUSH_WITHIN_MS);
    expect(autoCall.data).toMatchObject({ type: 'updated', changes: ['updated'] });

    expect((await edit(app, owner, queue.id, { nome: 'Corte e barba' })).statusCode).toBe(200);
    const renamed = await stream.next(undefined, PUSH_WITHIN_MS);
    expect(renamed.data).toMatchObject({ type: 'edited', changes: ['edited'], me: { status: 'waiting' } });
    const versionOf = (message: { data: unknown }) => (message.data as { version: number }).version;
    expect(versionOf(renamed)).toBe(versionOf(autoCall) + 1);
    // Minhas Filas carries the same version, so its page can tell a stream newer than its read.
    expect(await activeQueues(app, ana)).toMatchObject([
      { id: queue.id, fila_nome: 'Corte e barba', versao: versionOf(renamed) },
    ]);
  });

  it("moves a scheduled queue's opening time, and leaves an open queue's alone", async () => {
    const { app } = ctx();
    const owner = await newEstablishment(app);
    // The test clock is 12:00 UTC = 09:00 in Brasília.
    const scheduled = await createQueue(app, owner, { abrir_agora: false, horario_abertura: '10:30' });
    const moved = await edit(app, owner, scheduled.id, { horario_abertura: '08:15' });
    expect(moved.statusCode, moved.body).toBe(200);
    // 08:15 has passed today: the queue now opens tomorrow at 08:15, and is still waiting for it.
    expect(await queueDetail(app, owner, scheduled.id)).toMatchObject({
      status: 'agendada',
      horario_abertura: '08:15',
      abre_em: '2026-11-22T11:15:00.000Z',
    });
    const bad = await edit(app, owner, scheduled.id, { horario_abertura: '25:00' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Horário de abertura inválido');

    // Without a plan, one open queue each: another establishment's open queue.
    const other = await newEstablishment(app);
    const open = await createQueue(app, other, { nome: 'Aberta' });
    const before = await queueDetail(app, other, open.id);
    expect((await edit(app, other, open.id, { horario_abertura: '18:00' })).statusCode).toBe(200);
    expect((await edit(app, other, open.id, { horario_abertura: '25:00' })).statusCode).toBe(200);
    expect(await queueDetail(app, other, open.id)).toMatchObject({
      status: 'ativa',
      horario_abertura: before.horario_abertura,
      abre_em: null,
      versao: before.versao,
    });
  });
});
