import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch, renderPage, storeSession } from '../../../test/helpers';
import { clientOf } from '../../../test/queue-data';
import { QueueLineup, REMOVE_PAID_DETAIL, REMOVE_WARNING } from './QueueLineup';

const LINE = [
  clientOf({ id: 1, nome: 'Bruno Conta', position: 1, origem: 'conta' }),
  clientOf({ id: 2, nome: 'Seu Jorge', position: 2, origem: 'balcao', email: '', telefone: '' }),
  clientOf({ id: 3, nome: 'Ana Convidada', position: 3, origem: 'convidado', paidAdvance: false }),
  clientOf({ id: 4, nome: 'Caio Quiosque', position: 4, origem: 'quiosque' }),
  clientOf({ id: 5, nome: 'Dora Pagou', position: 5, origem: 'conta', paidAdvance: true }),
];

const card = (name: string) => screen.getByText(name).closest('li') as HTMLElement;

function render() {
  storeSession({ userType: 'estabelecimento', id: 7 });
  renderPage(<QueueLineup queueId={4} clients={LINE} averageIntervalSeconds={null} />);
}

describe('QueueLineup', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('says beside the name where each ticket came from, and nothing for an account', () => {
    mockFetch(() => jsonResponse(404, {}));
    render();
    expect(within(card('Seu Jorge')).getByText('BALCÃO')).toBeInTheDocument();
    expect(within(card('Ana Convidada')).getByText('CONVIDADO')).toBeInTheDocument();
    expect(within(card('Caio Quiosque')).getByText('QUIOSQUE')).toBeInTheDocument();
    expect(within(card('Bruno Conta')).queryByText(/CONVIDADO|BALCÃO|QUIOSQUE/)).not.toBeInTheDocument();
  });

  it("removes a person after the app's own confirmation, and says so", async () => {
    const fetch = mockFetch((_url, init) =>
      init.method === 'DELETE'
        ? jsonResponse(200, { success: true, message: 'Pessoa removida da fila' })
        : jsonResponse(404, {}),
    );
    render();
    const remove = within(card('Seu Jorge')).getByRole('button', { name: 'Remover da fila' });
    expect(remove).toHaveAccessibleDescription('Seu Jorge');

    // Cancelled: nothing is sent.
    await userEvent.click(remove);
    let dialog = screen.getByRole('dialog', { name: 'Remover Seu Jorge da fila?' });
    expect(within(dialog).getByText(REMOVE_WARNING)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(fetch).not.toHaveBeenCalled();

    await userEvent.click(remove);
    dialog = screen.getByRole('dialog', { name: 'Remover Seu Jorge da fila?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remover da fila' }));
    expect(await screen.findByText('Pessoa removida da fila')).toBeInTheDocument();
    expect(fetch.mock.calls[0]?.[0]).toBe('/api/queues/4/tickets/2');
    expect(fetch.mock.calls[0]?.[1]?.method).toBe('DELETE');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('says a paid advance is not given back, and shows a refusal as the server words it', async () => {
    mockFetch(() => jsonResponse(404, { success: false, message: 'Esta pessoa não está mais na fila' }));
    render();
    await userEvent.click(within(card('Dora Pagou')).getByRole('button', { name: 'Remover da fila' }));
    const dialog = screen.getByRole('dialog', { name: 'Remover Dora Pagou da fila?' });
    expect(within(dialog).getByText(REMOVE_PAID_DETAIL)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remover da fila' }));
    expect(await screen.findByText('Esta pessoa não está mais na fila')).toBeInTheDocument();
  });
});
