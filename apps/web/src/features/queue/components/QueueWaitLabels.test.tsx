import { act, screen } from '@testing-library/react';
import type { QueueEvent } from '@vez/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch, renderPage, storeSession } from '../../../test/helpers';
import { clientOf, queueOf } from '../../../test/queue-data';
import type { QueueWithMine } from '../api/queue-types';
import { QueuePage } from './QueuePage';

afterEach(() => vi.unstubAllGlobals());

/** A live stream that stays open and sends what the test pushes, when it pushes it. */
function controlledStream() {
  const encoder = new TextEncoder();
  let controller: ReadableStreamDefaultController<Uint8Array> | undefined;
  const response = new Response(
    new ReadableStream<Uint8Array>({
      start(c) {
        controller = c;
      },
    }),
    { status: 200, headers: { 'Content-Type': 'text/event-stream' } },
  );
  const push = (event: QueueEvent) =>
    controller?.enqueue(
      encoder.encode(
        `id: ${event.queue.id}:${event.version}\nevent: queue\ndata: ${JSON.stringify(event)}\n\n`,
      ),
    );
  return { response, push };
}

const detail: QueueWithMine = {
  ...queueOf({ id: 9, clientes_na_fila: 4, posicoes_ocupadas: 4, tempo_medio_espera: 20 }),
  minhaPosicao: clientOf({ id: 5, nome: 'Maria Silva', isMe: true, position: 4, estimatedWaitMinutes: 60 }),
  meuUltimoTicket: null,
};

describe("the client's wait figures", () => {
  it("keep the figure, its range and 'baseado em N atendimentos' together after a live update", async () => {
    const stream = controlledStream();
    mockFetch((url) => {
      if (url === '/api/queues/9/events') return stream.response;
      if (url === '/api/queues/9') return jsonResponse(200, { success: true, data: detail });
      if (url === '/api/queues/9/grouped')
        return jsonResponse(200, {
          success: true,
          data: { groupedClients: {}, totalClientes: 4, totalTickets: 4, posicoesOcupadas: 4, versao: 1 },
        });
      return jsonResponse(500, {});
    });
    storeSession();
    renderPage(<QueuePage />, { route: '/cliente/filas/9', path: '/cliente/filas/:id' });

    // Before any call: the establishment's own estimate, said as such.
    expect(await screen.findByText('estimativa do estabelecimento')).toBeInTheDocument();
    expect(screen.getByText('20 min')).toBeInTheDocument();
    expect(screen.getByText('Tempo estimado: 60 min')).toBeInTheDocument();

    // A call: 4 observed intervals, thin data, so the figure comes as a range with its basis.
    act(() => {
      stream.push({
        type: 'change',
        changes: ['called'],
        version: 2,
        queue: {
          id: 9,
          status: 'ativa',
          totalPessoas: 3,
          totalTickets: 3,
          posicoesOcupadas: 3,
          minutosPorPosicao: 5,
          baseadoEm: 4,
          faixa: [4, 6],
        },
        me: {
          status: 'waiting',
          ticketId: 5,
          position: 3,
          letter: 'a',
          estimatedWaitMinutes: 10,
          groupSize: 1,
        },
      });
    });
    expect(await screen.findByText('baseado em 4 atendimentos')).toBeInTheDocument();
    expect(screen.queryByText('estimativa do estabelecimento')).not.toBeInTheDocument();
    expect(screen.getByText('4–6 min')).toBeInTheDocument();
    expect(screen.getByText('Tempo estimado: 8–12 min')).toBeInTheDocument();
  });
});
