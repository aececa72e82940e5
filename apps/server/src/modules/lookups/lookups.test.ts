import { expect, it } from 'vitest';
import { BROKEN_CEP } from '../../test-support/fake-lookups-server';
import { describeEachDialect } from '../../test-support/test-app';

describeEachDialect('CEP and CNPJ lookups', (ctx) => {
  it('answers a known CEP with its address, masked or not, and caches it', async () => {
    const { app, lookups } = ctx();
    const first = await app.inject({ method: 'GET', url: '/api/cep/01310-100' });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      success: true,
      data: {
        cep: '01310100',
        logradouro: 'Avenida Paulista',
        bairro: 'Bela Vista',
        localidade: 'São Paulo',
        uf: 'SP',
      },
    });
    const calls = lookups.requests.filter((r) => r.includes('01310100')).length;
    await app.inject({ method: 'GET', url: '/api/cep/01310100' });
    expect(lookups.requests.filter((r) => r.includes('01310100')).length).toBe(calls);
  });

  it("says 'CEP não encontrado' (404), 'CEP inválido' (400) and 'Erro ao buscar CEP' when the service fails", async () => {
    const { app } = ctx();
    const unknown = await app.inject({ method: 'GET', url: '/api/cep/12345678' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ success: false, message: 'CEP não encontrado', erro: true });
    const invalid = await app.inject({ method: 'GET', url: '/api/cep/123' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().message).toBe('CEP inválido');
    const broken = await app.inject({ method: 'GET', url: `/api/cep/${BROKEN_CEP}` });
    expect(broken.statusCode).toBe(503);
    expect(broken.json()).toEqual({ success: false, message: 'Erro ao buscar CEP' });
  });

  it('validates a CNPJ locally and fills the legal name from the lookup service', async () => {
    const { app } = ctx();
    const known = await app.inject({
      method: 'POST',
      url: '/api/auth/validate-cnpj',
      payload: { cnpj: '11.222.333/0001-81' },
    });
    expect(known.json()).toEqual({
      success: true,
      message: 'CNPJ válido',
      data: { cnpj: '11222333000181', razao_social: 'EMPRESA EXEMPLO COMERCIO LTDA' },
    });
    const unknownToService = await app.inject({
      method: 'POST',
      url: '/api/auth/validate-cnpj',
      payload: { cnpj: '11444777000161' },
    });
    expect(unknownToService.json().data).toEqual({ cnpj: '11444777000161', razao_social: '' });
    const invalid = await app.inject({
      method: 'POST',
      url: '/api/auth/validate-cnpj',
      payload: { cnpj: '11222333000182' },
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().message).toBe('CNPJ inválido');
  });
});

describeEachDialect(
  'CNPJ check without a reachable lookup service',
  (ctx) => {
    it('still validates the check digits and leaves the legal name empty', async () => {
      const response = await ctx().app.inject({
        method: 'POST',
        url: '/api/auth/validate-cnpj',
        payload: { cnpj: '11222333000181' },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().data.razao_social).toBe('');
    });
  },
  { env: { CNPJ_LOOKUP_URL: 'http://127.0.0.1:9/cnpj', LOOKUP_TIMEOUT_MS: '500' } },
);
