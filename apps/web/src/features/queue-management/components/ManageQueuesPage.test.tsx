import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch, renderPage, storeSession } from '../../../test/helpers';
import { queueOf } from '../../../test/queue-data';
import { ManageQueuesPage } from './ManageQueuesPage';
import { CLOSE_CONFIRMATION } from './QueueActions';

const QUEUES = [
  queueOf({ id: 3, nome: 'Sábado de manhã', descricao: null, status: 'agendada', horario_abertura: '08:00' }),
  queueOf({ id: 2, nome: 'Barba', descricao: 'Barba completa', status: 'pausada', clientes_na_fila: 1 }),
  queueOf({ id: 1, clientes_na_fila: 6, tempo_medio_espera: 12.5, tempo_medio_baseado_em: 4 }),
];

function serve(queues = QUEUES, extra: (url: string, init: RequestInit) => Response | null = () => null) {
  return mockFetch((url, init) => {
    const answer = extra(url, init);
    if (answer) return answer;
    // No live stream in jsdom: the page falls back to polling, which these tests do not wait for.
    if (url.includes('/events')) return jsonResponse(404, { success: false, message: 'Fila não encontrada' });
    if (url === '/api/queues/establishment/7') return jsonResponse(200, { success: true, data: queues });
    return jsonResponse(500, { success: false, message: 'inesperado' });
  });
}

function renderList() {
  storeSession({ userType: 'estabelecimento', id: 7, name: 'Barbearia' });
  renderPage(<ManageQueuesPage />, { route: '/estabelecimento/gerenciar-filas' });
}

const rowOf = (name: string) => screen.getByRole('row', { name: new RegExp(name) });

