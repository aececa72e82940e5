import { expect, it } from 'vitest';
import { bearer } from '../../test-support/fixtures';
import { createQueue, joined, newClient, newEstablishment } from '../../test-support/queue-fixtures';
import { describeEachDialect } from '../../test-support/test-app';

describeEachDialect('establishments list and detail', (ctx) => {
  it('searches by name, filters by category and status, and pages by 8 in the database', async () => {
    const { app } = ctx();
    const barber = await newEstablishment(app, { nome_empresa: 'Barbearia Navalha', categoria: 'Barbearia' });
    await newEstablishment(app, { nome_empresa: 'Cantina 100% Italiana', categoria: 'Restaurante' });
    for (let i = 0; i < 9; i++)
      await newEstablishment(app, { nome_empresa: `Academia Forte ${i}`, categoria: 'Academia' });
    const queue = await createQueue(app, barber);
    await joined(app, await newClient(app), queue.id, {
      isGroup: true,
      groupMembers: [{ nome: 'Caio', dataNascimento: '01/01/2010', cpf: '52998224725' }],
    });

    const search = await app.inject({ method: 'GET', url: '/api/establishments?search=navalha' });
    expect(search.json().data).toEqual([
      expect.objectContaining({
        nome_empresa: 'Barbearia Navalha',
        categoria: 'Barbearia',
        status: 'ativo',
        filas: 1,
        pessoas: 2,
      }),
    ]);
    // A % typed by the user is a character, not a wildcard.
    const percent = await app.inject({
      method: 'GET',
      url: `/api/establishments?search=${encodeURIComponent('100%')}`,
    });
    expect(percent.json().data.map((e: { nome_empresa: string }) => e.nome_empresa)).toEqual([
      'Cantina 100% Italiana',
    ]);

    const gyms = await app.inject({ method: 'GET', url: '/api/establishments?categoria=Academia' });
    expect(gyms.json().data).toHaveLength(8);
    expect(gyms.json().pagination).toEqual({ page: 1, limit: 8, total: 9, totalPages: 2 });
    const secondPage = await app.inject({
      method: 'GET',
      url: '/api/establishments?categoria=Academia&page=2',
    });
    expect(secondPage.json().data).toHaveLength(1);

    const active = await app.inject({ method: 'GET', url: '/api/establishments?status=ativo' });
    expect(active.json().data.map((e: { id: number }) => e.id)).toEqual([barber.id]);
    const inactive = await app.inject({ method: 'GET', url: '/api/establishments?status=inativo&limit=50' });
    expect(inactive.json().pagination.total).toBe(10);

    const all = await app.inject({ method: 'GET', url: '/api/establishments' });
    expect(all.json().data[0].id).toBe(barber.id);

    const bad = await app.inject({ method: 'GET', url: '/api/establishments?categoria=Padaria' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Categoria inválida: use Restaurante, Barbearia, Saúde ou Academia');
    const badPage = await app.inject({ method: 'GET', url: '/api/establishments?page=0' });
    expect(badPage.json().message).toBe('Página inválida');
  });

  it('derives the detail and its queue list; closed queues leave the list', async () => {
    const { app } = ctx();
    const owner = await newEstablishment(app, { nome_empresa: 'Clínica Bem Estar', categoria: 'Saúde' });
    const none = await app.inject({ method: 'GET', url: `/api/establishments/${owner.id}` });
    expect(none.json().data).toMatchObject({
      status: 'inativo',
      filas: 0,
      pessoas: 0,
      tempo_medio_espera: 15,
      categoria: 'Saúde',
    });

    const queue = await createQueue(app, owner, { tempo_estimado: 12 });
    await joined(app, await newClient(app), queue.id);
    const detail = await app.inject({ method: 'GET', url: `/api/establishments/${owner.id}` });
    expect(detail.json().data).toMatchObject({
      status: 'ativo',
      filas: 1,
      pessoas: 1,
      tempo_medio_espera: 12,
    });
    const queues = await app.inject({ method: 'GET', url: `/api/establishments/${owner.id}/queues` });
    expect(queues.json().data).toEqual([
      expect.objectContaining({ id: queue.id, status: 'ativa', stats: { totalClients: 1, totalTickets: 1 } }),
    ]);

    await app.inject({ method: 'DELETE', url: `/api/queues/${queue.id}`, headers: bearer(owner.token) });
    const after = await app.inject({ method: 'GET', url: `/api/establishments/${owner.id}/queues` });
    expect(after.json().data).toEqual([]);
    const missing = await app.inject({ method: 'GET', url: '/api/establishments/9999/queues' });
    expect(missing.statusCode).toBe(404);
  });
});
