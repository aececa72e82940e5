import { apiRequest } from '../../lib/api/client';

export function sendFeedback(body: { mensagem: string; pagina: string }) {
  return apiRequest<{ success: true; message: string }>('/api/feedback', { method: 'POST', body });
}
