import { describe, expect, it } from 'vitest';
import { withStartupLock } from '../database/startup-lock';
import { logInEstablishment } from '../test-support/fixtures';
import { planStatus } from '../test-support/plan-fixtures';
import { describeEachDialect } from '../test-support/test-app';
import { DEMO_PASSWORD } from './demo-catalogue';
import { demoKioskLogLines, demoKioskToken, seedDemoData } from './seed-demo-data';

describeEachDialect('demo seed', (ctx) => {
  it('shows plans in every state, through the real payment path, and runs again without changes', async () => {
    const { app } = ctx();
    await seedDemoData(app.services, app.log);
    const stateOf = async (email: string) => {
      const { token, user } = await logInEstablishment(app, email, DEMO_PASSWORD);
      const status = await planStatus(app, { id: user.id, token, email, name: email });
      return status.subscription ? [status.subscription.plano_id, status.subscription.dias_restantes] : null;
    };
    expect(await stateOf('estabelecimento@vez.demo')).toEqual([2, 365]);
    expect(await stateOf('restaurante@vez.demo')).toEqual([1, 27]);
    expect(await stateOf('clinica@vez.demo')).toEqual([2, 5]);
    expect(await stateOf('padaria@vez.demo')).toBeNull();

    const payments = () =>
      app.services.database.db.selectFrom('payments').select(['id', 'purpose', 'status']).execute();
    const before = await payments();
    expect(before.filter((p) => p.purpose === 'subscription')).toHaveLength(3);
    // The barbershop's dashboard has weeks of recorded service and a paid advance to show.
    expect(before.filter((p) => p.purpose === 'advance').map((p) => p.status)).toEqual(['applied']);
    const served = await app.services.database.db
      .selectFrom('tickets')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('status', '=', 'called')
      .executeTakeFirstOrThrow();
    expect(Number(served.n)).toBeGreaterThan(300);
    // People without an account wait too (issue 36), and the barbershop has a kiosk at its door.
    const guests = await app.services.database.db
      .selectFrom('tickets')
      .select(['name', 'origin'])
      .where('client_id', 'is', null)
      .where('status', '=', 'waiting')
      .orderBy('id')
      .execute();
    expect(guests).toEqual([
      { name: 'Márcio Convidado', origin: 'convidado' },
      { name: 'Seu Joaquim', origin: 'balcao' },
      { name: 'Dona Cida', origin: 'quiosque' },
    ]);
    const kiosk = await app.inject({
      method: 'GET',
      url: `/api/quiosques/${demoKioskToken(app.services.config.jwtSecret)}`,
    });
    expect(kiosk.json().data.filas.map((f: { nome: string }) => f.nome)).toContain('Corte de cabelo');
    // Service points (issue 37): the barbershop's chairs and the clinic's rooms, and calls made to them.
    const pointsOf = async (email: string) => {
      const { token, user } = await logInEstablishment(app, email, DEMO_PASSWORD);
      const response = await app.inject({
        method: 'GET',
        url: `/api/establishments/${user.id}/pontos`,
        headers: { authorization: `Bearer ${token}` },
      });
      return response.json().data.map((p: { nome: string; filas: number[] }) => [p.nome, p.filas.length]);
    };
    expect(await pointsOf('estabelecimento@vez.demo')).toEqual([
      ['Cadeira 1', 3],
      ['Cadeira 2', 3],
      ['Cadeira 3', 2],
    ]);
    expect(await pointsOf('clinica@vez.demo')).toEqual([
      ['Consultório 1', 1],
      ['Consultório 2', 1],
    ]);
    const toChairs = await app.services.database.db
      .selectFrom('tickets')
      .select('called_point_name')
      .where('called_point_name', 'is not', null)
      .orderBy('id')
      .execute();
    expect(toChairs.map((t) => t.called_point_name)).toEqual([
      'Cadeira 1',
      'Cadeira 2',
      'Cadeira 3',
      'Cadeira 1',
    ]);
    // A team of three in the barbershop and in the clinic (decision 070): each logs in at /login-estab.
    const roleOf = async (email: string) => {
      const { user } = await logInEstablishment(app, email, DEMO_PASSWORD);
      return [(user as { papel?: string }).papel, user.id];
    };
    const barbershop = (await logInEstablishment(app, 'estabelecimento@vez.demo', DEMO_PASSWORD)).user.id;
    const clinic = (await logInEstablishment(app, 'clinica@vez.demo', DEMO_PASSWORD)).user.id;
    expect(await roleOf('atendente@vez.demo')).toEqual(['atendente', barbershop]);
    expect(await roleOf('gerente@vez.demo')).toEqual(['dono', barbershop]);
    expect(await roleOf('recepcao@vez.demo')).toEqual(['atendente', clinic]);
    expect(await roleOf('recepcao2@vez.demo')).toEqual(['atendente', clinic]);
    // The invitations were accepted before their e-mails went out: none is sent.
    const invitationMails = await app.services.outbox.listByKeyPrefix('team-invitation:');
    expect(invitationMails.map((mail) => mail.sent_at)).toEqual([null, null, null, null]);
    expect(invitationMails.every((mail) => mail.failed_at !== null)).toBe(true);
    await seedDemoData(app.services, app.log);
    expect(await payments()).toEqual(before);
  });

  it('gives the demo establishments trade names, which clients read and find without accents', async () => {
    const { app } = ctx();
    await seedDemoData(app.services, app.log);
    const list = await app.inject({ method: 'GET', url: '/api/establishments?search=clinica' });
    expect(list.json().data).toEqual([
      expect.objectContaining({
        nome_empresa: 'Vida Plena Serviços Médicos S/S LTDA',
        nome_fantasia: 'Clínica Vida Plena',
      }),
    ]);
    const { user } = await logInEstablishment(app, 'estabelecimento@vez.demo', DEMO_PASSWORD);
    expect(user).toMatchObject({
      nome: 'Barbearia Navalha de Ouro',
      nome_empresa: 'Navalha de Ouro Serviços de Barbearia LTDA',
      nome_fantasia: 'Barbearia Navalha de Ouro',
    });
  });
});

