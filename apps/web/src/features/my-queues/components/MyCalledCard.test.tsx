import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { QueueEvent } from '@vez/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch, renderPage, storeSession } from '../../../test/helpers';
import type { ActiveQueue } from '../api/my-queues-api';
import { MyQueuesPage } from './MyQueuesPage';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const CALLED_AT = '2026-03-10T17:32:00.000Z'; // 14:32 in Brasília

function card(id: number, overrides: Partial<ActiveQueue> = {}): ActiveQueue {
  return {
    id,
    ticketId: 100 + id,
    estabelecimento_id: id,
    estabelecimento_nome: `Barbearia ${id}`,
    fila_nome: `Fila ${id}`,
    fila_status: 'ativa',
    total_pessoas_fila: 3,
    total_tickets_fila: 3,
    posicao_atual: 2,
    letra: 'a',
    tamanho_grupo: 1,
    max_avancos: 3,
    valor_avancos_centavos: 200,
    tempo_estimado_minutos: 10,
    tempo_estimado_faixa: null,
    tempo_estimado_baseado_em: 0,
    situacao: 'aguardando',
    chamado_em: null,
    chamado_novamente_em: null,
    aviso: null,
    ...overrides,
  };
}

function event(queueId: number, version: number, me: QueueEvent['me'], aviso: QueueEvent['queue']['aviso']) {
  const body: QueueEvent = {
    type: 'called',
    changes: ['called'],
    version,
    queue: {
      id: queueId,
      status: 'ativa',
      totalPessoas: 2,
      totalTickets: 2,
      posicoesOcupadas: 2,
      minutosPorPosicao: 5,
      baseadoEm: 0,
      faixa: null,
      aviso,
    },
    me,
  };
  return `id: ${queueId}:${version}\nevent: queue\ndata: ${JSON.stringify(body)}\n\n`;
}

function serve(cards: ActiveQueue[], ...chunks: string[]) {
  mockFetch((url) => {
    if (url === '/api/users/active-queues') return jsonResponse(200, { success: true, data: cards });
    if (url.startsWith('/api/queues/events')) {
      const encoder = new TextEncoder();
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
        },
      });
      return new Response(body, { status: 200, headers: { 'Content-Type': 'text/event-stream' } });
    }
    return jsonResponse(404, { success: false, message: 'Rota não encontrada' });
  });
  storeSession({ userType: 'cliente', name: 'Ana Souza' });
  renderPage(<MyQueuesPage />);
}

describe('Minhas Filas: the called state and the notice', () => {
  it('shows a called queue as only "É a sua vez!", and Entendi removes it', async () => {
    serve([card(1), card(2, { situacao: 'chamado', chamado_em: CALLED_AT, posicao_atual: 0, letra: '' })]);
    const called = (await screen.findByRole('alert', { name: 'É a sua vez!' })).closest('li') as HTMLElement;
    expect(within(called).getByText('Barbearia 2 · Fila 2')).toBeInTheDocument();
    expect(within(called).getByText('Chamado às 14:32')).toBeInTheDocument();
    expect(within(called).getByText('Dirija-se ao atendimento.')).toBeInTheDocument();
    expect(within(called).queryByRole('button', { name: 'Avançar Posições' })).toBeNull();
    expect(within(called).queryByRole('button', { name: 'Sair' })).toBeNull();
    expect(within(called).queryByText(/Sua posição/)).toBeNull();

    await userEvent.click(within(called).getByRole('button', { name: 'Entendi' }));
    expect(screen.queryByText('É a sua vez!')).toBeNull();
    expect(screen.getByText('Fila 1')).toBeInTheDocument();
  });

  it('says the client is in no queue once the only called card is dismissed', async () => {
    serve([card(2, { situacao: 'chamado', chamado_em: CALLED_AT, posicao_atual: 0, letra: '' })]);
    await userEvent.click(await screen.findByRole('button', { name: 'Entendi' }));
    expect(await screen.findByText('Você não está em nenhuma fila')).toBeInTheDocument();
  });

  it('turns a waiting card into the called state live, without telling her "Cliente … foi chamado!"', async () => {
    const aviso = { mensagem: 'Atraso de 15 min', em: '2026-03-10T17:20:00.000Z', expiraEm: null };
    serve(
      [card(1)],
      event(1, 5, { status: 'called', ticketId: 101, calledAt: CALLED_AT, recalledAt: null }, aviso),
    );
    const state = await screen.findByRole('alert', { name: 'É a sua vez!' });
    expect(state).toHaveTextContent('Chamado às 14:32');
    const notice = within(state.closest('li') as HTMLElement).getByRole('status');
    expect(notice).toHaveTextContent('Aviso do estabelecimento · enviado em 10/03 às 14:20');
    expect(notice).toHaveTextContent('Atraso de 15 min');
    expect(screen.queryByText(/foi chamado!/)).toBeNull();
  });

  it("shows the establishment's notice on a waiting card as it arrives", async () => {
    const aviso = { mensagem: 'Atraso de 15 min', em: '2026-03-10T17:20:00.000Z', expiraEm: null };
    serve(
      [card(1)],
      event(
        1,
        5,
        { status: 'waiting', ticketId: 101, position: 1, letter: 'a', estimatedWaitMinutes: 0, groupSize: 1 },
        aviso,
      ),
    );
    const notice = await screen.findByText('Atraso de 15 min');
    expect(notice.closest('[role="status"]')).toHaveTextContent(
      'Aviso do estabelecimento · enviado em 10/03 às 14:20',
    );
    expect(screen.getByRole('button', { name: 'Avançar Posições' })).toBeInTheDocument();
  });
});
