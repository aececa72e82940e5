import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bodyOf, jsonResponse, mockFetch, renderPage } from '../../../test/helpers';
import { LoginPage } from './LoginPage';
import { RegisterEstablishmentPage } from './RegisterEstablishmentPage';

describe('RegisterEstablishmentPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the SPEC messages for empty fields and differing passwords', async () => {
    renderPage(<RegisterEstablishmentPage />);
    await userEvent.type(screen.getByLabelText('Senha'), 'abc');
    await userEvent.type(screen.getByLabelText('Confirmar senha'), 'abd');
    await userEvent.click(screen.getByRole('button', { name: 'Cadastrar empresa' }));

    for (const text of [
      'Razão Social obrigatória',
      'Selecione a categoria',
      'E-mail obrigatório',
      'CNPJ obrigatório',
      'CEP obrigatório',
      'Endereço obrigatório',
      'Mínimo 8 caracteres',
      'Senhas não coincidem',
    ]) {
      expect(await screen.findByText(text)).toBeInTheDocument();
    }
  });

  it('masks the CNPJ, checks it at 14 digits and fills the legal name', async () => {
    const fetch = mockFetch(() =>
      jsonResponse(200, {
        success: true,
        data: { cnpj: '11222333000181', razao_social: 'Barbearia Central LTDA' },
      }),
    );
    renderPage(<RegisterEstablishmentPage />);
    await userEvent.type(screen.getByLabelText('CNPJ'), '11.222.333/0001-81');
    expect(screen.getByLabelText('CNPJ')).toHaveValue('11.222.333/0001-81');
    await waitFor(() => expect(screen.getByLabelText('Razão Social')).toHaveValue('Barbearia Central LTDA'));
    expect(fetch).toHaveBeenCalledWith(
      '/api/auth/validate-cnpj',
      expect.objectContaining({ method: 'POST' }),
    );
  });

  it('marks the CNPJ invalid when the server check fails', async () => {
    mockFetch(() => jsonResponse(400, { success: false, message: 'CNPJ inválido' }));
    renderPage(<RegisterEstablishmentPage />);
    await userEvent.type(screen.getByLabelText('CNPJ'), '11222333000182');
    expect(await screen.findByText('CNPJ inválido')).toBeInTheDocument();
    expect(screen.getByLabelText('CNPJ')).toHaveAttribute('aria-invalid', 'true');
  });

  it.each([
    [
      'the lookup service had no name',
      () => jsonResponse(200, { success: true, data: { cnpj: '11222333000181', razao_social: '' } }),
    ],
    ['the lookup failed', () => jsonResponse(503, { success: false, message: 'Serviço indisponível' })],
    [
      'there is no connection',
      () => {
        throw new TypeError('Failed to fetch');
      },
    ],
  ])(
    'says when the legal name could not be looked up (%s) and lets the user type it',
    async (_case, answer) => {
      mockFetch(() => answer());
      renderPage(<RegisterEstablishmentPage />);
      await userEvent.type(screen.getByLabelText('CNPJ'), '11222333000181');
      const legalName = screen.getByLabelText('Razão Social');
      await waitFor(() =>
        expect(legalName).toHaveAccessibleDescription('Não foi possível buscar a razão social. Digite-a.'),
      );
      expect(screen.getByLabelText('CNPJ')).not.toHaveAttribute('aria-invalid');
      await userEvent.type(legalName, 'Clínica Sorriso LTDA');
      expect(legalName).toHaveValue('Clínica Sorriso LTDA');
      expect(screen.queryByText('Não foi possível buscar a razão social. Digite-a.')).not.toBeInTheDocument();
    },
  );

  it('says nothing about the legal name when the lookup filled it', async () => {
    mockFetch(() =>
      jsonResponse(200, {
        success: true,
        data: { cnpj: '11222333000181', razao_social: 'Barbearia Central LTDA' },
      }),
    );
    renderPage(<RegisterEstablishmentPage />);
    await userEvent.type(screen.getByLabelText('CNPJ'), '11222333000181');
    await waitFor(() => expect(screen.getByLabelText('Razão Social')).toHaveValue('Barbearia Central LTDA'));
    expect(screen.queryByText('Não foi possível buscar a razão social. Digite-a.')).not.toBeInTheDocument();
  });

  it('sends the chosen category and the optional trade name with the registration', async () => {
    const fetch = mockFetch((url) =>
      url.endsWith('/validate-cnpj')
        ? jsonResponse(200, { success: true, data: { cnpj: '11222333000181', razao_social: '' } })
        : url.startsWith('/api/cep/')
          ? jsonResponse(404, { success: false, message: 'CEP não encontrado' })
          : jsonResponse(201, {
              success: true,
              message: 'Empresa cadastrada com sucesso!',
              data: { user: {} },
            }),
    );
    renderPage(<RegisterEstablishmentPage />, {
      path: '/',
      routes: <Route path="/login-estab" element={<LoginPage userType="estabelecimento" />} />,
    });
    await userEvent.type(screen.getByLabelText('CNPJ'), '11222333000181');
    await userEvent.type(screen.getByLabelText('Razão Social'), 'Clínica Sorriso LTDA');
    await userEvent.type(screen.getByLabelText('Nome fantasia (opcional)'), 'Clínica Sorriso');
    await userEvent.selectOptions(screen.getByLabelText('Categoria'), 'Saúde');
    await userEvent.type(screen.getByLabelText('E-mail'), 'contato@sorriso.com');
    await userEvent.type(screen.getByLabelText('CEP'), '01310100');
    await userEvent.type(screen.getByLabelText('Endereço'), 'Avenida Paulista');
    await userEvent.type(screen.getByLabelText('Senha'), 'Segura123');
    await userEvent.type(screen.getByLabelText('Confirmar senha'), 'Segura123');
    await userEvent.click(screen.getByRole('button', { name: 'Cadastrar empresa' }));

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/login-estab'));
    // The login asks only for the password of the account just created.
    await waitFor(() => expect(screen.getByLabelText('E-mail')).toHaveValue('contato@sorriso.com'));
    const register = fetch.mock.calls.find(([url]) => String(url).endsWith('/register/establishment'));
    expect(bodyOf(register?.[1])).toMatchObject({
      categoria: 'Saúde',
      cnpj: '11222333000181',
      nome_empresa: 'Clínica Sorriso LTDA',
      nome_fantasia: 'Clínica Sorriso',
    });
  });
});
