import { formatCents, formatDateBrasilia } from '@vez/domain';
import PDFDocument from 'pdfkit';
import { type ReportData, STATUS_LABELS } from './collect-report';
import { ACCENT, barChart, horizontalBars, INK, MARGIN, MUTED, section, table } from './pdf-drawing';

const minutes = (value: number | null) =>
  value === null ? 'Sem dados' : `${value.toLocaleString('pt-BR')} min`;
const day = (iso: string) => iso.split('-').reverse().join('/');

/**
 * The report as a PDF (pdfkit), streamed as it is drawn: a header with the establishment and the
 * period, the figures, two charts drawn as vectors, the per-queue table and the paid advances.
 */
export function renderReportPdf(data: ReportData): NodeJS.ReadableStream {
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    info: { Title: `Relatório Vez — ${data.establishmentName}` },
  });
  const width = doc.page.width - MARGIN * 2;

  doc.fillColor(ACCENT).fontSize(10).text('Vez — Relatório do estabelecimento');
  doc.moveDown(0.3).fillColor(INK).fontSize(20).text(data.establishmentName);
  doc
    .fontSize(11)
    .fillColor(MUTED)
    .text(
      `Período: ${day(data.period.de)} a ${day(data.period.ate)} · gerado em ${formatDateBrasilia(data.generatedAt)}`,
    );
  doc.moveDown();

  const s = data.stats;
  const figures: [string, string][] = [
    ['Atendimentos concluídos', String(s.totalClientesAtendidos)],
    ['Tempo médio de espera (real)', minutes(s.tempoMedioReal)],
    ['Tempo estimado das filas', minutes(s.tempoMedioEstimado)],
    ['Receita de avanços', formatCents(s.receitaCentavos)],
    ['Abandonos', String(s.totalAbandonos)],
    [
      'Taxa de abandono',
      data.advanced.taxaAbandono === null
        ? 'Sem dados'
        : `${data.advanced.taxaAbandono.toLocaleString('pt-BR')}%`,
    ],
    ['Não compareceu', String(s.totalNaoCompareceu)],
    ['Avanços pagos', String(s.totalAvancos)],
  ];
  section(doc, 'Resumo');
  const columnWidth = width / 2;
  figures.forEach(([label, value], index) => {
    const x = MARGIN + (index % 2) * columnWidth;
    const y = doc.y;
    doc
      .fontSize(9)
      .fillColor(MUTED)
      .text(label, x, y, { width: columnWidth - 8 });
    doc
      .fontSize(13)
      .fillColor(INK)
      .text(value, x, doc.y, { width: columnWidth - 8 });
    if (index % 2 === 0) doc.y = y;
    else doc.moveDown(0.4);
  });
  const accuracy = data.advanced.precisaoEstimativa;
  doc.x = MARGIN;
  doc
    .moveDown(0.5)
    .fontSize(9)
    .fillColor(MUTED)
    .text(
      accuracy.amostras === 0
        ? 'Precisão da estimativa: sem dados no período.'
        : `Precisão da estimativa: erro mediano de ${accuracy.erroMedianoMin?.toLocaleString('pt-BR')} min; ${accuracy.dentroDaMargemPct?.toLocaleString('pt-BR')}% dentro de ±5 min (baseado em ${accuracy.amostras} atendimentos).`,
      MARGIN,
    );

  section(doc, 'Atendimentos por hora');
  barChart(
    doc,
    data.hourly.map((row) => ({ label: row.hora.slice(0, 2), value: row.total_atendimentos })),
    width,
    140,
  );

  section(doc, 'Tempo médio de espera por fila (min)');
  horizontalBars(
    doc,
    data.queues.map((q) => ({
      label: q.nome,
      value: q.tempoMedioReal ?? 0,
      text: minutes(q.tempoMedioReal),
    })),
    width,
  );

  section(doc, 'Filas');
  table(
    doc,
    ['Fila', 'Status', 'Atendidos', 'Tempo médio', 'Estimado'],
    data.queues.map((q) => [
      q.nome,
      STATUS_LABELS[q.status],
      String(q.atendidos),
      minutes(q.tempoMedioReal),
      `${q.tempoEstimado} min`,
    ]),
    [0.36, 0.16, 0.14, 0.17, 0.17].map((f) => f * width),
  );

  section(doc, 'Avanços pagos');
  const t = data.advances.totais;
  doc
    .fontSize(10)
    .fillColor(INK)
    .text(
      `${t.quantidade} avanços · cobrado ${formatCents(t.valorCentavos)} · estornado ${formatCents(t.estornoCentavos)} · receita ${formatCents(t.receitaCentavos)}`,
    );
  doc.moveDown(0.3);
  table(
    doc,
    ['Data', 'Fila', 'Posições', 'Valor', 'Situação'],
    data.advances.itens
      .slice(0, 200)
      .map((a) => [
        formatDateBrasilia(Date.parse(a.data)),
        a.fila,
        `${a.posicoesAplicadas ?? 0}/${a.posicoes}`,
        formatCents(a.valorCentavos - a.estornoCentavos),
        a.status === 'aprovado' ? 'Aprovado' : 'Estornado',
      ]),
    [0.18, 0.36, 0.14, 0.16, 0.16].map((f) => f * width),
  );
  doc.end();
  return doc;
}
