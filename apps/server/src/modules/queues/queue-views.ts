import { broadcastOf, type QueueView, type QueueViewStatus } from '@vez/domain';
import type { QueueRow } from '../../repositories/queues-repository';

export interface WaitBasis {
  /** Minutes per position: the median of recent service intervals, else the queue's estimate. */
  minutes: number;
  /** How many service intervals the figure is based on (0 = the queue's own estimate). */
  basedOn: number;
  /** Minutes per position as a range while the data is thin, else null. */
  range: [number, number] | null;
}

/** A queue with the API's field names. Money goes out in reais (two decimals) and in exact cents. */
export function toQueueView(row: QueueRow, wait?: WaitBasis): QueueView {
  const people = row.waiting_people;
  return {
    id: row.id,
    nome: row.name,
    descricao: row.description,
    status: row.status as QueueViewStatus,
    tipo_fila: row.queue_type,
    limitar_fila: row.limited === 1,
    max_integrantes: row.max_members,
    abrir_agora: row.open_now === 1,
    horario_abertura: row.opening_time,
    abre_em: row.status === 'agendada' && row.opens_at ? new Date(row.opens_at).toISOString() : null,
    chamada_automatica: row.auto_call === 1,
    intervalo_chamada: row.call_interval_minutes,
    permitir_convidados: row.guests_allowed === 1,
    convidado_precisa_celular: row.guest_phone_required === 1,
    tempo_estimado: row.minutes_per_position,
    tempo_medio_espera: Math.round((wait?.minutes ?? row.minutes_per_position) * 10) / 10,
    tempo_medio_baseado_em: wait?.basedOn ?? 0,
    tempo_medio_faixa: wait?.range ?? null,
    valor_avancos: row.advance_price_cents / 100,
    valor_avancos_centavos: row.advance_price_cents,
    max_avancos: row.max_advances,
    estabelecimento_id: row.establishment_id,
    clientes_na_fila: people,
    total_clientes: people,
    posicoes_ocupadas: row.occupied_positions,
    stats: { totalClients: people, totalTickets: row.waiting_tickets },
    criada_em: new Date(row.created_at).toISOString(),
    aviso: broadcastOf(row),
    versao: row.version,
  };
}

export type { QueueView };

/** "Maria Oliveira" -> "Maria O.": how other clients see a person (decision 011, Privacy). */
export function maskName(name: string): string {
  const parts = name.trim().split(/\s+/);
  const first = parts[0] ?? '';
  const last = parts.length > 1 ? parts[parts.length - 1] : undefined;
  // Array.from splits by code point, so an emoji or accented initial is never cut in half.
  const initial = last ? Array.from(last)[0] : undefined;
  return initial ? `${first} ${initial.toUpperCase()}.` : first;
}
