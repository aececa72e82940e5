import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bodyOf, jsonResponse, mockFetch, renderPage } from '../../../test/helpers';
import { AcceptInvitationPage } from './AcceptInvitationPage';

const TOKEN = 'k'.repeat(43);
const INVITATION = {
  estabelecimento: 'Barbearia Navalha de Ouro',
  nome: 'João Lima',
  email: 'joao@barbearia.com',
  papel: 'atendente',
  expiraEm: '2026-12-01T12:00:00.000Z',
};

function open(hash: string, answer: (url: string, init: RequestInit) => Response) {
  window.history.replaceState(null, '', `/convite${hash}`);
  const fetch = mockFetch(answer);
  renderPage(<AcceptInvitationPage />, { route: '/convite', path: '/convite' });
  return fetch;
}

beforeEach(() => window.history.replaceState(null, '', '/'));
afterEach(() => vi.unstubAllGlobals());

describe('AcceptInvitationPage', () => {
  it('says who invites for which role, asks for a password twice, and goes to the login with the e-mail', async () => {
    const fetch = open(`#${TOKEN}`, (url, init) => {
      if (url === '/api/equipe/convite/verificar')
        return jsonResponse(200, { success: true, data: INVITATION });
      if (url === '/api/equipe/convite/aceitar' && init.method === 'POST') {
        return jsonResponse(200, {
          success: true,
          message: 'Senha criada! Entre com o seu e-mail e a nova senha.',
          data: { email: INVITATION.email },
        });
      }
      return jsonResponse(500, { success: false, message: 'inesperado' });
    });
    expect(screen.getByText('Verificando convite...')).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Entrar para a equipe' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Barbearia Navalha de Ouro convidou você como/)).toBeInTheDocument();
    expect(screen.getByText('joao@barbearia.com')).toBeInTheDocument();
    // The secret went in the body, never in an address.
    const check = fetch.mock.calls.find(([url]) => url === '/api/equipe/convite/verificar');
    expect(bodyOf(check?.[1])).toEqual({ token: TOKEN });

    await userEvent.type(screen.getByLabelText('Senha', { exact: true }), 'Equipe123');
    await userEvent.type(screen.getByLabelText('Confirmar senha'), 'Equipe124');
    await userEvent.click(screen.getByRole('button', { name: 'Criar senha e aceitar' }));
    expect(await screen.findByText('As senhas não coincidem')).toBeInTheDocument();

    await userEvent.clear(screen.getByLabelText('Confirmar senha'));
    await userEvent.type(screen.getByLabelText('Confirmar senha'), 'Equipe123');
    await userEvent.click(screen.getByRole('button', { name: 'Criar senha e aceitar' }));
    const location = await screen.findByText('/login-estab');
    expect(JSON.parse(location.getAttribute('data-state') ?? 'null')).toEqual({
      message: 'Senha criada! Entre com o seu e-mail e a nova senha.',
      tone: 'success',
      email: 'joao@barbearia.com',
    });
    const accepted = fetch.mock.calls.find(([url]) => url === '/api/equipe/convite/aceitar');
    expect(bodyOf(accepted?.[1])).toEqual({ token: TOKEN, senha: 'Equipe123' });
  });

  it('tells an expired link apart from a used one, which leads to the login', async () => {
    open(`#${TOKEN}`, () =>
      jsonResponse(410, {
        success: false,
        message:
          'Este convite expirou (ele vale por 72 horas). Peça ao dono do estabelecimento para reenviá-lo.',
      }),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Convite expirado' })).toBeInTheDocument();
    expect(screen.getByText(/Peça ao dono do estabelecimento para reenviá-lo/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Entrar' })).not.toBeInTheDocument();
  });

  it('a used link says so and offers the login', async () => {
    open(`#${TOKEN}`, () =>
      jsonResponse(410, {
        success: false,
        message:
          'Este convite já foi usado. Entre com o seu e-mail e a senha que você criou, em Entrar › Estabelecimento.',
      }),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Convite já usado' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Entrar' })).toHaveAttribute('href', '/login-estab');
  });

  it('a link without its token says it is incomplete and asks nothing of the server', async () => {
    const fetch = open('', () => jsonResponse(200, { success: true, data: INVITATION }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Convite não encontrado' }),
    ).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();

    // The whole link pasted into the same tab changes only the fragment: the page follows it.
    window.location.hash = TOKEN;
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Entrar para a equipe' }),
    ).toBeInTheDocument();
  });
});
