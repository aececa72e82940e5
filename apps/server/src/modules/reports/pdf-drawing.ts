/** Drawing primitives of the report PDF (pdfkit): section titles, vector bar charts, simple tables. */
export const INK = '#1f2430';
export const MUTED = '#5b6170';
export const ACCENT = '#2563eb';
export const MARGIN = 48;

export function section(doc: PDFKit.PDFDocument, title: string) {
  if (doc.y > doc.page.height - 160) doc.addPage();
  doc.x = MARGIN;
  doc.moveDown(0.8).fontSize(13).fillColor(ACCENT).text(title, MARGIN).moveDown(0.3);
}

export function barChart(
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

export function horizontalBars(
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

export function table(doc: PDFKit.PDFDocument, headers: string[], rows: string[][], widths: number[]) {
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
