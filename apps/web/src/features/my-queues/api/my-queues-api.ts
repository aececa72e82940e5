import { useQuery } from '@tanstack/react-query';
import type { CalledPoint, QueueBroadcast } from '@vez/domain';
import { apiRequest } from '../../../lib/api/client';
import { MAX_QUEUES_PER_STREAM, type StreamState } from '../../../lib/live/queue-event-stream';
import { queueKeys } from '../../queue';

/** One queue the client waits in (GET /api/users/active-queues). */
export interface ActiveQueue {
  id: number;
  ticketId: number;
  estabelecimento_id: number;
  estabelecimento_nome: string;
  fila_nome: string;
  fila_status: string;
  total_pessoas_fila: number;
  total_tickets_fila: number;
  posicao_atual: number;
  letra: string;
  tamanho_grupo: number;
  max_avancos: number;
  valor_avancos_centavos: number;
  /** What this ticket paid for advances and keeps; the leave dialog names it (decision 054). */
  avanco_pago_centavos?: number;
  tempo_estimado_minutos: number;
  /** The wait as a range ('8–12 min') while the estimate rests on little data (decision 023). */
  tempo_estimado_faixa: [number, number] | null;
  /** What the estimate rests on: 0 = the establishment's estimate. */
  tempo_estimado_baseado_em: number;
  /**
   * 'chamado': called in the last 30 minutes, the card shows 'É a sua vez!' (decision 022). The server
   * always sends these four; optional here so a card built without them reads as a waiting one.
   */
  situacao?: 'aguardando' | 'chamado';
  chamado_em?: string | null;
  chamado_novamente_em?: string | null;
  /** Where the call sent the client (issue 37); absent for a call without a service point. */
  ponto?: CalledPoint | undefined;
  /** 'Aviso para a fila', or null. */
  aviso?: QueueBroadcast;
  /** The queue's version when the list was read: the stream's first snapshot is compared with it. */
  versao?: number;
}

/**
 * Polls every 5 s while some card is not followed live: more queues than the page's one stream
 * follows, or that stream is down.
 */
export function useMyQueues(stream: StreamState) {
  return useQuery({
    queryKey: queueKeys.myQueues,
    queryFn: ({ signal }) =>
      apiRequest<{ data: ActiveQueue[] }>('/api/users/active-queues', { role: 'cliente', signal }).then(
        (r) => r.data,
      ),
    staleTime: 0,
    refetchInterval: (query) => {
      const rows = query.state.data ?? [];
      const poll = rows.length > MAX_QUEUES_PER_STREAM || (rows.length > 0 && stream === 'unavailable');
      return poll ? 5_000 : false;
    },
  });
}

/** Starts the payment of an advance; the server prices it and answers where to pay (issue "Pay to advance"). */
export function createAdvancePreference(queueId: number, positions: number) {
  return apiRequest<{ message?: string; data: { initPoint: string } }>('/payments/advance-preference', {
    method: 'POST',
    role: 'cliente',
    body: { queueId, positions },
  });
}
