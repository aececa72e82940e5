import { expect, it } from 'vitest';
import { bearer, clientPayload, establishmentPayload } from '../../test-support/fixtures';
import { planStatus, subscribed } from '../../test-support/plan-fixtures';
import { createQueue, joined, lineup, newClient, newEstablishment } from '../../test-support/queue-fixtures';
import { closedAfterEach, listenOnLoopback, openStream, PUSH_WITHIN_MS } from '../../test-support/sse-client';
import { describeEachDialect } from '../../test-support/test-app';

const streams = closedAfterEach();

describeEachDialect('deleting an account (LGPD)', (ctx) => {
  it('takes a deleted client out of every queue at once, ends the sessions, erases the data and frees the e-mail', async () => {
    const { app } = ctx();
    const base = await listenOnLoopback(app);
    const owner = await newEstablishment(app);
    await subscribed(app, owner, 'essencial');
    const [corte, barba] = [
      await createQueue(app, owner, { nome: 'Corte' }),
      await createQueue(app, owner, { nome: 'Barba' }),
    ];
    const ana = await newClient(app, 'Ana Souza');
    const bia = await newClient(app, 'Bia Lima');
    await joined(app, ana, corte.id);
    await joined(app, bia, corte.id);
    await joined(app, ana, barba.id);
    const watcher = await openStream(`${base}/api/queues/${corte.id}/events`, { token: bia.token });
    streams.push(watcher);
    expect((await watcher.next()).data).toMatchObject({ me: { position: 2 } });

    for (const [token, status] of [
      [undefined, 401],
      [bia.token, 403],
      [owner.token, 403],
    ] as const) {
      const refused = await app.inject({
        method: 'DELETE',
        url: `/api/users/${ana.id}`,
        headers: token ? bearer(token) : {},
      });
      expect(refused.statusCode).toBe(status);
    }
    const db = app.services.database.db;
    const { cpf } = await db
      .selectFrom('users')
      .select('cpf')
      .where('id', '=', ana.id)
      .executeTakeFirstOrThrow();
    const deleted = await app.inject({
      method: 'DELETE',
      url: `/api/users/${ana.id}`,
      headers: bearer(ana.token),
    });
    expect(deleted.statusCode, deleted.body).toBe(200);

    // Bia moves up at once, and is told.
    expect((await watcher.next((d) => d.me?.position === 1, PUSH_WITHIN_MS)).data).toMatchObject({
      me: { position: 1 },
    });
    expect(await lineup(app, owner, corte.id)).toEqual([['Bia Lima', 1, 'a']]);
    expect(await lineup(app, owner, barba.id)).toEqual([]);
    const again = await app.inject({
      method: 'GET',
      url: '/api/users/active-queues',
      headers: bearer(ana.token),
    });
    expect(again.statusCode).toBe(401);

    const row = await db.selectFrom('users').selectAll().where('id', '=', ana.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ name: 'Conta excluída', phone: '', cep: '', street: '', birth_date: '' });
    expect(JSON.stringify(row)).not.toContain(ana.email);
    expect(JSON.stringify(row)).not.toContain(cpf);
    const tickets = await db.selectFrom('tickets').selectAll().where('client_id', '=', ana.id).execute();
    expect(tickets).toHaveLength(2);
    for (const ticket of tickets) {
      expect(ticket).toMatchObject({ name: 'Cliente excluído', email: '', phone: '', status: 'left' });
    }

    const registerAgain = await app.inject({
      method: 'POST',
      url: '/api/auth/register/user',
      payload: clientPayload({ email_usuario: ana.email, cpf }),
    });
    expect(registerAgain.statusCode, registerAgain.body).toBe(201);
  });

  it('closes a deleted establishment queues (their clients are told), ends its plan and frees its e-mail and CNPJ', async () => {
    const { app } = ctx();
    const base = await listenOnLoopback(app);
    const owner = await newEstablishment(app, { cnpj: '11.222.333/0001-81' });
    await subscribed(app, owner, 'essencial');
    const queue = await createQueue(app, owner);
    const ana = await newClient(app, 'Ana Souza');
    await joined(app, ana, queue.id);
    const watcher = await openStream(`${base}/api/queues/${queue.id}/events`, { token: ana.token });
    streams.push(watcher);
    await watcher.next();

    const other = await newEstablishment(app);
    const refused = await app.inject({
      method: 'DELETE',
      url: `/api/establishments/${owner.id}`,
      headers: bearer(other.token),
    });
    expect(refused.statusCode).toBe(403);
    expect((await planStatus(app, owner)).hasActivePlan).toBe(true);

    const deleted = await app.inject({
      method: 'DELETE',
      url: `/api/establishments/${owner.id}`,
      headers: bearer(owner.token),
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await watcher.next((d) => d.me?.status === 'closed', PUSH_WITHIN_MS)).data).toMatchObject({
      me: { status: 'closed' },
    });
    expect(
      (await app.inject({ method: 'GET', url: '/api/plans/status', headers: bearer(owner.token) }))
        .statusCode,
    ).toBe(401);
    const db = app.services.database.db;
    const now = app.services.clock.now();
    const periods = await db
      .selectFrom('subscriptions')
      .selectAll()
      .where('establishment_id', '=', owner.id)
      .execute();
    expect(periods.every((p) => p.expires_at <= now)).toBe(true);
    expect((await app.inject({ method: 'GET', url: `/api/establishments/${owner.id}` })).statusCode).toBe(
      404,
    );
    const list = await app.inject({ method: 'GET', url: '/api/establishments?limit=50' });
    expect(list.json().data.map((e: { id: number }) => e.id)).not.toContain(owner.id);

    const queues = await app.inject({ method: 'GET', url: `/api/establishments/${owner.id}/queues` });
    expect(queues.statusCode).toBe(404);
    const reset = await app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: `excluido-${owner.id}@conta-excluida.invalid` },
    });
    expect(reset.statusCode).toBe(200);
    await app.services.background.drain();
    expect(
      await db
        .selectFrom('password_reset_tokens')
        .select('id')
        .where('subject_id', '=', owner.id)
        .where('used_at', 'is', null)
        .execute(),
    ).toEqual([]);
    const billing = await db
      .selectFrom('payment_subscriptions')
      .select('billing')
      .where('establishment_id', '=', owner.id)
      .execute();
    expect(billing.map((b) => b.billing)).toEqual(['{}']);
    expect(
      await db.selectFrom('outbox_messages').select('id').where('recipient', '=', owner.email).execute(),
    ).toEqual([]);

    const again = await app.inject({
      method: 'POST',
      url: '/api/auth/register/establishment',
      payload: establishmentPayload({ email_empresa: owner.email, cnpj: '11.222.333/0001-81' }),
    });
    expect(again.statusCode, again.body).toBe(201);
  });
});