// Several instances on one database belong on PostgreSQL (SQLite serves a single instance).
describeEachDialect(
  'demo seed with several instances',
  (ctx) => {
    it('seeds once when two instances start together on one database', async () => {
      const { app, database, secondInstance } = ctx();
      const other = await secondInstance();
      await Promise.all([
        withStartupLock(database.handle, () => seedDemoData(app.services, app.log)),
        withStartupLock(other.services.database, () => seedDemoData(other.services, other.log)),
      ]);
      const demo = await app.services.database.db
        .selectFrom('establishments')
        .select('email')
        .where('email', 'like', '%@vez.demo')
        .execute();
      expect(demo).toHaveLength(5);
    });
  },
  { dialects: ['postgres'] },
);

describe('the demo kiosk’s lines in the start-up log', () => {
  const unset = { publicUrl: 'http://localhost:3000', publicUrlConfigured: false };

  it('give a tablet on the same network the LAN address, beside the localhost one', () => {
    expect(demoKioskLogLines(unset, 'TOKEN', () => '192.168.0.42')).toEqual([
      'demo: quiosque da barbearia http://localhost:3000/quiosque/TOKEN',
      'demo: quiosque da barbearia, no tablet na mesma rede: http://192.168.0.42:3000/quiosque/TOKEN',
    ]);
  });

  it('are one line on PUBLIC_URL, or on localhost when this machine has no network', () => {
    const set = { publicUrl: 'https://fila.exemplo.com.br', publicUrlConfigured: true };
    expect(demoKioskLogLines(set, 'TOKEN', () => '192.168.0.42')).toEqual([
      'demo: quiosque da barbearia https://fila.exemplo.com.br/quiosque/TOKEN',
    ]);
    expect(demoKioskLogLines(unset, 'TOKEN', () => null)).toEqual([
      'demo: quiosque da barbearia http://localhost:3000/quiosque/TOKEN',
    ]);
  });
});
