import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bodyOf, jsonResponse, mockFetch, renderPage, storeSession } from '../../../test/helpers';
import { queueOf } from '../../../test/queue-data';
import type { AutoCallStatus } from '../api/queue-management-api';
import { AutoCallDialog } from './AutoCallDialog';

function status(overrides: Partial<AutoCallStatus> = {}): AutoCallStatus {
  return {
    ativa: true,
    intervalo: 5,
    precisaChamada: false,
    motivo: 'Próxima chamada em 4 min',
    proximaChamadaEm: null,
    proximoCliente: { nome: 'Paula Mendes' },
    totalClientes: 3,
    ...overrides,
  };
}

function renderDialog(answer: AutoCallStatus) {
  storeSession({ userType: 'estabelecimento', id: 7 });
  const fetch = mockFetch((url, init) => {
    if (url.endsWith('/chamada-automatica/status')) return jsonResponse(200, { success: true, data: answer });
    if (url.endsWith('/chamada-automatica/configurar'))
      return jsonResponse(200, { success: true, message: 'Chamada automática ativada', data: answer });
    if (url.endsWith('/chamada-automatica/executar') && init.method === 'POST')
      return jsonResponse(200, {
        success: true,
        message: 'Cliente Paula Mendes foi chamado!',
        data: { nome: 'Paula Mendes' },
      });
    return jsonResponse(500, {});
  });
  renderPage(
    <AutoCallDialog
      open
      onClose={() => {}}
      queue={queueOf({ id: 4, chamada_automatica: false, intervalo_chamada: 5 })}
    />,
    {
      route: '/estabelecimento/gerenciar-filas/4',
    },
  );
  return fetch;
}

describe('AutoCallDialog', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the status and keeps the manual call disabled while no call is due', async () => {
    renderDialog(status());
    expect(await screen.findByText('Próxima chamada em 4 min')).toBeInTheDocument();
    expect(screen.getByText('Paula Mendes')).toBeInTheDocument();
    expect(screen.getByText('3 pessoas')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Executar Chamada Agora' })).toBeDisabled();
  });

  it('runs the due call and shows who was called', async () => {
    const fetch = renderDialog(
      status({ precisaChamada: true, motivo: 'Pronto para chamar o próximo cliente' }),
    );
    const run = await screen.findByRole('button', { name: 'Executar Chamada Agora' });
    await waitFor(() => expect(run).toBeEnabled());
    await userEvent.click(run);
    expect(await screen.findByText('Cliente Paula Mendes foi chamado!')).toBeInTheDocument();
    expect(fetch).toHaveBeenCalledWith(
      '/api/queues/4/chamada-automatica/executar',
      expect.objectContaining({ method: 'POST' }),
    );
  });

  it('validates the interval and saves the configuration', async () => {
    const fetch = renderDialog(
      status({ ativa: false, motivo: 'Chamada automática desativada', proximoCliente: null }),
    );
    expect(await screen.findByText('Nenhum cliente aguardando')).toBeInTheDocument();
    const interval = screen.getByLabelText('Intervalo entre chamadas (minutos)');
    await userEvent.click(screen.getByLabelText('Ativar chamada automática'));
    await userEvent.clear(interval);
    await userEvent.type(interval, '0');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar Configuração' }));
    expect(await screen.findByText('O intervalo deve estar entre 1 e 60 minutos')).toBeInTheDocument();

    await userEvent.clear(interval);
    await userEvent.type(interval, '2');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar Configuração' }));
    expect(await screen.findByText('Chamada automática ativada')).toBeInTheDocument();
    const call = fetch.mock.calls.find(([url]) => String(url).endsWith('/configurar'));
    expect(bodyOf(call?.[1])).toEqual({ ativar: true, intervalo: 2 });
  });

  it('switches off even when the interval field holds an invalid value, keeping the saved interval', async () => {
    const fetch = renderDialog(status({ ativa: false }));
    const interval = await screen.findByLabelText('Intervalo entre chamadas (minutos)');
    // Off, the interval is not in play; on, it is edited.
    expect(interval).toBeDisabled();
    await userEvent.click(screen.getByLabelText('Ativar chamada automática'));
    await userEvent.clear(interval);
    await userEvent.type(interval, '90');
    await userEvent.click(screen.getByLabelText('Ativar chamada automática'));
    expect(interval).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Salvar Configuração' }));
    await waitFor(() =>
      expect(fetch.mock.calls.some(([url]) => String(url).endsWith('/configurar'))).toBe(true),
    );
    const call = fetch.mock.calls.find(([url]) => String(url).endsWith('/configurar'));
    expect(bodyOf(call?.[1])).toEqual({ ativar: false });
    expect(screen.queryByText('O intervalo deve estar entre 1 e 60 minutos')).not.toBeInTheDocument();
  });
});
