import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bodyOf, jsonResponse, mockFetch, renderPage } from '../../../test/helpers';
import { UnsubscribePage } from './UnsubscribePage';

const DONE = 'Pronto: você não receberá mais avisos da fila por e-mail.';
const INVALID = 'Link de descadastro inválido ou expirado.';

describe('UnsubscribePage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('stops the e-mails with the link token, once, without logging in', async () => {
    const fetch = mockFetch(() => jsonResponse(200, { success: true, message: DONE }));
    renderPage(<UnsubscribePage />, { route: '/descadastrar?token=abc.def-123' });
    expect(screen.getByText('Descadastrando seu e-mail...')).toBeInTheDocument();
    expect(await screen.findByText(DONE)).toBeInTheDocument();
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/api/notifications/unsubscribe');
    expect(init?.method).toBe('POST');
    expect(bodyOf(init)).toEqual({ token: 'abc.def-123' });
    expect((init?.headers as Record<string, string> | undefined)?.Authorization).toBeUndefined();
  });

  it('says a refused link is invalid and offers Configurações instead of a retry', async () => {
    mockFetch(() => jsonResponse(400, { success: false, message: INVALID }));
    renderPage(<UnsubscribePage />, { route: '/descadastrar?token=velho' });
    expect(await screen.findByRole('alert')).toHaveTextContent(INVALID);
    expect(screen.queryByRole('button', { name: 'Tentar Novamente' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Configurações' })).toHaveAttribute(
      'href',
      '/cliente/configuracoes',
    );
  });

  it('retries after a network failure', async () => {
    let down = true;
    mockFetch(() => {
      if (down) throw new TypeError('Failed to fetch');
      return jsonResponse(200, { success: true, message: DONE });
    });
    renderPage(<UnsubscribePage />, { route: '/descadastrar?token=abc.def-123' });
    const retry = await screen.findByRole('button', { name: 'Tentar Novamente' });
    down = false;
    await userEvent.click(retry);
    expect(await screen.findByText(DONE)).toBeInTheDocument();
  });

  it('needs no request to say a link without token is invalid', () => {
    const fetch = mockFetch(() => jsonResponse(200, {}));
    renderPage(<UnsubscribePage />, { route: '/descadastrar' });
    expect(screen.getByRole('alert')).toHaveTextContent(INVALID);
    expect(fetch).not.toHaveBeenCalled();
  });
});
