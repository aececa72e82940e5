import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch, renderPage } from '../../../test/helpers';
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
});
