import { createCanvas } from '@napi-rs/canvas';
import jsQR from 'jsqr';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { PNG } from 'pngjs';

/** The QR code of a PNG image (RGBA pixels), read as a phone's camera app would. */
export function readQr(rgba: Uint8ClampedArray, width: number, height: number): string | null {
  return jsQR(rgba, width, height)?.data ?? null;
}

/** The QR code of a PNG poster as the server sent it. */
export function readPngPoster(png: Buffer): string | null {
  const image = PNG.sync.read(png);
  return readQr(new Uint8ClampedArray(image.data), image.width, image.height);
}

/** Opens the PDF with pdf.js, renders its first page and reads the QR code off the picture. */
export async function readPdfPoster(pdf: Buffer) {
  const document = await getDocument({
    data: new Uint8Array(pdf),
    isEvalSupported: false,
    verbosity: 0,
  }).promise;
  const page = await document.getPage(1);
  const text = (await page.getTextContent()).items.map((item) => ('str' in item ? item.str : '')).join(' ');
  const viewport = page.getViewport({ scale: 1.5 });
  const canvas = createCanvas(Math.ceil(viewport.width), Math.ceil(viewport.height));
  const context = canvas.getContext('2d');
  // pdf.js draws on any canvas with the 2D API; @napi-rs/canvas is one in Node.
  await page.render({ canvasContext: context as never, canvas: canvas as never, viewport }).promise;
  const image = context.getImageData(0, 0, canvas.width, canvas.height);
  const pages = document.numPages;
  await document.destroy();
  return { pages, text, qr: readQr(new Uint8ClampedArray(image.data.buffer), image.width, image.height) };
}
