import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch, renderPage, storeSession } from '../../../test/helpers';
import { clientOf, queueOf } from '../../../test/queue-data';
import type { QueueWithMine } from '../api/queue-types';
import { QueuePage } from './QueuePage';

afterEach(() => vi.unstubAllGlobals());

function showQueue(detail: QueueWithMine) {
  mockFetch((url) => {
    if (url === '/api/queues/9/events') return new Response(new ReadableStream(), { status: 200 });
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
}

const waiting: QueueWithMine = {
  ...queueOf({
    id: 9,
    clientes_na_fila: 4,
    posicoes_ocupadas: 4,
    valor_avancos_centavos: 1000,
    max_avancos: 8,
  }),
  minhaPosicao: clientOf({ id: 5, nome: 'Maria Silva', isMe: true, position: 2, paidAdvance: true }),
  meuUltimoTicket: null,
  meuAvancoPagoCentavos: 1150,
};

describe('the queue view tells the money as it is', () => {
  it('names what the client paid to advance in the leave dialog', async () => {
    showQueue(waiting);
    await userEvent.click(await screen.findByRole('button', { name: 'Sair da fila' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sair da fila?' });
    expect(dialog).toHaveTextContent('Você perderá seu lugar.');
    expect(dialog).toHaveTextContent(
      'Você pagou R$ 11,50 para avançar nesta fila. Ao sair por conta própria, esse valor não é devolvido.',
    );
  });

  it('says nothing of money to a client who paid nothing', async () => {
    showQueue({ ...waiting, meuAvancoPagoCentavos: 0 });
    await userEvent.click(await screen.findByRole('button', { name: 'Sair da fila' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sair da fila?' });
    expect(dialog).not.toHaveTextContent('Você pagou');
  });

  it('shows the price of one position as such, and what two cost', async () => {
    showQueue(waiting);
    const term = await screen.findByText('Avançar 1 posição');
    const figure = within(term.parentElement as HTMLElement);
    expect(figure.getByText('R$ 10,00', { exact: false })).toBeInTheDocument();
    expect(figure.getByText('2 posições: R$ 11,50')).toBeInTheDocument();
    expect(screen.queryByText('Valor por avanço')).not.toBeInTheDocument();
  });
});
