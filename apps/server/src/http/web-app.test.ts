import { describe, expect, it } from 'vitest';
import { isApiPath, isAppRoute } from './web-app';

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