describe('ManageQueuesPage', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("says a queue's automatic calls and pauses them from the list (issue 38)", async () => {
    const calling = queueOf({
      id: 4,
      nome: 'Mesa para jantar',
      chamada_automatica: true,
      intervalo_chamada: 3,
      clientes_na_fila: 2,
      proxima_chamada_em: '2099-11-28T12:23:00.000Z',
    });
    const fetch = serve([calling], (url, init) =>
      url === '/api/queues/4/chamada-automatica/configurar' && init.method === 'POST'
        ? jsonResponse(200, {
            success: true,
            message: 'Chamada automática desativada',
            data: {
              ativa: false,
              intervalo: 3,
              precisaChamada: false,
              motivo: '',
              proximaChamadaEm: null,
              proximoCliente: null,
              totalClientes: 2,
            },
          })
        : null,
    );
    renderList();
    const row = within(await screen.findByRole('row', { name: /Mesa para jantar/ }));
    // 12:23 UTC is 09:23 in Brasília.
    expect(row.getByText('Chamada automática a cada 3 min · próxima às 09:23')).toBeInTheDocument();
    const pause = row.getByRole('button', { name: 'Pausar chamada automática' });
    expect(pause).toHaveAccessibleDescription('Mesa para jantar');

    await userEvent.click(pause);

    expect(await screen.findByText('Chamada automática desativada')).toBeInTheDocument();
    const sent = fetch.mock.calls.find(([url]) => url === '/api/queues/4/chamada-automatica/configurar');
    expect(JSON.parse(String(sent?.[1]?.body))).toEqual({ ativar: false });
  });

  it('lists each queue with its status, people, pace and the actions its status allows', async () => {
    serve();
    renderList();
    expect(await screen.findByText('Corte de cabelo')).toBeInTheDocument();

    const active = within(rowOf('Corte de cabelo'));
    expect(active.getByText('Ativa')).toBeInTheDocument();
    expect(active.getByText('6 usuários')).toBeInTheDocument();
    expect(active.getByText('12,5 min entre chamadas')).toBeInTheDocument();
    expect(active.getByRole('button', { name: 'Pausar' })).toHaveAccessibleDescription('Corte de cabelo');
    expect(active.getByRole('button', { name: 'Chamada' })).toBeEnabled();
    expect(active.queryByRole('button', { name: 'Reativar' })).not.toBeInTheDocument();

    const paused = within(rowOf('Barba'));
    expect(paused.getByText('Pausada')).toBeInTheDocument();
    expect(paused.getByText('1 usuário')).toBeInTheDocument();
    expect(paused.getByText('Sem dados')).toBeInTheDocument();
    expect(paused.getByRole('button', { name: 'Reativar' })).toBeInTheDocument();
    expect(paused.queryByRole('button', { name: 'Chamada' })).not.toBeInTheDocument();

    const scheduled = within(rowOf('Sábado'));
    expect(scheduled.getByText('Programada')).toBeInTheDocument();
    expect(scheduled.getByText('Sem descrição')).toBeInTheDocument();
    expect(scheduled.getByText('Abre às 08:00')).toBeInTheDocument();
    expect(scheduled.getByRole('link', { name: 'Detalhes' })).toHaveAttribute(
      'href',
      '/estabelecimento/gerenciar-filas/3',
    );
  });

  it('filters the table by name as the user types', async () => {
    serve();
    renderList();
    await screen.findByText('Barba');
    await userEvent.type(screen.getByLabelText('Buscar fila'), 'sabado');
    expect(screen.getByText('Sábado de manhã')).toBeInTheDocument();
    expect(screen.queryByText('Barba')).not.toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText('Buscar fila'));
    await userEvent.type(screen.getByLabelText('Buscar fila'), 'xyz');
    expect(screen.getByText('Nenhuma fila encontrada para “xyz”.')).toBeInTheDocument();
  });

  it('offers the first queue when there is none', async () => {
    serve([]);
    renderList();
    expect(await screen.findByText('Nenhuma fila encontrada.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Criar Primeira Fila' }));
    expect(screen.getByRole('dialog', { name: 'Criar Fila' })).toBeInTheDocument();
  });

  it('shows the load error with a retry', async () => {
    mockFetch(() => jsonResponse(500, {}));
    renderList();
    expect(await screen.findByText('Erro ao carregar filas')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tentar Novamente' })).toBeInTheDocument();
  });

  it('closes a queue only after the confirmation, and tells the outcome', async () => {
    const fetch = serve(QUEUES, (url, init) =>
      url === '/api/queues/2' && init.method === 'DELETE'
        ? jsonResponse(200, { success: true, message: 'Fila encerrada com sucesso!' })
        : null,
    );
    renderList();
    await screen.findByText('Barba');

    await userEvent.click(within(rowOf('Barba')).getByRole('button', { name: 'Encerrar' }));
    const question = screen.getByRole('dialog', { name: 'Encerrar a fila Barba?' });
    expect(question).toHaveTextContent(CLOSE_CONFIRMATION);
    await userEvent.click(within(question).getByRole('button', { name: 'Cancelar' }));
    expect(fetch.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(false);

    await userEvent.click(within(rowOf('Barba')).getByRole('button', { name: 'Encerrar' }));
    await userEvent.click(
      within(screen.getByRole('dialog', { name: 'Encerrar a fila Barba?' })).getByRole('button', {
        name: 'Encerrar fila',
      }),
    );
    expect(await screen.findByText('Fila encerrada com sucesso!')).toBeInTheDocument();
  });

  it('reports a failed pause with the SPEC message when the server gives none', async () => {
    serve(QUEUES, (url, init) =>
      url === '/api/queues/1/status' && init.method === 'PUT' ? jsonResponse(500, {}) : null,
    );
    renderList();
    await screen.findByText('Corte de cabelo');
    await userEvent.click(within(rowOf('Corte de cabelo')).getByRole('button', { name: 'Pausar' }));
    await waitFor(() => expect(screen.getByText('Erro ao atualizar status da fila')).toBeInTheDocument());
  });
});
