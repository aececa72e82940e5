import { expect, it } from 'vitest';
import { bearer } from '../../../test-support/fixtures';
import {
  callNext,
  createQueue,
  joined,
  newClient,
  newEstablishment,
} from '../../../test-support/queue-fixtures';
import { describeEachDialect } from '../../../test-support/test-app';
import { loadSnapshot } from '../../live/queue-snapshot';
import { scheduledJobs } from '../../scheduler/scheduled-jobs';
import { Scheduler } from '../../scheduler/scheduler';

const MINUTE = 60_000;

describeEachDialect('one wait estimate (decision 023)', (ctx) => {
  it('tells the client view, Minhas Filas, the owner, the establishment detail and the live summary the same figure and basis, paused time left out', async () => {
    const { app, clock, database } = ctx();
    const owner = await newEstablishment(app);
    const queue = await createQueue(app, owner, { tempo_estimado: 20 });
    for (let i = 0; i < 5; i++) await joined(app, await newClient(app, `Pessoa ${i} Teste`), queue.id);
    const setStatus = (status: string) =>
      app.inject({
        method: 'PUT',
        url: `/api/queues/${queue.id}/status`,
        headers: bearer(owner.token),
        payload: { status },
      });
    // Five minutes of service before each call; two of them interrupted by a 30-minute pause.
    clock.advance(5 * MINUTE);
    await callNext(app, owner, queue.id);
    clock.advance(5 * MINUTE);
    await callNext(app, owner, queue.id);
    for (let i = 0; i < 2; i++) {
      clock.advance(2 * MINUTE);
      expect((await setStatus('pausada')).statusCode).toBe(200);
      clock.advance(30 * MINUTE);
      expect((await setStatus('ativa')).statusCode).toBe(200);
      clock.advance(3 * MINUTE);
      await callNext(app, owner, queue.id);
    }

    const ana = await newClient(app, 'Ana Souza');
    const ticket = await joined(app, ana, queue.id);
    // Position 2: one person ahead at 5 min a person (not the 35 min a pause-blind figure would give).
    expect(ticket).toMatchObject({ position: 2, estimatedWaitMinutes: 5 });
    const stored = await database.handle.db
      .selectFrom('tickets')
      .select('quoted_wait_minutes')
      .where('id', '=', ticket.ticketId)
      .executeTakeFirstOrThrow();
    expect(stored.quoted_wait_minutes).toBe(5);

    const clientView = (
      await app.inject({ method: 'GET', url: `/api/queues/${queue.id}`, headers: bearer(ana.token) })
    ).json().data;
    expect(clientView).toMatchObject({
      tempo_medio_espera: 5,
      tempo_medio_baseado_em: 3,
      tempo_medio_faixa: [3.8, 6.3],
      minhaPosicao: { position: 2, estimatedWaitMinutes: 5 },
    });

    const mine = (
      await app.inject({ method: 'GET', url: '/api/users/active-queues', headers: bearer(ana.token) })
    ).json().data;
    expect(mine).toEqual([
      expect.objectContaining({
        tempo_estimado_minutos: 5,
        tempo_estimado_faixa: [4, 6],
        tempo_estimado_baseado_em: 3,
      }),
    ]);

    const ownerFigures = (
      await app.inject({
        method: 'GET',
        url: `/api/queues/${queue.id}/tempo-espera`,
        headers: bearer(owner.token),
      })
    ).json().data.tempoEspera;
    expect(ownerFigures.estimativa).toEqual({ minutos: 5, baseadoEm: 3, faixa: [3.8, 6.3] });

    const detail = (await app.inject({ method: 'GET', url: `/api/establishments/${owner.id}` })).json().data;
    expect(detail.tempo_medio_espera).toBe(5);

    const snapshot = await loadSnapshot(app.services, queue.id);
    expect(snapshot?.summary).toMatchObject({ minutosPorPosicao: 5, baseadoEm: 3, faixa: [3.8, 6.3] });

    // The answer to 'Pausar' tells the same figure too.
    const paused = (await setStatus('pausada')).json().data;
    expect(paused).toMatchObject({ tempo_medio_espera: 5, tempo_medio_baseado_em: 3 });
  });

  it('ends the pause of a queue closed while paused', async () => {
    const { app, clock, database } = ctx();
    const owner = await newEstablishment(app);
    const queue = await createQueue(app, owner);
    const pause = await app.inject({
      method: 'PUT',
      url: `/api/queues/${queue.id}/status`,
      headers: bearer(owner.token),
      payload: { status: 'pausada' },
    });
    expect(pause.statusCode).toBe(200);
    clock.advance(60_000);
    const close = await app.inject({
      method: 'DELETE',
      url: `/api/queues/${queue.id}`,
      headers: bearer(owner.token),
    });
    expect(close.statusCode, close.body).toBe(200);
    const pauses = await database.handle.db
      .selectFrom('queue_pauses')
      .select(['paused_at', 'resumed_at'])
      .execute();
    expect(pauses).toEqual([{ paused_at: clock.now() - 60_000, resumed_at: clock.now() }]);
  });

  it('barely moves after one very long call', async () => {
    const { app, clock } = ctx();
    const owner = await newEstablishment(app);
    const queue = await createQueue(app, owner, { tempo_estimado: 20 });
    for (let i = 0; i < 8; i++) await joined(app, await newClient(app, `Pessoa ${i} Teste`), queue.id);
    const figure = async () =>
      (await app.inject({ method: 'GET', url: `/api/queues/${queue.id}` })).json().data;
    for (let i = 0; i < 7; i++) {
      clock.advance(5 * MINUTE);
      await callNext(app, owner, queue.id);
    }
    expect(await figure()).toMatchObject({ tempo_medio_espera: 5, tempo_medio_baseado_em: 6 });
    clock.advance(60 * MINUTE);
    await callNext(app, owner, queue.id);
    // A mean would jump to 12,9 min; the median stays where the other six calls put it.
    expect(await figure()).toMatchObject({ tempo_medio_espera: 5, tempo_medio_baseado_em: 7 });
  });
});

