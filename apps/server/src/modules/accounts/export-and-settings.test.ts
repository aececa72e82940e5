import { DAY_MS, TEST_CARD_APPROVED } from '@vez/domain';
import { expect, it } from 'vitest';
import { bearer } from '../../test-support/fixtures';
import {
  advancePreference,
  goodCard,
  paySimulated,
  queueWithLine,
} from '../../test-support/payment-fixtures';
import { deliveredTo, subscribed } from '../../test-support/plan-fixtures';
import { newClient, newEstablishment } from '../../test-support/queue-fixtures';
import { describeEachDialect } from '../../test-support/test-app';
import { deliverOutbox } from '../outbox/deliver-outbox';
import { sendPlanNotices } from '../plans/send-plan-notices';
import { isoWeekOf, sendWeeklyBackups } from './send-weekly-backups';

describeEachDialect(
  'data export and settings',
  (ctx) => {
    it('gives a client everything we hold about them as JSON, and nobody else', async () => {
      const { app } = ctx();
      const { queue, clients } = await queueWithLine(app, 3, { nome: 'Corte' });
      const third = clients[2]!;
      const { paymentId } = await advancePreference(app, third, queue.id, 1);
      expect((await paySimulated(app, third, paymentId, goodCard)).statusCode).toBe(200);
      const other = await newClient(app);
      const foreign = await app.inject({
        method: 'GET',
        url: `/api/users/${third.id}/export`,
        headers: bearer(other.token),
      });
      expect(foreign.statusCode).toBe(403);

      const response = await app.inject({
        method: 'GET',
        url: `/api/users/${third.id}/export`,
        headers: bearer(third.token),
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-disposition']).toMatch(
        /^attachment; filename="vez-meus-dados-\d{4}-\d{2}-\d{2}\.json"$/,
      );
      expect(response.headers['cache-control']).toBe('no-store');
      const data = response.json().data;
      expect(data.conta).toMatchObject({ id: third.id, email_usuario: third.email });
      expect(data.filas).toMatchObject([{ fila: 'Corte', situacao: 'waiting', avancoPago: true }]);
      expect(data.pagamentos).toMatchObject([
        { fila: 'Corte', situacao: 'applied', posicoes: 1, cartao: { bandeira: 'visa', final: '1111' } },
      ]);
      expect(data.sessoes.length).toBeGreaterThan(0);
      expect(response.body).not.toContain(TEST_CARD_APPROVED.replace(/ /g, ''));
      expect(response.body).not.toContain(third.token);
    });

    it('gives an establishment its company, queues, plans and plan payments', async () => {
      const { app } = ctx();
      const owner = await newEstablishment(app);
      await subscribed(app, owner, 'essencial');
      const response = await app.inject({
        method: 'GET',
        url: `/api/establishments/${owner.id}/export`,
        headers: bearer(owner.token),
      });
      expect(response.statusCode).toBe(200);
      const data = response.json().data;
      expect(data.empresa).toMatchObject({ id: owner.id, email_empresa: owner.email });
      expect(data.planos).toMatchObject([{ plano: 'Essencial' }]);
      expect(data.pagamentosDePlanos).toMatchObject([
        {
          plano: 'Essencial',
          valorCentavos: 3990,
          cartao: { final: '1111' },
          cobranca: { empresa: { cnpj: '11222333000181' } },
        },
      ]);
    });

    it('keeps each account settings on the server, for the account itself only', async () => {
      const { app } = ctx();
      const ana = await newClient(app);
      const owner = await newEstablishment(app);
      const read = (url: string, token: string) => app.inject({ method: 'GET', url, headers: bearer(token) });
      expect((await read(`/api/users/${ana.id}/settings`, ana.token)).json().data).toEqual({
        notificacoes: true,
        notificacoesEmail: true,
        backupAutomatico: false,
        avisoPessoas: 3,
        notificacoesPush: true,
        notificacoesWhatsapp: false,
      });
      const saved = await app.inject({
        method: 'PUT',
        url: `/api/users/${ana.id}/settings`,
        headers: bearer(ana.token),
        payload: { notificacoes: true, notificacoesEmail: false, backupAutomatico: true },
      });
      expect(saved.json().data).toEqual({
        notificacoes: true,
        notificacoesEmail: false,
        backupAutomatico: false,
        avisoPessoas: 3,
        notificacoesPush: true,
        notificacoesWhatsapp: false,
      });
      expect((await read(`/api/users/${ana.id}/settings`, ana.token)).json().data.notificacoesEmail).toBe(
        false,
      );
      expect((await read(`/api/users/${ana.id}/settings`, owner.token)).statusCode).toBe(403);
      expect((await read(`/api/establishments/${owner.id}/settings`, ana.token)).statusCode).toBe(403);
      const bad = await app.inject({
        method: 'PUT',
        url: `/api/establishments/${owner.id}/settings`,
        headers: bearer(owner.token),
        payload: { notificacoes: 'sim', notificacoesEmail: true },
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().errors).toEqual([
        { campo: 'notificacoes', mensagem: 'Valor inválido: use verdadeiro ou falso' },
      ]);
    });

    it('honours the e-mail toggle for notices but always sends the receipt', async () => {
      const { app, clock, outbox } = ctx();
      const owner = await newEstablishment(app);
      await app.inject({
        method: 'PUT',
        url: `/api/establishments/${owner.id}/settings`,
        headers: bearer(owner.token),
        payload: { notificacoes: true, notificacoesEmail: false },
      });
      await subscribed(app, owner, 'essencial');
      clock.advance(24 * DAY_MS);
      await sendPlanNotices(app.services);
      const mails = await deliveredTo(app, outbox, 'financeiro@barbearia.com');
      expect(mails.map((m) => m.subject)).toEqual(['Vez — recibo do plano Essencial']);
      expect((await deliveredTo(app, outbox, owner.email)).length).toBe(0);
    });

    it('mails the weekly backup spreadsheet once a week to establishments that switched it on', async () => {
      const { app, clock, outbox, secondInstance } = ctx();
      const owner = await newEstablishment(app);
      const quiet = await newEstablishment(app);
      await app.inject({
        method: 'PUT',
        url: `/api/establishments/${owner.id}/settings`,
        headers: bearer(owner.token),
        payload: { notificacoes: true, notificacoesEmail: true, backupAutomatico: true },
      });
      const other = await secondInstance();
      const written = await Promise.all([sendWeeklyBackups(app.services), sendWeeklyBackups(other.services)]);
      expect(written[0] + written[1]).toBe(1);
      expect(await sendWeeklyBackups(app.services)).toBe(0);
      await Promise.all([deliverOutbox(app.services), deliverOutbox(other.services)]);
      const week = isoWeekOf(clock.now());
      expect(week).toBe('2026-W47');
      const mails = (await outbox()) as unknown as {
        to: string;
        subject: string;
        attachments: { filename: string; bytes: number }[];
      }[];
      expect(mails.filter((m) => m.to === owner.email)).toMatchObject([
        { subject: `Vez — backup semanal (${week})`, attachments: [{ filename: `vez-backup-${week}.xlsx` }] },
      ]);
      expect(mails.some((m) => m.to === quiet.email)).toBe(false);
      clock.advance(7 * DAY_MS);
      expect(await sendWeeklyBackups(app.services)).toBe(1);
      // With e-mails switched off, no backup either.
      await app.inject({
        method: 'PUT',
        url: `/api/establishments/${owner.id}/settings`,
        headers: bearer(owner.token),
        payload: { notificacoes: true, notificacoesEmail: false, backupAutomatico: true },
      });
      clock.advance(7 * DAY_MS);
      expect(await sendWeeklyBackups(app.services)).toBe(0);
    });
  },
  { env: { SESSION_TTL_HOURS: String(24 * 60) } },
);
