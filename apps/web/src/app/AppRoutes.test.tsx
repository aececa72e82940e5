import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '../components/toast/ToastProvider';
import { statusWithoutPlan } from '../features/plans/test-data';
import { getSession } from '../lib/session/session-store';
import { jsonResponse, LocationProbe, mockFetch, storeSession } from '../test/helpers';
import { AppRoutes } from './AppRoutes';

function renderApp(route: string) {
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

describe('AppRoutes', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the 404 page for unknown client paths', () => {
    storeSession({ userType: 'cliente' });
    renderApp('/cliente/nada-aqui');
    expect(screen.getByRole('heading', { name: 'Página não encontrada (404)' })).toBeInTheDocument();
  });

  // Area screens are loaded on demand, so the tests wait for them.
  it('sends a visitor from Minhas Filas to the client login with the reason', async () => {
    renderApp('/cliente/minhas-filas');
    expect(
      await screen.findByText('Usuário não autenticado. Faça login para continuar.'),
    ).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/login');
  });

  it('sends an establishment user from Minhas Filas to the establishment home', async () => {
    storeSession({ userType: 'estabelecimento', name: 'Barbearia Central' });
    renderApp('/cliente/minhas-filas');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/estabelecimento/home'));
  });

  it('sends any unknown establishment path to the establishment home', async () => {
    storeSession({ userType: 'estabelecimento', name: 'Barbearia Central' });
    renderApp('/estabelecimento/qualquer-coisa');
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Olá, Barbearia Central!');
    expect(screen.getByTestId('location')).toHaveTextContent('/estabelecimento/home');
    expect(screen.getByRole('link', { name: 'Gerenciar Filas' })).toHaveAttribute(
      'href',
      '/estabelecimento/gerenciar-filas',
    );
  });

  // The heading of a page reached by a redirect used to take focus a few frames late, and on a busy run
  // the e-mail typed by then went nowhere ('E-mail obrigatório'); useRouteFocus now leaves focus the
  // visitor has put in the page (its own test shows it deterministically).
  it('leads a visitor from the landing plan through the establishment login to that plan payment page', async () => {
    mockFetch((url) => {
      if (url === '/api/auth/login/establishment') {
        return jsonResponse(200, {
          success: true,
          data: {
            token: 'est.abe.lec',
            user: { id: 7, userType: 'estabelecimento', nome: 'Barbearia', email: 'b@b.co' },
          },
        });
      }
      if (url === '/api/plans/status') return jsonResponse(200, { success: true, data: statusWithoutPlan() });
      return jsonResponse(500, { success: false });
    });
    renderApp('/estabelecimento/pagamento?plano=profissional');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/login-estab'));
    // The login screen's code loads apart: the address can change before the form is drawn.
    await userEvent.type(await screen.findByLabelText('E-mail'), 'b@b.co');
    await userEvent.type(screen.getByLabelText('Senha'), 'Segura123');
    await userEvent.click(screen.getByRole('button', { name: 'Entrar' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Pagamento' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/estabelecimento/pagamento');
    expect(screen.getByTestId('location').dataset.search).toBe('?plano=profissional');
    expect(await screen.findByText('Plano Profissional')).toBeInTheDocument();
  });

  it('has the plan screens in the establishment area, the Planos link of the sidebar included', async () => {
    storeSession({ userType: 'estabelecimento', name: 'Barbearia Central' });
    mockFetch((url) =>
      url === '/api/plans/status'
        ? jsonResponse(200, { success: true, data: statusWithoutPlan() })
        : jsonResponse(200, { success: true, data: [] }),
    );
    renderApp('/estabelecimento/planos/detalhes-profissional');
    expect(await screen.findByRole('heading', { level: 1, name: 'Profissional' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Voltar para Planos' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Planos' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Planos' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(await screen.findByRole('link', { name: 'Ver detalhes do Essencial' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Essencial' })).toBeInTheDocument();
  });

  it('logs out from the user menu: revokes on the server, forgets only that role, goes to the login choice', async () => {
    storeSession({ userType: 'cliente', token: 'cli.ent.tok' });
    storeSession({ userType: 'estabelecimento' });
    const fetch = mockFetch(() => jsonResponse(200, { success: true, message: 'Logout realizado' }));
    renderApp('/cliente/home');
    // The home screen loads on demand; the header's menu is there before it, but the guard only knows
    // the session was there once the screen has mounted.
    await screen.findByRole('heading', { level: 1 });

    await userEvent.click(await screen.findByRole('button', { name: /menu da conta/ }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Sair' }));

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/escolha-login'));
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe('/api/auth/logout');
    expect((init?.headers as Record<string, string> | undefined)?.Authorization).toBe('Bearer cli.ent.tok');
    expect(getSession('cliente')).toBeNull();
    expect(getSession('estabelecimento')).not.toBeNull();
  });

  it('sends the feedback with the current page and shows the server answer', async () => {
    const fetch = mockFetch(() => jsonResponse(201, { success: true, message: 'Obrigado pelo feedback!' }));
    renderApp('/escolha-login');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByText('Escreva seu feedback')).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('Seu feedback'), 'Muito bom!');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByText('Obrigado pelo feedback!')).toBeInTheDocument();
    expect(JSON.parse(String(fetch.mock.calls[0]?.[1]?.body))).toEqual({
      mensagem: 'Muito bom!',
      pagina: '/escolha-login',
    });
  });
});
