import type { AppConfig } from '../../config/config';
import type { OutboxMessageRow } from '../../repositories/outbox-repository';

/**
 * Sends an outbox row of channel 'whatsapp' as a template message of the WhatsApp Business Cloud API
 * (outside a conversation window only approved templates may be sent). The row's subject is the
 * template's name and its text the template's body parameters, as JSON.
 */
export function whatsappChannel(config: NonNullable<AppConfig['whatsapp']>) {
  return async (message: OutboxMessageRow): Promise<void> => {
    const parameters = (JSON.parse(message.text_body) as string[]).map((text) => ({ type: 'text', text }));
    const response = await fetch(`${config.apiUrl}/${config.phoneNumberId}/messages`, {
      method: 'POST',
      headers: { authorization: `Bearer ${config.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        messaging_product: 'whatsapp',
        to: message.recipient,
        type: 'template',
        template: {
          name: message.subject,
          language: { code: 'pt_BR' },
          components: [{ type: 'body', parameters }],
        },
      }),
      signal: AbortSignal.timeout(10_000),
    });
    if (!response.ok) {
      throw new Error(`WhatsApp respondeu ${response.status}: ${(await response.text()).slice(0, 300)}`);
    }
  };
}
