import { describe, expect, it, vi } from 'vitest';
import { getSession } from '../../lib/session/session-store';
import { storeSession } from '../../test/helpers';
import { DEFAULT_EXIT_PATH, endLocalSession, exitPathOf, resetExitPath } from './session-exit';

describe('endLocalSession', () => {
  it("forgets the role's session, leaves for the given path and tells the guard where to go", () => {
    storeSession({ userType: 'cliente' });
    storeSession({ userType: 'estabelecimento' });
    const navigate = vi.fn();
    endLocalSession('cliente', '/', navigate);
    expect(getSession('cliente')).toBeNull();
    expect(getSession('estabelecimento')).not.toBeNull();
    expect(navigate).toHaveBeenCalledWith('/');
    expect(exitPathOf('cliente')).toBe('/');
    expect(exitPathOf('estabelecimento')).toBe(DEFAULT_EXIT_PATH);
    // Logged in again: a later logout or dead token goes to the login choice as before.
    resetExitPath('cliente');
    expect(exitPathOf('cliente')).toBe('/escolha-login');
  });
});
