// Writes dist/landing.html: the landing page rendered at build time (decision 029). It runs after
// `vite build`: renders the app's own tree at '/' with a server build of it, puts the HTML into the
// built index.html, links the landing page's styles, and swaps the app's entry for the small loader
// that starts the app on the visitor's first intent. Usage: node scripts/prerender-landing.mjs [distDir]
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import { build } from 'vite';

const webDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const distDir = path.resolve(process.argv[2] ?? path.join(webDir, 'dist'));
// Inside the workspace, so the server build finds react and the rest in node_modules.
const serverBuildDir = path.join(webDir, 'node_modules', '.vez-prerender');

await build({
  configFile: false,
  root: webDir,
  logLevel: 'warn',
  plugins: [react()],
  build: {
    ssr: 'src/app/prerender/render-landing.tsx',
    outDir: serverBuildDir,
    emptyOutDir: true,
    rollupOptions: { output: { entryFileNames: 'render-landing.mjs' } },
  },
});
const { renderLanding } = await import(pathToFileURL(path.join(serverBuildDir, 'render-landing.mjs')).href);
const body = await renderLanding();
// The server's CSP forbids inline scripts: the page must be complete as HTML, with nothing to patch in.
if (body.includes('<script') || body.includes('<!--$?-->')) {
  throw new Error('prerender: a página inicial saiu incompleta (um trecho ainda carregando)');
}
rmSync(serverBuildDir, { recursive: true, force: true });

const manifest = JSON.parse(readFileSync(path.join(distDir, '.vite', 'manifest.json'), 'utf8'));
const entryOf = (key) => {
  const entry = manifest[key];
  if (!entry) throw new Error(`prerender: ${key} não está no manifesto do build`);
  return entry;
};
// The landing chunk's styles and those of every chunk it imports (the app's entry links its own).
function stylesOf(key, seen = new Set()) {
  if (seen.has(key)) return [];
  seen.add(key);
  const entry = entryOf(key);
  return [...(entry.css ?? []), ...(entry.imports ?? []).flatMap((imported) => stylesOf(imported, seen))];
}
const appEntry = entryOf('index.html');
const appStyles = new Set(appEntry.css ?? []);
const landingStyles = [...new Set(stylesOf('src/features/landing/LandingPage.tsx'))].filter(
  (file) => !appStyles.has(file),
);
const loader = entryOf('src/app/prerender/landing-boot.ts');

let html = readFileSync(path.join(distDir, 'index.html'), 'utf8');
const replaceOnce = (pattern, replacement) => {
  const next = html.replace(pattern, replacement);
  if (next === html) throw new Error(`prerender: ${pattern} não encontrado em index.html`);
  html = next;
};
// The app's entry and its preloads are what the landing page no longer loads up front.
replaceOnce(/<script type="module" crossorigin src="[^"]+"><\/script>\s*/, '');
html = html.replace(/<link rel="modulepreload" crossorigin href="[^"]+">\s*/g, '');
replaceOnce(
  '</head>',
  [
    ...landingStyles.map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
    `<meta name="vez-app" content="/${appEntry.file}">`,
    `<script type="module" crossorigin src="/${loader.file}"></script>`,
    '</head>',
  ].join('\n    '),
);
replaceOnce('<div id="root"></div>', `<div id="root" data-prerendered="landing">${body}</div>`);
writeFileSync(path.join(distDir, 'landing.html'), html);
console.log(
  `prerender: landing.html (${Math.round(html.length / 1024)} KiB, ${landingStyles.length} folhas de estilo)`,
);
