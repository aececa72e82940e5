import { QUEUE_TYPES, type QueueType, type QueueView } from '@vez/domain';
import { ApiError } from '../../../lib/api/errors';

/** What the inputs hold: numbers stay text until the domain schema parses them ('12,50' reais too). */
export interface QueueFormValues {
  nome: string;
  descricao: string;
  tipo_fila: QueueType;
  limitar_fila: boolean;
  max_integrantes: string;
  abrir_agora: 'true' | 'false';
  horario_abertura: string;
  chamada_automatica: boolean;
  intervalo_chamada: string;
  tempo_estimado: string;
  valor_avancos: string;
  permitir_convidados: boolean;
  convidado_precisa_celular: boolean;
}

/** Defaults: preferencial, open now (time 00:00), interval 5; the schema's 5 min and R$ 10,00. */
export const QUEUE_FORM_DEFAULTS: QueueFormValues = {
  nome: '',
  descricao: '',
  tipo_fila: 'preferencial',
  limitar_fila: false,
  max_integrantes: '',
  abrir_agora: 'true',
  horario_abertura: '00:00',
  chamada_automatica: false,
  intervalo_chamada: '5',
  tempo_estimado: '5',
  valor_avancos: '10,00',
  // Decision 068: people without an account may join, and give a phone to be told of their turn.
  permitir_convidados: true,
  convidado_precisa_celular: true,
};

/** A queue's settings in the form's terms, for 'Editar Fila' (a scheduled one with its opening time). */
export function queueFormValuesOf(queue: QueueView): QueueFormValues {
  const type = QUEUE_TYPES.find((value) => value === queue.tipo_fila) ?? 'preferencial';
  return {
    ...QUEUE_FORM_DEFAULTS,
    nome: queue.nome,
    descricao: queue.descricao ?? '',
    tipo_fila: type,
    limitar_fila: queue.limitar_fila,
    max_integrantes: queue.max_integrantes === null ? '' : String(queue.max_integrantes),
    abrir_agora: queue.status === 'agendada' ? 'false' : 'true',
    horario_abertura: queue.horario_abertura,
    chamada_automatica: queue.chamada_automatica,
    intervalo_chamada: String(queue.intervalo_chamada),
    tempo_estimado: String(queue.tempo_estimado),
    valor_avancos: (queue.valor_avancos_centavos / 100).toFixed(2).replace('.', ','),
    permitir_convidados: queue.permitir_convidados,
    convidado_precisa_celular: queue.convidado_precisa_celular,
  };
}

/**
 * 'Erro ao criar fila: …' / 'Erro ao atualizar fila: …', with the server's message or
 * 'Erro desconhecido'.
 */
export function queueFormErrorMessage(action: 'criar' | 'atualizar', error: unknown): string {
  const detail =
    error instanceof ApiError && (error.hasServerMessage || error.kind !== 'server')
      ? error.message
      : 'Erro desconhecido';
  return `Erro ao ${action} fila: ${detail}`;
}

/** Field names the server may point at in `errors: [{campo}]`. */
export const QUEUE_FORM_FIELDS = Object.keys(QUEUE_FORM_DEFAULTS);
