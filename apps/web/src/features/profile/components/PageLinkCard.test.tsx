import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch, renderPage, storeSession } from '../../../test/helpers';
import { PageLinkCard } from './PageLinkCard';

const LINK = 'http://192.168.0.42:3000/estabelecimentos/3';

function serve(answer: () => Response) {
  return mockFetch((url) =>
    url === '/api/establishments/3/page-link'
      ? answer()
      : jsonResponse(404, { success: false, message: url }),
  );
}

describe("'Link da sua página'", () => {
  const writeText = vi.fn((_text: string) => Promise.resolve());
  beforeEach(() => {
    storeSession({ userType: 'estabelecimento', id: 3, token: 'est.ab.tok' });
    // jsdom has no clipboard: the browser's, as far as the card uses it.
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    writeText.mockClear();
    Reflect.deleteProperty(navigator, 'clipboard');
  });

  it('shows the page’s link on the poster’s address, with the establishment’s token, and copies it', async () => {
    const fetch = serve(() =>
      jsonResponse(200, { success: true, data: { link: LINK, origemDoLink: 'rede-local' } }),
    );
    renderPage(<PageLinkCard id={3} />, { route: '/estabelecimento/perfil' });

    expect(await screen.findByRole('link', { name: LINK })).toHaveAttribute('href', LINK);
    expect(screen.getByRole('heading', { name: 'Link da sua página' })).toBeInTheDocument();
    // PUBLIC_URL unset: the same note as the poster's, so the owner knows who can open it.
    expect(screen.getByText(/o celular precisa estar na mesma rede Wi-Fi/)).toBeInTheDocument();
    expect(new Headers(fetch.mock.calls[0]?.[1]?.headers).get('authorization')).toBe('Bearer est.ab.tok');

    await userEvent.click(screen.getByRole('button', { name: 'Copiar link' }));
    expect(writeText).toHaveBeenCalledWith(LINK);
    expect(screen.getByRole('status')).toHaveTextContent('Link copiado.');
  });

  it('says nothing of the address’s origin when PUBLIC_URL is set', async () => {
    serve(() =>
      jsonResponse(200, {
        success: true,
        data: { link: 'https://vez.app/estabelecimentos/3', origemDoLink: 'PUBLIC_URL' },
      }),
    );
    renderPage(<PageLinkCard id={3} />, { route: '/estabelecimento/perfil' });
    expect(
      await screen.findByRole('link', { name: 'https://vez.app/estabelecimentos/3' }),
    ).toBeInTheDocument();
    expect(screen.queryByText(/PUBLIC_URL/)).toBeNull();
  });

  it('says when the link could not be read, and reads it again on Tentar Novamente', async () => {
    let fail = true;
    serve(() =>
      fail
        ? jsonResponse(503, { success: false, message: 'Serviço indisponível' })
        : jsonResponse(200, { success: true, data: { link: LINK, origemDoLink: 'PUBLIC_URL' } }),
    );
    renderPage(<PageLinkCard id={3} />, { route: '/estabelecimento/perfil' });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Não foi possível carregar o link da sua página.',
    );
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Tentar Novamente' }));
    expect(await screen.findByRole('link', { name: LINK })).toBeInTheDocument();
  });
});
