import { mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, it } from 'vitest';
import { describeEachDialect } from '../test-support/test-app';

const webDist = path.join(tmpdir(), `vez-web-dist-${process.pid}`);
mkdirSync(path.join(webDist, 'assets'), { recursive: true });
writeFileSync(
  path.join(webDist, 'index.html'),
  '<!doctype html><html lang="pt-BR"><div id="root"></div></html>',
);
writeFileSync(path.join(webDist, 'assets', 'app-abc123.js'), 'console.log("vez")');

describeEachDialect(
  'HTTP behaviour',
  (ctx) => {
    it('reports health with the database checked', async () => {
      const response = await ctx().app.inject({ method: 'GET', url: '/health' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ success: true, status: 'ok', database: ctx().dialect });
    });

    it('answers unknown API paths with a JSON 404 in Portuguese', async () => {
      const response = await ctx().app.inject({ method: 'GET', url: '/api/nada/aqui?x=1' });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toContain('application/json');
      expect(response.json()).toEqual({ success: false, message: 'Rota não encontrada: GET /api/nada/aqui' });
    });

    it('serves the web app for deep links, with history fallback, and caches hashed assets', async () => {
      const { app } = ctx();
      const home = await app.inject({ method: 'GET', url: '/' });
      expect(home.statusCode).toBe(200);
      expect(home.body).toContain('<div id="root">');
      const deep = await app.inject({ method: 'GET', url: '/cliente/minhas-filas' });
      expect(deep.statusCode).toBe(200);
      expect(deep.headers['content-type']).toContain('text/html');
      expect(deep.body).toContain('<div id="root">');
      const asset = await app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
      expect(asset.headers['cache-control']).toContain('immutable');
      const head = await app.inject({ method: 'HEAD', url: '/cliente/minhas-filas' });
      expect(head.statusCode).toBe(200);
      expect(head.headers['content-type']).toContain('text/html');
      const post = await app.inject({ method: 'POST', url: '/cliente/minhas-filas' });
      expect(post.statusCode).toBe(404);
      for (const file of ['/assets/app-old999.js', '/robots.txt', '/.env']) {
        const missing = await app.inject({ method: 'GET', url: file });
        expect(missing.statusCode, file).toBe(404);
        expect(missing.headers['content-type'], file).toContain('application/json');
      }
    });

    it('keeps the envelope for malformed URLs', async () => {
      const response = await ctx().app.inject({ method: 'GET', url: '/api/%' });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ success: false, message: 'Endereço ou requisição inválida' });
    });

    it('rate-limits registrations and password e-mails too', async () => {
      const { app } = ctx();
      const forgot = () =>
        app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: 'x@y.com' } });
      for (let i = 0; i < 3; i++) expect((await forgot()).statusCode).toBe(200);
      expect((await forgot()).statusCode).toBe(429);
      const register = () => app.inject({ method: 'POST', url: '/api/auth/register/user', payload: {} });
      for (let i = 0; i < 3; i++) expect((await register()).statusCode).toBe(400);
      expect((await register()).statusCode).toBe(429);
    });

    it('sends security headers with a strict CSP on pages and API answers', async () => {
      const page = await ctx().app.inject({ method: 'GET', url: '/' });
      const csp = String(page.headers['content-security-policy']);
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("style-src 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).not.toContain('unsafe-inline');
      expect(page.headers['x-content-type-options']).toBe('nosniff');
      const api = await ctx().app.inject({ method: 'GET', url: '/health' });
      expect(api.headers['content-security-policy']).toBe(csp);
    });

    it('publishes OpenAPI documentation built from the route schemas', async () => {
      const { app } = ctx();
      const json = await app.inject({ method: 'GET', url: '/api/docs/json' });
      expect(json.statusCode).toBe(200);
      const spec = json.json();
      expect(spec.openapi).toMatch(/^3\./);
      expect(Object.keys(spec.paths)).toEqual(
        expect.arrayContaining([
          '/api/auth/login/user',
          '/api/auth/register/establishment',
          '/api/cep/{cep}',
        ]),
      );
      const body = spec.paths['/api/auth/register/user'].post.requestBody.content['application/json'].schema;
      expect(body.required).toContain('cpf');
      const ui = await app.inject({ method: 'GET', url: '/api/docs' });
      expect([200, 302]).toContain(ui.statusCode);
    });

    it('rate-limits logins per address with a Portuguese 429', async () => {
      const { app } = ctx();
      const attempt = () =>
        app.inject({
          method: 'POST',
          url: '/api/auth/login/user',
          payload: { email_usuario: 'a@b.com', senha_usuario: 'Qualquer1' },
        });
      for (let i = 0; i < 3; i++) expect((await attempt()).statusCode).toBe(401);
      const limited = await attempt();
      expect(limited.statusCode).toBe(429);
      expect(limited.json().success).toBe(false);
      expect(limited.json().message).toMatch(/^Muitas tentativas/);
    });

    it('stores contact messages and feedback from the public site', async () => {
      const { app, database } = ctx();
      const contact = await app.inject({
        method: 'POST',
        url: '/api/contact',
        payload: { nome: 'Carla', email: 'carla@exemplo.com', mensagem: 'Quero conhecer os planos.' },
      });
      expect(contact.statusCode).toBe(201);
      const feedback = await app.inject({
        method: 'POST',
        url: '/api/feedback',
        payload: { mensagem: 'Muito bom!', pagina: '/faq' },
      });
      expect(feedback.statusCode).toBe(201);
      const invalid = await app.inject({
        method: 'POST',
        url: '/api/contact',
        payload: { nome: 'Carla', email: 'x', mensagem: '' },
      });
      expect(invalid.statusCode).toBe(400);
      expect(invalid.json().message).toBe('E-mail inválido');

      const messages = await database.handle.db.selectFrom('contact_messages').selectAll().execute();
      expect(messages).toMatchObject([
        { name: 'Carla', email: 'carla@exemplo.com', message: 'Quero conhecer os planos.' },
      ]);
      const notes = await database.handle.db.selectFrom('feedback').selectAll().execute();
      expect(notes).toMatchObject([{ message: 'Muito bom!', page: '/faq' }]);
    });

    it('hides internal failures behind a generic 500 without stack traces', async () => {
      const { app, database } = ctx();
      await database.handle.close();
      const response = await app.inject({
        method: 'POST',
        url: '/api/auth/login/user',
        payload: { email_usuario: 'a@b.com', senha_usuario: 'Qualquer1' },
      });
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({
        success: false,
        message: 'Erro interno do servidor. Tente novamente mais tarde.',
      });
      const health = await app.inject({ method: 'GET', url: '/health' });
      expect(health.statusCode).toBe(503);
    });
  },
  { env: { RATE_LIMIT_MAX: '3', WEB_DIST_DIR: webDist } },
);
