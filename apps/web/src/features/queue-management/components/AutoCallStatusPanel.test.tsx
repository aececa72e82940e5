import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch, renderPage, storeSession } from '../../../test/helpers';
import type { AutoCallStatus } from '../api/queue-management-api';
import { AutoCallStatusPanel } from './AutoCallStatusPanel';

const NOW = Date.parse('2026-11-24T10:00:00.000Z');

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('AutoCallStatusPanel', () => {
  it('counts down to the next automatic call in words, between reads of the status', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, now: NOW });
    const answer: AutoCallStatus = {
      ativa: true,
      intervalo: 5,
      precisaChamada: false,
      motivo: 'Próxima chamada em 3 min',
      proximaChamadaEm: new Date(NOW + 3 * 60_000).toISOString(),
      proximoCliente: { nome: 'Paula Mendes' },
      totalClientes: 1,
    };
    storeSession({ userType: 'estabelecimento', id: 7 });
    mockFetch((url) =>
      url.endsWith('/chamada-automatica/status')
        ? jsonResponse(200, { success: true, data: answer })
        : jsonResponse(500, {}),
    );
    renderPage(<AutoCallStatusPanel queueId={4} />);

    expect(await screen.findByText('Próxima chamada em 3 min')).toBeInTheDocument();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(70_000);
    });
    expect(screen.getByText('Próxima chamada em 2 min')).toBeInTheDocument();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(80_000);
    });
    expect(screen.getByText('Próxima chamada em menos de 1 min')).toBeInTheDocument();
  });
});
