import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch, renderPage, storeSession } from '../../../test/helpers';
import { clientOf, queueOf } from '../../../test/queue-data';
import type { QueueWithMine } from '../api/queue-types';
import { QueuePage } from './QueuePage';

afterEach(() => vi.unstubAllGlobals());

function serve(detail: QueueWithMine) {
  mockFetch((url) => {
    if (url === '/api/queues/9/events') return jsonResponse(404, {});
    if (url === '/api/queues/9') return jsonResponse(200, { success: true, data: detail });
    if (url === '/api/queues/9/grouped') {
      return jsonResponse(200, {
        success: true,
        data: { groupedClients: {}, totalClientes: 1, totalTickets: 1, posicoesOcupadas: 1, versao: 1 },
      });
    }
    return jsonResponse(500, {});
  });
  storeSession();
  renderPage(<QueuePage />, { route: '/cliente/filas/9?entrar=1', path: '/cliente/filas/:id' });
}

const open: QueueWithMine = { ...queueOf({ id: 9 }), minhaPosicao: null, meuUltimoTicket: null };

/** `?entrar=1`: how a poster's link (decision 026) lands on the queue page. */
describe('arriving to join', () => {
  it('opens the join dialog once, and drops the parameter so a reload does not', async () => {
    serve(open);
    expect(await screen.findByRole('dialog', { name: 'Entrar na fila' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location').dataset.search).toBe(''));
  });

  it('does not open it for a client already in the queue', async () => {
    serve({
      ...open,
      minhaPosicao: clientOf({ id: 5, nome: 'Maria Silva', isMe: true, position: 1 }),
    });
    expect(await screen.findByText('Sua posição')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location').dataset.search).toBe(''));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('does not open it while the queue is paused', async () => {
    serve({ ...open, status: 'pausada' });
    expect(await screen.findByText(/Fila pausada/)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location').dataset.search).toBe(''));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
