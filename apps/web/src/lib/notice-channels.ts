import { useQuery } from '@tanstack/react-query';
import { apiRequest } from './api/client';

/** How this server can reach a person: a screen asks consent only for a channel that exists. */
export interface NoticeChannels {
  email: boolean;
  push: boolean;
  /** Only when this server has the WhatsApp Business API configured. */
  whatsapp: boolean;
}

const noticeChannelsKey = ['notice-channels'] as const;

/**
 * `GET /api/notifications/channels`, read once per few minutes by every screen that asks: the client's
 * notice settings, the counter's 'Enviar o link da senha por WhatsApp', the kiosk's consent.
 */
export function useNoticeChannels() {
  return useQuery({
    queryKey: noticeChannelsKey,
    queryFn: ({ signal }) =>
      apiRequest<{ data: NoticeChannels }>('/api/notifications/channels', { role: false, signal }).then(
        (r) => r.data,
      ),
    staleTime: 5 * 60_000,
  });
}
