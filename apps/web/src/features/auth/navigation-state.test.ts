import { describe, expect, it } from 'vitest';
import { afterLoginPath, loginPathReturningTo, readAuthState } from './navigation-state';

describe('where a login returns to', () => {
  it('comes from navigation state or, for a plain link, from ?voltar=', () => {
    const link = loginPathReturningTo('/login-estab', '/estabelecimento/pagamento?plano=essencial');
    expect(link).toBe('/login-estab?voltar=%2Festabelecimento%2Fpagamento%3Fplano%3Dessencial');
    const search = link.slice(link.indexOf('?'));
    expect(readAuthState(null, search).from).toBe('/estabelecimento/pagamento?plano=essencial');
    expect(readAuthState({ from: '/estabelecimento/planos' }, search).from).toBe('/estabelecimento/planos');
  });

  it('never leaves the role’s own area, whatever the address says', () => {
    const { from } = readAuthState(null, '?voltar=https://example.com/');
    expect(afterLoginPath('estabelecimento', from)).toBe('/estabelecimento/home');
    expect(afterLoginPath('cliente', '/estabelecimento/planos')).toBe('/cliente/home');
  });
});
