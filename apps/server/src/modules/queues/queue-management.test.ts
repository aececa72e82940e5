import { expect, it } from 'vitest';
import { bearer } from '../../test-support/fixtures';
import { createQueue, joined, newClient, newEstablishment } from '../../test-support/queue-fixtures';
import { describeEachDialect } from '../../test-support/test-app';

describeEachDialect('queue management', (ctx) => {
  it('creates a queue with the spec defaults and shows it in the owner list', async () => {
    const { app } = ctx();
    const owner = await newEstablishment(app);
    const response = await app.inject({
      method: 'POST',
      url: '/api/queues',
      headers: bearer(owner.token),
      payload: { nome: '  Corte de cabelo ', valor_avancos: '12,50' },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      success: true,
      message: 'Fila criada com sucesso!',
      data: {
        nome: 'Corte de cabelo',
        status: 'ativa',
        tipo_fila: 'preferencial',
        limitar_fila: false,
        abrir_agora: true,
        chamada_automatica: false,
        intervalo_chamada: 5,
        valor_avancos: 12.5,
        valor_avancos_centavos: 1250,
        max_avancos: 8,
        estabelecimento_id: owner.id,
        stats: { totalClients: 0 },
      },
    });
    const list = await app.inject({
      method: 'GET',
      url: `/api/queues/establishment/${owner.id}`,
      headers: bearer(owner.token),
    });
    expect(list.json().data.map((q: { nome: string }) => q.nome)).toEqual(['Corte de cabelo']);
  });

  it('lists each queue with its version, the one its live stream opens at, raised by an edit alone', async () => {
    const { app } = ctx();
    const owner = await newEstablishment(app);
    const queue = await createQueue(app, owner);
    const listed = async () => {
      const list = await app.inject({
        method: 'GET',
        url: `/api/queues/establishment/${owner.id}`,
        headers: bearer(owner.token),
      });
      return (list.json().data as { nome: string; versao: number; clientes_na_fila: number }[])[0]!;
    };
    const before = await listed();
    const edit = await app.inject({
      method: 'PUT',
      url: `/api/queues/${queue.id}`,
      headers: bearer(owner.token),
      payload: { nome: 'Barba' },
    });
    expect(edit.statusCode).toBe(200);
    // Same status and people waiting: only the version tells the list's opening snapshot it is stale.
    const after = await listed();
    expect(after).toMatchObject({ nome: 'Barba', clientes_na_fila: before.clientes_na_fila });
    expect(after.versao).toBe(before.versao + 1);
    expect(after.versao).toBe((await app.services.queues.findById(queue.id))?.version);
  });

  it('validates the creation form with the spec messages', async () => {
    const { app } = ctx();
    const owner = await newEstablishment(app);
    const cases: [Record<string, unknown>, string][] = [
      [{ nome: '   ' }, 'Nome da fila é obrigatório'],
      [
        { nome: 'A', limitar_fila: true, max_integrantes: 0 },
        'Máximo de integrantes deve ser maior que zero quando a fila é limitada',
      ],
      [
        { nome: 'A', chamada_automatica: true, intervalo_chamada: 61 },
        'O intervalo deve estar entre 1 e 60 minutos',
      ],
      [{ nome: 'A', abrir_agora: false, horario_abertura: '25:00' }, 'Horário de abertura inválido'],
    ];
    for (const [payload, message] of cases) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/queues',
        headers: bearer(owner.token),
        payload,
      });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().message).toBe(message);
    }
  });

  it('keeps an establishment without a plan to one open queue, and Essencial to three', async () => {
    const { app, clock } = ctx();
    const owner = await newEstablishment(app);
    await createQueue(app, owner);
    const second = await app.inject({
      method: 'POST',
      url: '/api/queues',
      headers: bearer(owner.token),
      payload: { nome: 'Outra' },
    });
    expect(second.statusCode).toBe(403);
    expect(second.json().message).toBe(
      'Sem plano, o estabelecimento pode manter 1 fila aberta (ativa ou pausada) por vez. Encerre uma fila ou conheça os planos para abrir mais.',
    );

    await app.services.subscriptions.insert({
      establishmentId: owner.id,
      planId: 1,
      startsAt: clock.now(),
      expiresAt: clock.now() + 30 * 86_400_000,
      now: clock.now(),
    });
    await createQueue(app, owner, { nome: 'Segunda' });
    await createQueue(app, owner, { nome: 'Terceira' });
    const fourth = await app.inject({
      method: 'POST',
      url: '/api/queues',
      headers: bearer(owner.token),
      payload: { nome: 'Quarta' },
    });
    expect(fourth.statusCode).toBe(403);
    expect(fourth.json().message).toContain('3 filas abertas');
  });

  it('lets simultaneous creations through only up to the plan limit', async () => {
    const { app } = ctx();
    const owner = await newEstablishment(app);
    const attempts = await Promise.all(
      [1, 2, 3].map((n) =>
        app.inject({
          method: 'POST',
          url: '/api/queues',
          headers: bearer(owner.token),
          payload: { nome: `Fila ${n}` },
        }),
      ),
    );
    expect(attempts.map((r) => r.statusCode).sort()).toEqual([201, 403, 403]);
  });

  it('pauses and resumes: nobody joins a paused queue and everyone keeps their place', async () => {
    const { app } = ctx();
    const owner = await newEstablishment(app);
    const queue = await createQueue(app, owner);
    const ana = await newClient(app, 'Ana Souza');
    await joined(app, ana, queue.id);

    const pause = await app.inject({
      method: 'PUT',
      url: `/api/queues/${queue.id}/status`,
      headers: bearer(owner.token),
      payload: { status: 'pausada' },
    });
    expect(pause.json()).toMatchObject({
      success: true,
      message: 'Fila pausada com sucesso!',
      data: { status: 'pausada' },
    });
    const bia = await newClient(app, 'Bia Lima');
    const refused = await app.inject({
      method: 'POST',
      url: `/api/queues/${queue.id}/join`,
      headers: bearer(bia.token),
      payload: { nome: 'Bia', telefone: '11987654321', email: bia.email },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('Esta fila não está ativa no momento');
    const call = await app.inject({
      method: 'POST',
      url: `/api/queues/${queue.id}/chamar-proximo`,
      headers: bearer(owner.token),
    });
    expect(call.statusCode).toBe(400);
    expect(call.json().message).toBe('A fila precisa estar ativa para chamar');

    const resume = await app.inject({
      method: 'PUT',
      url: `/api/queues/${queue.id}/status`,
      headers: bearer(owner.token),
      payload: { status: 'ativa' },
    });
    expect(resume.json().message).toBe('Fila reativada com sucesso!');
    const mine = await app.inject({
      method: 'GET',
      url: `/api/queues/${queue.id}`,
      headers: bearer(ana.token),
    });
    expect(mine.json().data.minhaPosicao).toMatchObject({ position: 1, subPosition: 'a' });
    const badStatus = await app.inject({
      method: 'PUT',
      url: `/api/queues/${queue.id}/status`,
      headers: bearer(owner.token),
      payload: { status: 'encerrada' },
    });
    expect(badStatus.statusCode).toBe(400);
  });

  it('closes a queue: its tickets end, it leaves the lists, and it refuses joins; the history stays', async () => {
    const { app, database } = ctx();
    const owner = await newEstablishment(app);
    const queue = await createQueue(app, owner);
    const ana = await newClient(app, 'Ana Souza');
    await joined(app, ana, queue.id);

    const close = await app.inject({
      method: 'DELETE',
      url: `/api/queues/${queue.id}`,
      headers: bearer(owner.token),
    });
    expect(close.json()).toMatchObject({
      success: true,
      message: 'Fila encerrada com sucesso!',
      data: { ticketsEncerrados: 1 },
    });
    const list = await app.inject({
      method: 'GET',
      url: `/api/queues/establishment/${owner.id}`,
      headers: bearer(owner.token),
    });
    expect(list.json().data).toEqual([]);
    const mine = await app.inject({
      method: 'GET',
      url: '/api/users/active-queues',
      headers: bearer(ana.token),
    });
    expect(mine.json().data).toEqual([]);
    const join = await app.inject({
      method: 'POST',
      url: `/api/queues/${queue.id}/join`,
      headers: bearer(ana.token),
      payload: { nome: 'Ana', telefone: '11987654321', email: ana.email },
    });
    expect(join.statusCode).toBe(400);
    const history = await database.handle.db.selectFrom('tickets').select(['status', 'closed_at']).execute();
    expect(history).toEqual([{ status: 'closed', closed_at: expect.any(Number) }]);
    // A closed queue no longer counts against the plan.
    await createQueue(app, owner, { nome: 'Nova' });
  });

  it('refuses every management call from a client or from another establishment', async () => {
    const { app } = ctx();
    const owner = await newEstablishment(app);
    const other = await newEstablishment(app);
    const client = await newClient(app);
    const queue = await createQueue(app, owner);
    const calls = [
      { method: 'PUT', url: `/api/queues/${queue.id}/status`, payload: { status: 'pausada' } },
      { method: 'DELETE', url: `/api/queues/${queue.id}` },
      { method: 'POST', url: `/api/queues/${queue.id}/chamar-proximo` },
      { method: 'GET', url: `/api/queues/${queue.id}/tempo-espera` },
      { method: 'GET', url: `/api/queues/${queue.id}/chamada-automatica/status` },
      {
        method: 'POST',
        url: `/api/queues/${queue.id}/chamada-automatica/configurar`,
        payload: { ativar: true, intervalo: 5 },
      },
      { method: 'GET', url: `/api/queues/establishment/${owner.id}` },
    ] as const;
    for (const call of calls) {
      const asOther = await app.inject({ ...call, headers: bearer(other.token) });
      expect(asOther.statusCode, `${call.method} ${call.url}`).toBe(403);
      const asClient = await app.inject({ ...call, headers: bearer(client.token) });
      expect(asClient.statusCode, `${call.method} ${call.url}`).toBe(403);
      const anonymous = await app.inject({ ...call });
      expect(anonymous.statusCode, `${call.method} ${call.url}`).toBe(401);
    }
    const createAsClient = await app.inject({
      method: 'POST',
      url: '/api/queues',
      headers: bearer(client.token),
      payload: { nome: 'X' },
    });
    expect(createAsClient.statusCode).toBe(403);
    const still = await app.inject({ method: 'GET', url: `/api/queues/${queue.id}` });
    expect(still.json().data.status).toBe('ativa');
  });

  it('schedules a queue with a future opening time as closed until then', async () => {
    const { app } = ctx();
    const owner = await newEstablishment(app);
    // The test clock is 12:00 UTC = 09:00 in Brasília.
    const queue = await createQueue(app, owner, { abrir_agora: false, horario_abertura: '10:30' });
    expect(queue.status).toBe('agendada');
    const detail = await app.inject({ method: 'GET', url: `/api/queues/${queue.id}` });
    expect(detail.json().data.abre_em).toBe('2026-11-21T13:30:00.000Z');

    // 'Abrir Agora' opens it early, and says so.
    const open = await app.inject({
      method: 'PUT',
      url: `/api/queues/${queue.id}/status`,
      headers: bearer(owner.token),
      payload: { status: 'ativa' },
    });
    expect(open.json()).toMatchObject({ message: 'Fila aberta com sucesso!', data: { status: 'ativa' } });
  });

  it("tells Gerenciar Filas when each queue's next automatic call is due (issue 38)", async () => {
    const { app, clock } = ctx();
    const owner = await newEstablishment(app);
    const queue = await createQueue(app, owner, { chamada_automatica: true, intervalo_chamada: 3 });
    const list = async () => {
      const response = await app.inject({
        method: 'GET',
        url: `/api/queues/establishment/${owner.id}`,
        headers: bearer(owner.token),
      });
      return response.json().data[0] as { proxima_chamada_em: string | null };
    };
    // Nobody waiting: no call is pending.
    expect((await list()).proxima_chamada_em).toBeNull();

    clock.advance(60_000);
    await joined(app, await newClient(app, 'Ana Souza'), queue.id);
    // One interval after the first join into the empty queue (decision 023): 12:04 UTC.
    expect((await list()).proxima_chamada_em).toBe('2026-11-21T12:04:00.000Z');

    await app.inject({
      method: 'POST',
      url: `/api/queues/${queue.id}/chamada-automatica/configurar`,
      headers: bearer(owner.token),
      payload: { ativar: false },
    });
    expect((await list()).proxima_chamada_em).toBeNull();
  });
});
