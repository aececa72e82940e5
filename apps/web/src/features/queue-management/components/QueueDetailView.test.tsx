import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch, renderPage, storeSession } from '../../../test/helpers';
import { clientOf, queueOf } from '../../../test/queue-data';
import type { QueueClient, WaitTime } from '../api/queue-management-api';
import { QueueDetailPage } from './QueueDetailPage';

const TODAY = { de: '2026-03-10', ate: '2026-03-10' };
const WAIT: WaitTime = {
  fila: { tempoMedio: 12.5, totalAtendidos: 4, tempoEstimado: 20, periodo: TODAY },
  intervalo: { medio: 0.5, medioSegundos: 30, totalCalculados: 3, chamadasConsideradas: 4 },
  estimativa: { minutos: 0.5, baseadoEm: 3, faixa: null },
};

function serve(clients: QueueClient[], wait: WaitTime = WAIT, signedInAs = 7) {
  mockFetch((url) => {
    if (url.endsWith('/events')) return jsonResponse(404, {});
    if (url === '/api/queues/1')
      return jsonResponse(200, { success: true, data: queueOf({ valor_avancos_centavos: 1250 }) });
    if (url.startsWith('/api/queues/1/clients'))
      return jsonResponse(200, { success: true, data: { clients } });
    if (url === '/api/queues/1/tempo-espera')
      return jsonResponse(200, { success: true, data: { tempoEspera: wait } });
    return jsonResponse(500, {});
  });
  storeSession({ userType: 'estabelecimento', id: signedInAs });
  renderPage(<QueueDetailPage />, {
    route: '/estabelecimento/gerenciar-filas/1',
    path: '/estabelecimento/gerenciar-filas/:id',
  });
}

const card = (label: string) => screen.getByText(label).closest('div') as HTMLElement;

describe('QueueDetailView', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the cards, the line by position and estimates from the observed interval', async () => {
    serve([
      clientOf({ id: 1, nome: 'Bruno', position: 1 }),
      clientOf({
        id: 2,
        nome: 'Camila',
        position: 2,
        isGroupLeader: true,
        groupSize: 3,
        groupMembers: [
          { nome: 'Rafael', email: '', telefone: '' },
          { nome: 'Lia', email: '', telefone: '' },
        ],
      }),
      clientOf({ id: 3, nome: 'Diego', position: 2, subPosition: 'b', paidAdvance: true }),
      clientOf({ id: 4, nome: 'Elisa', position: 4, estimatedWaitMinutes: 60 }),
    ]);
    expect(await screen.findByRole('heading', { name: 'Corte de cabelo' })).toBeInTheDocument();
    expect(within(card('Total de Pessoas')).getByText('6')).toBeInTheDocument();
    expect(within(card('Valor por Avanço')).getByText('R$ 12,50')).toBeInTheDocument();
    expect(within(card('Intervalo entre Chamadas')).getByText('30 s')).toBeInTheDocument();
    // The clients' figure and basis (decision 023), in their words.
    expect(
      within(card('Intervalo entre Chamadas')).getByText('Baseado em 3 atendimentos'),
    ).toBeInTheDocument();
    expect(within(card('Tempo Médio de Espera')).getByText('12,5 min')).toBeInTheDocument();
    expect(
      within(card('Tempo Médio de Espera')).getByText('Baseado em 4 atendimentos hoje'),
    ).toBeInTheDocument();

    expect(screen.getByRole('heading', { name: 'Posição 2' })).toBeInTheDocument();
    expect(screen.getByText('2 clientes')).toBeInTheDocument();
    expect(screen.getByText('GRUPO')).toBeInTheDocument();
    expect(screen.getByText('PAGOU')).toBeInTheDocument();
    expect(screen.getByText('Grupo de 3 pessoas')).toBeInTheDocument();
    expect(screen.getByText('Lia')).toBeInTheDocument();
    expect(screen.getByText('Próximo a ser chamado')).toBeInTheDocument();
    // (4 - 1) x 30 s, not the server's 60 min from the queue's own estimate.
    expect(screen.getByText('Espera estimada: 2 min')).toBeInTheDocument();
    expect(screen.getAllByText('Espera estimada: 30 s')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Chamar Próximo' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Adicionar pessoa' })).toBeEnabled();
    expect(screen.getByText('Atualizando a cada 5 s')).toBeInTheDocument();
  });

  it('says when nobody is waiting and there are no figures yet', async () => {
    serve([], {
      fila: { tempoMedio: null, totalAtendidos: 0, tempoEstimado: 20, periodo: TODAY },
      intervalo: { medio: null, medioSegundos: null, totalCalculados: 0, chamadasConsideradas: 0 },
      estimativa: { minutos: 20, baseadoEm: 0, faixa: null },
    });
    expect(await screen.findByText('Nenhum cliente na fila no momento.')).toBeInTheDocument();
    // No calls yet: the card shows the establishment's own estimate, said as such, as the clients see it.
    expect(within(card('Intervalo entre Chamadas')).getByText('20,0 min')).toBeInTheDocument();
    expect(screen.getByText('Estimativa do estabelecimento')).toBeInTheDocument();
    expect(within(card('Tempo Médio de Espera')).getByText('Sem dados')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Chamar Próximo' })).toBeDisabled();
  });

  it("says another establishment's queue is not found instead of offering its controls", async () => {
    // The queue belongs to establishment 7; establishment 8 opens its address.
    serve([clientOf({ id: 1, nome: 'Bruno', position: 1 })], WAIT, 8);
    expect(await screen.findByText('Fila não encontrada')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Chamar Próximo' })).not.toBeInTheDocument();
    expect(screen.queryByText('Bruno')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: '← Voltar' })).toBeInTheDocument();
  });

  it('shows the load error with a retry', async () => {
    mockFetch((url) =>
      url.endsWith('/events')
        ? jsonResponse(404, {})
        : jsonResponse(404, { success: false, message: 'Fila não encontrada' }),
    );
    storeSession({ userType: 'estabelecimento', id: 7 });
    renderPage(<QueueDetailPage />, {
      route: '/estabelecimento/gerenciar-filas/1',
      path: '/estabelecimento/gerenciar-filas/:id',
    });
    expect(await screen.findByText('Fila não encontrada')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tentar Novamente' })).toBeInTheDocument();
  });
});
