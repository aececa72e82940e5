import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
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
