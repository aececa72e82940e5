import { screen, within } from '@testing-library/react';
import type { QueueEvent } from '@vez/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch, renderPage, storeSession } from '../../../test/helpers';
import type { ActiveQueue } from '../api/my-queues-api';
import { MyQueuesPage } from './MyQueuesPage';

function activeQueue(id: number): ActiveQueue {
  return {
    id,
    ticketId: 100 + id,
    estabelecimento_id: id,
    estabelecimento_nome: `Estabelecimento ${id}`,
    fila_nome: `Fila ${id}`,
    fila_status: 'ativa',
    total_pessoas_fila: 10,
    total_tickets_fila: 10,
    posicao_atual: 9,
    letra: 'a',
    tamanho_grupo: 1,
    max_avancos: 3,
    valor_avancos_centavos: 200,
    tempo_estimado_minutos: 45,
    tempo_estimado_faixa: null,
    tempo_estimado_baseado_em: 8,
  };
}

/** The message the server sends for queue `id` when the client now stands at `position`. */
function moved(id: number, version: number, position: number): string {
  const body: QueueEvent = {
    type: 'called',
    changes: ['called'],
    version,
    queue: {
      id,
      status: 'ativa',
      totalPessoas: position + 1,
      totalTickets: position + 1,
      posicoesOcupadas: position + 1,
      minutosPorPosicao: 5,
      baseadoEm: 4,
      faixa: [4, 6],
    },
    me: {
      status: 'waiting',
      ticketId: 100 + id,
      position,
      letter: 'a',
      estimatedWaitMinutes: position * 5,
      groupSize: 1,
    },
  };
  return `id: ${id}:${version}\nevent: queue\ndata: ${JSON.stringify(body)}\n\n`;
}

/** A stream that stays open (as the server's does) after sending `chunks`. */
function openStream(...chunks: string[]): Response {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
    },
  });
  return new Response(body, { status: 200, headers: { 'Content-Type': 'text/event-stream' } });
}

afterEach(() => vi.unstubAllGlobals());

describe('Minhas Filas', () => {
  it('follows seven queues through one stream and moves each card with the events of its queue', async () => {
    storeSession({ userType: 'cliente' });
    const ids = [31, 4, 27, 8, 15, 16, 23];
    const fetch = mockFetch((url) => {
      if (url === '/api/users/active-queues') return jsonResponse(200, { data: ids.map(activeQueue) });
      if (url.startsWith('/api/queues/events')) return openStream(moved(31, 7, 2), moved(23, 3, 5));
      return jsonResponse(404, { success: false, message: 'Rota não encontrada' });
    });
    renderPage(<MyQueuesPage />);

    const first = (await screen.findByText('Fila 31')).closest('li') as HTMLElement;
    const last = screen.getByText('Fila 23').closest('li') as HTMLElement;
    // The first and the last card (past the browser's six connections per host) both move live.
    expect(await within(first).findByText(/^2/)).toBeInTheDocument();
    expect(await within(last).findByText(/^5/)).toBeInTheDocument();
    expect(
      within(screen.getByText('Fila 8').closest('li') as HTMLElement).getByText(/^9/),
    ).toBeInTheDocument();

    const streams = fetch.mock.calls.map(([url]) => String(url)).filter((url) => url.includes('events'));
    expect(streams).toEqual(['/api/queues/events?filas=4,8,15,16,23,27,31']);
  });
});
