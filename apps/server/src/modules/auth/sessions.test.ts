import { expect, it } from 'vitest';
import {
  bearer,
  logInClient,
  logInEstablishment,
  registerClient,
  registerEstablishment,
} from '../../test-support/fixtures';
import { describeEachDialect } from '../../test-support/test-app';

describeEachDialect('login and sessions', (ctx) => {
  it('logs a client in with a three-part JWT and the user the web session stores', async () => {
    const { app } = ctx();
    await registerClient(app);
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/login/user',
      payload: { email_usuario: ' Maria@Exemplo.com ', senha_usuario: 'Segura123' },
    });
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data.token.split('.')).toHaveLength(3);
    expect(data.user).toMatchObject({
      userType: 'cliente',
      nome_usuario: 'Maria Oliveira',
      email: 'maria@exemplo.com',
      telefone: '11987654321',
      cidade: 'São Paulo',
      bairro: 'Bela Vista',
      uf: 'SP',
    });
  });

  it('refuses a wrong password and an unknown e-mail with the same message', async () => {
    const { app } = ctx();
    await registerClient(app);
    const wrong = await app.inject({
      method: 'POST',
      url: '/api/auth/login/user',
      payload: { email_usuario: 'maria@exemplo.com', senha_usuario: 'Errada123' },
    });
    const unknown = await app.inject({
      method: 'POST',
      url: '/api/auth/login/user',
      payload: { email_usuario: 'ninguem@exemplo.com', senha_usuario: 'Segura123' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ success: false, message: 'E-mail ou senha incorretos' });
    expect(unknown.json()).toEqual(wrong.json());
  });

  it('keeps roles apart: a client account cannot log in as an establishment', async () => {
    const { app } = ctx();
    await registerClient(app);
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/login/establishment',
      payload: { email_empresa: 'maria@exemplo.com', senha_empresa: 'Segura123' },
    });
    expect(response.statusCode).toBe(401);
  });

  it('logs out: the token stops working, other sessions keep working', async () => {
    const { app } = ctx();
    const user = await registerClient(app);
    const first = await logInClient(app);
    const second = await logInClient(app);
    const logout = await app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: bearer(first.token),
    });
    expect(logout.json()).toMatchObject({ success: true });

    const revoked = await app.inject({
      method: 'GET',
      url: `/api/users/${user.id}`,
      headers: bearer(first.token),
    });
    expect(revoked.statusCode).toBe(401);
    expect(revoked.json().message).toContain('Token inválido');
    const other = await app.inject({
      method: 'GET',
      url: `/api/users/${user.id}`,
      headers: bearer(second.token),
    });
    expect(other.statusCode).toBe(200);
  });

  it('logs out everywhere: every session of the account ends, other accounts are untouched', async () => {
    const { app } = ctx();
    const user = await registerClient(app);
    const a = await logInClient(app);
    const b = await logInClient(app);
    await registerEstablishment(app);
    const company = await logInEstablishment(app);

    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/logout-all',
      headers: bearer(a.token),
    });
    expect(response.json()).toMatchObject({ success: true, data: { sessoesEncerradas: 2 } });
    for (const token of [a.token, b.token]) {
      const check = await app.inject({ method: 'GET', url: `/api/users/${user.id}`, headers: bearer(token) });
      expect(check.statusCode).toBe(401);
    }
    const companyCheck = await app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password-fixed',
      headers: bearer(company.token),
    });
    expect(companyCheck.statusCode).toBe(200);
  });

  it('tells a missing, a tampered and an expired token apart with the messages the web client expects', async () => {
    const { app, clock } = ctx();
    const user = await registerClient(app);
    const { token } = await logInClient(app);
    const url = `/api/users/${user.id}`;

    const missing = await app.inject({ method: 'GET', url });
    expect(missing.statusCode).toBe(401);
    expect(missing.json().message).toContain('Token não fornecido');

    const [header, payload, signature] = token.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const forged = Buffer.from(JSON.stringify({ ...claims, sub: '999' })).toString('base64url');
    const tampered = await app.inject({
      method: 'GET',
      url,
      headers: bearer(`${header}.${forged}.${signature}`),
    });
    expect(tampered.statusCode).toBe(401);
    expect(tampered.json().message).toContain('Token inválido');

    const garbage = await app.inject({ method: 'GET', url, headers: bearer('not-a-jwt') });
    expect(garbage.json().message).toContain('Token inválido');

    const noneAlg = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${payload}.`;
    const unsigned = await app.inject({ method: 'GET', url, headers: bearer(noneAlg) });
    expect(unsigned.statusCode).toBe(401);
    expect(unsigned.json().message).toContain('Token inválido');

    const trailing = await app.inject({
      method: 'GET',
      url,
      headers: { authorization: `Bearer ${token} extra` },
    });
    expect(trailing.json().message).toContain('Token inválido');

    clock.advance(7 * 24 * 3_600_000 - 60_000);
    const lastMinute = await app.inject({ method: 'GET', url, headers: bearer(token) });
    expect(lastMinute.statusCode).toBe(200);
    clock.advance(60_000);
    const expired = await app.inject({ method: 'GET', url, headers: bearer(token) });
    expect(expired.statusCode).toBe(401);
    expect(expired.json().message).toContain('Token expirado');
  });

  it('never lets a client token act as an establishment or the other way round', async () => {
    const { app } = ctx();
    const user = await registerClient(app);
    const client = await logInClient(app);
    await registerEstablishment(app);
    const company = await logInEstablishment(app);

    const companyOnClientRoute = await app.inject({
      method: 'GET',
      url: `/api/users/${user.id}`,
      headers: bearer(company.token),
    });
    expect(companyOnClientRoute.statusCode).toBe(403);
    expect(companyOnClientRoute.json().message).toBe('Acesso negado. Esta ação é apenas para clientes.');

    // The establishment's own private profile is not given to a client token carrying the same id.
    const profile = await app.inject({
      method: 'GET',
      url: `/api/establishments/${company.user.id}`,
      headers: bearer(client.token),
    });
    expect(profile.statusCode).toBe(200);
    expect(profile.json().data.email_empresa).toBeUndefined();
    expect(profile.json().data.cnpj).toBeUndefined();
  });
});
