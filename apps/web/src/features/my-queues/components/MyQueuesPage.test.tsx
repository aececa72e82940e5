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

/** The stream's first message for queue `id`: its state now, naming no change. */
function snapshot(id: number, version: number): string {
  const body = JSON.parse(moved(id, version, 9).split('data: ')[1]!) as QueueEvent;
  return `id: ${id}:${version}\nevent: queue\ndata: ${JSON.stringify({ ...body, type: 'snapshot', changes: [] })}\n\n`;
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

  it('reads the list again when the stream starts newer than it (an edit made in between), and only then', async () => {
    storeSession({ userType: 'cliente' });
    const reads: string[] = [];
    mockFetch((url) => {
      if (url === '/api/users/active-queues') {
        // The owner renames queue 31 right after the first read; queue 4 does not change.
        const renamed = reads.push(url) > 1;
        return jsonResponse(200, {
          data: [
            { ...activeQueue(31), versao: renamed ? 6 : 5, fila_nome: renamed ? 'Corte e barba' : 'Fila 31' },
            { ...activeQueue(4), versao: 2 },
          ],
        });
      }
      if (url.startsWith('/api/queues/events')) return openStream(snapshot(4, 2), snapshot(31, 6));
      return jsonResponse(404, { success: false, message: 'Rota não encontrada' });
    });
    renderPage(<MyQueuesPage />);

    expect(await screen.findByText('Corte e barba', {}, { timeout: 3_000 })).toBeInTheDocument();
    expect(screen.queryByText('Fila 31')).not.toBeInTheDocument();
    expect(reads).toHaveLength(2);
  });

  it('does not read the list again when the stream starts where the list stands', async () => {
    storeSession({ userType: 'cliente' });
    const reads: string[] = [];
    mockFetch((url) => {
      if (url === '/api/users/active-queues') {
        reads.push(url);
        return jsonResponse(200, { data: [{ ...activeQueue(31), versao: 5 }] });
      }
      if (url.startsWith('/api/queues/events')) return openStream(snapshot(31, 5));
      return jsonResponse(404, { success: false, message: 'Rota não encontrada' });
    });
    renderPage(<MyQueuesPage />);

    await screen.findByText('Fila 31');
    await new Promise((resolve) => setTimeout(resolve, 1_200));
    expect(reads).toHaveLength(1);
  });
});
