import { z } from '../zod';
import { linkOriginSchema } from './link-origin';

// Apart from join-code.ts, so the page a QR code opens needs no schema library (issue 18).

/** The owner's view of the queue's current code. */
export const joinCodeSchema = z.object({
  codigo: z.string(),
  link: z.string().describe('endereço + /f/ + código: o que o QR do cartaz abre (ver origemDoLink)'),
  origemDoLink: linkOriginSchema,
  criadoEm: z.string().describe('data e hora ISO 8601'),
});
export type JoinCode = z.output<typeof joinCodeSchema>;

/**
 * What anyone holding the link sees: the queue as every screen shows it (decision 023: the same estimate
 * and words), and the establishment's public name. Never a person: no name, e-mail or phone of anybody.
 */
export const joinCodePictureSchema = z.object({
  codigo: z.string(),
  fila: z.object({
    id: z.number(),
    nome: z.string(),
    descricao: z.string(),
    status: z.enum(['ativa', 'pausada', 'agendada', 'encerrada']),
    abre_em: z.string().nullable().describe('quando uma fila agendada abre (ISO 8601)'),
    clientes_na_fila: z.number(),
    posicoes_ocupadas: z.number(),
    tempo_medio_espera: z.number().describe('minutos por posição (decisão 023)'),
    tempo_medio_baseado_em: z.number(),
    tempo_medio_faixa: z.tuple([z.number(), z.number()]).nullable(),
    espera_estimada: z.number().describe('minutos de espera de quem entrar agora'),
    espera_estimada_faixa: z.tuple([z.number(), z.number()]).nullable(),
  }),
  estabelecimento: z.object({ id: z.number(), nome: z.string() }),
});
export type JoinCodePicture = z.output<typeof joinCodePictureSchema>;
