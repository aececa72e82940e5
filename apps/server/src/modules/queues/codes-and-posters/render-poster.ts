import { POSTER_INSTRUCTION } from '@vez/domain';
import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import sharp from 'sharp';

/** What a poster shows: who, which queue, and the link its QR code opens. */
export interface PosterContent {
  establishmentName: string;
  queueName: string;
  link: string;
}

const INK = '#1f2430';
const MUTED = '#5b6170';
const ACCENT = '#2563eb';
/** 'M' (15 % of the code can be dirty or torn) and the standard quiet zone of 4 modules. */
const QR_OPTIONS = { errorCorrectionLevel: 'M', margin: 4 } as const;

/** One line of text as it goes on paper: no control characters, no runs of spaces. */
function printable(text: string): string {
  return text
    .replace(/\p{Cc}/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The poster as an A4 PDF (pdfkit, like the reports): the establishment, the queue, a large QR code of
 * the link (the `qrcode` library's own vector drawing, sharp at any print size), the instruction and the
 * link in text for whoever cannot scan.
 */
export async function renderPosterPdf(content: PosterContent): Promise<Buffer> {
  const svg = await QRCode.toString(content.link, { ...QR_OPTIONS, type: 'svg' });
  const modules = Number(/viewBox="0 0 (\d+) \1"/.exec(svg)?.[1]);
  const dark = /<path stroke="#000000" d="([^"]+)"/.exec(svg)?.[1];
  if (!modules || !dark) throw new Error('qrcode: unexpected SVG output');

  const doc = new PDFDocument({
    size: 'A4',
    margin: 56,
    info: { Title: `Cartaz — ${printable(content.queueName)}`, Author: 'Vez' },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve);
    doc.on('error', reject);
  });

  const margin = 56;
  const width = doc.page.width - margin * 2;
  const centred = { width, align: 'center' as const };

  doc.font('Helvetica').fontSize(12).fillColor(ACCENT).text('Vez · fila virtual', margin, margin, centred);
  // The name gets smaller rather than pushing the code off the page (two lines at most).
  const name = printable(content.establishmentName);
  doc.font('Helvetica-Bold');
  let size = 34;
  while (size > 18 && doc.fontSize(size).heightOfString(name, { width }) > size * 2.6) size -= 2;
  doc
    .fillColor(INK)
    .fontSize(size)
    .text(name, margin, margin + 30, { ...centred, height: size * 2.6, ellipsis: true });
  doc
    .font('Helvetica')
    .fontSize(22)
    .fillColor(ACCENT)
    .text(printable(content.queueName), margin, doc.y + 6, { ...centred, height: 60, ellipsis: true });

  const qrSize = 370;
  const qrTop = 235;
  const scale = qrSize / modules;
  doc
    .save()
    .translate((doc.page.width - qrSize) / 2, qrTop)
    .scale(scale)
    .path(dark)
    .lineWidth(1)
    .lineCap('butt')
    .stroke('#000000')
    .restore();

  doc
    .font('Helvetica-Bold')
    .fontSize(20)
    .fillColor(INK)
    .text(POSTER_INSTRUCTION, margin, qrTop + qrSize + 28, centred);
  doc
    .font('Helvetica')
    .fontSize(13)
    .fillColor(MUTED)
    .text('ou abra o endereço:', margin, doc.y + 14, centred)
    .font('Helvetica-Bold')
    .fillColor(INK)
    .text(content.link, margin, doc.y + 2, centred);
  doc.end();
  await finished;
  return Buffer.concat(chunks);
}

/** A4 at 150 dpi. */
const PNG_WIDTH = 1240;
const PNG_HEIGHT = 1754;
const PNG_MARGIN = 100;
const FONT = 'DejaVu Sans, Liberation Sans, Arial, Helvetica, sans-serif';

function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/**
 * Splits text into at most `maxLines` lines of about `maxChars` characters (words kept whole when they
 * fit), the last one cut with '…' when the text is longer.
 */
