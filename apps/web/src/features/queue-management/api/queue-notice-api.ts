import type { QueueBroadcast, RecentCallView } from '@vez/domain';
import { apiRequest } from '../../../lib/api/client';

/** 'Chamar novamente' (decision 022): one repeat notification for a client called a moment ago. */
export function recallClient(
  queueId: number,
  ticketId: number,
  key: string,
  pointId?: number,
): Promise<{ message: string; data: RecentCallView }> {
  return apiRequest(`/api/queues/${queueId}/tickets/${ticketId}/chamar-novamente`, {
    method: 'POST',
    role: 'estabelecimento',
    idempotencyKey: key,
    // Pressed at a service point, the person is sent there (issue 37).
    ...(pointId === undefined ? {} : { body: { pontoId: pointId } }),
  });
}

/** 'Aviso para a fila': shown at once to everyone following the queue, for `minutes` or until removed. */
export function sendBroadcast(
  queueId: number,
  mensagem: string,
  minutes: number | null,
): Promise<{ message: string; data: QueueBroadcast }> {
  return apiRequest(`/api/queues/${queueId}/broadcast`, {
    method: 'PUT',
    role: 'estabelecimento',
    body: { mensagem, duracao_minutos: minutes },
  });
}

export function clearBroadcast(queueId: number): Promise<{ message: string }> {
  return apiRequest(`/api/queues/${queueId}/broadcast`, { method: 'DELETE', role: 'estabelecimento' });
}
