import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { queueOf } from '../../../test/queue-data';
import type { WaitTime } from '../api/queue-management-api';
import { QueueStatCards } from './QueueStatCards';

function waitTime(estimativa: WaitTime['estimativa']): WaitTime {
  return {
    fila: {
      tempoMedio: 12,
      totalAtendidos: 9,
      tempoEstimado: 20,
      periodo: { de: '2026-11-28', ate: '2026-11-28' },
    },
    intervalo: {
      medio: null,
      medioSegundos: null,
      totalCalculados: estimativa.baseadoEm,
      chamadasConsideradas: 0,
    },
    estimativa,
  };
}

describe('QueueStatCards', () => {
  it("shows the clients' own minutes per position with the same basis words", () => {
    render(
      <QueueStatCards
        queue={queueOf()}
        clients={[]}
        waitTime={waitTime({ minutos: 5, baseadoEm: 4, faixa: [3.8, 6.3] })}
      />,
    );
    expect(screen.getByText('3,8–6,3 min')).toBeInTheDocument();
    expect(screen.getByText('Baseado em 4 atendimentos')).toBeInTheDocument();
  });

  it('tells the configured automatic interval apart from the measured one (issue 38)', () => {
    render(
      <QueueStatCards
        queue={queueOf({ chamada_automatica: true, intervalo_chamada: 3 })}
        clients={[]}
        waitTime={waitTime({ minutos: 4.5, baseadoEm: 6, faixa: null })}
      />,
    );
    expect(screen.getByText('4,5 min')).toBeInTheDocument();
    expect(screen.getByText('Configurado: chamada automática a cada 3 min')).toBeInTheDocument();
  });

  it("says when the figure is the establishment's own estimate", () => {
    render(
      <QueueStatCards
        queue={queueOf()}
        clients={[]}
        waitTime={waitTime({ minutos: 20, baseadoEm: 0, faixa: null })}
      />,
    );
    expect(screen.getByText('20,0 min')).toBeInTheDocument();
    expect(screen.getByText('Estimativa do estabelecimento')).toBeInTheDocument();
  });

  it("says the mean wait is today's, as the dashboard counts it", () => {
    const { rerender } = render(
      <QueueStatCards
        queue={queueOf()}
        clients={[]}
        waitTime={waitTime({ minutos: 5, baseadoEm: 4, faixa: null })}
      />,
    );
    expect(screen.getByText('12 min')).toBeInTheDocument();
    expect(screen.getByText('Baseado em 9 atendimentos hoje')).toBeInTheDocument();

    const none = waitTime({ minutos: 5, baseadoEm: 0, faixa: null });
    rerender(
      <QueueStatCards
        queue={queueOf()}
        clients={[]}
        waitTime={{ ...none, fila: { ...none.fila, tempoMedio: null, totalAtendidos: 0 } }}
      />,
    );
    expect(screen.getByText('Nenhum atendimento hoje')).toBeInTheDocument();
  });
});
