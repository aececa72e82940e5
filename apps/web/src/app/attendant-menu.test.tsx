import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '../components/toast/ToastProvider';
import { jsonResponse, LocationProbe, mockFetch, storeSession } from '../test/helpers';
import { queueOf } from '../test/queue-data';
import { AppRoutes } from './AppRoutes';

/** The whole app, as a team member of establishment 7 opens it (decision 070). */
function renderAs(papel: 'dono' | 'atendente', route: string) {
  storeSession({
    userType: 'estabelecimento',
    id: 7,
    name: 'Barbearia Central',
    email: 'joao@barbearia.com',
    papel,
    membroId: 11,
    membroNome: 'João Lima',
  });
  mockFetch((url) => {
    if (url === '/api/queues/establishment/7')
      return jsonResponse(200, { success: true, data: [queueOf({ id: 1 })] });
    if (url.includes('/events')) return jsonResponse(404, { success: false, message: 'Fila não encontrada' });
    if (url.startsWith('/api/establishments/7/pontos')) return jsonResponse(200, { success: true, data: [] });
    return jsonResponse(500, { success: false, message: 'inesperado' });
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <ToastProvider>
        <MemoryRouter initialEntries={[route]}>
          <AppRoutes />
          <LocationProbe />
        </MemoryRouter>
      </ToastProvider>
    </QueryClientProvider>,
  );
}

const menuLinks = () =>
  within(screen.getByRole('navigation', { name: 'Navegação principal' }))
    .getAllByRole('link')
    .map((link) => link.textContent);

describe('an Atendente’s app (decision 070)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('offers Gerenciar Filas and not the business’s pages', async () => {
    renderAs('atendente', '/estabelecimento/gerenciar-filas');
    expect(await screen.findByRole('heading', { level: 1, name: 'Gerenciar Filas' })).toBeInTheDocument();
    expect(menuLinks()).toEqual(['Home', 'Gerenciar Filas']);

    await userEvent.click(screen.getByRole('button', { name: /menu da conta/ }));
    const menu = screen.getByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Sair']);
    expect(screen.getByText('Barbearia Central · Atendente')).toBeInTheDocument();

    // What the server would refuse is not offered: creating or closing a queue.
    expect(await screen.findByText('Corte de cabelo')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Criar Filas' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Encerrar' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Chamada' }).length).toBeGreaterThan(0);
  });

  it('a business page opened by its address says it is the owner’s and leads to the queues', async () => {
    renderAs('atendente', '/estabelecimento/planos');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Página do dono do estabelecimento' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ir para Gerenciar Filas' })).toHaveAttribute(
      'href',
      '/estabelecimento/gerenciar-filas',
    );
  });

  it('a Dono member has the whole menu, Equipe included', async () => {
    renderAs('dono', '/estabelecimento/gerenciar-filas');
    await screen.findByRole('heading', { level: 1, name: 'Gerenciar Filas' });
    expect(menuLinks()).toEqual(['Home', 'Dashboard', 'Gerenciar Filas', 'Planos', 'Equipe']);
    await userEvent.click(screen.getByRole('button', { name: /menu da conta/ }));
    expect(
      within(screen.getByRole('menu'))
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Perfil', 'Configurações', 'Sair']);
  });
});
