import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch, renderPage, storeSession } from '../../../test/helpers';
import { queueOf } from '../../../test/queue-data';
import { EstablishmentQueues } from './EstablishmentQueues';

afterEach(() => vi.unstubAllGlobals());

describe('EstablishmentQueues', () => {
  it('shows each queue’s wait with the words of the queue page', async () => {
    storeSession();
    mockFetch(() =>
      jsonResponse(200, {
        success: true,
        data: [
          queueOf({
            id: 1,
            nome: 'Corte',
            tempo_medio_espera: 5,
            tempo_medio_baseado_em: 4,
            tempo_medio_faixa: [3.8, 6.3],
          }),
          queueOf({ id: 2, nome: 'Barba', tempo_medio_espera: 15, tempo_medio_baseado_em: 0 }),
        ],
      }),
    );
    renderPage(<EstablishmentQueues establishmentId={1} />);

    const corte = (await screen.findByText('Corte')).closest('tr') as HTMLElement;
    expect(within(corte).getByText('3,8–6,3 min')).toBeInTheDocument();
    expect(within(corte).getByText('baseado em 4 atendimentos')).toBeInTheDocument();
    const barba = screen.getByText('Barba').closest('tr') as HTMLElement;
    expect(within(barba).getByText('15 min')).toBeInTheDocument();
    expect(within(barba).getByText('estimativa do estabelecimento')).toBeInTheDocument();
  });

  it("tells when each queue opens: 'Agora', 'Abre às 08:00' for a scheduled one, or why not", async () => {
    storeSession();
    mockFetch(() =>
      jsonResponse(200, {
        success: true,
        data: [
          queueOf({ id: 1, nome: 'Corte', status: 'ativa' }),
          queueOf({ id: 2, nome: 'Sábado', status: 'agendada', horario_abertura: '08:00' }),
          queueOf({ id: 3, nome: 'Barba', status: 'pausada' }),
          // Past its time, held for room in the plan (decision 058): no hour that has gone by.
          queueOf({
            id: 4,
            nome: 'Funcional',
            status: 'agendada',
            horario_abertura: '07:00',
            abre_em: '2020-01-01T10:00:00.000Z',
          }),
        ],
      }),
    );
    renderPage(<EstablishmentQueues establishmentId={1} />);

    const row = async (name: string) => (await screen.findByText(name)).closest('tr') as HTMLElement;
    expect(within(await row('Corte')).getByText('Agora')).toBeInTheDocument();
    expect(within(await row('Sábado')).getByText('Abre às 08:00')).toBeInTheDocument();
    expect(within(await row('Barba')).getByText('Pausada')).toBeInTheDocument();
    expect(within(await row('Funcional')).getByText('Programada')).toBeInTheDocument();
  });
});