export function wrapLines(text: string, maxChars: number, maxLines: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    const candidate = line ? `${line} ${word}` : word;
    if (Array.from(candidate).length <= maxChars || !line) line = candidate;
    else {
      lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  const kept = lines.slice(0, maxLines).map((l) => {
    const chars = Array.from(l);
    return chars.length > maxChars ? `${chars.slice(0, maxChars - 1).join('')}…` : l;
  });
  if (lines.length > maxLines) {
    const last = Array.from(kept[maxLines - 1] as string);
    kept[maxLines - 1] = `${last.slice(0, Math.max(1, maxChars - 1)).join('')}…`;
  }
  return kept;
}

/** Font size and lines that fit the poster's width (glyphs taken as about 0.6 em wide, bold). */
function fitTitle(text: string, sizes: number[], maxLines: number, emWidth: number) {
  const usable = PNG_WIDTH - PNG_MARGIN * 2;
  for (const size of sizes) {
    const maxChars = Math.floor(usable / (size * emWidth));
    const lines = wrapLines(text, maxChars, maxLines);
    if (!lines.some((l) => l.endsWith('…'))) return { size, lines };
  }
  const size = sizes[sizes.length - 1] as number;
  return { size, lines: wrapLines(text, Math.floor(usable / (size * emWidth)), maxLines) };
}

function textBlock(lines: string[], top: number, size: number, attributes: string): string {
  return lines
    .map(
      (line, i) =>
        `<text x="${PNG_WIDTH / 2}" y="${top + i * size * 1.2}" font-size="${size}" text-anchor="middle" font-family="${FONT}" ${attributes}>${escapeXml(line)}</text>`,
    )
    .join('');
}

/** The same poster as a PNG (A4 at 150 dpi), for screens, messages and printers without PDF. */
export async function renderPosterPng(content: PosterContent): Promise<Buffer> {
  const qrSize = 860;
  const qr = await QRCode.toBuffer(content.link, { ...QR_OPTIONS, type: 'png', width: qrSize });
  const qrMeta = await sharp(qr).metadata();
  const qrWidth = qrMeta.width ?? qrSize;

  const name = fitTitle(printable(content.establishmentName), [76, 68, 60, 52, 44], 2, 0.62);
  const queue = fitTitle(printable(content.queueName), [52, 44, 38], 1, 0.56);
  const instruction = fitTitle(POSTER_INSTRUCTION, [44, 40, 36, 32], 1, 0.6);
  const link = fitTitle(content.link, [36, 30, 24], 1, 0.6);
  const lineHeight = 1.2;
  const nameTop = 150 + name.size;
  const queueTop = nameTop + (name.lines.length - 1) * name.size * lineHeight + 30 + queue.size;
  const qrTop = Math.max(queueTop + 50, 440);
  const instructionTop = qrTop + qrWidth + 70;
  const hintTop = instructionTop + 70;
  const linkTop = hintTop + 20 + link.size * lineHeight;

  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${PNG_WIDTH}" height="${PNG_HEIGHT}">
<rect width="100%" height="100%" fill="#ffffff"/>
${textBlock(['Vez · fila virtual'], 110, 30, `fill="${ACCENT}"`)}
${textBlock(name.lines, nameTop, name.size, `font-weight="bold" fill="${INK}"`)}
${textBlock(queue.lines, queueTop, queue.size, `fill="${ACCENT}"`)}
${textBlock(instruction.lines, instructionTop, instruction.size, `font-weight="bold" fill="${INK}"`)}
${textBlock(['ou abra o endereço:'], hintTop, 30, `fill="${MUTED}"`)}
${textBlock(link.lines, linkTop, link.size, `font-weight="bold" fill="${INK}"`)}
</svg>`;
  return sharp(Buffer.from(svg))
    .composite([{ input: qr, left: Math.round((PNG_WIDTH - qrWidth) / 2), top: Math.round(qrTop) }])
    .png({ compressionLevel: 9 })
    .toBuffer();
}
