import { expect, it } from 'vitest';
import { bearer } from '../../test-support/fixtures';
import { createQueue, joined, lineup, newClient, newEstablishment } from '../../test-support/queue-fixtures';
import { describeEachDialect } from '../../test-support/test-app';
import { scheduledJobs } from '../scheduler/scheduled-jobs';
import { Scheduler } from '../scheduler/scheduler';
import { advanceTicket } from './moving-ahead/advance-ticket';
import { maskName } from './queue-views';

const MINUTE = 60_000;

describeEachDialect('queue edge cases', (ctx) => {
  it('answers 400, never 500, for ids and limits beyond an integer column', async () => {
    const { app } = ctx();
    const owner = await newEstablishment(app);
    for (const url of [
      '/api/queues/9999999999',
      '/api/queues/2147483648/grouped',
      '/api/establishments/9999999999',
    ]) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(400);
      expect(response.json().message).toBe('Identificador inválido');
    }
    const huge = await app.inject({
      method: 'POST',
      url: '/api/queues',
      headers: bearer(owner.token),
      payload: { nome: 'X', limitar_fila: true, max_integrantes: 99_999_999_999 },
    });
    expect(huge.statusCode).toBe(400);
    expect(huge.json().message).toBe('O máximo de integrantes é 10000');
  });

  it('makes one call when "Executar Chamada Agora" is clicked several times at once', async () => {
    const { app, clock } = ctx();
    const owner = await newEstablishment(app);
    const queue = await createQueue(app, owner, { chamada_automatica: true, intervalo_chamada: 1 });
    for (const name of ['Ana Souza', 'Bia Lima', 'Caio Reis'])
      await joined(app, await newClient(app, name), queue.id);
    clock.advance(MINUTE + 1000);
    const clicks = await Promise.all(
      Array.from({ length: 6 }, () =>
        app.inject({
          method: 'POST',
          url: `/api/queues/${queue.id}/chamada-automatica/executar`,
          headers: bearer(owner.token),
        }),
      ),
    );
    expect(clicks.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(
      clicks.filter((r) => r.statusCode === 400).every((r) => /^Próxima chamada em/.test(r.json().message)),
    ).toBe(true);
    expect(await lineup(app, owner, queue.id)).toHaveLength(2);
  });

  it('counts the first automatic call from the opening of a scheduled queue', async () => {
    const { app, clock } = ctx();
    const owner = await newEstablishment(app);
    // 09:00 in Brasília on the test clock; opens at 09:10 with calls every 5 minutes.
    const queue = await createQueue(app, owner, {
      abrir_agora: false,
      horario_abertura: '09:10',
      chamada_automatica: true,
    });
    const scheduler = new Scheduler(
      scheduledJobs(app.services, app.log),
      app.log,
      1000,
      app.services.clock.now,
    );
    clock.advance(10 * MINUTE);
    await scheduler.tick();
    await joined(app, await newClient(app, 'Ana Souza'), queue.id);
    clock.advance(MINUTE);
    await scheduler.tick();
    expect(await lineup(app, owner, queue.id)).toHaveLength(1);
    clock.advance(4 * MINUTE);
    await scheduler.tick();
    expect(await lineup(app, owner, queue.id)).toHaveLength(0);
  });

  it('edits only the settings sent, under the creation rules, and keeps the interval when calls are switched off', async () => {
    const { app } = ctx();
    const owner = await newEstablishment(app);
    const queue = await createQueue(app, owner, {
      tempo_estimado: 9,
      valor_avancos: 12,
      chamada_automatica: true,
      intervalo_chamada: 7,
    });
    const rename = await app.inject({
      method: 'PUT',
      url: `/api/queues/${queue.id}`,
      headers: bearer(owner.token),
      payload: { nome: 'Nova' },
    });
    expect(rename.json()).toMatchObject({
      success: true,
      message: 'Fila atualizada com sucesso!',
      data: {
        nome: 'Nova',
        tempo_estimado: 9,
        valor_avancos: 12,
        chamada_automatica: true,
        intervalo_chamada: 7,
      },
    });
    const bad = await app.inject({
      method: 'PUT',
      url: `/api/queues/${queue.id}`,
      headers: bearer(owner.token),
      payload: { limitar_fila: true },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Máximo de integrantes deve ser maior que zero quando a fila é limitada');
    const other = await newEstablishment(app);
    const foreign = await app.inject({
      method: 'PUT',
      url: `/api/queues/${queue.id}`,
      headers: bearer(other.token),
      payload: { nome: 'X' },
    });
    expect(foreign.statusCode).toBe(403);

    const off = await app.inject({
      method: 'POST',
      url: `/api/queues/${queue.id}/chamada-automatica/configurar`,
      headers: bearer(owner.token),
      payload: { ativar: false },
    });
    expect(off.json().data).toMatchObject({ ativa: false, intervalo: 7 });
  });

  it('does not announce an advance that changes nothing', async () => {
    const { app } = ctx();
    const owner = await newEstablishment(app);
    const queue = await createQueue(app, owner);
    const first = await joined(app, await newClient(app), queue.id);
    const before = (await app.services.queues.findById(queue.id))?.version;
    expect(await advanceTicket(app.services, queue.id, first.ticketId, 1)).toEqual({
      applied: false,
      reason: 'already-first',
    });
    expect((await app.services.queues.findById(queue.id))?.version).toBe(before);
  });
});

it('masks names by whole characters, emoji and accents included', () => {
  expect(maskName('Zé 😀')).toBe('Zé 😀.');
  expect(maskName('maria édna')).toBe('maria É.');
  expect(maskName('  Ana  ')).toBe('Ana');
});
