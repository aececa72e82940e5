import { expect, it } from 'vitest';
import { bearer, logInEstablishment, OTHER_CNPJ, registerEstablishment } from '../../test-support/fixtures';
import { describeEachDialect } from '../../test-support/test-app';

describeEachDialect('GET /api/establishments/:id', (ctx) => {
  it('shows anyone the public part only', async () => {
    const { app } = ctx();
    const company = await registerEstablishment(app, { telefone_empresa: '1133334444' });
    const response = await app.inject({ method: 'GET', url: `/api/establishments/${company.id}` });
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(data).toMatchObject({
      id: company.id,
      nome_empresa: 'Barbearia Central LTDA',
      endereco_empresa: 'Rua Augusta',
    });
    expect(data.email_empresa).toBeUndefined();
    expect(data.cnpj).toBeUndefined();
    expect(response.body).not.toContain('password');
  });

  it('shows the owner the whole profile, and another establishment only the public part', async () => {
    const { app } = ctx();
    const company = await registerEstablishment(app);
    await registerEstablishment(app, { cnpj: OTHER_CNPJ, email_empresa: 'outra@empresa.com' });
    const owner = await logInEstablishment(app);
    const other = await logInEstablishment(app, 'outra@empresa.com');

    const own = await app.inject({
      method: 'GET',
      url: `/api/establishments/${company.id}`,
      headers: bearer(owner.token),
    });
    expect(own.json().data).toMatchObject({ cnpj: '11222333000181', email_empresa: 'contato@barbearia.com' });
    const foreign = await app.inject({
      method: 'GET',
      url: `/api/establishments/${company.id}`,
      headers: bearer(other.token),
    });
    expect(foreign.json().data.email_empresa).toBeUndefined();
  });

  it('answers 404 in Portuguese for an unknown id', async () => {
    const missing = await ctx().app.inject({ method: 'GET', url: '/api/establishments/999' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ success: false, message: 'Estabelecimento não encontrado' });
  });

  it('treats a stale or bad token on this public read as anonymous instead of failing the page', async () => {
    const { app } = ctx();
    const company = await registerEstablishment(app);
    const owner = await logInEstablishment(app);
    await app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(owner.token) });
    for (const token of [owner.token, 'a.b.c']) {
      const response = await app.inject({
        method: 'GET',
        url: `/api/establishments/${company.id}`,
        headers: bearer(token),
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().data.email_empresa).toBeUndefined();
    }
  });
});
