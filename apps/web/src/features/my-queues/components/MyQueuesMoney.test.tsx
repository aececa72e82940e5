import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch, renderPage, storeSession } from '../../../test/helpers';
import type { ActiveQueue } from '../api/my-queues-api';
import { MyQueuesPage } from './MyQueuesPage';

function card(overrides: Partial<ActiveQueue> = {}): ActiveQueue {
  return {
    id: 7,
    ticketId: 70,
    estabelecimento_id: 3,
    estabelecimento_nome: 'Barbearia Navalha',
    fila_nome: 'Corte',
    fila_status: 'ativa',
    total_pessoas_fila: 6,
    total_tickets_fila: 6,
    posicao_atual: 6,
    letra: 'a',
    tamanho_grupo: 1,
    max_avancos: 8,
    valor_avancos_centavos: 1000,
    avanco_pago_centavos: 0,
    tempo_estimado_minutos: 50,
    tempo_estimado_faixa: null,
    tempo_estimado_baseado_em: 0,
    ...overrides,
  };
}

function showList(...cards: ActiveQueue[]) {
  storeSession({ userType: 'cliente' });
  mockFetch((url) => {
    if (url === '/api/users/active-queues') return jsonResponse(200, { data: cards });
    return jsonResponse(404, { success: false, message: 'Rota não encontrada' });
  });
  renderPage(<MyQueuesPage />);
}

afterEach(() => vi.unstubAllGlobals());

describe('Minhas Filas: money told honestly', () => {
  it('shows the total of the positions chosen on the stepper, never a per-advance price', async () => {
    showList(card());
    await userEvent.click(await screen.findByRole('button', { name: 'Avançar Posições' }));
    const dialog = await screen.findByRole('dialog', { name: 'Avançar Posições' });
    const total = within(dialog).getByTestId('total-avanco');
    expect(within(dialog).getByText('Total de 1 posição')).toBeInTheDocument();
    expect(total).toHaveTextContent('R$ 10,00');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Aumentar' }));
    expect(within(dialog).getByText('Total de 2 posições')).toBeInTheDocument();
    expect(total).toHaveTextContent('R$ 11,50');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Aumentar' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Aumentar' }));
    expect(total).toHaveTextContent('R$ 15,21');
    expect(dialog).not.toHaveTextContent('por posição');
    // Before paying: what leaving costs, and when the money comes back.
    expect(dialog).toHaveTextContent(
      'Se você sair da fila por conta própria, o valor do avanço não é devolvido',
    );
    expect(dialog).toHaveTextContent('o valor é devolvido automaticamente');
  });

  it("at first place disables 'Avançar Posições' and says why, even for a group of 3 alone", async () => {
    showList(card({ posicao_atual: 1, total_pessoas_fila: 3, total_tickets_fila: 1, tamanho_grupo: 3 }));
    const button = await screen.findByRole('button', { name: 'Avançar Posições' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription('Você já está na primeira posição');
    expect(screen.queryByText(/apenas uma pessoa/)).not.toBeInTheDocument();
  });

  it('names the advance paid in the leave dialog of that card only', async () => {
    showList(card({ avanco_pago_centavos: 1150 }), card({ id: 8, ticketId: 80, fila_nome: 'Barba' }));
    const paid = (await screen.findByText('Corte')).closest('li') as HTMLElement;
    await userEvent.click(within(paid).getByRole('button', { name: 'Sair' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sair da fila?' });
    expect(dialog).toHaveTextContent(
      'Você pagou R$ 11,50 para avançar nesta fila. Ao sair por conta própria, esse valor não é devolvido.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));

    const unpaid = screen.getByText('Barba').closest('li') as HTMLElement;
    await userEvent.click(within(unpaid).getByRole('button', { name: 'Sair' }));
    const plain = await screen.findByRole('dialog', { name: 'Sair da fila?' });
    expect(plain).toHaveTextContent('Você perderá seu lugar.');
    expect(plain).not.toHaveTextContent('Você pagou');
  });
});
