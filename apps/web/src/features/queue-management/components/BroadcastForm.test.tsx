import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { brasiliaTime } from '../../../lib/format';
import { bodyOf, jsonResponse, mockFetch, renderPage, storeSession } from '../../../test/helpers';
import { BroadcastForm } from './BroadcastForm';

afterEach(() => vi.unstubAllGlobals());

const SENT = { mensagem: 'Atraso de 15 min', em: '2026-03-10T17:20:00.000Z', expiraEm: null };

describe('Aviso para a fila', () => {
  it('sends a notice, says so, and refuses an empty one before asking the server', async () => {
    let answer: () => Response = () =>
      jsonResponse(200, { success: true, message: 'Aviso enviado para a fila', data: SENT });
    const fetch = mockFetch((url, init) => {
      if (url === '/api/queues/1/broadcast' && init.method === 'PUT') return answer();
      return jsonResponse(500, {});
    });
    storeSession({ userType: 'estabelecimento', id: 7 });
    renderPage(<BroadcastForm queueId={1} aviso={null} closed={false} />);
    expect(screen.getByText('Nenhum aviso no momento.')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Enviar aviso' }));
    expect(screen.getByText('Escreva o aviso para a fila')).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();

    const field = screen.getByLabelText('Novo aviso');
    await userEvent.type(field, 'Atraso de 15 min');
    expect(screen.getByText('16/140 caracteres')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Enviar aviso' }));
    expect(await screen.findByText('Aviso enviado.')).toHaveAttribute('role', 'status');
    expect(bodyOf(fetch.mock.calls[0]?.[1])).toEqual({ mensagem: 'Atraso de 15 min', duracao_minutos: null });
    expect(field).toHaveValue('');

    answer = () =>
      jsonResponse(400, { success: false, message: 'Não é possível enviar aviso para uma fila encerrada' });
    await userEvent.type(field, 'Voltamos já');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar aviso' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Não é possível enviar aviso para uma fila encerrada',
    );
  });

  it('shows the current notice and clears it', async () => {
    const fetch = mockFetch((url, init) => {
      if (url === '/api/queues/1/broadcast' && init.method === 'DELETE') {
        return jsonResponse(200, { success: true, message: 'Aviso removido' });
      }
      return jsonResponse(500, {});
    });
    storeSession({ userType: 'estabelecimento', id: 7 });
    renderPage(<BroadcastForm queueId={1} aviso={SENT} closed={false} />);
    expect(screen.getByText('Atraso de 15 min').closest('[role="status"]')).toHaveTextContent(
      'Aviso do estabelecimento · enviado em 10/03 às 14:20',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Limpar aviso' }));
    expect(await screen.findByText('Aviso removido.')).toBeInTheDocument();
    expect(
      fetch.mock.calls.some(([url, init]) => url === '/api/queues/1/broadcast' && init?.method === 'DELETE'),
    ).toBe(true);
  });

  it('sends a notice for the duration chosen and shows when it was sent and until when', async () => {
    const now = Date.now();
    const until = {
      ...SENT,
      em: new Date(now).toISOString(),
      expiraEm: new Date(now + 30 * 60_000).toISOString(),
    };
    const fetch = mockFetch((url, init) =>
      url === '/api/queues/1/broadcast' && init.method === 'PUT'
        ? jsonResponse(200, { success: true, message: 'Aviso enviado para a fila', data: until })
        : jsonResponse(500, {}),
    );
    storeSession({ userType: 'estabelecimento', id: 7 });
    const view = renderPage(<BroadcastForm queueId={1} aviso={null} closed={false} />);
    const duration = screen.getByLabelText('Mostrar por');
    expect(duration).toHaveDisplayValue('Até remover');
    await userEvent.selectOptions(duration, '30 minutos');
    await userEvent.type(screen.getByLabelText('Novo aviso'), 'Atraso de 15 min');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar aviso' }));
    await screen.findByText('Aviso enviado.');
    expect(bodyOf(fetch.mock.calls[0]?.[1])).toEqual({ mensagem: 'Atraso de 15 min', duracao_minutos: 30 });

    view.unmount();
    renderPage(<BroadcastForm queueId={1} aviso={until} closed={false} />);
    expect(screen.getByText('Atraso de 15 min').closest('[role="status"]')).toHaveTextContent(
      `enviado às ${brasiliaTime(now)} · até ${brasiliaTime(now + 30 * 60_000)}`,
    );
  });
});
