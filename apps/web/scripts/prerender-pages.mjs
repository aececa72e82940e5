// Writes the public pages that are the same for every logged-out visitor as HTML (decision 029):
// dist/landing.html for '/', dist/prerendered/<page>.html for the others. It runs after `vite build`:
// renders the app's own tree at each path with a server build of it, puts the HTML into the built
// index.html, links the page's styles, and swaps the app's entry for the small loader that starts the
// app on the visitor's first intent. Usage: node scripts/prerender-pages.mjs [distDir]
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { readBuildManifest } from './build-manifest.mjs';

const AUTH = 'src/features/auth/components';
/**
 * Each page and the lazy screen that draws it (whose styles the HTML must link). A page's title is
 * the one the app gives it (usePageTitle): its heading followed by ' — Vez'; the landing page keeps
 * index.html's. The e2e story checks that the app, once started, keeps the same title.
 */
const PAGES = [
  { path: '/', file: 'landing.html', screen: 'src/features/landing/LandingPage.tsx', keepTitle: true },
  { path: '/faq', screen: 'src/features/faq/FaqPage.tsx' },
  { path: '/escolha-login', screen: `${AUTH}/LoginChoicePage.tsx` },
  { path: '/login', screen: `${AUTH}/LoginPage.tsx` },
  { path: '/login-estab', screen: `${AUTH}/LoginPage.tsx` },
  { path: '/cadastro-cliente', screen: `${AUTH}/RegisterClientPage.tsx` },
  { path: '/cadastro-estabelecimento', screen: `${AUTH}/RegisterEstablishmentPage.tsx` },
  { path: '/forgot-password', screen: `${AUTH}/ForgotPasswordPage.tsx` },
  { path: '/termos', screen: 'src/features/legal/TermsPage.tsx' },
  { path: '/privacidade', screen: 'src/features/legal/PrivacyPage.tsx' },
];

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
    ssr: 'src/app/prerender/render-page.tsx',
    outDir: serverBuildDir,
    emptyOutDir: true,
    rollupOptions: { output: { entryFileNames: 'render-page.mjs' } },
  },
});
const { renderPage } = await import(pathToFileURL(path.join(serverBuildDir, 'render-page.mjs')).href);

const { entryOf, keyOf, stylesOf, appEntry } = readBuildManifest(distDir, 'prerender');
const appStyles = new Set(appEntry.css ?? []);
const loader = entryOf('src/app/prerender/page-boot.ts');
const shell = readFileSync(path.join(distDir, 'index.html'), 'utf8');

const ENTITIES = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#x27;': "'", '&#39;': "'" };
const escapeHtml = (text) =>
  text.replace(/[&<>"]/g, (c) => Object.entries(ENTITIES).find(([, v]) => v === c)[0]);

function titleOf(body) {
  const heading = body.match(/<h1[^>]*>(.*?)<\/h1>/s)?.[1];
  if (!heading) throw new Error('prerender: a página não tem <h1> para o título');
  const text = heading.replace(/<[^>]+>/g, '').replace(/&[#\w]+;/g, (e) => ENTITIES[e] ?? e);
  return `${text.trim()} — Vez`;
}

function pageHtml(body, page) {
  let html = shell;
  const replaceOnce = (pattern, replacement) => {
    // A function, so a `$` in the page's text is never read as a replacement pattern.
    const next = html.replace(pattern, () => replacement);
    if (next === html) throw new Error(`prerender: ${pattern} não encontrado em index.html`);
    html = next;
  };
  const styles = stylesOf(keyOf(page.screen)).filter((file) => !appStyles.has(file));
  if (!page.keepTitle) replaceOnce(/<title>[^<]*<\/title>/, `<title>${escapeHtml(titleOf(body))}</title>`);
  // The app's entry and its preloads are what a prerendered page no longer loads up front.
  replaceOnce(/<script type="module" crossorigin src="[^"]+"><\/script>\s*/, '');
  html = html.replace(/<link rel="modulepreload" crossorigin href="[^"]+">\s*/g, '');
  replaceOnce(
    '</head>',
    [
      ...styles.map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
      `<meta name="vez-app" content="/${appEntry.file}">`,
      `<script type="module" crossorigin src="/${loader.file}"></script>`,
      '</head>',
    ].join('\n    '),
  );
  replaceOnce('<div id="root"></div>', `<div id="root" data-prerendered="">${body}</div>`);
  return html;
}

for (const page of PAGES) {
  const body = await renderPage(page.path);
  // The server's CSP forbids inline scripts: the page must be complete as HTML, with nothing to patch in.
  if (body.includes('<script')) {
    throw new Error(`prerender: ${page.path} saiu incompleta (um trecho ainda carregando)`);
  }
  const file = page.file ?? `prerendered${page.path}.html`;
  mkdirSync(path.dirname(path.join(distDir, file)), { recursive: true });
  writeFileSync(path.join(distDir, file), pageHtml(body, page));
}
rmSync(serverBuildDir, { recursive: true, force: true });
console.log(`prerender: ${PAGES.map((page) => page.path).join(' ')}`);
