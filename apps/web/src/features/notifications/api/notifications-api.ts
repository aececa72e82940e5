import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/client';
import type { PushSubscriptionJson } from '../../../lib/push/push-subscription';

export const noticeKeys = {
  ticket: (queueId: number) => ['notice', queueId] as const,
  pushKey: ['push-key'] as const,
};

export function usePushKey(enabled: boolean) {
  return useQuery({
    queryKey: noticeKeys.pushKey,
    queryFn: ({ signal }) =>
      apiRequest<{ data: { publicKey: string } }>('/api/notifications/push-key', {
        role: false,
        signal,
      }).then((r) => r.data.publicKey),
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function savePushSubscription(subscription: PushSubscriptionJson) {
  return apiRequest<{ message: string }>('/api/notifications/push-subscriptions', {
    method: 'POST',
    role: 'cliente',
    body: subscription,
  });
}

export function deletePushSubscription(endpoint: string) {
  return apiRequest<{ message: string }>('/api/notifications/push-subscriptions', {
    method: 'DELETE',
    role: 'cliente',
    body: { endpoint },
  });
}

/** 'Avise-me quando faltarem N pessoas' of the client's ticket in a queue. */
export function useTicketNotice(queueId: number) {
  return useQuery({
    queryKey: noticeKeys.ticket(queueId),
    queryFn: ({ signal }) =>
      apiRequest<{ data: { pessoas: number } }>(`/api/queues/${queueId}/notice`, {
        role: 'cliente',
        signal,
      }).then((r) => r.data.pessoas),
  });
}

export function useSaveTicketNotice(queueId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (pessoas: number) =>
      apiRequest<{ message: string; data: { pessoas: number } }>(`/api/queues/${queueId}/notice`, {
        method: 'PUT',
        role: 'cliente',
        body: { pessoas },
      }),
    onSuccess: (answer) => queryClient.setQueryData(noticeKeys.ticket(queueId), answer.data.pessoas),
  });
}

/** The e-mails' unsubscribe link: no login, the token says whose e-mails stop. */
export function unsubscribeFromEmails(token: string) {
  return apiRequest<{ message: string }>('/api/notifications/unsubscribe', {
    method: 'POST',
    role: false,
    body: { token },
  });
}
