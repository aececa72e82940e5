import { useQuery } from '@tanstack/react-query';
import type { GuestJoin, GuestJoinResult, GuestTicket, QueueView } from '@vez/domain';
import { apiRequest } from '../../../lib/api/client';
import type { PushSubscriptionJson } from '../../../lib/push/push-subscription';
import { deviceId } from '../guest-storage';

/** The ticket page's calls carry the link's secret in this header (decision 068), never in the URL. */
const ticketHeaders = (token: string) => ({ 'X-Vez-Senha': token });

export const guestKeys = {
  /** The ticket by its link. The token stays in memory: nothing persists the query cache. */
  ticket: (token: string) => ['guest-ticket', token] as const,
  rules: (queueId: number) => ['guest-rules', queueId] as const,
};

/** Whether a queue takes people without an account now, and whether it asks them for a phone. */
export interface GuestRules {
  open: boolean;
  allowed: boolean;
  phoneRequired: boolean;
}

/** The queue as anyone reads it (`GET /api/queues/{id}`, no session), cut to what the guest join needs. */
export function useGuestRules(queueId: number, enabled = true) {
  return useQuery({
    queryKey: guestKeys.rules(queueId),
    queryFn: ({ signal }) =>
      apiRequest<{ data: QueueView }>(`/api/queues/${queueId}`, { role: false, signal }).then(
        ({ data }): GuestRules => ({
          open: data.status === 'ativa',
          allowed: data.permitir_convidados,
          phoneRequired: data.convidado_precisa_celular,
        }),
      ),
    enabled,
    staleTime: 60_000,
  });
}

/**
 * 'Entrar sem cadastro': the place and the ticket's link. The device id counts the joins per device; the
 * attempt's key makes a repeat of the same attempt answer with the same ticket.
 */
export async function joinAsGuest(
  queueId: number,
  person: GuestJoin,
  attempt: string,
): Promise<{ message: string; data: GuestJoinResult }> {
  return apiRequest(`/api/queues/${queueId}/convidados`, {
    method: 'POST',
    body: person,
    role: false,
    headers: { 'X-Vez-Aparelho': deviceId() },
    idempotencyKey: attempt,
  });
}

export async function fetchGuestTicket(token: string, signal?: AbortSignal): Promise<GuestTicket> {
  const body = await apiRequest<{ data: GuestTicket }>('/api/senha', {
    role: false,
    headers: ticketHeaders(token),
    ...(signal ? { signal } : {}),
  });
  return body.data;
}

/** 'Sair da fila' from the ticket page. */
export function leaveAsGuest(token: string) {
  return apiRequest<{ message: string }>('/api/senha', {
    method: 'DELETE',
    role: false,
    headers: ticketHeaders(token),
  });
}

/** 'Avise-me quando faltarem N pessoas' of the ticket. */
export function saveGuestNotice(token: string, pessoas: number) {
  return apiRequest<{ data: { pessoas: number } }>('/api/senha/aviso', {
    method: 'PUT',
    role: false,
    body: { pessoas },
    headers: ticketHeaders(token),
  });
}

/** This device's notifications, for this ticket. */
export function saveGuestPush(token: string, subscription: PushSubscriptionJson) {
  return apiRequest<{ message: string }>('/api/senha/push', {
    method: 'POST',
    role: false,
    body: subscription,
    headers: ticketHeaders(token),
  });
}

/** 'Desativar notificações neste aparelho': this device stops telling this ticket (other tickets keep theirs). */
export function removeGuestPush(token: string, endpoint: string) {
  return apiRequest<{ message: string }>('/api/senha/push', {
    method: 'DELETE',
    role: false,
    body: { endpoint },
    headers: ticketHeaders(token),
  });
}

/** 'Criar conta e manter meu lugar': the waiting ticket moves into the client's account, same place. */
export function moveTicketToAccount(token: string) {
  return apiRequest<{ message: string; data: { filaId: number; ticketId: number } }>('/api/senha/conta', {
    method: 'POST',
    role: 'cliente',
    headers: ticketHeaders(token),
  });
}
