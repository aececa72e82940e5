import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

const API_PREFIXES = ['/api/', '/payments/', '/health', '/teste/'];

export function isApiPath(url: string): boolean {
  // /usuarios and /teste/* are SPEC §7's (demo-only) test calls: without demo mode they are a JSON 404,
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
 * Serves the built SPA from the same origin. Hashed assets are cached for a year; any other GET that
 * is not an API path falls back to index.html so deep links like /cliente/minhas-filas load the app.
 */
export async function registerWebApp(app: FastifyInstance, distDir: string | null): Promise<boolean> {
  if (!distDir || !existsSync(path.join(distDir, 'index.html'))) return false;
  await app.register(fastifyStatic, {
    root: distDir,
    wildcard: true,
    index: ['index.html'],
    setHeaders: (reply, filePath) => {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      reply.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  return true;
}
