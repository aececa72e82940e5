import type {
  AdvancedStatsView,
  EstablishmentStatsView,
  HourlyServedRow,
  PaidAdvancesView,
  QueueStatsRow,
} from '@vez/domain';
import { vi } from 'vitest';

/** The server's answers, for component tests. */
export function statsOf(overrides: Partial<EstablishmentStatsView> = {}): EstablishmentStatsView {
  return {
    periodo: { de: '2026-03-10', ate: '2026-03-10' },
    pessoasAguardando: 3,
    totalClientesAtendidos: 42,
    tempoMedioReal: 12.5,
    tempoMedioEstimado: 10,
    receitaTotal: 1234.5,
    receitaCentavos: 123450,
    filasAtivas: 1,
    totalFilas: 2,
    totalAbandonos: 6,
    totalNaoCompareceu: 0,
    totalAvancos: 9,
    distribuicao: { atendidos: 42, emEspera: 3, abandonos: 6, avancos: 9 },
    profissional: false,
    ...overrides,
  };
}

export function queueStatsOf(overrides: Partial<QueueStatsRow> = {}): QueueStatsRow {
  return {
    queueId: 1,
    nome: 'Corte de cabelo',
    status: 'ativa',
    pessoasAguardando: 2,
    atendidos: 30,
    tempoMedioReal: 14,
    tempoEstimado: 10,
    versao: 4,
    ...overrides,
  };
}

/** 24 hours, with the given counts; every other hour is zero. */
export function hourlyOf(counts: Record<number, number> = {}): HourlyServedRow[] {
  return Array.from({ length: 24 }, (_, hour) => ({
    hora: `${String(hour).padStart(2, '0')}:00`,
    total_atendimentos: counts[hour] ?? 0,
  }));
}

export function advancedOf(overrides: Partial<AdvancedStatsView> = {}): AdvancedStatsView {
  return {
    periodo: { de: '2026-03-10', ate: '2026-03-10' },
    taxaAbandono: 12.5,
    volumePorDia: [{ dia: '2026-03-10', clientes: 48 }],
    mapaChegadas: [
      { diaSemana: 2, hora: 9, chegadas: 20 },
      { diaSemana: 2, hora: 10, chegadas: 28 },
    ],
    precisaoEstimativa: { amostras: 10, erroMedianoMin: 3.5, dentroDaMargemPct: 80 },
    ...overrides,
  };
}

export function paidAdvancesOf(overrides: Partial<PaidAdvancesView> = {}): PaidAdvancesView {
  return {
    periodo: { de: '2026-03-10', ate: '2026-03-10' },
    totais: { quantidade: 2, valorCentavos: 3150, estornoCentavos: 1000, receitaCentavos: 2150 },
    itens: [
      {
        id: 'p2',
        data: '2026-03-10T12:30:00.000Z',
        fila: 'Corte de cabelo',
        posicoes: 2,
        posicoesAplicadas: 2,
        valorCentavos: 2150,
        estornoCentavos: 0,
        status: 'aprovado',
      },
      {
        id: 'p1',
        data: '2026-03-10T11:05:00.000Z',
        fila: 'Barba',
        posicoes: 1,
        posicoesAplicadas: null,
        valorCentavos: 1000,
        estornoCentavos: 1000,
        status: 'estornado',
      },
    ],
    ...overrides,
  };
}

/** jsdom measures nothing: charts get a 600 × 300 box from a ResizeObserver that answers at once. */
export function stubResizeObserver() {
  vi.stubGlobal(
    'ResizeObserver',
    class {
      constructor(private readonly callback: ResizeObserverCallback) {}
      observe(target: Element) {
        const entry = { target, contentRect: { width: 600, height: 300 } } as unknown as ResizeObserverEntry;
        this.callback([entry], this as unknown as ResizeObserver);
      }
      unobserve() {}
      disconnect() {}
    },
  );
}
