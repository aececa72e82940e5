import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useToast } from '../../../components/toast/ToastProvider';
import { leaveQueue, queueKeys } from './queue-api';

/** Leaves a queue (mutate with its id); both the queue view and Minhas Filas read the result. */
export function useLeaveQueue() {
  const queryClient = useQueryClient();
  const toast = useToast();
  return useMutation({
    mutationFn: (queueId: number) => leaveQueue(queueId),
    onSuccess: (result, queueId) => {
      toast(result.message, 'info');
      queryClient.setQueryData<{ id: number }[]>(queueKeys.myQueues, (list) =>
        list?.filter((queue) => queue.id !== queueId),
      );
      void queryClient.invalidateQueries({ queryKey: queueKeys.queue(queueId) });
      void queryClient.invalidateQueries({ queryKey: queueKeys.myQueues });
    },
    onError: () => toast('Não foi possível sair da fila. Tente novamente.', 'error'),
  });
}
