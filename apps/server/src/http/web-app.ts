import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

const API_PREFIXES = ['/api/', '/payments/', '/health', '/metrics', '/teste/'];

export function isApiPath(url: string): boolean {
  // /usuarios and /teste/* are the test page's (demo-only) calls: without demo mode they are a JSON 404,
  // not the app (the page itself is /teste).
  return url === '/api' || url === '/usuarios' || API_PREFIXES.some((prefix) => url.startsWith(prefix));
}

/**
 * Paths the SPA answers (history fallback): not the API, and not files. A missing `/assets/x.js` or
 * `/robots.txt` gets a real 404, so a stale chunk fails loudly instead of loading HTML as a script.
 */
export function isAppRoute(url: string): boolean {
  if (isApiPath(url) || url.startsWith('/assets/')) return false;
  const lastSegment = url.slice(url.lastIndexOf('/') + 1);
  return !lastSegment.includes('.');
}

/**
 * Serves the built SPA from the same origin. Hashed assets are cached for a year; everything else
 * (index.html, sw.js, the manifest, icons) is revalidated. Any other GET that is not an API path falls
 * back to index.html (app.ts's not-found handler) so deep links like /cliente/minhas-filas load the app.
 *
 * The build writes `file.br` and `file.gz` next to each text file (apps/web/scripts/precompress.mjs);
 * `preCompressed` sends the one the request's Accept-Encoding prefers, with Content-Encoding and
 * `Vary: Accept-Encoding`, and the file itself to a client that accepts neither (or when the build
 * skipped a variant that would not be smaller). The index.html fallback goes through `sendFile`, which
 * negotiates the same way.
 *
 * `/` answers the prerendered landing page when the build has one: the root directory's index is
 * landing.html before index.html, looked up on each request, so without landing.html `/` is the app
 * shell as before. Only the root has a landing.html, and other routes fall back to index.html by name.
 * The other prerendered public pages (`prerendered/login.html` for `/login`, decision 029) answer their
 * own path the same way; a path the build did not prerender is the app shell.
 *
 * A logged-in screen people open directly has a copy of the app shell that also names the screen's code
 * (decision 031, apps/web/scripts/write-route-shells.mjs): `shells/routes.json` maps each route pattern
 * to its file, answered at that pattern only; any other path keeps index.html.
 */
export async function registerWebApp(app: FastifyInstance, distDir: string | null): Promise<boolean> {
  if (!distDir || !existsSync(path.join(distDir, 'index.html'))) return false;
  await app.register(fastifyStatic, {
    root: distDir,
    wildcard: true,
    index: ['landing.html', 'index.html'],
    preCompressed: true,
    // The build's manifest (.vite/) is for the build; and a prerendered page only at its own path: at
    // its file's address the app would take it over as an unknown route.
    dotfiles: 'ignore',
    allowedPath: (_path, _root, request) => {
      const url = request.url.split('?')[0] ?? '';
      return !url.startsWith('/prerendered/') && !url.startsWith('/shells/') && url !== '/landing.html';
    },
    setHeaders: (reply, filePath) => {
      // filePath is the file sent: for a compressed variant, `…/assets/x.js.br`, still under assets.
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      reply.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  for (const page of [...prerenderedPages(distDir), ...routeShells(distDir)]) {
    app.get(page.path, (_request, reply) => reply.sendFile(page.file));
  }
  return true;
}

function prerenderedPages(distDir: string): { path: string; file: string }[] {
  const dir = path.join(distDir, 'prerendered');
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.endsWith('.html'))
    .map((name) => ({ path: `/${name.slice(0, -'.html'.length)}`, file: `prerendered/${name}` }));
}

function routeShells(distDir: string): { path: string; file: string }[] {
  const routes = path.join(distDir, 'shells', 'routes.json');
  if (!existsSync(routes)) return [];
  const table = JSON.parse(readFileSync(routes, 'utf8')) as Record<string, string>;
  return Object.entries(table).map(([pattern, file]) => ({ path: pattern, file }));
}
