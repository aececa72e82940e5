// Writes a brotli (`.br`) and a gzip (`.gz`) variant next to every text file of the build, once, at
// build time: the server's static plugin (`preCompressed`) sends the variant the browser accepts, so no
// request pays for compression. Runs after `vite build` (see package.json), so dist/sw.js gets its
// variants too; the service worker's precache list was computed before and never names a .br/.gz file.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const distDir = path.resolve(
  process.argv[2] ?? path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'dist'),
);
const EXTENSIONS = new Set(['.js', '.css', '.html', '.svg', '.webmanifest', '.json', '.txt', '.xml']);
/** Below this, the compressed answer saves less than the headers and the work cost. */
const MIN_SIZE = 512;

function* filesUnder(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(full);
    else if (entry.isFile()) yield full;
  }
}

const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;

const totals = { files: 0, raw: 0, br: 0, gz: 0 };
for (const file of [...filesUnder(distDir)]) {
  if (!EXTENSIONS.has(path.extname(file))) continue;
  const size = statSync(file).size;
  if (size < MIN_SIZE) continue;
  const raw = readFileSync(file);
  const br = brotliCompressSync(raw, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
    },
  });
  const gz = gzipSync(raw, { level: constants.Z_BEST_COMPRESSION });
  totals.files += 1;
  totals.raw += raw.length;
  // A variant that is not smaller is not written: the server then sends the file itself.
  if (br.length < raw.length) writeFileSync(`${file}.br`, br);
  if (gz.length < raw.length) writeFileSync(`${file}.gz`, gz);
  totals.br += Math.min(br.length, raw.length);
  totals.gz += Math.min(gz.length, raw.length);
}

console.log(
  `precompress: ${totals.files} files, ${kib(totals.raw)} raw, ${kib(totals.br)} brotli, ${kib(totals.gz)} gzip`,
);
