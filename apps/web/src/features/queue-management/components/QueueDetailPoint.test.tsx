import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ServicePoint } from '@vez/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bodyOf, jsonResponse, mockFetch, renderPage, storeSession } from '../../../test/helpers';
import { clientOf, queueOf } from '../../../test/queue-data';
import { QueueDetailPage } from './QueueDetailPage';

const WAIT = {
  fila: {
    tempoMedio: null,
    totalAtendidos: 0,
    tempoEstimado: 20,
    periodo: { de: '2026-03-10', ate: '2026-03-10' },
  },
  intervalo: { medio: null, medioSegundos: null, totalCalculados: 0, chamadasConsideradas: 0 },
  estimativa: { minutos: 20, baseadoEm: 0, faixa: null },
};

const point = (id: number, nome: string, filas: number[]): ServicePoint => ({
  id,
  nome,
  artigo: 'a',
  filas,
  criadoEm: '2026-11-29T12:00:00.000Z',
});

/** Queue 1 of establishment 7, Bruno waiting; the establishment's points as given. */
function serve(points: ServicePoint[]) {
  const fetch = mockFetch((url, init) => {
    if (url.endsWith('/events')) return jsonResponse(404, {});
    if (url === '/api/queues/1') return jsonResponse(200, { success: true, data: queueOf() });
    if (url.startsWith('/api/queues/1/clients'))
      return jsonResponse(200, {
        success: true,
        data: { clients: [clientOf({ id: 1, nome: 'Bruno', position: 1 })] },
      });
    if (url === '/api/queues/1/tempo-espera')
      return jsonResponse(200, { success: true, data: { tempoEspera: WAIT } });
    if (url === '/api/establishments/7/pontos') return jsonResponse(200, { success: true, data: points });
    if (url === '/api/queues/1/chamar-proximo' && init.method === 'POST') {
      const ponto = init.body ? { nome: 'Cadeira 2', artigo: 'a' } : undefined;
      return jsonResponse(200, {
        success: true,
        message: ponto ? 'Cliente Bruno foi chamado para a Cadeira 2!' : 'Cliente Bruno foi chamado!',
        data: { nome: 'Bruno', ticketId: 1, ...(ponto ? { ponto } : {}) },
      });
    }
    return jsonResponse(500, {});
  });
  storeSession({ userType: 'estabelecimento', id: 7 });
  renderPage(<QueueDetailPage />, {
    route: '/estabelecimento/gerenciar-filas/1',
    path: '/estabelecimento/gerenciar-filas/:id',
  });
  return fetch;
}

const callRequest = (fetch: ReturnType<typeof serve>) =>
  fetch.mock.calls.find(([url, init]) => url === '/api/queues/1/chamar-proximo' && init?.method === 'POST');

describe('the point this device calls to (issue 37)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('offers the points that serve this queue, remembers the choice on the device and calls to it', async () => {
    const fetch = serve([point(1, 'Cadeira 1', [1]), point(2, 'Cadeira 2', [1]), point(3, 'Caixa', [9])]);
    const picker = await screen.findByRole('combobox', { name: 'Você está em' });
    // Only the points of this queue, and none chosen on a device that never chose.
    expect(
      within(picker)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Nenhum ponto', 'Cadeira 1', 'Cadeira 2']);
    expect(picker).toHaveValue('');
    await userEvent.selectOptions(picker, 'Cadeira 2');
    expect(localStorage.getItem('vez.ponto.7')).toBe('2');

    await userEvent.click(screen.getByRole('button', { name: 'Chamar Próximo' }));
    expect(await screen.findByText('Cliente Bruno foi chamado para a Cadeira 2!')).toBeInTheDocument();
    expect(bodyOf(callRequest(fetch)?.[1])).toEqual({ pontoId: 2 });
  });

  it('starts at the remembered point, and ignores one that no longer serves the queue', async () => {
    localStorage.setItem('vez.ponto.7', '2');
    serve([point(2, 'Cadeira 2', [1])]);
    expect(await screen.findByRole('combobox', { name: 'Você está em' })).toHaveValue('2');
  });

  it('shows nothing new and calls without a body when no point serves the queue', async () => {
    localStorage.setItem('vez.ponto.7', '3');
    const fetch = serve([point(3, 'Caixa', [9])]);
    const call = await screen.findByRole('button', { name: 'Chamar Próximo' });
    expect(screen.queryByRole('combobox', { name: 'Você está em' })).not.toBeInTheDocument();
    await userEvent.click(call);
    expect(await screen.findByText('Cliente Bruno foi chamado!')).toBeInTheDocument();
    expect(callRequest(fetch)?.[1]?.body).toBeUndefined();
  });
});
