import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch, renderPage, storeSession } from '../../../test/helpers';
import { queueOf } from '../../../test/queue-data';
import type { QueueWithMine } from '../api/queue-types';
import { QueuePage } from './QueuePage';

afterEach(() => vi.unstubAllGlobals());

const detail: QueueWithMine = {
  ...queueOf({ id: 9, nome: 'Corte de cabelo' }),
  minhaPosicao: null,
  meuUltimoTicket: null,
};

describe("the queue page's establishment", () => {
  it('names the establishment by its trade name above the queue', async () => {
    mockFetch((url) => {
      if (url === '/api/queues/9') return jsonResponse(200, { success: true, data: detail });
      if (url === '/api/establishments/7')
        return jsonResponse(200, {
          success: true,
          data: {
            id: 7,
            nome_empresa: 'Navalha Serviços de Barbearia LTDA',
            nome_fantasia: 'Navalha de Ouro',
          },
        });
      return jsonResponse(503, { success: false, message: 'indisponível' });
    });
    storeSession();
    renderPage(<QueuePage />, { route: '/cliente/filas/9', path: '/cliente/filas/:id' });
    expect(await screen.findByText('Navalha de Ouro')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Corte de cabelo');
    expect(screen.queryByText(/LTDA/)).not.toBeInTheDocument();
  });
});
