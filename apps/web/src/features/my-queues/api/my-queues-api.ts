import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/client';
import { MAX_PAGE_STREAMS, type StreamState } from '../../../lib/live/queue-event-stream';
import { queueKeys } from '../../queue/api/queue-api';

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
  tempo_estimado_minutos: number;
}

/**
 * Polls every 5 s while some card is not followed live: more queues than a page may stream, or a
 * followed stream that is down. Only the cards on screen count, so a card that went away leaves no
 * stale state behind.
 */
export function useMyQueues(streams: Readonly<Record<number, StreamState>>) {
  return useQuery({
    queryKey: queueKeys.myQueues,
    queryFn: ({ signal }) =>
      apiRequest<{ data: ActiveQueue[] }>('/api/users/active-queues', { role: 'cliente', signal }).then(
        (r) => r.data,
      ),
    staleTime: 0,
    refetchInterval: (query) => {
      const rows = query.state.data ?? [];
      const followed = rows.slice(0, MAX_PAGE_STREAMS);
      const poll =
        rows.length > MAX_PAGE_STREAMS || followed.some((row) => streams[row.id] === 'unavailable');
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
