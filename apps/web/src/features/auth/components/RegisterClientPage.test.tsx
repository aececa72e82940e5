import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bodyOf, jsonResponse, mockFetch, renderPage } from '../../../test/helpers';
import { LoginPage } from './LoginPage';
import { RegisterClientPage } from './RegisterClientPage';

const CEP_ADDRESS = {
  cep: '01310100',
  logradouro: 'Avenida Paulista',
  bairro: 'Bela Vista',
  localidade: 'São Paulo',
  uf: 'SP',
};

async function fillValidForm() {
  await userEvent.type(screen.getByLabelText('Nome completo'), 'Maria Silva');
  await userEvent.type(screen.getByLabelText('CPF'), '52998224725');
  await userEvent.type(screen.getByLabelText('Data de nascimento'), '15031990');
  await userEvent.type(screen.getByLabelText('Telefone'), '11987654321');
  await userEvent.type(screen.getByLabelText('E-mail'), 'maria@example.com');
  await userEvent.type(screen.getByLabelText('CEP'), '01310100');
  await waitFor(() => expect(screen.getByLabelText('Endereço')).toHaveValue('Avenida Paulista'));
  await userEvent.type(screen.getByLabelText('Número'), '1000');
  await userEvent.type(screen.getByLabelText('Senha'), 'Senha123');
  await userEvent.type(screen.getByLabelText('Confirmar senha'), 'Senha123');
}

describe('RegisterClientPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('masks CPF, birth date, phone, CEP and UF while typing', async () => {
    mockFetch(() => jsonResponse(404, { success: false, message: 'CEP não encontrado' }));
    renderPage(<RegisterClientPage />);
    await userEvent.type(screen.getByLabelText('CPF'), '529982247250000');
    await userEvent.type(screen.getByLabelText('Data de nascimento'), '15031990');
    await userEvent.type(screen.getByLabelText('Telefone'), '11987654321');
    await userEvent.type(screen.getByLabelText('CEP'), '01310-1009');
    await userEvent.type(screen.getByLabelText('UF'), 's1p');

    expect(screen.getByLabelText('CPF')).toHaveValue('529.982.247-25');
    expect(screen.getByLabelText('Data de nascimento')).toHaveValue('15/03/1990');
    expect(screen.getByLabelText('Telefone')).toHaveValue('(11) 98765-4321');
    expect(screen.getByLabelText('CEP')).toHaveValue('01310-100');
    expect(screen.getByLabelText('UF')).toHaveValue('SP');
    expect(await screen.findByText('CEP não encontrado. Preencha o endereço.')).toBeInTheDocument();
  });

  it('says a CEP it cannot find leaves the address to be typed, and forgets it once the street is typed', async () => {
    mockFetch(() => jsonResponse(404, { success: false, message: 'CEP não encontrado' }));
    renderPage(<RegisterClientPage />);
    const cep = screen.getByLabelText('CEP');
    await userEvent.type(cep, '69900000');
    expect(await screen.findByText('CEP não encontrado. Preencha o endereço.')).toBeInTheDocument();
    expect(cep).toHaveAttribute('aria-invalid', 'true');

    await userEvent.type(screen.getByLabelText('Endereço'), 'Rua Nova');
    expect(screen.queryByText('CEP não encontrado. Preencha o endereço.')).not.toBeInTheDocument();
    expect(cep).not.toHaveAttribute('aria-invalid');
  });

  it('after a refused submit, focuses the first invalid field in reading order (not Senha at the bottom)', async () => {
    renderPage(<RegisterClientPage />);
    await userEvent.click(screen.getByRole('button', { name: 'Criar conta' }));
    await waitFor(() => expect(screen.getByLabelText('Nome completo')).toHaveFocus());

    await userEvent.type(screen.getByLabelText('Nome completo'), 'Maria Silva');
    await userEvent.type(screen.getByLabelText('CPF'), '52998224725');
    await userEvent.click(screen.getByRole('button', { name: 'Criar conta' }));
    await waitFor(() => expect(screen.getByLabelText('Data de nascimento')).toHaveFocus());
  });

  it('says when the passwords differ, linked to the confirmation field', async () => {
    renderPage(<RegisterClientPage />);
    await userEvent.type(screen.getByLabelText('Senha'), 'Senha123');
    await userEvent.type(screen.getByLabelText('Confirmar senha'), 'Senha124');
    await userEvent.click(screen.getByRole('button', { name: 'Criar conta' }));

    const message = await screen.findByText('As senhas não coincidem');
    const confirm = screen.getByLabelText('Confirmar senha');
    expect(confirm).toHaveAttribute('aria-invalid', 'true');
    expect(confirm.getAttribute('aria-describedby')).toContain(message.id);
    expect(screen.getByText('Nome obrigatório')).toBeInTheDocument();
  });

  it('fills the address from the CEP, sends digits only and goes to login with a message and the e-mail', async () => {
    const fetch = mockFetch((url) =>
      url.startsWith('/api/cep/')
        ? jsonResponse(200, { success: true, data: CEP_ADDRESS })
        : jsonResponse(201, { success: true, message: 'Cadastro realizado com sucesso!' }),
    );
    renderPage(<RegisterClientPage />, {
      route: '/cadastro-cliente',
      path: '/cadastro-cliente',
      routes: <Route path="/login" element={<LoginPage userType="cliente" />} />,
    });
    await fillValidForm();
    expect(screen.getByLabelText(/Bairro/)).toHaveValue('Bela Vista');
    expect(screen.getByLabelText('Cidade')).toHaveValue('São Paulo');
    await userEvent.click(screen.getByRole('button', { name: 'Criar conta' }));

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/login'));
    expect(await screen.findByText(/Cadastro realizado com sucesso! Faça login/)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('E-mail')).toHaveValue('maria@example.com'));
    const register = fetch.mock.calls.find(([url]) => url === '/api/auth/register/user');
    expect(bodyOf(register?.[1])).toMatchObject({
      cpf: '52998224725',
      data_nascimento: '15031990',
      telefone_usuario: '11987654321',
      cep_usuario: '01310100',
      uf_usuario: 'SP',
    });
    expect(bodyOf(register?.[1])).not.toHaveProperty('confirmar_senha');
  });

  it('shows the server message when registration is refused', async () => {
    mockFetch((url) =>
      url.startsWith('/api/cep/')
        ? jsonResponse(200, { success: true, data: CEP_ADDRESS })
        : jsonResponse(409, {
            success: false,
            message: 'CPF já cadastrado',
            errors: [{ campo: 'cpf', mensagem: 'CPF já cadastrado' }],
          }),
    );
    renderPage(<RegisterClientPage />);
    await fillValidForm();
    await userEvent.click(screen.getByRole('button', { name: 'Criar conta' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('CPF já cadastrado');
    expect(screen.getByLabelText('CPF')).toHaveAttribute('aria-invalid', 'true');
  });
});
