import { act, screen, within } from '@testing-library/react';
import type { QueueEvent } from '@vez/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch, renderPage, storeSession } from '../../../test/helpers';
import type { ActiveQueue } from '../api/my-queues-api';
import { MyQueuesPage } from './MyQueuesPage';

afterEach(() => vi.unstubAllGlobals());

const card: ActiveQueue = {
  id: 7,
  ticketId: 70,
  estabelecimento_id: 1,
  estabelecimento_nome: 'Barbearia Central',
  fila_nome: 'Corte',
  fila_status: 'ativa',
  total_pessoas_fila: 5,
  total_tickets_fila: 5,
  posicao_atual: 5,
  letra: 'a',
  tamanho_grupo: 1,
  max_avancos: 3,
  valor_avancos_centavos: 200,
  tempo_estimado_minutos: 80,
  tempo_estimado_faixa: null,
  tempo_estimado_baseado_em: 0,
};

describe('Minhas Filas wait figures', () => {
  it('say what the estimate rests on, and keep saying it right after a live update', async () => {
    const encoder = new TextEncoder();
    let send: ((text: string) => void) | undefined;
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        send = (text) => controller.enqueue(encoder.encode(text));
      },
    });
    mockFetch((url) => {
      if (url === '/api/users/active-queues') return jsonResponse(200, { data: [card] });
      if (url.startsWith('/api/queues/events'))
        return new Response(stream, { status: 200, headers: { 'Content-Type': 'text/event-stream' } });
      return jsonResponse(404, {});
    });
    storeSession({ userType: 'cliente' });
    renderPage(<MyQueuesPage />);

    const item = (await screen.findByText('Corte')).closest('li') as HTMLElement;
    expect(within(item).getByText('80 min')).toBeInTheDocument();
    expect(within(item).getByText('estimativa do estabelecimento')).toBeInTheDocument();

    const event: QueueEvent = {
      type: 'change',
      changes: ['called'],
      version: 3,
      queue: {
        id: 7,
        status: 'ativa',
        totalPessoas: 4,
        totalTickets: 4,
        posicoesOcupadas: 4,
        minutosPorPosicao: 5,
        baseadoEm: 4,
        faixa: [4, 6],
      },
      me: {
        status: 'waiting',
        ticketId: 70,
        position: 3,
        letter: 'a',
        estimatedWaitMinutes: 10,
        groupSize: 1,
      },
    };
    act(() => send?.(`id: 7:3\nevent: queue\ndata: ${JSON.stringify(event)}\n\n`));

    expect(await within(item).findByText('8–12 min')).toBeInTheDocument();
    expect(within(item).getByText('baseado em 4 atendimentos')).toBeInTheDocument();
  });
});
