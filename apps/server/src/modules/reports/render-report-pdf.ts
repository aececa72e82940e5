import { formatCents, formatDateBrasilia } from '@vez/domain';
import PDFDocument from 'pdfkit';
import { type ReportData, STATUS_LABELS } from './collect-report';

const INK = '#1f2430';
const MUTED = '#5b6170';
const ACCENT = '#2563eb';
const MARGIN = 48;

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

function section(doc: PDFKit.PDFDocument, title: string) {
  if (doc.y > doc.page.height - 160) doc.addPage();
  doc.x = MARGIN;
  doc.moveDown(0.8).fontSize(13).fillColor(ACCENT).text(title, MARGIN).moveDown(0.3);
}

function barChart(
  doc: PDFKit.PDFDocument,
  bars: { label: string; value: number }[],
  width: number,
  height: number,
) {
  const top = doc.y;
  const max = Math.max(1, ...bars.map((b) => b.value));
  const slot = width / bars.length;
  doc
    .lineWidth(0.5)
    .strokeColor(MUTED)
    .moveTo(MARGIN, top + height)
    .lineTo(MARGIN + width, top + height)
    .stroke();
  bars.forEach((bar, i) => {
    const h = (bar.value / max) * (height - 14);
    const x = MARGIN + i * slot + slot * 0.15;
    if (h > 0) doc.rect(x, top + height - h, slot * 0.7, h).fill(ACCENT);
    if (bar.value > 0)
      doc
        .fontSize(6)
        .fillColor(INK)
        .text(String(bar.value), x - 4, top + height - h - 9, { width: slot * 0.7 + 8, align: 'center' });
    doc
      .fontSize(7)
      .fillColor(MUTED)
      .text(bar.label, x - 4, top + height + 3, { width: slot * 0.7 + 8, align: 'center' });
  });
  doc.x = MARGIN;
  doc.y = top + height + 16;
}

function horizontalBars(
  doc: PDFKit.PDFDocument,
  bars: { label: string; value: number; text: string }[],
  width: number,
) {
  if (bars.length === 0) {
    doc.fontSize(10).fillColor(MUTED).text('Nenhum dado de atendimento disponível', MARGIN);
    return;
  }
  const max = Math.max(1, ...bars.map((b) => b.value));
  const labelWidth = width * 0.3;
  for (const bar of bars) {
    if (doc.y > doc.page.height - 80) doc.addPage();
    const y = doc.y;
    doc
      .fontSize(9)
      .fillColor(INK)
      .text(bar.label, MARGIN, y + 2, { width: labelWidth - 6, ellipsis: true, lineBreak: false });
    const w = (bar.value / max) * (width - labelWidth - 70);
    if (w > 0) doc.rect(MARGIN + labelWidth, y, w, 12).fill(ACCENT);
    doc
      .fontSize(9)
      .fillColor(MUTED)
      .text(bar.text, MARGIN + labelWidth + w + 6, y + 2, { lineBreak: false });
    doc.x = MARGIN;
    doc.y = y + 18;
  }
}

function table(doc: PDFKit.PDFDocument, headers: string[], rows: string[][], widths: number[]) {
  const line = (cells: string[], bold: boolean) => {
    if (doc.y > doc.page.height - 70) doc.addPage();
    const y = doc.y;
    let x = MARGIN;
    doc
      .font(bold ? 'Helvetica-Bold' : 'Helvetica')
      .fontSize(9)
      .fillColor(bold ? MUTED : INK);
    cells.forEach((cell, i) => {
      doc.text(cell, x + 2, y, { width: (widths[i] ?? 60) - 4, ellipsis: true, lineBreak: false });
      x += widths[i] ?? 60;
    });
    doc.x = MARGIN;
    doc.y = y + 15;
  };
  line(headers, true);
  if (rows.length === 0) {
    doc.font('Helvetica').fontSize(9).fillColor(MUTED).text('Nada no período.', MARGIN);
    return;
  }
  for (const row of rows) line(row, false);
  doc.font('Helvetica');
}
