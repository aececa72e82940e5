import { PassThrough } from 'node:stream';
import { brasiliaWallClock } from '@vez/domain';
import ExcelJS from 'exceljs';
import { type ReportData, STATUS_LABELS, WEEKDAYS } from './collect-report';

const MONEY = '"R$" #,##0.00';

/**
 * The report as a spreadsheet (exceljs), one sheet per table with real number, money and date cells,
 * streamed row by row as the workbook is written.
 */
export function renderReportXlsx(data: ReportData): NodeJS.ReadableStream {
  const stream = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useStyles: true });
  workbook.creator = 'Vez';
  void write(workbook, data).catch((error: unknown) => stream.destroy(error as Error));
  return stream;
}

async function write(workbook: ExcelJS.stream.xlsx.WorkbookWriter, data: ReportData) {
  const s = data.stats;
  const summary = workbook.addWorksheet('Resumo');
  summary.columns = [
    { header: 'Indicador', key: 'label', width: 34 },
    { header: 'Valor', key: 'value', width: 20 },
  ];
  const rows: [string, number | string | Date | null, string?][] = [
    ['Estabelecimento', data.establishmentName],
    ['Início do período', new Date(`${data.period.de}T00:00:00Z`), 'dd/mm/yyyy'],
    ['Fim do período', new Date(`${data.period.ate}T00:00:00Z`), 'dd/mm/yyyy'],
    ['Atendimentos concluídos', s.totalClientesAtendidos],
    ['Tempo médio de espera real (min)', s.tempoMedioReal],
    ['Tempo estimado das filas (min)', s.tempoMedioEstimado],
    ['Receita de avanços (R$)', s.receitaCentavos / 100, MONEY],
    ['Abandonos', s.totalAbandonos],
    ['Taxa de abandono (%)', data.advanced.taxaAbandono],
    ['Não compareceu', s.totalNaoCompareceu],
    ['Avanços pagos', s.totalAvancos],
    ['Pessoas aguardando (ao gerar)', s.pessoasAguardando],
    ['Erro mediano da estimativa (min)', data.advanced.precisaoEstimativa.erroMedianoMin],
    ['Dentro de ±5 min (%)', data.advanced.precisaoEstimativa.dentroDaMargemPct],
  ];
  for (const [label, value, format] of rows) {
    const row = summary.addRow({ label, value: value ?? 'Sem dados' });
    if (format) row.getCell('value').numFmt = format;
    row.commit();
  }
  summary.commit();

  const queues = workbook.addWorksheet('Por fila');
  queues.columns = [
    { header: 'Fila', key: 'nome', width: 30 },
    { header: 'Situação', key: 'status', width: 14 },
    { header: 'Aguardando agora', key: 'waiting', width: 18 },
    { header: 'Atendidos', key: 'served', width: 12 },
    { header: 'Tempo médio real (min)', key: 'real', width: 22 },
    { header: 'Tempo estimado (min)', key: 'estimated', width: 20 },
  ];
  for (const q of data.queues) {
    queues
      .addRow({
        nome: q.nome,
        status: STATUS_LABELS[q.status],
        waiting: q.pessoasAguardando,
        served: q.atendidos,
        real: q.tempoMedioReal,
        estimated: q.tempoEstimado,
      })
      .commit();
  }
  queues.commit();

  const hours = workbook.addWorksheet('Por hora');
  hours.columns = [
    { header: 'Hora', key: 'hora', width: 10 },
    { header: 'Atendimentos', key: 'total', width: 14 },
  ];
  for (const h of data.hourly) hours.addRow({ hora: h.hora, total: h.total_atendimentos }).commit();
  hours.commit();

  const days = workbook.addWorksheet('Por dia');
  days.columns = [
    { header: 'Dia', key: 'dia', width: 14, style: { numFmt: 'dd/mm/yyyy' } },
    { header: 'Clientes', key: 'clientes', width: 12 },
  ];
  for (const d of data.advanced.volumePorDia) {
    days.addRow({ dia: new Date(`${d.dia}T00:00:00Z`), clientes: d.clientes }).commit();
  }
  days.commit();

  const arrivals = workbook.addWorksheet('Chegadas');
  arrivals.columns = [
    { header: 'Dia da semana', key: 'dia', width: 16 },
    ...Array.from({ length: 24 }, (_, h) => ({
      header: `${String(h).padStart(2, '0')}h`,
      key: `h${h}`,
      width: 6,
    })),
  ];
  WEEKDAYS.forEach((name, weekday) => {
    const row: Record<string, string | number> = { dia: name };
    for (let h = 0; h < 24; h++) row[`h${h}`] = 0;
    for (const cell of data.advanced.mapaChegadas.filter((c) => c.diaSemana === weekday))
      row[`h${cell.hora}`] = cell.chegadas;
    arrivals.addRow(row).commit();
  });
  arrivals.commit();

  const advances = workbook.addWorksheet('Avanços pagos');
  advances.columns = [
    { header: 'Data', key: 'data', width: 18, style: { numFmt: 'dd/mm/yyyy hh:mm' } },
    { header: 'Fila', key: 'fila', width: 28 },
    { header: 'Posições compradas', key: 'posicoes', width: 18 },
    { header: 'Posições aplicadas', key: 'aplicadas', width: 18 },
    { header: 'Valor (R$)', key: 'valor', width: 14, style: { numFmt: MONEY } },
    { header: 'Estorno (R$)', key: 'estorno', width: 14, style: { numFmt: MONEY } },
    { header: 'Situação', key: 'status', width: 12 },
  ];
  for (const a of data.advances.itens) {
    advances
      .addRow({
        // Excel has no time zone: dates are written as Brasília wall-clock times.
        data: brasiliaWallClock(Date.parse(a.data)),
        fila: a.fila,
        posicoes: a.posicoes,
        aplicadas: a.posicoesAplicadas ?? 0,
        valor: a.valorCentavos / 100,
        estorno: a.estornoCentavos / 100,
        status: a.status === 'aprovado' ? 'Aprovado' : 'Estornado',
      })
      .commit();
  }
  const total = advances.addRow({
    fila: 'Total',
    valor: data.advances.totais.valorCentavos / 100,
    estorno: data.advances.totais.estornoCentavos / 100,
  });
  total.font = { bold: true };
  total.commit();
  advances.commit();
  await workbook.commit();
}
