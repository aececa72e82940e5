import { expect, it } from 'vitest';
import { bearer } from '../../test-support/fixtures';
import { createQueue, newClients, newEstablishment } from '../../test-support/queue-fixtures';
import { describeEachDialect } from '../../test-support/test-app';

describeEachDialect('concurrent changes to one queue', (ctx) => {
  it('gives 200 simultaneous joins, split over two server instances, positions exactly 1..200', async () => {
    const { app } = ctx();
    // A second instance on the same database, as a second server process would be.
    const second = await ctx().secondInstance();
    const owner = await newEstablishment(app);
    const queue = await createQueue(app, owner);
    const clients = await newClients(app, 200);

    const responses = await Promise.all(
      clients.map((client, i) =>
        (i % 2 === 0 ? app : second).inject({
          method: 'POST',
          url: `/api/queues/${queue.id}/join`,
          headers: bearer(client.token),
          payload: { nome: client.name, telefone: '11987654321', email: client.email },
        }),
      ),
    );
    expect(responses.map((r) => r.statusCode).every((s) => s === 201)).toBe(true);
    const positions = responses.map((r) => r.json().data.position as number).sort((a, b) => a - b);
    expect(positions).toEqual(Array.from({ length: 200 }, (_, i) => i + 1));

    const lineup = await app.inject({
      method: 'GET',
      url: `/api/queues/${queue.id}/clients`,
      headers: bearer(owner.token),
    });
    const seen = lineup
      .json()
      .data.clients.map((c: { position: number; subPosition: string }) => `${c.position}${c.subPosition}`);
    expect(seen).toEqual(Array.from({ length: 200 }, (_, i) => `${i + 1}a`));
    const detail = await app.inject({ method: 'GET', url: `/api/queues/${queue.id}` });
    expect(detail.json().data).toMatchObject({ clientes_na_fila: 200, posicoes_ocupadas: 200 });
  }, 120_000);

  it('never calls the same person twice when calls race, and never skips one', async () => {
    const { app } = ctx();
    const second = await ctx().secondInstance();
    const owner = await newEstablishment(app);
    const queue = await createQueue(app, owner);
    for (const client of await newClients(app, 20)) {
      await app.inject({
        method: 'POST',
        url: `/api/queues/${queue.id}/join`,
        headers: bearer(client.token),
        payload: { nome: client.name, telefone: '11987654321', email: client.email },
      });
    }
    const calls = await Promise.all(
      Array.from({ length: 25 }, (_, i) =>
        (i % 2 === 0 ? app : second).inject({
          method: 'POST',
          url: `/api/queues/${queue.id}/chamar-proximo`,
          headers: bearer(owner.token),
        }),
      ),
    );
    const called = calls.filter((r) => r.statusCode === 200).map((r) => r.json().data.nome);
    expect(called).toHaveLength(20);
    expect(new Set(called).size).toBe(20);
    expect(
      calls.filter((r) => r.statusCode === 400).every((r) => r.json().message === 'Não há clientes na fila'),
    ).toBe(true);
  }, 120_000);
});
