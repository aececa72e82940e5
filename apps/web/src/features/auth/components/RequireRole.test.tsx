import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch, renderPage, storeSession } from '../../../test/helpers';
import { LoginPage } from './LoginPage';
import { RequireRole } from './RequireRole';

const guardedRoutes = (
  <>
    <Route path="/cliente" element={<RequireRole userType="cliente" />}>
      <Route path="minhas-filas" element={<h1>Minhas filas</h1>} />
    </Route>
    <Route path="/login" element={<LoginPage userType="cliente" />} />
  </>
);

function renderGuarded(route: string) {
  return renderPage(null, { route, routes: guardedRoutes });
}

describe('RequireRole', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends a visitor to the login of the role, carrying the requested path as from', () => {
    renderGuarded('/cliente/minhas-filas?aba=2');
    const location = screen.getByTestId('location');
    expect(location).toHaveTextContent('/login');
    expect(JSON.parse(location.dataset.state ?? '{}')).toEqual({ from: '/cliente/minhas-filas?aba=2' });
  });

  it('does not accept the other role’s session', () => {
    storeSession({ userType: 'estabelecimento' });
    renderGuarded('/cliente/minhas-filas');
    expect(screen.getByTestId('location')).toHaveTextContent('/login');
  });

  it('lets the right role in', () => {
    storeSession({ userType: 'cliente' });
    renderGuarded('/cliente/minhas-filas');
    expect(screen.getByRole('heading', { name: 'Minhas filas' })).toBeInTheDocument();
  });

  it('returns to the requested page after logging in', async () => {
    const user = {
      id: 3,
      userType: 'cliente',
      nome: 'Maria Silva',
      email: 'maria@example.com',
      telefone: '11987654321',
      data_nascimento: '1990-03-15',
      cidade: 'São Paulo',
      bairro: 'Centro',
      uf: 'SP',
    };
    mockFetch(() => jsonResponse(200, { success: true, message: 'ok', data: { token: 'a.b.c', user } }));
    renderGuarded('/cliente/minhas-filas');

    await userEvent.type(screen.getByLabelText('E-mail'), 'maria@example.com');
    await userEvent.type(screen.getByLabelText('Senha'), 'Senha123');
    await userEvent.click(screen.getByRole('button', { name: 'Entrar' }));

    expect(await screen.findByRole('heading', { name: 'Minhas filas' })).toBeInTheDocument();
    expect(JSON.parse(window.localStorage.getItem('vez.session.cliente') ?? '{}')).toMatchObject({
      token: 'a.b.c',
      name: 'Maria Silva',
      dataNascimento: '1990-03-15',
    });
  });
});

describe('LoginPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('requires e-mail and password, and shows the message passed in navigation state', async () => {
    renderPage(<LoginPage userType="estabelecimento" />, {
      route: { pathname: '/login-estab', state: { message: 'Cadastro realizado com sucesso!' } },
    });
    expect(screen.getByRole('status')).toHaveTextContent('Cadastro realizado com sucesso!');
    await userEvent.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findByText('E-mail obrigatório')).toBeInTheDocument();
    expect(screen.getByText('Senha obrigatória')).toBeInTheDocument();
    expect(screen.getByLabelText('E-mail')).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows the server message on failure and goes home on success', async () => {
    let attempt = 0;
    mockFetch(() =>
      attempt++ === 0
        ? jsonResponse(401, { success: false, message: 'E-mail ou senha incorretos' })
        : jsonResponse(200, {
            success: true,
            data: {
              token: 'x.y.z',
              user: { id: 1, userType: 'estabelecimento', nome: 'Barbearia', email: 'b@b.co' },
            },
          }),
    );
    renderPage(<LoginPage userType="estabelecimento" />, { route: '/login-estab' });
    await userEvent.type(screen.getByLabelText('E-mail'), 'b@b.co');
    await userEvent.type(screen.getByLabelText('Senha'), 'errada');
    await userEvent.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('E-mail ou senha incorretos');

    await userEvent.click(screen.getByRole('button', { name: 'Entrar' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/estabelecimento/home'));
  });
});
