import { broadcastOf, CALLED_STATE_MINUTES } from '@vez/domain';
import type { AppServices } from '../../../app-services';
import { displayNameOf } from '../../establishments/display-name';
import { pointField } from '../../service-points/point-of-call';

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

/**
 * Minhas Filas' 'É a sua vez!' cards: the client's calls of the last CALLED_STATE_MINUTES (decision
 * 022), one per queue (the latest), except in queues where they already wait again. The position
 * figures of such a card are 0: the client has no place any more, only somewhere to go.
 */
export async function calledCardsOf(
  services: Pick<AppServices, 'calledTickets' | 'clock'>,
  clientId: number,
  waitingQueueIds: ReadonlySet<number>,
) {
  const since = services.clock.now() - CALLED_STATE_MINUTES * 60_000;
  const rows = await services.calledTickets.ofClientSince(clientId, since);
  const seen = new Set(waitingQueueIds);
  const cards = [];
  for (const row of rows) {
    if (seen.has(row.queue_id)) continue;
    seen.add(row.queue_id);
    // Marked 'Não compareceu': no card; the queue page says why (decision 044).
    if (row.no_show_at !== null) continue;
    cards.push({
      id: row.queue_id,
      ticketId: row.ticket_id,
      estabelecimento_id: row.establishment_id,
      estabelecimento_nome: displayNameOf(row),
      fila_nome: row.queue_name,
      fila_status: row.queue_status,
      total_pessoas_fila: row.waiting_people,
      total_tickets_fila: row.waiting_tickets,
      posicao_atual: 0,
      letra: '',
      tamanho_grupo: row.group_size,
      max_avancos: 0,
      valor_avancos: 0,
      valor_avancos_centavos: 0,
      avanco_pago_centavos: 0,
      tempo_estimado_minutos: 0,
      tempo_estimado_faixa: null,
      tempo_estimado_baseado_em: 0,
      situacao: 'chamado' as const,
      chamado_em: iso(row.called_at),
      chamado_novamente_em: iso(row.recalled_at),
      ...pointField(row),
      aviso: broadcastOf(row),
      versao: row.queue_version,
    });
  }
  return cards;
}

/** Each waiting card's 'Aviso para a fila', read in one query. */
export async function broadcastsFor(
  services: Pick<AppServices, 'queueBroadcasts'>,
  queueIds: readonly number[],
) {
  const rows = await services.queueBroadcasts.ofQueues(queueIds);
  return (queueId: number) => {
    const row = rows.get(queueId);
    return row ? broadcastOf(row) : null;
  };
}
