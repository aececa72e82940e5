import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bodyOf, jsonResponse, mockFetch, renderPage } from '../../../test/helpers';
import { ResetPasswordPage } from './ResetPasswordPage';

const open = (search: string) => renderPage(<ResetPasswordPage />, { route: `/reset-password${search}` });

describe('ResetPasswordPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('says the token is missing without calling the server', () => {
    const fetch = mockFetch(() => jsonResponse(200, {}));
    open('');
    expect(screen.getByRole('heading', { name: 'Token de recuperação não encontrado' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Solicitar novo link' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    expect(fetch).not.toHaveBeenCalled();
  });

  it('shows "Verificando link..." and then "Token inválido" for a rejected token', async () => {
    mockFetch(() => jsonResponse(400, { success: false, message: 'Token inválido ou expirado' }));
    open('?token=velho');
    expect(screen.getByText('Verificando link...')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Token inválido' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Solicitar novo link' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  });

  it('checks the new password, then resets it and links to the right login', async () => {
    const fetch = mockFetch((url) =>
      url.startsWith('/api/auth/validate-reset-token/')
        ? jsonResponse(200, { success: true, data: { userType: 'estabelecimento' } })
        : jsonResponse(200, { success: true, message: 'Senha redefinida com sucesso!' }),
    );
    open('?token=abc123');
    const password = await screen.findByLabelText('Nova senha');
    await userEvent.type(password, 'fraca');
    await userEvent.type(screen.getByLabelText('Confirmar nova senha'), 'outra');
    await userEvent.click(screen.getByRole('button', { name: 'Redefinir senha' }));
    expect(await screen.findByText('Mínimo 8 caracteres')).toBeInTheDocument();
    expect(screen.getByText('As senhas não coincidem')).toBeInTheDocument();

    await userEvent.clear(password);
    await userEvent.type(password, 'NovaSenha1');
    await userEvent.clear(screen.getByLabelText('Confirmar nova senha'));
    await userEvent.type(screen.getByLabelText('Confirmar nova senha'), 'NovaSenha1');
    await userEvent.click(screen.getByRole('button', { name: 'Redefinir senha' }));

    expect(await screen.findByRole('heading', { name: 'Senha redefinida!' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ir para o login' })).toHaveAttribute('href', '/login-estab');
    expect(bodyOf(fetch.mock.calls[1]?.[1])).toEqual({ token: 'abc123', password: 'NovaSenha1' });
  });

  it('shows the server message when the reset is refused', async () => {
    mockFetch((url) =>
      url.startsWith('/api/auth/validate-reset-token/')
        ? jsonResponse(200, { success: true, data: { userType: 'cliente' } })
        : jsonResponse(400, { success: false, message: 'Token inválido ou expirado' }),
    );
    open('?token=abc123');
    await userEvent.type(await screen.findByLabelText('Nova senha'), 'NovaSenha1');
    await userEvent.type(screen.getByLabelText('Confirmar nova senha'), 'NovaSenha1');
    await userEvent.click(screen.getByRole('button', { name: 'Redefinir senha' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Token inválido ou expirado');
  });
});
