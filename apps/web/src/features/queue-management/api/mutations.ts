import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { WalkIn } from '@vez/domain';
import { useToast } from '../../../components/toast/ToastProvider';
import { errorMessage } from '../../../lib/api/errors';
import { useAttemptKey } from '../../../lib/api/use-attempt-key';
import {
  addWalkIn,
  changeQueueStatus,
  closeQueue,
  configureAutoCall,
  createQueue,
  type QueueSettings,
  removeFromQueue,
  updateQueue,
} from './queue-management-api';
import { clearBroadcast, sendBroadcast } from './queue-notice-api';

/** Every queue screen reads under this key, so one invalidation refreshes list, detail and panels. */
export const ALL = ['queue-management'];

/**
 * A queue action that reports itself: the server's success message as a toast, the server's refusal
 * (or the screen's fallback, decision 007) as an error toast, and fresh data afterwards.
 */
export function useQueueAction<TVariables, TResult extends { message: string }>(
  run: (variables: TVariables) => Promise<TResult>,
  fallbackError: string,
) {
  const queryClient = useQueryClient();
  const toast = useToast();
  return useMutation({
    mutationFn: run,
    onSuccess: (result) => toast(result.message, 'success'),
    onError: (error) => toast(errorMessage(error, fallbackError), 'error'),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ALL }),
  });
}

export function useChangeQueueStatus() {
  return useQueueAction(
    ({ queueId, status }: { queueId: number; status: 'ativa' | 'pausada' }) =>
      changeQueueStatus(queueId, status),
    'Erro ao atualizar status da fila',
  );
}

export function useCloseQueue() {
  return useQueueAction((queueId: number) => closeQueue(queueId), 'Erro ao encerrar fila');
}

/** 'Remover da fila', after its confirmation: a toast either way, and the line read again. */
export function useRemoveFromQueue(queueId: number) {
  return useQueueAction((ticketId: number) => removeFromQueue(queueId, ticketId), 'Erro ao remover da fila');
}

/**
 * 'Adicionar pessoa': the dialog shows the outcome itself (the refusal beside the form, the place and the
 * QR code on success), so no toast; the line is read again at once, as the live stream would have it.
 */
export function useAddWalkIn(queueId: number) {
  const queryClient = useQueryClient();
  // A double click or a retry after a lost answer adds the person once.
  const attempt = useAttemptKey();
  return useMutation({
    mutationFn: (person: WalkIn) => addWalkIn(queueId, person, attempt.current(person)),
    onSuccess: () => {
      attempt.succeeded();
      return queryClient.invalidateQueries({ queryKey: ALL });
    },
  });
}

/** The dialog shows its own errors (next to the form); only the success is a toast. */
export function useConfigureAutoCall(queueId: number) {
  const queryClient = useQueryClient();
  const toast = useToast();
  return useMutation({
    mutationFn: (config: { ativar: boolean; intervalo?: number }) => configureAutoCall(queueId, config),
    onSuccess: (result) => toast(result.message, 'success'),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ALL }),
  });
}

/**
 * A queue form's request: its refusal stays in the dialog, next to the fields; the success is a toast.
 * The toast waits for the fresh read, so it shows as the dialog closes on the new data, not over a
 * dialog still busy reading.
 */
function useQueueFormMutation<TVariables>(run: (variables: TVariables) => Promise<{ message: string }>) {
  const queryClient = useQueryClient();
  const toast = useToast();
  return useMutation({
    mutationFn: run,
    onSuccess: async (result) => {
      await queryClient.invalidateQueries({ queryKey: ALL });
      toast(result.message, 'success');
    },
  });
}

/** 'Criar Fila': in the dialog, the plan-limit refusal can link to the plans. */
export function useCreateQueue() {
  return useQueueFormMutation(createQueue);
}

/** 'Atualizar Fila': only the settings the edit form shows. */
export function useUpdateQueue(queueId: number) {
  return useQueueFormMutation((settings: QueueSettings) => updateQueue(queueId, settings));
}

/** 'Aviso para a fila': the form shows its own states (sending, error, sent); fresh data afterwards. */
export function useSendBroadcast(queueId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ mensagem, minutes }: { mensagem: string; minutes: number | null }) =>
      sendBroadcast(queueId, mensagem, minutes),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ALL }),
  });
}

export function useClearBroadcast(queueId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => clearBroadcast(queueId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ALL }),
  });
}