describeEachDialect('automatic calls after the queue was empty (decision 023)', (ctx) => {
  it('does not call a client who joins an empty queue before one full interval has passed', async () => {
    const { app, clock } = ctx();
    const owner = await newEstablishment(app);
    const queue = await createQueue(app, owner, { chamada_automatica: true, intervalo_chamada: 3 });
    const scheduler = new Scheduler(
      scheduledJobs(app.services, app.log),
      app.log,
      1000,
      app.services.clock.now,
    );
    const statusOf = async () =>
      (
        await app.inject({
          method: 'GET',
          url: `/api/queues/${queue.id}/chamada-automatica/status`,
          headers: bearer(owner.token),
        })
      ).json().data;
    const waiting = async () =>
      (
        await app.inject({
          method: 'GET',
          url: `/api/queues/${queue.id}`,
        })
      ).json().data.clientes_na_fila;

    // The queue was enabled long ago and stood empty; Ana arrives.
    clock.advance(30 * MINUTE);
    await joined(app, await newClient(app, 'Ana Souza'), queue.id);
    clock.advance(1000);
    await scheduler.tick();
    expect(await waiting()).toBe(1);
    expect(await statusOf()).toMatchObject({ precisaChamada: false, motivo: 'Próxima chamada em 3 min' });

    clock.advance(2 * MINUTE + 30_000);
    await scheduler.tick();
    expect(await waiting()).toBe(1);
    expect((await statusOf()).motivo).toBe('Próxima chamada em menos de 1 min');

    clock.advance(30_000);
    await scheduler.tick();
    expect(await waiting()).toBe(0);

    // Empty again after that call; Bia arrives a while later and also gets one full interval.
    clock.advance(10 * MINUTE);
    await joined(app, await newClient(app, 'Bia Lima'), queue.id);
    clock.advance(MINUTE);
    await scheduler.tick();
    expect(await waiting()).toBe(1);
    clock.advance(2 * MINUTE);
    await scheduler.tick();
    expect(await waiting()).toBe(0);
  });
});
