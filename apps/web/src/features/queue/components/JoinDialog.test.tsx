import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bodyOf, jsonResponse, mockFetch, renderPage, storeSession } from '../../../test/helpers';
import { JoinDialog } from './JoinDialog';

afterEach(() => vi.unstubAllGlobals());

function renderGroupDialog(onJoined = vi.fn()) {
  const session = storeSession({
    id: 42,
    name: 'Helena Prado',
    telefone: '11987654321',
    email: 'helena@exemplo.com',
  });
  renderPage(
    <JoinDialog
      queueId={9}
      queueName="Jantar"
      mode="grupo"
      session={session}
      onClose={vi.fn()}
      onJoined={onJoined}
    />,
  );
  return onJoined;
}

describe('JoinDialog (grupo)', () => {
  it('masks the CPF and birth date as typed and sends the group with the leader prefilled', async () => {
    const fetch = mockFetch(() =>
      jsonResponse(201, { success: true, message: 'Você entrou na fila com sucesso!', data: { id: 1 } }),
    );
    const onJoined = renderGroupDialog();
    await userEvent.type(screen.getByLabelText('Nome', { exact: true }), 'Rafael Prado');
    await userEvent.type(screen.getByLabelText('Data de nascimento'), '10032012');
    await userEvent.type(screen.getByLabelText('CPF'), '52998224725999');
    expect(screen.getByLabelText('Data de nascimento')).toHaveValue('10/03/2012');
    expect(screen.getByLabelText('CPF')).toHaveValue('529.982.247-25');

    await userEvent.click(screen.getByRole('button', { name: 'Entrar com o grupo' }));
    await waitFor(() => expect(onJoined).toHaveBeenCalledWith('Você entrou na fila com sucesso!', { id: 1 }));
    const [url, init] = fetch.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/queues/9/join');
    expect(bodyOf(init)).toEqual({
      nome: 'Helena Prado',
      telefone: '11987654321',
      email: 'helena@exemplo.com',
      isGroup: true,
      groupMembers: [{ nome: 'Rafael Prado', dataNascimento: '2012-03-10', cpf: '52998224725' }],
    });
  });

  it('saves the member list to the browser and loads it back into an empty form', async () => {
    renderGroupDialog();
    await userEvent.type(screen.getByLabelText('Nome', { exact: true }), 'Rafael Prado');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar lista' }));
    expect(screen.getByText('Lista de integrantes salva neste navegador por 24 horas.')).toBeInTheDocument();

    await userEvent.clear(screen.getByLabelText('Nome', { exact: true }));
    await userEvent.click(screen.getByRole('button', { name: 'Carregar lista salva' }));
    expect(screen.getByLabelText('Nome', { exact: true })).toHaveValue('Rafael Prado');

    await userEvent.click(screen.getByRole('button', { name: 'Limpar lista salva' }));
    await userEvent.click(screen.getByRole('button', { name: 'Carregar lista salva' }));
    expect(screen.getByText('Nenhuma lista salva (ou ela passou de 24 horas).')).toBeInTheDocument();
  });

  it('shows the server refusal as it comes and keeps what was typed', async () => {
    mockFetch(() => jsonResponse(409, { success: false, message: 'Você já está nesta fila' }));
    renderGroupDialog();
    await userEvent.type(screen.getByLabelText('Nome', { exact: true }), 'Rafael Prado');
    await userEvent.type(screen.getByLabelText('Data de nascimento'), '10032012');
    await userEvent.type(screen.getByLabelText('CPF'), '52998224725');
    await userEvent.click(screen.getByRole('button', { name: 'Entrar com o grupo' }));
    expect(await screen.findByText('Você já está nesta fila')).toBeInTheDocument();
    expect(screen.getByLabelText('Nome', { exact: true })).toHaveValue('Rafael Prado');
  });
});
