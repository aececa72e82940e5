import { describe, expect, it } from 'vitest';
import { storeSession } from '../../test/helpers';
import { clearSession, getSession, isUsableToken, sessionKey } from './session-store';

describe('session store', () => {
  it('accepts only tokens with three non-empty dot-separated parts', () => {
    expect(isUsableToken('aaa.bbb.ccc')).toBe(true);
    expect(isUsableToken('aaa.bbb')).toBe(false);
    expect(isUsableToken('a.b.c.d')).toBe(false);
    expect(isUsableToken('aaa..ccc')).toBe(false);
    expect(isUsableToken('undefined')).toBe(false);
    expect(isUsableToken(null)).toBe(false);
  });

  it('ignores a stored session whose token is not a JWT', () => {
    window.localStorage.setItem(sessionKey('cliente'), JSON.stringify({ token: 'abc', userType: 'cliente' }));
    expect(getSession('cliente')).toBeNull();
  });

  it('ignores corrupt JSON and a session stored under the other role', () => {
    window.localStorage.setItem(sessionKey('cliente'), '{not json');
    expect(getSession('cliente')).toBeNull();
    window.localStorage.setItem(
      sessionKey('estabelecimento'),
      JSON.stringify({ token: 'a.b.c', userType: 'cliente' }),
    );
    expect(getSession('estabelecimento')).toBeNull();
  });

  it('keeps both roles logged in separately and clears one without the other', () => {
    storeSession({ userType: 'cliente', name: 'Maria' });
    storeSession({ userType: 'estabelecimento', name: 'Barbearia' });
    expect(window.localStorage.getItem('vez.session.cliente')).toContain('Maria');
    expect(getSession('estabelecimento')?.name).toBe('Barbearia');

    clearSession('cliente');
    expect(getSession('cliente')).toBeNull();
    expect(getSession('estabelecimento')?.name).toBe('Barbearia');
  });
});
