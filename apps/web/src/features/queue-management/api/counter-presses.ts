import { useMutation, useQueryClient } from '@tanstack/react-query';
import { UNDO_OFFER_SECONDS } from '@vez/domain';
import { useCallback, useRef } from 'react';
import { useToast } from '../../../components/toast/ToastProvider';
import { ApiError, errorMessage } from '../../../lib/api/errors';
import { newIdempotencyKey } from '../../../lib/api/idempotency-key';
import { ALL } from './mutations';
import { callNext, executeAutoCall, markNoShow, undoCall, undoNoShow } from './queue-management-api';
import { recallClient } from './queue-notice-api';

interface PressOptions<TVariables, TResult> {
  fallbackError: string;
  /** What the success toast's 'Desfazer' does, when this press can be undone. */
  undo?: (variables: TVariables, result: NoInfer<TResult>) => (() => void) | null;
}

/**
 * A press at the counter (decision 051): one press is one request, whatever the fingers do. A second
 * press while the first is in flight is ignored here (before React has even redrawn the busy button), and
 * each press carries a fresh idempotency key, so a request the network repeats is one action on the
 * server too. A press whose answer was lost (no connection, a timeout: the server may have acted) keeps
 * its key for the next press of the same action: pressing again after 'Erro de conexão' on a tablet's
 * weak Wi-Fi gets the first call's answer, never a second person. The server's answer is a toast; an
 * undoable one offers 'Desfazer' for a few seconds.
 */
function useCounterPress<TVariables, TResult extends { message: string }>(
  run: (variables: TVariables, key: string) => Promise<TResult>,
  options: PressOptions<TVariables, TResult>,
) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const inFlight = useRef(false);
  // The key of a press whose answer never came, and what it was for.
  const unanswered = useRef<{ target: string; key: string } | null>(null);
  const mutation = useMutation({
    mutationFn: ({ variables, key }: { variables: TVariables; key: string }) => run(variables, key),
    // Sent even when the browser believes it is offline: it fails at once and keeps its key, rather
    // than waiting unseen to fire whenever the connection returns.
    networkMode: 'always',
    onSuccess: (result, { variables }) => {
      const undo = options.undo?.(variables, result);
      toast(
        result.message,
        'success',
        undo ? { action: { label: 'Desfazer', onPress: undo }, durationMs: UNDO_OFFER_SECONDS * 1000 } : {},
      );
    },
    onError: (error, { variables, key }) => {
      if (error instanceof ApiError && error.status === 0) {
        unanswered.current = { target: JSON.stringify(variables), key };
      }
      toast(errorMessage(error, options.fallbackError), 'error');
    },
    onSettled: () => {
      inFlight.current = false;
      return queryClient.invalidateQueries({ queryKey: ALL });
    },
  });
  const { mutate } = mutation;
  const press = useCallback(
    (variables: TVariables, then: { onSuccess?: () => void } = {}) => {
      if (inFlight.current) return;
      inFlight.current = true;
      const target = JSON.stringify(variables);
      const key = unanswered.current?.target === target ? unanswered.current.key : newIdempotencyKey();
      unanswered.current = null;
      mutate({ variables, key }, then.onSuccess ? { onSuccess: then.onSuccess } : {});
    },
    [mutate],
  );
  return { isPending: mutation.isPending, variables: mutation.variables?.variables, mutate: press };
}

/** 'Desfazer' of a call: the person goes back to their exact place. */
export function useUndoCall() {
  return useCounterPress(
    ({ queueId, ticketId }: { queueId: number; ticketId: number }, key: string) =>
      undoCall(queueId, ticketId, key),
    { fallbackError: 'Erro ao desfazer a chamada' },
  );
}

/** The undo a call's toast offers (servers without ticket ids in the answer offer none). */
function useUndoOfCall() {
  const undo = useUndoCall();
  return (queueId: number, result: { data: { ticketId?: number } }) => {
    const { ticketId } = result.data;
    return ticketId === undefined ? null : () => undo.mutate({ queueId, ticketId });
  };
}

/**
 * 'Chamar Próximo' (queue detail, to the point this device is at when it has one: issue 37), 'Chamada'
 * (Gerenciar Filas) and the dashboard's quick action.
 */
export function useCallNext() {
  const undoOf = useUndoOfCall();
  return useCounterPress(
    (target: number | { queueId: number; pointId?: number | undefined }, key: string) =>
      typeof target === 'number' ? callNext(target, key) : callNext(target.queueId, key, target.pointId),
    {
      fallbackError: 'Erro ao chamar o próximo cliente',
      undo: (target, result) => undoOf(typeof target === 'number' ? target : target.queueId, result),
    },
  );
}

/** 'Executar Chamada Agora' of the automatic calls' dialog. */
export function useExecuteAutoCall() {
  const undoOf = useUndoOfCall();
  return useCounterPress((queueId: number, key: string) => executeAutoCall(queueId, key), {
    fallbackError: 'Erro ao executar a chamada',
    undo: undoOf,
  });
}

/** 'Desfazer' of a 'Não compareceu': the call stands again. */
export function useUndoNoShow(queueId: number) {
  return useCounterPress((ticketId: number, key: string) => undoNoShow(queueId, ticketId, key), {
    fallbackError: "Erro ao desfazer o 'Não compareceu'",
  });
}

/** 'Não compareceu' on one of the last calls; the refusal (too late, already marked) is a toast. */
export function useMarkNoShow(queueId: number) {
  const undo = useUndoNoShow(queueId);
  return useCounterPress((ticketId: number, key: string) => markNoShow(queueId, ticketId, key), {
    fallbackError: "Erro ao marcar 'Não compareceu'",
    undo: (ticketId) => () => undo.mutate(ticketId),
  });
}

/**
 * 'Chamar novamente' on one of the last calls, to the point this device is at when it has one (issue 37);
 * the refusal (too late, 3 times already) is a toast.
 */
export function useRecall(queueId: number, pointId?: number) {
  return useCounterPress((ticketId: number, key: string) => recallClient(queueId, ticketId, key, pointId), {
    fallbackError: 'Erro ao chamar novamente',
  });
}
