import { estimatedWaitMinutes, estimatedWaitRange } from '@vez/domain';
import type { AppServices } from '../../../app-services';
import type { Authenticated } from '../../auth/authenticate';
import { displayNameOf } from '../../establishments/display-name';
import { waitBasisOf } from '../waits/wait-basis';
import { broadcastsFor, calledCardsOf } from './called-queues';
import { ticketPlace } from './ticket-place';

/**
 * "Minhas Filas": every queue the client waits in, with the current position and letter, then the
 * queues that called them in the last 30 minutes ('É a sua vez!', decision 022).
 */
export async function listMyQueues(
  services: Pick<
    AppServices,
    'tickets' | 'queues' | 'calledTickets' | 'queueBroadcasts' | 'clock' | 'advancePayments'
  >,
  caller: Authenticated,
) {
  const rows = await services.tickets.listWaitingOfClient(caller.userId);
  const queueIds = rows.map((row) => row.queue_id);
  const [avisoOf, called, paid] = await Promise.all([
    broadcastsFor(services, queueIds),
    calledCardsOf(services, caller.userId, new Set(queueIds)),
    services.advancePayments.keptByTicket(rows.map((row) => row.ticket_id)),
  ]);
  const waiting = await Promise.all(
    rows.map(async (row) => {
      const [{ position, letter }, wait] = await Promise.all([
        ticketPlace(services, { queueId: row.queue_id, slot: row.slot, seq: row.seq }),
        // The same observed minutes per position the queue view and its events use (decision 023).
        waitBasisOf(services, { id: row.queue_id, minutes_per_position: row.minutes_per_position }),
      ]);
      return {
        id: row.queue_id,
        ticketId: row.ticket_id,
        estabelecimento_id: row.establishment_id,
        estabelecimento_nome: displayNameOf(row),
        fila_nome: row.queue_name,
        fila_status: row.queue_status,
        total_pessoas_fila: row.waiting_people,
        // The advance popup needs these: it opens only with more than one ticket, and shows the price.
        total_tickets_fila: row.waiting_tickets,
        posicao_atual: position,
        letra: letter,
        tamanho_grupo: row.group_size,
        max_avancos: row.max_advances,
        valor_avancos: row.advance_price_cents / 100,
        valor_avancos_centavos: row.advance_price_cents,
        avanco_pago_centavos: paid.get(row.ticket_id) ?? 0,
        tempo_estimado_minutos: estimatedWaitMinutes(position, wait.minutes),
        tempo_estimado_faixa: estimatedWaitRange(position, wait.range),
        tempo_estimado_baseado_em: wait.basedOn,
        situacao: 'aguardando' as const,
        chamado_em: null,
        chamado_novamente_em: null,
        aviso: avisoOf(row.queue_id),
        // The page's stream starts with a snapshot: a newer one means the card may be out of date.
        versao: row.queue_version,
      };
    }),
  );
  return [...waiting, ...called];
}
