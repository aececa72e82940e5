import type { UserType } from '@vez/domain';
import { describe, expect, it } from 'vitest';
import { chooseTokenRole } from './token-choice';

const both = () => true;
const only = (role: UserType) => (r: UserType) => r === role;

describe('chooseTokenRole (SPEC §7)', () => {
  it('follows the request path first', () => {
    expect(chooseTokenRole('/api/users/active-queues', '/estabelecimento/home', both)).toBe('cliente');
    expect(chooseTokenRole('/api/establishments/stats', '/cliente/home', both)).toBe('estabelecimento');
    expect(chooseTokenRole('/api/queues/establishment/3', '/cliente/home', both)).toBe('estabelecimento');
    expect(chooseTokenRole('/api/plans/status', '/cliente/home', both)).toBe('estabelecimento');
    expect(chooseTokenRole('/api/plans/payments/pay-1', '/', both)).toBe('estabelecimento');
  });

  it('then the page path, then whichever role is stored', () => {
    expect(chooseTokenRole('/api/queues/5', '/estabelecimento/gerenciar-filas', both)).toBe(
      'estabelecimento',
    );
    expect(chooseTokenRole('/api/queues/5', '/cliente/minhas-filas', both)).toBe('cliente');
    expect(chooseTokenRole('/api/feedback', '/faq', only('estabelecimento'))).toBe('estabelecimento');
    expect(chooseTokenRole('/api/feedback', '/faq', both)).toBe('cliente');
  });

  it('skips a rule whose role is not logged in', () => {
    expect(chooseTokenRole('/api/establishments/7', '/cliente/estabelecimentos/7', only('cliente'))).toBe(
      'cliente',
    );
  });

  it('sends no token on anonymous auth calls or without any session', () => {
    expect(chooseTokenRole('/api/auth/login/user', '/cliente/home', both)).toBeNull();
    expect(chooseTokenRole('/api/auth/register/establishment', '/', both)).toBeNull();
    expect(chooseTokenRole('/api/auth/validate-reset-token/x', '/', both)).toBeNull();
    expect(chooseTokenRole('/api/auth/validate-cnpj', '/', both)).toBeNull();
    expect(chooseTokenRole('/api/queues/5', '/', () => false)).toBeNull();
  });

  it('lets logout, logout-all and forgot-password-fixed carry a token', () => {
    expect(chooseTokenRole('/api/auth/logout', '/cliente/home', both)).toBe('cliente');
    expect(chooseTokenRole('/api/auth/forgot-password-fixed', '/estabelecimento/perfil', both)).toBe(
      'estabelecimento',
    );
  });
});
