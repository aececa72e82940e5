import {
  CARD_DECLINED_MESSAGE,
  DAY_MS,
  SIMULATED_SUBSCRIPTION_SUCCESS,
  TEST_CARD_DECLINED,
} from '@vez/domain';
import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { bearer } from '../../test-support/fixtures';
import {
  deliveredTo,
  planPayments,
  planStatus,
  postSubscribe,
  subscribeBody,
  subscribed,
} from '../../test-support/plan-fixtures';
import { newClient, newEstablishment } from '../../test-support/queue-fixtures';
import { describeEachDialect } from '../../test-support/test-app';

describeEachDialect(
  'plans: status, subscribe, history',
  (ctx) => {
    it('answers the plan status only to the establishment itself', async () => {
      const { app } = ctx();
      const anonymous = await app.inject({ method: 'GET', url: '/api/plans/status' });
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json().message).toBe('Token não fornecido');
      const client = await newClient(app);
      for (const url of ['/api/plans/status', '/api/plans/payments']) {
        const asClient = await app.inject({ method: 'GET', url, headers: bearer(client.token) });
        expect(asClient.statusCode).toBe(403);
      }
      const asClient = await postSubscribe(app, client, subscribeBody('essencial'));
      expect(asClient.statusCode).toBe(403);
      expect(await app.services.database.db.selectFrom('payments').selectAll().execute()).toEqual([]);
    });

    it('shows no plan and the prices of a first subscription', async () => {
      const { app } = ctx();
      const owner = await newEstablishment(app);
      const status = await planStatus(app, owner);
      expect(status).toMatchObject({
        hasActivePlan: false,
        subscription: null,
        provedorPagamento: 'simulado',
      });
      // The promotion is a discount line on the period's price (issue 38, item 8).
      expect(status.cobrancas.essencial).toMatchObject({
        planCents: 8990,
        discountCents: 5000,
        discountDescription: '1º mês promocional',
        totalCents: 3990,
        description: 'Essencial — 30 dias',
      });
      expect(status.cobrancas.profissional).toMatchObject({ totalCents: 155880 });
    });

    it('subscribes Essencial: 30 days from now, the amount shown is stored, e-mailed and listed', async () => {
      const { app, clock, outbox } = ctx();
      const owner = await newEstablishment(app);
      const response = await postSubscribe(
        app,
        owner,
        subscribeBody('essencial', { valor: 1, totalCents: 1 }),
      );
      expect(response.statusCode, response.body).toBe(201);
      expect(response.json().message).toBe(SIMULATED_SUBSCRIPTION_SUCCESS);
      expect(response.json().data.pagamento).toMatchObject({
        status: 'aprovado',
        plano_id: 1,
        valorCentavos: 3990,
        bandeira: 'visa',
        final: '1111',
        periodo: {
          inicio: new Date(clock.now()).toISOString(),
          fim: new Date(clock.now() + 30 * DAY_MS).toISOString(),
        },
      });
      const status = await planStatus(app, owner);
      expect(status.subscription).toMatchObject({
        plano_id: 1,
        data_vencimento: new Date(clock.now() + 30 * DAY_MS).toISOString(),
        dias_restantes: 30,
        proximo: null,
      });
      // The promotion was for the first month only.
      expect(status.cobrancas.essencial).toMatchObject({
        totalCents: 8990,
        discountCents: 0,
        discountDescription: null,
      });
      expect(await planPayments(app, owner)).toHaveLength(1);

      const mails = await deliveredTo(app, outbox, 'financeiro@barbearia.com');
      expect(mails).toHaveLength(1);
      expect(mails[0]!.subject).toBe('Vez — recibo do plano Essencial');
      expect(mails[0]!.text).toContain('Plano: Essencial — 30 dias · 1º mês promocional');
      expect(mails[0]!.text).toContain('Preço do período: R$ 89,90');
      expect(mails[0]!.text).toContain('Desconto: −R$ 50,00');
      expect(mails[0]!.text).toContain('Valor: R$ 39,90');
      expect(mails[0]!.text).toContain('Pagamento: Visa •••• 1111');
      expect(mails[0]!.text).toContain('Período: 21/11/2026 a 21/12/2026');
      // Delivered once: another round finds nothing more to send.
      expect(await deliveredTo(app, outbox, 'financeiro@barbearia.com')).toHaveLength(1);
    });

    it('never stores the card number or the CVV, only the brand and the last 4 digits', async () => {
      const { app, dialect } = ctx();
      const owner = await newEstablishment(app);
      await postSubscribe(
        app,
        owner,
        subscribeBody('essencial', {
          cartao: { titular: 'Ana', numero: '5555 5555 5555 4444', validade: '12/30', cvv: '987' },
        }),
      );
      const db = app.services.database.db;
      const tables = [
        'payments',
        'payment_subscriptions',
        'simulated_card_charges',
        'subscriptions',
        'outbox_messages',
      ];
      for (const table of tables) {
        const rows = await sql<Record<string, unknown>>`SELECT * FROM ${sql.table(table)}`.execute(db);
        const dump = JSON.stringify(rows.rows);
        expect(dump, `${table} [${dialect}]`).not.toContain('5555555555554444');
        expect(dump).not.toContain('5555 5555 5555 4444');
        expect(dump).not.toMatch(/"cvv"|987/);
      }
      expect((await planPayments(app, owner))[0]).toMatchObject({ bandeira: 'mastercard', final: '4444' });
    });

    it('refuses the declined test card with a clear message and stores nothing', async () => {
      const { app } = ctx();
      const owner = await newEstablishment(app);
      const response = await postSubscribe(
        app,
        owner,
        subscribeBody('essencial', {
          cartao: { titular: 'Ana', numero: TEST_CARD_DECLINED, validade: '12/30', cvv: '123' },
        }),
      );
      expect(response.statusCode).toBe(402);
      expect(response.json()).toMatchObject({
        success: false,
        message: CARD_DECLINED_MESSAGE,
        errors: [{ campo: 'cartao.numero', mensagem: CARD_DECLINED_MESSAGE }],
      });
      const db = app.services.database.db;
      expect(await db.selectFrom('payments').selectAll().execute()).toEqual([]);
      expect(await db.selectFrom('subscriptions').selectAll().execute()).toEqual([]);
      expect((await planStatus(app, owner)).hasActivePlan).toBe(false);
    });

    it('says in Portuguese what is wrong with each field, and changes nothing', async () => {
      const { app } = ctx();
      const owner = await newEstablishment(app);
      const cases: [Record<string, unknown>, string, string][] = [
        [{ plano: 'premium' }, 'plano', 'Plano desconhecido'],
        [
          { aceites: { privacidade: false, termos: true } },
          'aceites.privacidade',
          'Aceite a Política de Privacidade para continuar',
        ],
        [{ aceites: { privacidade: true } }, 'aceites.termos', 'Aceite os Termos de Uso para continuar'],
        [
          { empresa: { ...subscribeBody('x').empresa, cnpj: '11.222.333/0001-80' } },
          'empresa.cnpj',
          'CNPJ inválido',
        ],
        [{ endereco: { ...subscribeBody('x').endereco, cep: '123' } }, 'endereco.cep', 'CEP inválido'],
        [{ endereco: { ...subscribeBody('x').endereco, uf: 'XX' } }, 'endereco.uf', 'UF inválida'],
        [
          { cartao: { ...subscribeBody('x').cartao, validade: '10/26' } },
          'cartao.validade',
          'Cartão vencido',
        ],
        [
          { cartao: { ...subscribeBody('x').cartao, cvv: '1' } },
          'cartao.cvv',
          'CVV inválido (3 ou 4 dígitos)',
        ],
        [{ chave: 'curta' }, 'chave', 'Chave de idempotência inválida'],
      ];
      for (const [override, campo, mensagem] of cases) {
        const response = await postSubscribe(app, owner, subscribeBody('essencial', override));
        expect(response.statusCode, campo).toBe(400);
        expect(response.json().errors).toContainEqual({ campo, mensagem });
      }
      expect(await app.services.database.db.selectFrom('payments').selectAll().execute()).toEqual([]);
    });

    it('buys one period for a double click or a retried request with the same key', async () => {
      const { app } = ctx();
      const owner = await newEstablishment(app);
      const body = subscribeBody('essencial');
      const [first, second] = await Promise.all([
        postSubscribe(app, owner, body),
        postSubscribe(app, owner, body),
      ]);
      const third = await postSubscribe(app, owner, body);
      expect([first.statusCode, second.statusCode].sort()).toEqual([200, 201]);
      expect(third.statusCode).toBe(200);
      const ids = [first, second, third].map((r) => r.json().data.pagamento.id);
      expect(new Set(ids).size).toBe(1);
      expect(await app.services.database.db.selectFrom('subscriptions').selectAll().execute()).toHaveLength(
        1,
      );
      expect((await planStatus(app, owner)).subscription?.dias_restantes).toBe(30);
      // The same key for another plan is a mistake, not a purchase.
      const other = await postSubscribe(app, owner, { ...body, plano: 'profissional' });
      expect(other.statusCode).toBe(409);
    });

    it('renews from the current expiry, then lapses and starts again from the day of payment', async () => {
      const { app, clock } = ctx();
      const owner = await newEstablishment(app);
      const start = clock.now();
      await subscribed(app, owner, 'essencial');
      clock.advance(20 * DAY_MS);
      const renewal = await subscribed(app, owner, 'essencial');
      expect(renewal.pagamento.valorCentavos).toBe(8990);
      expect((await planStatus(app, owner)).subscription).toMatchObject({
        data_vencimento: new Date(start + 60 * DAY_MS).toISOString(),
        dias_restantes: 40,
      });
      clock.advance(40 * DAY_MS);
      expect(await planStatus(app, owner)).toMatchObject({ hasActivePlan: false, subscription: null });
      clock.advance(5 * DAY_MS);
      await subscribed(app, owner, 'essencial');
      expect((await planStatus(app, owner)).subscription?.data_vencimento).toBe(
        new Date(clock.now() + 30 * DAY_MS).toISOString(),
      );
    });

    it('upgrades at once and keeps the unused Essencial days for after the Profissional year', async () => {
      const { app, clock } = ctx();
      const owner = await newEstablishment(app);
      await subscribed(app, owner, 'essencial');
      clock.advance(10 * DAY_MS);
      const upgrade = await subscribed(app, owner, 'profissional');
      expect(upgrade.pagamento.valorCentavos).toBe(155880);
      const status = await planStatus(app, owner);
      expect(status.subscription).toMatchObject({
        plano_id: 2,
        dias_restantes: 365,
        proximo: {
          plano_id: 1,
          data_inicio: new Date(clock.now() + 365 * DAY_MS).toISOString(),
          data_vencimento: new Date(clock.now() + 385 * DAY_MS).toISOString(),
        },
      });
      // The Essencial payment now covers the ten days it was used; the history stays truthful.
      const history = await planPayments(app, owner);
      expect(history.map((p) => p.plano_id)).toEqual([2, 1]);
      expect(history[1]!.periodo?.fim).toBe(new Date(clock.now()).toISOString());
    });

    it('queues a downgrade after the Profissional year instead of cutting it short', async () => {
      const { app, clock } = ctx();
      const owner = await newEstablishment(app);
      await subscribed(app, owner, 'profissional');
      clock.advance(100 * DAY_MS);
      await subscribed(app, owner, 'essencial');
      expect((await planStatus(app, owner)).subscription).toMatchObject({
        plano_id: 2,
        dias_restantes: 265,
        proximo: { plano_id: 1, data_inicio: new Date(clock.now() + 265 * DAY_MS).toISOString() },
      });
    });

    it('shows one establishment nothing of another one plan payments', async () => {
      const { app } = ctx();
      const owner = await newEstablishment(app);
      const other = await newEstablishment(app);
      const { pagamento } = await subscribed(app, owner, 'essencial');
      expect(await planPayments(app, other)).toEqual([]);
      expect((await planStatus(app, other)).hasActivePlan).toBe(false);
      const peek = await app.inject({
        method: 'GET',
        url: `/api/plans/payments/${pagamento.id}`,
        headers: bearer(other.token),
      });
      expect(peek.statusCode).toBe(404);
      const own = await app.inject({
        method: 'GET',
        url: `/api/plans/payments/${pagamento.id}`,
        headers: bearer(owner.token),
      });
      expect(own.json().data).toMatchObject({ id: pagamento.id, status: 'aprovado' });
    });
  },
  // Plans run for months: logins must outlast the clock moved across them.
  { env: { SESSION_TTL_HOURS: String(24 * 800) } },
);
