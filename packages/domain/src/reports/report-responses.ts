import { z } from '../zod';

/** What the statistics routes answer (report-views.ts describes the fields). */

const period = z.object({ de: z.string(), ate: z.string() });
const queueStatus = z.enum(['ativa', 'pausada', 'agendada', 'encerrada']);

export const establishmentStatsSchema = z.object({
  periodo: period,
  pessoasAguardando: z.number(),
  totalClientesAtendidos: z.number(),
  tempoMedioReal: z.number().nullable(),
  tempoMedioEstimado: z.number().nullable(),
  receitaTotal: z.number(),
  receitaCentavos: z.number(),
  filasAtivas: z.number(),
  totalFilas: z.number(),
  totalAbandonos: z.number(),
  totalNaoCompareceu: z.number(),
  totalAvancos: z.number(),
  distribuicao: z.object({
    atendidos: z.number(),
    emEspera: z.number(),
    abandonos: z.number(),
    avancos: z.number(),
  }),
  profissional: z.boolean(),
});

export const queueStatsRowSchema = z.object({
  queueId: z.number(),
  nome: z.string(),
  status: queueStatus,
  pessoasAguardando: z.number(),
  atendidos: z.number(),
  tempoMedioReal: z.number().nullable(),
  tempoEstimado: z.number(),
  versao: z.number(),
});

export const hourlyServedRowSchema = z.object({ hora: z.string(), total_atendimentos: z.number() });

export const advancedStatsSchema = z.object({
  periodo: period,
  taxaAbandono: z.number().nullable(),
  volumePorDia: z.array(z.object({ dia: z.string(), clientes: z.number() })),
  mapaChegadas: z.array(z.object({ diaSemana: z.number(), hora: z.number(), chegadas: z.number() })),
  precisaoEstimativa: z.object({
    amostras: z.number(),
    erroMedianoMin: z.number().nullable(),
    dentroDaMargemPct: z.number().nullable(),
  }),
});

export const paidAdvancesSchema = z.object({
  periodo: period,
  totais: z.object({
    quantidade: z.number(),
    valorCentavos: z.number(),
    estornoCentavos: z.number(),
    receitaCentavos: z.number(),
  }),
  itens: z.array(
    z.object({
      id: z.string(),
      data: z.string(),
      fila: z.string(),
      posicoes: z.number(),
      posicoesAplicadas: z.number().nullable(),
      valorCentavos: z.number(),
      estornoCentavos: z.number(),
      status: z.enum(['aprovado', 'estornado']),
    }),
  ),
});
