import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bodyOf, jsonResponse, mockFetch, storeSession } from '../../test/helpers';
import { getSession } from '../session/session-store';
import { apiRequest, fileNameOf, getBlob, setApiNavigator } from './client';
import { ApiError, errorMessage } from './errors';

function authHeader(init: RequestInit | undefined): string | undefined {
  return (init?.headers as Record<string, string> | undefined)?.Authorization;
}

describe('apiRequest', () => {
  const navigate = vi.fn();

  beforeEach(() => {
    setApiNavigator(navigate);
    window.history.pushState({}, '', '/');
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    navigate.mockReset();
  });

  it('sends the token of the role the request belongs to', async () => {
    storeSession({ userType: 'cliente', token: 'cli.ent.tok' });
    storeSession({ userType: 'estabelecimento', token: 'est.ab.tok' });
    const fetch = mockFetch(() => jsonResponse(200, { success: true, data: [] }));

    await apiRequest('/api/users/active-queues');
    await apiRequest('/api/establishments/stats');
    window.history.pushState({}, '', '/estabelecimento/gerenciar-filas');
    await apiRequest('/api/queues/9');

    expect(fetch.mock.calls.map(([, init]) => authHeader(init))).toEqual([
      'Bearer cli.ent.tok',
      'Bearer est.ab.tok',
      'Bearer est.ab.tok',
    ]);
  });

  it('sends no token on login and the explicit role token on logout', async () => {
    storeSession({ userType: 'cliente', token: 'cli.ent.tok' });
    storeSession({ userType: 'estabelecimento', token: 'est.ab.tok' });
    window.history.pushState({}, '', '/cliente/home');
    const fetch = mockFetch(() => jsonResponse(200, { success: true }));

    await apiRequest('/api/auth/login/user', { method: 'POST', body: { email_usuario: 'a@b.co' } });
    await apiRequest('/api/auth/logout', { method: 'POST', role: 'estabelecimento' });

    expect(authHeader(fetch.mock.calls[0]?.[1])).toBeUndefined();
    expect(bodyOf(fetch.mock.calls[0]?.[1])).toEqual({ email_usuario: 'a@b.co' });
    expect(authHeader(fetch.mock.calls[1]?.[1])).toBe('Bearer est.ab.tok');
  });

  it("sends a call's own headers beside the token (a guest ticket's secret goes in a header, not the URL)", async () => {
    storeSession({ userType: 'cliente', token: 'cli.ent.tok' });
    const fetch = mockFetch(() => jsonResponse(200, { success: true }));

    await apiRequest('/api/senha/conta', {
      method: 'POST',
      role: 'cliente',
      headers: { 'X-Vez-Senha': 'segredo' },
    });

    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe('/api/senha/conta');
    expect(init?.headers).toMatchObject({ 'X-Vez-Senha': 'segredo', Authorization: 'Bearer cli.ent.tok' });
  });

  it('turns {success:false, message} into an ApiError carrying status, message and field errors', async () => {
    mockFetch(() =>
      jsonResponse(409, {
        success: false,
        message: 'CPF já cadastrado',
        errors: [{ campo: 'cpf', mensagem: 'x' }],
      }),
    );
    const error = (await apiRequest('/api/auth/register/user', { method: 'POST', body: {} }).catch(
      (e) => e,
    )) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 409, message: 'CPF já cadastrado', hasServerMessage: true });
    expect(error.fieldErrors).toEqual([{ campo: 'cpf', mensagem: 'x' }]);
    expect(errorMessage(error, 'fallback')).toBe('CPF já cadastrado');
  });

  it('uses the screen fallback when the server sent no message', async () => {
    mockFetch(() => new Response('<html>bad gateway</html>', { status: 502 }));
    const error = await apiRequest('/api/feedback').catch((e) => e);
    expect(errorMessage(error, 'Erro ao fazer login. Tente novamente.')).toBe(
      'Erro ao fazer login. Tente novamente.',
    );
  });

  it('clears the role session and leaves the protected page on a dead-token 401', async () => {
    storeSession({ userType: 'cliente' });
    storeSession({ userType: 'estabelecimento' });
    window.history.pushState({}, '', '/cliente/minhas-filas');
    mockFetch(() => jsonResponse(401, { success: false, message: 'Token expirado. Faça login novamente.' }));

    await expect(apiRequest('/api/users/active-queues')).rejects.toThrow('Token expirado');

    expect(getSession('cliente')).toBeNull();
    expect(getSession('estabelecimento')).not.toBeNull();
    expect(navigate).toHaveBeenCalledWith('/escolha-login');
  });

  it('clears both sessions when no usable token was sent, and stays on a public page', async () => {
    storeSession({ userType: 'cliente', token: 'not-a-jwt' });
    storeSession({ userType: 'estabelecimento', token: 'two.parts' });
    expect(localStorage.getItem('vez.session.cliente')).not.toBeNull();
    expect(localStorage.getItem('vez.session.estabelecimento')).not.toBeNull();
    window.history.pushState({}, '', '/faq');
    const fetch = mockFetch(() => jsonResponse(401, { success: false, message: 'Token não fornecido' }));
    await expect(apiRequest('/api/queues/1')).rejects.toBeInstanceOf(ApiError);
    expect(new Headers(fetch.mock.calls[0]?.[1]?.headers).get('Authorization')).toBeNull();
    expect(localStorage.getItem('vez.session.cliente')).toBeNull();
    expect(localStorage.getItem('vez.session.estabelecimento')).toBeNull();
    expect(navigate).not.toHaveBeenCalled();
  });

  it("stays on an establishment page when a client call's token dies", async () => {
    storeSession({ userType: 'cliente' });
    storeSession({ userType: 'estabelecimento' });
    window.history.pushState({}, '', '/estabelecimento/home');
    mockFetch(() => jsonResponse(401, { success: false, message: 'Token expirado' }));
    await expect(apiRequest('/api/users/active-queues')).rejects.toThrow('Token expirado');
    expect(getSession('cliente')).toBeNull();
    expect(getSession('estabelecimento')).not.toBeNull();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('keeps the session on other 401s, such as a wrong password', async () => {
    storeSession({ userType: 'cliente' });
    window.history.pushState({}, '', '/cliente/home');
    mockFetch(() => jsonResponse(401, { success: false, message: 'E-mail ou senha incorretos' }));
    await expect(apiRequest('/api/auth/login/user', { method: 'POST', body: {} })).rejects.toThrow(
      'E-mail ou senha incorretos',
    );
    expect(getSession('cliente')).not.toBeNull();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('sends a FormData body as multipart, with the token and no JSON content type', async () => {
    storeSession({ userType: 'estabelecimento', token: 'est.ab.tok' });
    const fetch = mockFetch(() => jsonResponse(200, { success: true, data: {} }));
    const form = new FormData();
    form.append('nome_empresa', 'Barbearia');
    await apiRequest('/api/establishments/3', { method: 'PUT', body: form });
    const init = fetch.mock.calls[0]?.[1];
    expect(init?.body).toBe(form);
    expect(authHeader(init)).toBe('Bearer est.ab.tok');
    expect((init?.headers as Record<string, string> | undefined)?.['Content-Type']).toBeUndefined();
  });

  it('reports a connection failure and a timeout with their own messages', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    await expect(apiRequest('/api/feedback')).rejects.toThrow('Erro de conexão. Tente novamente.');

    vi.stubGlobal(
      'fetch',
      vi.fn(
        (_url: string, init: RequestInit) =>
          new Promise((_resolve, reject) =>
            init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
          ),
      ),
    );
    await expect(apiRequest('/api/feedback', { timeoutMs: 10 })).rejects.toThrow(
      'Tempo de requisição esgotado. Tente novamente.',
    );
  });
});

describe('getBlob', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('downloads a file with the role token and reads the suggested name', async () => {
    storeSession({ userType: 'estabelecimento', token: 'est.ab.tok' });
    const fetch = mockFetch(
      () =>
        new Response('%PDF-1.7 conteúdo', {
          status: 200,
          headers: {
            'Content-Type': 'application/pdf',
            'Content-Disposition': 'attachment; filename="vez-relatorio-2026-03-10.pdf"',
          },
        }),
    );
    const file = await getBlob('/api/establishments/relatorio.pdf?de=2026-03-01&ate=2026-03-10');
    expect(fetch.mock.calls[0]?.[0]).toBe('/api/establishments/relatorio.pdf?de=2026-03-01&ate=2026-03-10');
    expect(authHeader(fetch.mock.calls[0]?.[1])).toBe('Bearer est.ab.tok');
    expect(file.fileName).toBe('vez-relatorio-2026-03-10.pdf');
    expect(await file.blob.text()).toBe('%PDF-1.7 conteúdo');
  });

  it("turns a refusal's JSON message into an ApiError", async () => {
    storeSession({ userType: 'estabelecimento' });
    mockFetch(() => jsonResponse(403, { success: false, message: 'Recurso do plano Profissional.' }));
    const error = await getBlob('/api/establishments/relatorio.xlsx').catch((e) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 403, message: 'Recurso do plano Profissional.' });
  });

  it('reads plain, quoted and RFC 5987 file names', () => {
    expect(fileNameOf('attachment; filename="a b.pdf"')).toBe('a b.pdf');
    expect(fileNameOf('attachment; filename=relatorio.xlsx')).toBe('relatorio.xlsx');
    expect(fileNameOf("attachment; filename*=UTF-8''relat%C3%B3rio.pdf")).toBe('relatório.pdf');
    expect(fileNameOf(null)).toBeNull();
    expect(fileNameOf('inline')).toBeNull();
  });
});
