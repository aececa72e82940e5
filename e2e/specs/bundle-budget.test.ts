import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  type Chunk,
  kib,
  prerenderedPages,
  readManifest,
  scriptsOfHtml,
  staticClosure,
} from '../support/built-bundle';

/**
 * Issue 18's budget, checked on every `npm test` from the build itself (bytes are not noisy): the
 * JavaScript each public page loads before anything lazy, brotli-compressed as the server sends it.
 */
const LANDING_BUDGET = 60 * 1024;
const RECORD = path.resolve(import.meta.dirname, '../bundle-sizes.json');

const manifest = readManifest();
const APP = 'index.html';
/** Public pages: the app's entry plus the route's own chunk (decision 029 for '/'). */
const PUBLIC_ROUTES: Record<string, string[]> = {
  '/login': [APP, 'src/features/auth/components/LoginPage.tsx'],
  '/escolha-login': [APP, 'src/features/auth/components/LoginChoicePage.tsx'],
  '/cadastro-cliente': [APP, 'src/features/auth/components/RegisterClientPage.tsx'],
  '/cadastro-estabelecimento': [APP, 'src/features/auth/components/RegisterEstablishmentPage.tsx'],
  '/forgot-password': [APP, 'src/features/auth/components/ForgotPasswordPage.tsx'],
  '/faq': [APP, 'src/features/faq/FaqPage.tsx'],
  '/termos': [APP, 'src/features/legal/TermsPage.tsx'],
  '/f/:code': [APP, 'src/features/join-link/components/JoinLinkPage.tsx'],
  '/estabelecimentos/:id': [APP, 'src/features/establishments/components/PublicEstablishmentPage.tsx'],
};
/** Libraries that belong to the screens that need them, never to a public page's first load. */
const NOT_ON_PUBLIC_PAGES = ['node_modules/zod/', 'node_modules/recharts/', 'node_modules/d3-'];

const total = (chunks: Chunk[]) => chunks.reduce((sum, chunk) => sum + chunk.bytes, 0);

/** One line per page, then every chunk that grew (or is new) since the recorded sizes. */
function report(pages: Record<string, Chunk[]>, recorded: Record<string, number>): string {
  const lines = Object.entries(pages).map(([route, chunks]) => `  ${route.padEnd(26)} ${kib(total(chunks))}`);
  const grew = [
    ...new Map(
      Object.values(pages)
        .flat()
        .map((c) => [c.name, c]),
    ).values(),
  ]
    .filter((chunk) => chunk.bytes > (recorded[chunk.name] ?? 0))
    .map((chunk) => {
      const before = recorded[chunk.name];
      // The bytes too: a growth of a few bytes reads the same in KB.
      return `  ${chunk.name}: ${before === undefined ? 'novo' : `${kib(before)} → ${kib(chunk.bytes)} (+${chunk.bytes - before} B)`}`;
    });
  return [
    'JavaScript no primeiro carregamento (brotli):',
    ...lines,
    ...(grew.length > 0 ? ['Cresceu desde bundle-sizes.json:', ...grew] : []),
  ].join('\n');
}

describe('orçamento de JavaScript das páginas públicas (build de produção, brotli)', () => {
  const recorded: Record<string, number> = existsSync(RECORD) ? JSON.parse(readFileSync(RECORD, 'utf8')) : {};
  const landing = staticClosure(manifest, scriptsOfHtml('landing.html'));
  const routes = Object.fromEntries(
    Object.entries(PUBLIC_ROUTES).map(([route, starts]) => [route, staticClosure(manifest, starts)]),
  );

  it(`a página inicial carrega no máximo ${kib(LANDING_BUDGET)} de JavaScript antes de o visitante agir`, () => {
    console.log(report({ '/': landing, ...routes }, recorded));
    const breakdown = landing.map((chunk) => `${chunk.name} ${kib(chunk.bytes)}`).join(', ');
    expect(total(landing), breakdown).toBeLessThanOrEqual(LANDING_BUDGET);
    // The loader never pulls the app in statically: that would put it all back on the first load.
    const renderer = /node_modules\/(react|react-dom|scheduler)\//;
    expect(landing.flatMap((chunk) => chunk.sources).filter((s) => renderer.test(s))).toEqual([]);
  });

  it('o app roda no React: o react-dom de produção está na entrada, e nenhum Preact em parte alguma', () => {
    const app = staticClosure(manifest, [APP]).flatMap((chunk) => chunk.sources);
    expect(
      app.some((source) => source.endsWith('node_modules/react-dom/cjs/react-dom-client.production.js')),
    ).toBe(true);
    const scripts = Object.keys(manifest).filter((key) => manifest[key]?.file.endsWith('.js'));
    const everything = staticClosure(manifest, scripts);
    expect(
      everything.flatMap((chunk) => chunk.sources).filter((source) => source.includes('/preact')),
    ).toEqual([]);
  });

  it('cada página pré-renderizada também carrega no máximo o orçamento antes de o visitante agir', () => {
    const over = prerenderedPages()
      .map((file) => ({ file, bytes: total(staticClosure(manifest, scriptsOfHtml(file))) }))
      .filter(({ bytes }) => bytes > LANDING_BUDGET)
      .map(({ file, bytes }) => `${file}: ${kib(bytes)}`);
    expect(prerenderedPages().length).toBeGreaterThan(5);
    expect(over).toEqual([]);
  });

  it('nenhuma página pública carrega biblioteca de validação ou de gráficos no primeiro carregamento', () => {
    const found = Object.entries({ '/': landing, ...routes }).flatMap(([route, chunks]) =>
      chunks.flatMap((chunk) =>
        chunk.sources
          .filter((source) => NOT_ON_PUBLIC_PAGES.some((library) => source.includes(library)))
          .map((source) => `${route} ← ${chunk.name}: ${source}`),
      ),
    );
    expect([...new Set(found.map((line) => line.replace(/(node_modules\/[^/]+)\/.*/, '$1')))]).toEqual([]);
  });

  it('cada tela pública carrega só o próprio código: nada das áreas logadas', () => {
    const foreign = Object.entries(routes).flatMap(([route, chunks]) =>
      chunks.flatMap((chunk) =>
        chunk.sources
          .filter((s) =>
            /src\/features\/(dashboard|queue-management|plans|profile|settings|my-queues)\//.test(s),
          )
          .map((s) => `${route} ← ${chunk.name}: ${s}`),
      ),
    );
    expect(foreign).toEqual([]);
  });

  // Run with VEZ_RECORD_BUNDLE=1 after a change that grows a chunk on purpose: the next runs compare to it.
  it.runIf(process.env.VEZ_RECORD_BUNDLE === '1')('registra os tamanhos atuais como referência', () => {
    const sizes = Object.fromEntries(
      [...landing, ...Object.values(routes).flat()]
        .map((chunk) => [chunk.name, chunk.bytes] as const)
        .sort(([a], [b]) => a.localeCompare(b)),
    );
    writeFileSync(RECORD, `${JSON.stringify(sizes, null, 2)}\n`);
  });
});
