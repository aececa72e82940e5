import { PROFISSIONAL_ONLY_MESSAGE } from '@vez/domain';
import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import { expect, it } from 'vitest';
import { bearer } from '../../test-support/fixtures';
import { goodCard } from '../../test-support/payment-fixtures';
import { subscribed } from '../../test-support/plan-fixtures';
import {
  type Account,
  callNext,
  createQueue,
  joined,
  leave,
  newClient,
  newEstablishment,
} from '../../test-support/queue-fixtures';
import { describeEachDialect, type TestClock } from '../../test-support/test-app';

const MINUTE = 60_000;

/** The document's title as pdfkit writes it: an indirect UTF-16BE literal string (with a BOM). */
function pdfTitle(pdf: Buffer): string {
  const text = pdf.toString('latin1');
  const ref = /\/Title (\d+) 0 R/.exec(text)?.[1];
  const start = text.indexOf(`\n${ref} 0 obj\n(`);
  if (!ref || start < 0) return '';
  const body = text.slice(start + `\n${ref} 0 obj\n(`.length, text.indexOf(')\nendobj', start));
  const bytes = Buffer.from(body.replace(/\\(.)/g, '$1'), 'latin1').subarray(2);
  return Buffer.from(bytes).swap16().toString('utf16le');
}

/** GET an establishment statistics route and return its data. */
async function read(app: FastifyInstance, owner: Account, url: string) {
  const response = await app.inject({ method: 'GET', url, headers: bearer(owner.token) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}

/**
 * A known history over two Brasília days (the test clock starts on Saturday 2026-11-21, 09:00 in
 * Brasília): queue A serves c1 (6 min) and c3 (20 min) while c2 leaves; queue B calls c4, who is marked
 * 'Não compareceu'; c5 joins A at 23:50 and is served at 00:10 the next day (20 min); on Sunday c7 pays
 * to move ahead in B, and B is closed with c6 and c7 still waiting.
 */
async function buildHistory(app: FastifyInstance, clock: TestClock) {
  const owner = await newEstablishment(app, { nome_empresa: 'Barbearia Estatística LTDA' });
  await subscribed(app, owner, 'profissional');
  const a = await createQueue(app, owner, { nome: 'Corte', tempo_estimado: 10 });
  const b = await createQueue(app, owner, { nome: 'Barba', tempo_estimado: 20 });
  const [c1, c2, c3, c4, c5, c6, c7] = [
    await newClient(app),
    await newClient(app),
    await newClient(app),
    await newClient(app),
    await newClient(app),
    await newClient(app),
    await newClient(app),
  ] as Account[];
  for (const client of [c1!, c2!, c3!]) await joined(app, client, a.id);
  await joined(app, c4!, b.id);
  clock.advance(6 * MINUTE);
  await callNext(app, owner, a.id);
  clock.advance(4 * MINUTE);
  await leave(app, c2!, a.id);
  clock.advance(10 * MINUTE);
  await callNext(app, owner, a.id);
  const calledB = (await callNext(app, owner, b.id)).json().data;
  const recent = await read(app, owner, `/api/queues/${b.id}/chamados-recentes`);
  expect(recent).toMatchObject([{ nome: calledB.nome, naoCompareceu: false, podeMarcar: true }]);
  const noShow = await app.inject({
    method: 'POST',
    url: `/api/queues/${b.id}/tickets/${recent[0].ticketId}/nao-compareceu`,
    headers: bearer(owner.token),
  });
  expect(noShow.statusCode, noShow.body).toBe(200);

  clock.advance((14 * 60 + 30) * MINUTE); // 23:50
  await joined(app, c5!, a.id);
  clock.advance(20 * MINUTE); // 00:10 on Sunday
  await callNext(app, owner, a.id);
  clock.advance(10 * 60 * MINUTE); // 10:10 on Sunday
  await joined(app, c6!, b.id);
  await joined(app, c7!, b.id);
  const preference = await app.inject({
    method: 'POST',
    url: '/api/payments/advance-preference',
    headers: bearer(c7!.token),
    payload: { queueId: b.id, positions: 1 },
  });
  const paid = await app.inject({
    method: 'POST',
    url: `/api/payments/${preference.json().data.paymentId}/simulado/pagar`,
    headers: bearer(c7!.token),
    payload: goodCard,
  });
  expect(paid.json().data.status).toBe('aprovado');
  clock.advance(5 * MINUTE);
  // c7 leaves by choice and keeps having paid (decision 054: a queue closed with c7 still waiting would
  // give the advance back); c6 is still waiting when the queue closes. Both are abandonments.
  await leave(app, c7!, b.id);
  const closed = await app.inject({
    method: 'DELETE',
    url: `/api/queues/${b.id}`,
    headers: bearer(owner.token),
  });
  expect(closed.statusCode, closed.body).toBe(200);
  return { owner, a, b };
}

describeEachDialect(
  'statistics and reports from the history',
  (ctx) => {
    it('counts every figure of each Brasília day exactly, across midnight', async () => {
      const { app, clock } = ctx();
      const { owner, a, b } = await buildHistory(app, clock);
      const saturday = '?de=2026-11-21&ate=2026-11-21';
      const sunday = '?de=2026-11-22&ate=2026-11-22';
      const both = '?de=2026-11-21&ate=2026-11-22';

      expect(await read(app, owner, `/api/establishments/stats${saturday}`)).toMatchObject({
        periodo: { de: '2026-11-21', ate: '2026-11-21' },
        totalClientesAtendidos: 2,
        tempoMedioReal: 13,
        totalAbandonos: 1,
        totalNaoCompareceu: 1,
        receitaCentavos: 0,
        totalAvancos: 0,
        profissional: true,
      });
      expect(await read(app, owner, `/api/establishments/stats${sunday}`)).toMatchObject({
        totalClientesAtendidos: 1,
        tempoMedioReal: 20,
        totalAbandonos: 2,
        receitaCentavos: 1000,
        receitaTotal: 10,
        totalAvancos: 1,
        pessoasAguardando: 0,
        filasAtivas: 1,
        totalFilas: 1,
        tempoMedioEstimado: 10,
        distribuicao: { atendidos: 1, emEspera: 0, abandonos: 2, avancos: 1 },
      });
      expect((await read(app, owner, `/api/establishments/stats${both}`)).tempoMedioReal).toBe(15.3);

      const hourly = await read(app, owner, `/api/establishments/${owner.id}/atendimentos-por-hora${both}`);
      expect(hourly).toHaveLength(24);
      expect(hourly.filter((h: { total_atendimentos: number }) => h.total_atendimentos > 0)).toEqual([
        { hora: '00:00', total_atendimentos: 1 },
        { hora: '09:00', total_atendimentos: 2 },
      ]);

      expect(await read(app, owner, `/api/establishments/stats/filas${both}`)).toEqual([
        {
          queueId: a.id,
          nome: 'Corte',
          status: 'ativa',
          pessoasAguardando: 0,
          atendidos: 3,
          tempoMedioReal: 15.3,
          tempoEstimado: 10,
          versao: expect.any(Number),
        },
      ]);
      expect(
        (await read(app, owner, `/api/establishments/stats/filas${saturday}`)).map(
          (q: { queueId: number }) => q.queueId,
        ),
      ).toEqual([a.id]);
      expect(b.id).toBeGreaterThan(a.id);

      expect(await read(app, owner, `/api/establishments/stats/avancado${both}`)).toEqual({
        periodo: { de: '2026-11-21', ate: '2026-11-22' },
        taxaAbandono: 50,
        volumePorDia: [
          { dia: '2026-11-21', clientes: 5 },
          { dia: '2026-11-22', clientes: 2 },
        ],
        mapaChegadas: [
          { diaSemana: 0, hora: 10, chegadas: 2 },
          { diaSemana: 6, hora: 9, chegadas: 4 },
          { diaSemana: 6, hora: 23, chegadas: 1 },
        ],
        // Quotes 0, 20 and 0 min against real waits of 6, 20 and 20 min.
        precisaoEstimativa: { amostras: 3, erroMedianoMin: 6, dentroDaMargemPct: 33.3 },
      });

      const advances = await read(app, owner, `/api/establishments/stats/avancos${both}`);
      expect(advances.totais).toEqual({
        quantidade: 1,
        valorCentavos: 1000,
        estornoCentavos: 0,
        receitaCentavos: 1000,
      });
      expect(advances.itens).toMatchObject([
        { fila: 'Barba', posicoes: 1, posicoesAplicadas: 1, status: 'aprovado' },
      ]);
    });

    it('exports the period as a PDF and a spreadsheet with the same figures', async () => {
      const { app, clock } = ctx();
      const { owner } = await buildHistory(app, clock);
      const pdf = await app.inject({
        method: 'GET',
        url: '/api/establishments/relatorio.pdf?de=2026-11-21&ate=2026-11-22',
        headers: bearer(owner.token),
      });
      expect(pdf.statusCode).toBe(200);
      expect(pdf.headers['content-type']).toBe('application/pdf');
      expect(pdf.headers['content-disposition']).toBe(
        'attachment; filename="vez-relatorio-2026-11-21-a-2026-11-22.pdf"',
      );
      expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      expect(pdfTitle(pdf.rawPayload)).toBe('Relatório Vez — Barbearia Estatística LTDA');

      const xlsx = await app.inject({
        method: 'GET',
        url: '/api/establishments/relatorio.xlsx?de=2026-11-21&ate=2026-11-22',
        headers: bearer(owner.token),
      });
      expect(xlsx.statusCode).toBe(200);
      expect(xlsx.headers['content-disposition']).toBe(
        'attachment; filename="vez-relatorio-2026-11-21-a-2026-11-22.xlsx"',
      );
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
      expect(workbook.worksheets.map((s) => s.name)).toEqual([
        'Resumo',
        'Por fila',
        'Por hora',
        'Por dia',
        'Chegadas',
        'Avanços pagos',
      ]);
      const summary = workbook.getWorksheet('Resumo')!;
      const value = (label: string) =>
        summary.getSheetValues().find((row) => Array.isArray(row) && row[1] === label)?.[2 as never];
      expect(value('Atendimentos concluídos')).toBe(3);
      expect(value('Receita de avanços (R$)')).toBe(10);
      expect(value('Início do período')).toEqual(new Date('2026-11-21T00:00:00Z'));
      const advances = workbook.getWorksheet('Avanços pagos')!;
      expect(advances.getRow(2).getCell(5).value).toBe(10);
      expect(advances.getRow(3).getCell(2).value).toBe('Total');
    });

    it("tells each queue's version with its figures, the one its live stream opens at", async () => {
      const { app } = ctx();
      const owner = await newEstablishment(app);
      const queue = await createQueue(app, owner);
      const versionNow = async () =>
        ((await read(app, owner, '/api/establishments/stats/filas')) as { versao: number }[])[0]!.versao;
      const before = await versionNow();
      const [ana, bia] = [await newClient(app), await newClient(app)];
      await joined(app, ana, queue.id);
      await callNext(app, owner, queue.id);
      await joined(app, bia, queue.id);
      // Waiting: one before, one after; what was served changed, and the version says so.
      expect(await versionNow()).toBe(before + 3);
      expect(await versionNow()).toBe((await app.services.queues.findById(queue.id))?.version);
    });

    it('answers only the owner, keeps Profissional views for Profissional, and refuses a bad period', async () => {
      const { app } = ctx();
      const owner = await newEstablishment(app);
      const other = await newEstablishment(app);
      const client = await newClient(app);
      expect((await app.inject({ method: 'GET', url: '/api/establishments/stats' })).statusCode).toBe(401);
      const asClient = await app.inject({
        method: 'GET',
        url: '/api/establishments/stats',
        headers: bearer(client.token),
      });
      expect(asClient.statusCode).toBe(403);
      const foreign = await app.inject({
        method: 'GET',
        url: `/api/establishments/${owner.id}/atendimentos-por-hora`,
        headers: bearer(other.token),
      });
      expect(foreign.statusCode).toBe(403);
      const missing = await app.inject({
        method: 'GET',
        url: '/api/establishments/999999/atendimentos-por-hora',
        headers: bearer(owner.token),
      });
      expect(missing.statusCode).toBe(404);
      expect((await read(app, owner, '/api/establishments/stats')).profissional).toBe(false);
      for (const url of ['stats/avancado', 'stats/avancos', 'relatorio.pdf', 'relatorio.xlsx']) {
        const refused = await app.inject({
          method: 'GET',
          url: `/api/establishments/${url}`,
          headers: bearer(owner.token),
        });
        expect(refused.statusCode, url).toBe(403);
        expect(refused.json().message).toBe(PROFISSIONAL_ONLY_MESSAGE);
      }
      const bad = await app.inject({
        method: 'GET',
        url: '/api/establishments/stats?de=2026-11-30&ate=2026-11-01',
        headers: bearer(owner.token),
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toBe('A data final deve ser igual ou posterior à inicial');
    });

    it("marks 'Não compareceu' once, only for the owner and only within 15 minutes of the call", async () => {
      const { app, clock } = ctx();
      const owner = await newEstablishment(app);
      const other = await newEstablishment(app);
      const queue = await createQueue(app, owner);
      const [first, second] = [await newClient(app), await newClient(app)];
      await joined(app, first!, queue.id);
      await joined(app, second!, queue.id);
      await callNext(app, owner, queue.id);
      const [recent] = await read(app, owner, `/api/queues/${queue.id}/chamados-recentes`);
      const mark = (account: Account, ticketId = recent.ticketId) =>
        app.inject({
          method: 'POST',
          url: `/api/queues/${queue.id}/tickets/${ticketId}/nao-compareceu`,
          headers: bearer(account.token),
        });
      expect((await mark(other)).statusCode).toBe(403);
      const [once, twice] = await Promise.all([mark(owner), mark(owner)]);
      expect([once.statusCode, twice.statusCode].sort()).toEqual([200, 409]);
      expect((await read(app, owner, '/api/establishments/stats')).totalNaoCompareceu).toBe(1);

      await callNext(app, owner, queue.id);
      clock.advance(16 * MINUTE);
      const late = (await read(app, owner, `/api/queues/${queue.id}/chamados-recentes`)) as unknown[];
      expect(late).toEqual([]);
      const lateTicket = (
        await app.services.database.db
          .selectFrom('tickets')
          .select('id')
          .where('status', '=', 'called')
          .orderBy('id', 'desc')
          .executeTakeFirstOrThrow()
      ).id;
      const tooLate = await mark(owner, lateTicket);
      expect(tooLate.statusCode).toBe(409);
      expect(tooLate.json().message).toBe(
        "Só é possível marcar 'Não compareceu' até 15 minutos depois da chamada.",
      );
    });
  },
  { env: { SESSION_TTL_HOURS: String(24 * 30) } },
);
