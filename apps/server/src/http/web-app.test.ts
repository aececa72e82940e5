import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { isApiPath, isAppRoute, registerWebApp } from './web-app';

describe('which paths are the API and which the web app', () => {
  it('answers the demo-only test calls as the API (a JSON 404 without demo mode) and /teste as the page', () => {
    expect(isApiPath('/usuarios')).toBe(true);
    expect(isApiPath('/teste/filas')).toBe(true);
    expect(isApiPath('/teste/adicionar-usuarios-fila')).toBe(true);
    expect(isAppRoute('/teste')).toBe(true);
    expect(isAppRoute('/estabelecimento/planos')).toBe(true);
    expect(isAppRoute('/api/plans/status')).toBe(false);
  });
});

describe('the installable app files', () => {
  it('serves the service worker uncached, so a new version is seen, and the manifest as a manifest', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'vez-web-'));
    mkdirSync(path.join(dir, 'assets'));
    writeFileSync(path.join(dir, 'index.html'), '<!doctype html>');
    writeFileSync(path.join(dir, 'sw.js'), 'self.x = 1;');
    writeFileSync(path.join(dir, 'manifest.webmanifest'), '{"name":"Vez"}');
    writeFileSync(path.join(dir, 'assets', 'index-abc.js'), '');
    const app = Fastify();
    try {
      await registerWebApp(app, dir);
      const worker = await app.inject('/sw.js');
      expect(worker.headers['cache-control']).toBe('no-cache');
      expect(worker.headers['content-type']).toMatch(/javascript/);
      const manifest = await app.inject('/manifest.webmanifest');
      expect(manifest.headers['content-type']).toMatch(/^application\/manifest\+json/);
      expect(manifest.headers['cache-control']).toBe('no-cache');
      expect((await app.inject('/assets/index-abc.js')).headers['cache-control']).toContain('immutable');
    } finally {
      await app.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

/** A build as apps/web's writes it: each text file with its `.br` and `.gz` next to it. */
function writeBuild(dir: string, files: Record<string, string>) {
  for (const [name, text] of Object.entries(files)) {
    const file = path.join(dir, name);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, text);
    writeFileSync(`${file}.br`, brotliCompressSync(text));
    writeFileSync(`${file}.gz`, gzipSync(text));
  }
}

/** The web app with app.ts's history fallback: an app route that is no file gets index.html. */
async function webApp(dir: string): Promise<FastifyInstance> {
  const app = Fastify();
  await registerWebApp(app, dir);
  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    if (request.method === 'GET' && isAppRoute(url)) {
      return reply.type('text/html').header('Cache-Control', 'no-cache').sendFile('index.html');
    }
    return reply.status(404).send({ success: false });
  });
  return app;
}

const SHELL = '<!doctype html><html lang="pt-BR"><title>Vez</title><div id="root"></div></html>';
const LANDING = '<!doctype html><html lang="pt-BR"><title>Vez: a fila virtual</title><h1>Sua vez</h1></html>';
// A few KB of script, so its variants are much smaller than it.
const SCRIPT = Array.from(
  { length: 120 },
  (_, i) => `export const step${i} = () => console.log("passo ${i}");`,
).join('\n');

