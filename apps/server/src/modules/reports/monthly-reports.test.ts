import { DAY_MS } from '@vez/domain';
import { expect, it } from 'vitest';
import { subscribed } from '../../test-support/plan-fixtures';
import {
  callNext,
  createQueue,
  joined,
  newClient,
  newEstablishment,
} from '../../test-support/queue-fixtures';
import { describeEachDialect } from '../../test-support/test-app';
import { deliverOutbox } from '../outbox/deliver-outbox';
import { previousMonth, sendMonthlyReports } from './monthly-reports';

describeEachDialect(
  'monthly report by e-mail',
  (ctx) => {
    it('names the previous Brasília month, across a year', () => {
      expect(previousMonth(Date.UTC(2026, 11, 1, 10))).toEqual({
        de: '2026-11-01',
        ate: '2026-11-30',
        label: 'novembro de 2026',
        key: '2026-11',
      });
      // 01:00 UTC on 1 January is still 31 December in Brasília.
      expect(previousMonth(Date.UTC(2027, 0, 1, 1)).key).toBe('2026-11');
      expect(previousMonth(Date.UTC(2027, 0, 1, 10)).key).toBe('2026-12');
    });

    it('sends Profissional establishments last month PDF once, with two instances and a restart', async () => {
      const { app, clock, outbox, secondInstance } = ctx();
      const pro = await newEstablishment(app);
      const essencial = await newEstablishment(app);
      await subscribed(app, pro, 'profissional');
      await subscribed(app, essencial, 'essencial');
      const queue = await createQueue(app, pro);
      await joined(app, await newClient(app), queue.id);
      await callNext(app, pro, queue.id);

      const other = await secondInstance();
      expect(await sendMonthlyReports(app.services)).toBe(0); // 21 November: not the start of a month
      clock.advance(Date.UTC(2026, 11, 1, 10) - clock.now());
      const written = await Promise.all([
        sendMonthlyReports(app.services),
        sendMonthlyReports(other.services),
      ]);
      expect(written[0] + written[1]).toBe(1);
      const restarted = await secondInstance();
      expect(await sendMonthlyReports(restarted.services)).toBe(0);
      await Promise.all([deliverOutbox(app.services), deliverOutbox(other.services)]);
      await deliverOutbox(restarted.services);

      const mails = await outbox();
      const reports = mails.filter((m) => m.subject === 'Vez — relatório de novembro de 2026');
      expect(reports).toHaveLength(1);
      expect(reports[0]).toMatchObject({
        to: pro.email,
        attachments: [{ filename: 'vez-relatorio-2026-11-01-a-2026-11-30.pdf', bytes: expect.any(Number) }],
      });
      expect(
        (reports[0] as unknown as { attachments: { bytes: number }[] }).attachments[0]!.bytes,
      ).toBeGreaterThan(1000);
      expect(mails.some((m) => m.to === essencial.email && m.subject.includes('relatório'))).toBe(false);

      clock.advance(3 * DAY_MS);
      expect(await sendMonthlyReports(app.services)).toBe(0);
    });
  },
  { env: { SESSION_TTL_HOURS: String(24 * 30) } },
);
