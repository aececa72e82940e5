import { expect, it } from 'vitest';
import { bearer } from '../../test-support/fixtures';
import { createQueue, joined, lineup, newClient, newEstablishment } from '../../test-support/queue-fixtures';
import { describeEachDialect } from '../../test-support/test-app';
import { scheduledJobs } from './scheduled-jobs';
import { Scheduler } from './scheduler';

const MINUTE = 60_000;

describeEachDialect('scheduler', (ctx) => {
  it('makes each automatic call exactly once when two instances tick together', async () => {
    const { app, database, clock } = ctx();
    const other = await ctx().secondInstance();
    const owner = await newEstablishment(app);
    const queue = await createQueue(app, owner, { chamada_automatica: true, intervalo_chamada: 2 });
    for (const name of ['Ana Souza', 'Bia Lima', 'Caio Reis'])
      await joined(app, await newClient(app, name), queue.id);
    const schedulers = [app, other].map(
      (a) => new Scheduler(scheduledJobs(a.services, a.log), a.log, 1000, a.services.clock.now),
    );

    clock.advance(MINUTE);
    await Promise.all(schedulers.map((s) => s.tick()));
    expect(await lineup(app, owner, queue.id)).toHaveLength(3);

    clock.advance(MINUTE);
    await Promise.all(schedulers.map((s) => s.tick()));
    await Promise.all(schedulers.map((s) => s.tick()));
    expect((await lineup(app, owner, queue.id)).map(([name]) => name)).toEqual(['Bia Lima', 'Caio Reis']);

    clock.advance(2 * MINUTE);
    await Promise.all(schedulers.map((s) => s.tick()));
    expect((await lineup(app, owner, queue.id)).map(([name]) => name)).toEqual(['Caio Reis']);
    const called = await database.handle.db
      .selectFrom('tickets')
      .select('name')
      .where('status', '=', 'called')
      .execute();
    expect(called.map((t) => t.name).sort()).toEqual(['Ana Souza', 'Bia Lima']);
  });

  it('does not call on a paused queue, and counts the interval again after resuming', async () => {
    const { app, clock } = ctx();
    const owner = await newEstablishment(app);
    const queue = await createQueue(app, owner, { chamada_automatica: true, intervalo_chamada: 1 });
    await joined(app, await newClient(app, 'Ana Souza'), queue.id);
    const scheduler = new Scheduler(
      scheduledJobs(app.services, app.log),
      app.log,
      1000,
      app.services.clock.now,
    );
    await app.inject({
      method: 'PUT',
      url: `/api/queues/${queue.id}/status`,
      headers: bearer(owner.token),
      payload: { status: 'pausada' },
    });
    clock.advance(5 * MINUTE);
    await scheduler.tick();
    expect(await lineup(app, owner, queue.id)).toHaveLength(1);
    await app.inject({
      method: 'PUT',
      url: `/api/queues/${queue.id}/status`,
      headers: bearer(owner.token),
      payload: { status: 'ativa' },
    });
    await scheduler.tick();
    expect(await lineup(app, owner, queue.id)).toHaveLength(1);
    clock.advance(MINUTE);
    await scheduler.tick();
    expect(await lineup(app, owner, queue.id)).toHaveLength(0);
  });

  it('opens a scheduled queue at its time, once, across two instances', async () => {
    const { app, clock } = ctx();
    const other = await ctx().secondInstance();
    const owner = await newEstablishment(app);
    // 09:00 in Brasília on the test clock; the queue opens at 09:30.
    const queue = await createQueue(app, owner, { abrir_agora: false, horario_abertura: '09:30' });
    const schedulers = [app, other].map(
      (a) => new Scheduler(scheduledJobs(a.services, a.log), a.log, 1000, a.services.clock.now),
    );
    clock.advance(29 * MINUTE);
    await Promise.all(schedulers.map((s) => s.tick()));
    expect((await app.inject({ method: 'GET', url: `/api/queues/${queue.id}` })).json().data.status).toBe(
      'agendada',
    );

    clock.advance(MINUTE);
    const versionBefore = (await app.services.queues.findById(queue.id))?.version ?? 0;
    await Promise.all(schedulers.map((s) => s.tick()));
    const after = await app.services.queues.findById(queue.id);
    expect(after?.status).toBe('ativa');
    expect(after?.version).toBe(versionBefore + 1);
    expect(after?.opened_at).toBe(clock.now());
  });

  it('reports the automatic-call status and executes only a due call', async () => {
    const { app, clock } = ctx();
    const owner = await newEstablishment(app);
    const queue = await createQueue(app, owner);
    const status = () =>
      app.inject({
        method: 'GET',
        url: `/api/queues/${queue.id}/chamada-automatica/status`,
        headers: bearer(owner.token),
      });
    expect((await status()).json().data).toMatchObject({
      ativa: false,
      precisaChamada: false,
      motivo: 'Chamada automática desativada',
    });

    const configure = await app.inject({
      method: 'POST',
      url: `/api/queues/${queue.id}/chamada-automatica/configurar`,
      headers: bearer(owner.token),
      payload: { ativar: true, intervalo: 3 },
    });
    expect(configure.json()).toMatchObject({
      success: true,
      data: { ativa: true, intervalo: 3, motivo: 'Não há clientes na fila' },
    });
    const bad = await app.inject({
      method: 'POST',
      url: `/api/queues/${queue.id}/chamada-automatica/configurar`,
      headers: bearer(owner.token),
      payload: { ativar: true, intervalo: 0 },
    });
    expect(bad.json().message).toBe('O intervalo deve estar entre 1 e 60 minutos');

    await joined(app, await newClient(app, 'Ana Souza'), queue.id);
    expect((await status()).json().data).toMatchObject({
      precisaChamada: false,
      proximoCliente: { nome: 'Ana Souza' },
      totalClientes: 1,
    });
    const early = await app.inject({
      method: 'POST',
      url: `/api/queues/${queue.id}/chamada-automatica/executar`,
      headers: bearer(owner.token),
    });
    expect(early.statusCode).toBe(400);
    expect(early.json().message).toMatch(/^Próxima chamada em/);

    clock.advance(3 * MINUTE);
    expect((await status()).json().data).toMatchObject({
      precisaChamada: true,
      motivo: 'Pronto para chamar o próximo cliente',
    });
    const run = await app.inject({
      method: 'POST',
      url: `/api/queues/${queue.id}/chamada-automatica/executar`,
      headers: bearer(owner.token),
    });
    expect(run.json()).toMatchObject({ success: true, message: 'Cliente Ana Souza foi chamado!' });
  });

  it('reports the observed interval between calls and the average wait', async () => {
    const { app, clock } = ctx();
    const owner = await newEstablishment(app);
    const queue = await createQueue(app, owner, { tempo_estimado: 7 });
    for (let i = 0; i < 5; i++) await joined(app, await newClient(app, `Pessoa ${i} Teste`), queue.id);
    const call = () =>
      app.inject({
        method: 'POST',
        url: `/api/queues/${queue.id}/chamar-proximo`,
        headers: bearer(owner.token),
      });
    for (let i = 0; i < 4; i++) {
      clock.advance(2 * MINUTE);
      await call();
    }
    const wait = await app.inject({
      method: 'GET',
      url: `/api/queues/${queue.id}/tempo-espera?t=${Date.now()}`,
      headers: bearer(owner.token),
    });
    expect(wait.json().data.tempoEspera).toEqual({
      fila: {
        tempoMedio: 5,
        totalAtendidos: 4,
        tempoEstimado: 7,
        periodo: { de: '2026-11-21', ate: '2026-11-21' },
      },
      intervalo: { medio: 2, medioSegundos: 120, totalCalculados: 3, chamadasConsideradas: 4 },
      // Three intervals are thin data: the clients see the same figure as a ±25 % range.
      estimativa: { minutos: 2, baseadoEm: 3, faixa: [1.5, 2.5] },
    });
    const detail = await app.inject({ method: 'GET', url: `/api/queues/${queue.id}` });
    expect(detail.json().data).toMatchObject({
      tempo_medio_espera: 2,
      tempo_medio_baseado_em: 3,
      tempo_medio_faixa: [1.5, 2.5],
    });
  });
});
