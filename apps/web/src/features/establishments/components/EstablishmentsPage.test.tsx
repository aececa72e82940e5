import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch, renderPage, storeSession } from '../../../test/helpers';
import { EstablishmentDetailPage } from './EstablishmentDetailPage';
import { EstablishmentsPage } from './EstablishmentsPage';

afterEach(() => vi.unstubAllGlobals());

const barbearia = {
  id: 1,
  nome_empresa: 'Barbearia Navalha',
  nome_fantasia: null,
  categoria: 'Barbearia',
  endereco_empresa: 'Rua Augusta',
  numero_empresa: '1500',
  bairro_empresa: 'Consolação',
  cidade_empresa: 'São Paulo',
  uf_empresa: 'SP',
  descricao: null,
  status: 'ativo',
  filas: 1,
  pessoas: 6,
};

describe('EstablishmentsPage', () => {
  it('asks the server for the search, filters and page in the address, and pages on', async () => {
    storeSession();
    const fetch = mockFetch(() =>
      jsonResponse(200, {
        success: true,
        data: [barbearia],
        pagination: { page: 2, limit: 8, total: 30, totalPages: 4 },
      }),
    );
    renderPage(<EstablishmentsPage />, { route: '/?busca=nav&categoria=Barbearia&status=ativo&pagina=2' });
    expect(await screen.findByText('Barbearia Navalha')).toBeInTheDocument();
    const url = new URL(String(fetch.mock.calls[0]?.[0]), 'http://x');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      page: '2',
      limit: '8',
      search: 'nav',
      categoria: 'Barbearia',
      status: 'ativo',
    });
    expect(screen.getByText('6 pessoas')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remover filtro Barbearia' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Próxima ›' }));
    await waitFor(() => expect(String(fetch.mock.calls.at(-1)?.[0])).toContain('page=3'));
  });

  it('shows the error with Tentar Novamente and no made-up establishments', async () => {
    storeSession();
    let fail = true;
    mockFetch(() =>
      fail
        ? jsonResponse(500, { success: false, message: 'Erro interno' })
        : jsonResponse(200, {
            success: true,
            data: [],
            pagination: { page: 1, limit: 8, total: 0, totalPages: 1 },
          }),
    );
    renderPage(<EstablishmentsPage />);
    expect(
      await screen.findByText('Erro ao carregar estabelecimentos. Tente novamente.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Tentar Novamente' }));
    expect(await screen.findByText('Nenhum estabelecimento encontrado.')).toBeInTheDocument();
  });
});

describe('establishment pictures', () => {
  it("shows each card's picture with the name as alt text, and a placeholder without one", async () => {
    storeSession();
    mockFetch(() =>
      jsonResponse(200, {
        success: true,
        data: [
          { ...barbearia, imagem_url: '/api/establishments/1/image?v=abc' },
          { ...barbearia, id: 2, nome_empresa: 'Academia Forte', imagem_url: null },
        ],
        pagination: { page: 1, limit: 8, total: 2, totalPages: 1 },
      }),
    );
    renderPage(<EstablishmentsPage />);
    const picture = await screen.findByRole('img', { name: 'Barbearia Navalha' });
    expect(picture).toHaveAttribute('src', '/api/establishments/1/image?v=abc');
    // Its room is reserved before it loads, so the list does not jump.
    expect(picture).toHaveAttribute('width');
    expect(picture).toHaveAttribute('height');
    expect(screen.getByText('Academia Forte')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Academia Forte' })).not.toBeInTheDocument();
  });

  it('shows the picture on the detail page', async () => {
    storeSession();
    mockFetch((url) =>
      url.endsWith('/queues')
        ? jsonResponse(200, { success: true, data: [] })
        : jsonResponse(200, {
            success: true,
            data: { ...barbearia, tempo_medio_espera: 12, imagem_url: '/api/establishments/1/image?v=abc' },
          }),
    );
    renderPage(<EstablishmentDetailPage />, {
      route: '/cliente/estabelecimentos/1',
      path: '/cliente/estabelecimentos/:id',
    });
    const picture = await screen.findByRole('img', { name: 'Barbearia Navalha' });
    expect(picture).toHaveAttribute('src', '/api/establishments/1/image?v=abc');
  });

  it('names an establishment by its trade name on the card and its page, never by the legal name', async () => {
    storeSession();
    const navalha = { ...barbearia, nome_empresa: 'Navalha Serviços LTDA', nome_fantasia: 'Navalha de Ouro' };
    mockFetch((url) =>
      url.includes('/api/establishments?')
        ? jsonResponse(200, {
            success: true,
            data: [navalha],
            pagination: { page: 1, limit: 8, total: 1, totalPages: 1 },
          })
        : url.endsWith('/queues')
          ? jsonResponse(200, { success: true, data: [] })
          : jsonResponse(200, {
              success: true,
              data: { ...navalha, tempo_medio_espera: 12, imagem_url: null },
            }),
    );
    const { unmount } = renderPage(<EstablishmentsPage />);
    expect(await screen.findByRole('heading', { level: 2, name: 'Navalha de Ouro' })).toBeInTheDocument();
    expect(screen.queryByText('Navalha Serviços LTDA')).not.toBeInTheDocument();
    unmount();
    renderPage(<EstablishmentDetailPage />, {
      route: '/cliente/estabelecimentos/1',
      path: '/cliente/estabelecimentos/:id',
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Navalha de Ouro' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toMatch(/^Navalha de Ouro/));
  });
});
