import { useState } from 'react';
import { useEstablishmentName } from '../../establishments';
import type { QueueWithMine } from '../api/queue-types';
import { CalledState } from './CalledState';
import { callKey, dismissCall, isCallDismissed } from './called-time';

/**
 * The queue page's called state: the last call (or recall) of the client's ticket here, until they
 * press 'Entendi' (remembered on this device for that call) or leave the page.
 */
export function useQueueCall(data: QueueWithMine | undefined, called: boolean) {
  const [dismissed, setDismissed] = useState<string | null>(null);
  const ended = data?.meuUltimoTicket;
  if (!called || !ended || ended.status !== 'called') return null;
  const key = callKey(ended.ticketId, ended.em, ended.chamadoNovamenteEm);
  if (key === dismissed || isCallDismissed(key)) return null;
  return {
    key,
    calledAt: ended.em ?? null,
    recalledAt: ended.chamadoNovamenteEm ?? null,
    point: ended.ponto ?? null,
    dismiss: () => {
      dismissCall(key);
      setDismissed(key);
    },
  };
}

export function QueueCalled({
  queue,
  call,
}: {
  queue: QueueWithMine;
  call: NonNullable<ReturnType<typeof useQueueCall>>;
}) {
  const establishment = useEstablishmentName(queue.estabelecimento_id);
  return (
    <CalledState
      key={call.key}
      establishment={establishment}
      queueName={queue.nome}
      calledAt={call.calledAt}
      recalledAt={call.recalledAt}
      point={call.point}
      onDismiss={call.dismiss}
      focusOnShow
    />
  );
}
