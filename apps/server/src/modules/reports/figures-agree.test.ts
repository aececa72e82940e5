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
  newClients,
  newEstablishment,
} from '../../test-support/queue-fixtures';
import { describeEachDialect } from '../../test-support/test-app';

const MINUTE = 60_000;

async function read(app: FastifyInstance, owner: Account, url: string) {
  const response = await app.inject({ method: 'GET', url, headers: bearer(owner.token) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}

/** Calls the next client and, with `noShow`, marks them 'Não compareceu' at once. */
async function serveNext(app: FastifyInstance, owner: Account, queueId: number, noShow = false) {
  expect((await callNext(app, owner, queueId)).statusCode).toBe(200);
  if (!noShow) return;
  const [latest] = await read(app, owner, `/api/queues/${queueId}/chamados-recentes`);
  expect((await markNoShow(app, owner, queueId, latest.ticketId)).statusCode).toBe(200);
}

describeEachDialect('One definition per figure (docs/reports.md)', (ctx) => {
  it("the queue detail's Tempo Médio de Espera is the dashboard's for today: a no-show is not served, yesterday is not today", async () => {
    const { app, clock } = ctx();
    const owner = await newEstablishment(app);
    const queue = await createQueue(app, owner, { nome: 'Corte' });
    const [ana, bruno, carla, davi] = await newClients(app, 4);

    // Saturday (the clock starts at 09:00 in Brasília): Ana served after 30 minutes.
    await joined(app, ana!, queue.id);
    clock.advance(30 * MINUTE);
    await serveNext(app, owner, queue.id);

    // Sunday: Bruno after 6 minutes; Carla after 10, but she did not come; Davi after 14.
    clock.advance(24 * 60 * MINUTE);
    for (const client of [bruno!, carla!, davi!]) await joined(app, client, queue.id);
    clock.advance(6 * MINUTE);
    await serveNext(app, owner, queue.id);
    clock.advance(4 * MINUTE);
    await serveNext(app, owner, queue.id, true);
    clock.advance(4 * MINUTE);
    await serveNext(app, owner, queue.id);

    const detail = (await read(app, owner, `/api/queues/${queue.id}/tempo-espera`)).tempoEspera.fila;
    expect(detail).toMatchObject({
      tempoMedio: 10,
      totalAtendidos: 2,
      periodo: { de: '2026-11-22', ate: '2026-11-22' },
    });
    const dashboard = await read(app, owner, `/api/establishments/stats`);
    expect(dashboard).toMatchObject({ tempoMedioReal: 10, totalClientesAtendidos: 2, totalNaoCompareceu: 1 });
    const [row] = await read(app, owner, `/api/establishments/stats/filas`);
    expect(row).toMatchObject({ queueId: queue.id, tempoMedioReal: 10, atendidos: 2 });
  });

  it("'filas abertas' counts the open queues (ativa or pausada), never a scheduled one", async () => {
    const { app } = ctx();
    const owner = await newEstablishment(app);
    await subscribed(app, owner, 'profissional');
    const open = await createQueue(app, owner, { nome: 'Corte', tempo_estimado: 10 });
    const paused = await createQueue(app, owner, { nome: 'Barba', tempo_estimado: 20 });
    await createQueue(app, owner, {
      nome: 'Tarde',
      tempo_estimado: 90,
      abrir_agora: false,
      horario_abertura: '13:00',
    });
    const pause = await app.inject({
      method: 'PUT',
      url: `/api/queues/${paused.id}/status`,
      headers: bearer(owner.token),
      payload: { status: 'pausada' },
    });
    expect(pause.statusCode, pause.body).toBe(200);
    void open;

    const stats = await read(app, owner, `/api/establishments/stats`);
    expect(stats).toMatchObject({ totalFilas: 2, filasAtivas: 1, tempoMedioEstimado: 15 });
  });
});
