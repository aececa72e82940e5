import { DAY_MS } from '@vez/domain';
import { expect, it } from 'vitest';
import { bearer } from '../../test-support/fixtures';
import { deliveredTo, planStatus, subscribed } from '../../test-support/plan-fixtures';
import {
  callNext,
  createQueue,
  joined,
  newClient,
  newEstablishment,
} from '../../test-support/queue-fixtures';
import { useSmtpCatcher } from '../../test-support/smtp-catcher';
import { describeEachDialect } from '../../test-support/test-app';
import { deliverOutbox, OUTBOX_LEASE_MS } from '../outbox/deliver-outbox';
import { enqueueEmail } from '../outbox/enqueue-email';
import { sendPlanNotices } from './send-plan-notices';

const smtp = useSmtpCatcher();
const received = smtp.received;

const longLogins = { SESSION_TTL_HOURS: String(24 * 800) };

describeEachDialect(
  'plan notices and the outbox',
  (ctx) => {
    it('warns 7 days before the expiry and on the day it lapses, once each, with two instances and a restart', async () => {
      const { app, clock, outbox, secondInstance } = ctx();
      const owner = await newEstablishment(app);
      await subscribed(app, owner, 'essencial');
      const other = await secondInstance();
      const bothRun = () => Promise.all([sendPlanNotices(app.services), sendPlanNotices(other.services)]);

      clock.advance(22 * DAY_MS + 1);
      await bothRun();
      expect(await deliveredTo(app, outbox, owner.email)).toEqual([]);

      clock.advance(DAY_MS);
      await bothRun();
      await bothRun();
      await Promise.all([deliverOutbox(app.services), deliverOutbox(other.services)]);
      // A restarted instance runs the job again: the notice is already written.
      const restarted = await secondInstance();
      await sendPlanNotices(restarted.services);
      const warned = await deliveredTo(restarted, outbox, owner.email);
      expect(warned.map((m) => m.subject)).toEqual(['Vez — seu plano Essencial vence em 7 dias']);
      expect(warned[0]!.text).toContain('ninguém que está esperando é retirado');

      clock.advance(7 * DAY_MS);
      await bothRun();
      await bothRun();
      await Promise.all([deliverOutbox(app.services), deliverOutbox(other.services)]);
      const mails = await deliveredTo(app, outbox, owner.email);
      expect(mails.map((m) => m.subject)).toEqual([
        'Vez — seu plano Essencial vence em 7 dias',
        'Vez — seu plano Essencial venceu',
      ]);
    });

    it('warns again for the new expiry after a renewal', async () => {
      const { app, clock, outbox } = ctx();
      const owner = await newEstablishment(app);
      await subscribed(app, owner, 'essencial');
      clock.advance(24 * DAY_MS);
      await sendPlanNotices(app.services);
      await subscribed(app, owner, 'essencial');
      clock.advance(DAY_MS);
      await sendPlanNotices(app.services);
      expect((await deliveredTo(app, outbox, owner.email)).map((m) => m.subject)).toEqual([
        'Vez — seu plano Essencial vence em 6 dias',
      ]);
      clock.advance(28 * DAY_MS);
      await sendPlanNotices(app.services);
      expect((await deliveredTo(app, outbox, owner.email)).map((m) => m.subject)).toEqual([
        'Vez — seu plano Essencial vence em 6 dias',
        'Vez — seu plano Essencial vence em 7 dias',
      ]);
    });

    it('keeps open queues and waiting people after a lapse, and refuses new queues past the no-plan limit', async () => {
      const { app, clock } = ctx();
      const owner = await newEstablishment(app);
      await subscribed(app, owner, 'essencial');
      const queues = [
        await createQueue(app, owner),
        await createQueue(app, owner),
        await createQueue(app, owner),
      ];
      const clients = [await newClient(app), await newClient(app)];
      for (const client of clients) await joined(app, client, queues[0]!.id);

      clock.advance(31 * DAY_MS);
      expect((await planStatus(app, owner)).hasActivePlan).toBe(false);
      const refused = await app.inject({
        method: 'POST',
        url: '/api/queues',
        headers: bearer(owner.token),
        payload: { nome: 'Quarta fila' },
      });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe(
        'Sem plano, o estabelecimento pode manter 1 fila aberta (ativa ou pausada) por vez. Encerre uma fila ou conheça os planos para abrir mais.',
      );
      const first = await app.inject({ method: 'GET', url: `/api/queues/${queues[0]!.id}` });
      expect(first.json().data).toMatchObject({ status: 'ativa', total_clientes: 2 });
      expect((await callNext(app, owner, queues[0]!.id)).json().data.nome).toBe(clients[0]!.name);
    });

    it('sends each message once when two instances deliver at once, and retries one a crashed instance held', async () => {
      const { app, clock, outbox, secondInstance } = ctx();
      const other = await secondInstance();
      const now = clock.now();
      for (let i = 1; i <= 6; i++) {
        await enqueueEmail(app.services.outbox, {
          key: `test:${i}`,
          to: `pessoa${i}@exemplo.com`,
          now,
          content: { subject: `Mensagem ${i}`, greeting: 'Olá!', paragraphs: ['Teste.'] },
        });
      }
      // Written twice under the same key: still one message.
      expect(
        await enqueueEmail(app.services.outbox, {
          key: 'test:1',
          to: 'pessoa1@exemplo.com',
          now,
          content: { subject: 'Mensagem 1', greeting: 'Olá!', paragraphs: ['Teste.'] },
        }),
      ).toBe(false);
      // An instance claims the last one and dies before sending it.
      const held = await app.services.outbox.claimDue(now, now + OUTBOX_LEASE_MS, 'crashed', 10);
      expect(held).toHaveLength(6);
      await app.services.database.db
        .updateTable('outbox_messages')
        .set({ claim_token: null, claimed_until: null })
        .where('dedupe_key', '!=', 'test:6')
        .execute();

      const sent = await Promise.all([deliverOutbox(app.services), deliverOutbox(other.services)]);
      expect(sent[0] + sent[1]).toBe(5);
      expect((await outbox()).map((m) => m.subject).sort()).toEqual(
        [1, 2, 3, 4, 5].map((i) => `Mensagem ${i}`),
      );

      clock.advance(OUTBOX_LEASE_MS);
      expect(await deliverOutbox(other.services)).toBe(1);
      expect(await deliverOutbox(app.services)).toBe(0);
      expect(await outbox()).toHaveLength(6);
    });

    it('backs off after a failed send and tries again later', async () => {
      const { app, clock, outbox } = ctx();
      await enqueueEmail(app.services.outbox, {
        key: 'test:flaky',
        to: 'pessoa@exemplo.com',
        now: clock.now(),
        content: { subject: 'Recibo', greeting: 'Olá!', paragraphs: ['Teste.'] },
      });
      const down = {
        send: async () => {
          throw new Error('connection refused');
        },
        close: () => {},
      };
      expect(await deliverOutbox({ ...app.services, mailer: down })).toBe(0);
      expect(await deliverOutbox(app.services)).toBe(0);
      clock.advance(30_000);
      expect(await deliverOutbox(app.services)).toBe(1);
      expect((await outbox()).map((m) => m.subject)).toEqual(['Recibo']);
    });
  },
  { env: longLogins },
);

describeEachDialect(
  'plan receipt through a real SMTP server',
  (ctx) => {
    it('delivers the receipt over SMTP once, with a Message-ID derived from the payment', async () => {
      const { app, secondInstance } = ctx();
      received.length = 0;
      const owner = await newEstablishment(app);
      const { pagamento } = await subscribed(app, owner, 'profissional');
      const other = await secondInstance();
      await Promise.all([deliverOutbox(app.services), deliverOutbox(other.services)]);
      await deliverOutbox(app.services);
      expect(received).toHaveLength(1);
      expect(received[0]!.to).toEqual(['financeiro@barbearia.com']);
      const raw = received[0]!.raw.replace(/=\r?\n/g, '');
      expect(raw).toMatch(/Message-ID: <[0-9a-f]{32}@vez\.test>/i);
      expect(raw).toContain('1.558,80');
      expect(raw).toContain(pagamento.id);
    });
  },
  { env: () => ({ ...longLogins, SMTP_URL: smtp.url() }) },
);
