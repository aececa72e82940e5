import { useQueryClient } from '@tanstack/react-query';
import { estimatedWaitRange } from '@vez/domain';
import { useRef } from 'react';
import type { StreamState } from '../../../lib/live/queue-event-stream';
import { readsAgain } from '../../../lib/live/reads-again';
import { useLiveQueues } from '../../../lib/live/useLiveQueues';
import { useReadAgain } from '../../../lib/live/useReadAgain';
import { queueKeys, useCalledNotice } from '../../queue';
import type { ActiveQueue } from '../api/my-queues-api';

/**
 * Moves every card of 'Minhas Filas' live through the page's one stream: each event updates the card
 * of the queue it names. Returns the stream's state; the page polls while it is down.
 */
export function useMyQueuesLive(queues: readonly ActiveQueue[] | undefined): StreamState {
  const queryClient = useQueryClient();
  const announceCalled = useCalledNotice();
  const refreshList = useReadAgain(queueKeys.myQueues, { delay: 'spread', exact: true });
  // The newest version each queue's events told this page (the list's own read may be newer still).
  const seen = useRef(new Map<number, number>());
  return useLiveQueues(queues?.map((queue) => queue.id) ?? [], 'cliente', (event) => {
    const me = event.me;
    const list = queryClient.getQueryData<ActiveQueue[]>(queueKeys.myQueues);
    const card = list?.find((item) => item.id === event.queue.id);
    const known = newest(seen.current.get(event.queue.id), card?.versao);
    seen.current.set(event.queue.id, Math.max(known ?? 0, event.version));
    // An edit (a new name or price) is not in the event, nor one made between the list's read and the
    // stream's first snapshot: the list is read again, spread over a second.
    if (readsAgain(event, known, 'applies-summary')) void refreshList();
    // The establishment's notice travels with every event of the queue.
    const aviso = event.queue.aviso === undefined ? card?.aviso : event.queue.aviso;
    if (me?.status === 'called') {
      // The card turns into 'É a sua vez!' in place; a new call or a 'Chamar novamente' alerts again.
      const fresh =
        card?.situacao !== 'chamado' || (me.recalledAt ?? null) !== (card.chamado_novamente_em ?? null);
      if (fresh) announceCalled();
      update(event.queue.id, (item) => ({
        ...item,
        ticketId: me.ticketId,
        situacao: 'chamado',
        chamado_em: me.calledAt ?? item.chamado_em,
        chamado_novamente_em: me.recalledAt ?? null,
        // Where the call sends them (issue 37), as the event says.
        ...(me.ponto ? { ponto: me.ponto } : me.calledAt ? { ponto: undefined } : {}),
        aviso: aviso ?? null,
      }));
      return;
    }
    if (me === null && card?.situacao === 'chamado') {
      // A called card has no place to move; only the notice may change.
      update(event.queue.id, (item) => ({ ...item, aviso: aviso ?? null }));
      return;
    }
    if (me?.status !== 'waiting') {
      // Left elsewhere or closed (or a fresh stream that no longer knows the ticket): the list changes.
      void queryClient.invalidateQueries({ queryKey: queueKeys.myQueues });
      return;
    }
    queryClient.setQueryData<ActiveQueue[]>(queueKeys.myQueues, (list) =>
      list?.map((item) =>
        item.id === event.queue.id
          ? {
              ...item,
              fila_status: event.queue.status,
              total_pessoas_fila: event.queue.totalPessoas,
              total_tickets_fila: event.queue.totalTickets,
              posicao_atual: me.position,
              letra: me.letter,
              tempo_estimado_minutos: me.estimatedWaitMinutes,
              tempo_estimado_faixa: estimatedWaitRange(me.position, event.queue.faixa),
              tempo_estimado_baseado_em: event.queue.baseadoEm,
              aviso: aviso ?? null,
            }
          : item,
      ),
    );
  });

  function update(queueId: number, change: (item: ActiveQueue) => ActiveQueue) {
    queryClient.setQueryData<ActiveQueue[]>(queueKeys.myQueues, (list) =>
      list?.map((item) => (item.id === queueId ? change(item) : item)),
    );
  }
}

function newest(a: number | undefined, b: number | undefined): number | undefined {
  if (a === undefined) return b;
  return b === undefined ? a : Math.max(a, b);
}