describe('the build precompressed', () => {
  it('sends a hashed asset brotli-encoded, gzip-encoded or as is, as the browser accepts, cached for a year', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'vez-web-'));
    writeBuild(dir, { 'index.html': SHELL, 'assets/app-abc123.js': SCRIPT });
    const app = await webApp(dir);
    try {
      const url = '/assets/app-abc123.js';
      const br = await app.inject({ url, headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } });
      expect(br.statusCode).toBe(200);
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers['content-type']).toMatch(/javascript/);
      expect(br.rawPayload.length).toBeLessThan(SCRIPT.length / 3);
      expect(brotliDecompressSync(br.rawPayload).toString()).toBe(SCRIPT);
      expect(br.headers.vary).toMatch(/accept-encoding/i);
      expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');

      const gzip = await app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(gzip.headers['content-type']).toMatch(/javascript/);
      expect(gunzipSync(gzip.rawPayload).toString()).toBe(SCRIPT);
      expect(gzip.headers.vary).toMatch(/accept-encoding/i);
      expect(gzip.headers['cache-control']).toBe('public, max-age=31536000, immutable');

      // No Accept-Encoding: the file itself, still varying on the header so a shared cache keeps both.
      const identity = await app.inject({ url, headers: { 'accept-encoding': '' } });
      const plain = await app.inject({ url });
      for (const response of [identity, plain]) {
        expect(response.statusCode).toBe(200);
        expect(response.headers['content-encoding']).toBeUndefined();
        expect(response.body).toBe(SCRIPT);
        expect(response.headers.vary).toMatch(/accept-encoding/i);
        expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      }

      // A chunk the build no longer has is a 404, in any encoding, never the app shell.
      for (const headers of [{}, { 'accept-encoding': 'br' }, { 'accept-encoding': 'gzip' }]) {
        const missing = await app.inject({ url: '/assets/missing.js', headers });
        expect(missing.statusCode).toBe(404);
        expect(missing.body).not.toContain('<div id="root">');
      }
    } finally {
      await app.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('answers each prerendered public page at its own path (GET and HEAD, precompressed), and the rest with the app shell', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'vez-web-'));
    const LOGIN = '<!doctype html><html lang="pt-BR"><title>Vez</title><h1>Entrar</h1></html>';
    writeBuild(dir, {
      'index.html': SHELL,
      'landing.html': LANDING,
      'prerendered/login.html': LOGIN,
      '.vite/manifest.json': '{"index.html":{"file":"assets/index-abc.js"}}',
    });
    const app = await webApp(dir);
    try {
      for (const url of ['/login', '/login?voltar=%2Festabelecimento%2Fplanos']) {
        const page = await app.inject(url);
        expect(page.statusCode).toBe(200);
        expect(page.headers['content-type']).toMatch(/^text\/html/);
        expect(page.headers['cache-control']).toBe('no-cache');
        expect(page.body).toBe(LOGIN);
      }
      const br = await app.inject({ url: '/login', headers: { 'accept-encoding': 'br' } });
      expect(br.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(br.rawPayload).toString()).toBe(LOGIN);
      expect((await app.inject({ method: 'HEAD', url: '/login' })).statusCode).toBe(200);
      for (const url of ['/login-estab', '/login/extra', '/cliente/home']) {
        expect((await app.inject(url)).body, url).toBe(SHELL);
      }
      // Only at their own path; and the build's manifest is not served at all.
      for (const url of ['/prerendered/login.html', '/landing.html', '/.vite/manifest.json']) {
        expect((await app.inject(url)).statusCode, url).toBe(404);
      }
    } finally {
      await app.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("answers a logged-in screen's route pattern with its shell (GET and HEAD, precompressed), nowhere else", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'vez-web-'));
    const QUEUE = SHELL.replace(
      '</html>',
      '<link rel="modulepreload" href="/assets/QueuePage-abc.js"></html>',
    );
    writeBuild(dir, {
      'index.html': SHELL,
      'shells/queue-view.html': QUEUE,
      'shells/routes.json': JSON.stringify({ '/cliente/filas/:id(^\\d+$)': 'shells/queue-view.html' }),
    });
    const app = await webApp(dir);
    try {
      for (const url of ['/cliente/filas/7', '/cliente/filas/7?entrar=individual']) {
        const page = await app.inject(url);
        expect(page.statusCode, url).toBe(200);
        expect(page.headers['content-type']).toMatch(/^text\/html/);
        expect(page.headers['cache-control']).toBe('no-cache');
        expect(page.body, url).toBe(QUEUE);
      }
      const br = await app.inject({ url: '/cliente/filas/7', headers: { 'accept-encoding': 'br' } });
      expect(br.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(br.rawPayload).toString()).toBe(QUEUE);
      expect((await app.inject({ method: 'HEAD', url: '/cliente/filas/7' })).statusCode).toBe(200);
      // Another screen, a deeper path, a trailing slash or an id that is not one is the plain app shell;
      // the shells are not files of the site.
      for (const url of [
        '/cliente/filas',
        '/cliente/filas/',
        '/cliente/filas/7/',
        '/cliente/filas/abc',
        '/cliente/filas/7/extra',
        '/cliente/minhas-filas',
      ]) {
        expect((await app.inject(url)).body, url).toBe(SHELL);
      }
      for (const url of ['/shells/queue-view.html', '/shells/routes.json', '/cliente/filas/x.js']) {
        expect((await app.inject(url)).statusCode, url).toBe(404);
      }
    } finally {
      await app.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('answers / with the prerendered landing page, revalidated, and every other app route with the app shell', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'vez-web-'));
    writeBuild(dir, { 'index.html': SHELL, 'landing.html': LANDING });
    const app = await webApp(dir);
    try {
      for (const url of ['/', '/?utm_source=instagram']) {
        const plain = await app.inject(url);
        expect(plain.statusCode).toBe(200);
        expect(plain.headers['content-type']).toMatch(/^text\/html/);
        expect(plain.headers['cache-control']).toBe('no-cache');
        expect(plain.body).toBe(LANDING);
      }
      const br = await app.inject({ url: '/', headers: { 'accept-encoding': 'br' } });
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers['content-type']).toMatch(/^text\/html/);
      expect(br.headers['cache-control']).toBe('no-cache');
      expect(br.headers.vary).toMatch(/accept-encoding/i);
      expect(brotliDecompressSync(br.rawPayload).toString()).toBe(LANDING);
      const gzip = await app.inject({ url: '/', headers: { 'accept-encoding': 'gzip' } });
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gzip.rawPayload).toString()).toBe(LANDING);

      // Deep links keep the app shell, precompressed as well.
      for (const url of ['/login', '/cliente/minhas-filas?aba=ativas']) {
        const shell = await app.inject(url);
        expect(shell.statusCode).toBe(200);
        expect(shell.headers['content-type']).toMatch(/^text\/html/);
        expect(shell.headers['cache-control']).toBe('no-cache');
        expect(shell.body).toBe(SHELL);
      }
      const shellBr = await app.inject({ url: '/login', headers: { 'accept-encoding': 'br, gzip' } });
      expect(shellBr.headers['content-encoding']).toBe('br');
      expect(shellBr.headers['content-type']).toMatch(/^text\/html/);
      expect(shellBr.headers['cache-control']).toBe('no-cache');
      expect(shellBr.headers.vary).toMatch(/accept-encoding/i);
      expect(brotliDecompressSync(shellBr.rawPayload).toString()).toBe(SHELL);
    } finally {
      await app.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('answers / with the app shell when the build has no landing page', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'vez-web-'));
    writeBuild(dir, { 'index.html': SHELL });
    const app = await webApp(dir);
    try {
      const plain = await app.inject('/');
      expect(plain.statusCode).toBe(200);
      expect(plain.headers['cache-control']).toBe('no-cache');
      expect(plain.body).toBe(SHELL);
      const br = await app.inject({ url: '/', headers: { 'accept-encoding': 'br' } });
      expect(br.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(br.rawPayload).toString()).toBe(SHELL);
    } finally {
      await app.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
