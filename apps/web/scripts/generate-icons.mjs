// Writes the install icons in public/icons from the logo (the favicon's 'V' on the brand colour).
// Run once after changing the logo: `node apps/web/scripts/generate-icons.mjs`; the PNGs are committed.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const outDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'public', 'icons');
const BRAND = '#0b6e69';
const V_PATH = 'M8 9l8 15 8-15';

// `inset` shrinks the 'V' towards the centre: a maskable icon must keep its content inside the central
// 80% circle, because launchers crop it to their own shape; its background fills the whole square.
function logoSvg({ rounded, inset }) {
  const scale = 1 - inset * 2;
  const offset = 16 * (1 - scale);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">
  <rect width="32" height="32" rx="${rounded ? 7 : 0}" fill="${BRAND}"/>
  <path transform="translate(${offset} ${offset}) scale(${scale})" d="${V_PATH}" fill="none" stroke="#fff"
    stroke-width="3.5" stroke-linecap="round" stroke-linejoin="round"/>
</svg>`;
}

const icons = [
  { file: 'vez-192.png', size: 192, rounded: true, inset: 0 },
  { file: 'vez-512.png', size: 512, rounded: true, inset: 0 },
  { file: 'vez-maskable-512.png', size: 512, rounded: false, inset: 0.14 },
  // iOS draws its own rounded corners and shows transparency as black: a full square.
  { file: 'apple-touch-icon-180.png', size: 180, rounded: false, inset: 0.06 },
];

mkdirSync(outDir, { recursive: true });
for (const { file, size, rounded, inset } of icons) {
  await sharp(Buffer.from(logoSvg({ rounded, inset })), { density: (72 * size) / 32 })
    .resize(size, size)
    .png()
    .toFile(path.join(outDir, file));
  console.log(`public/icons/${file}`);
}
