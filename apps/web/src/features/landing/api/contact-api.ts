import type { ContactMessageInput } from '@vez/domain';
import { apiRequest } from '../../../lib/api/client';

export interface ContactResponse {
  success: true;
  message: string;
}

/** The landing page's contact form: the server stores the message and answers with what to show. */
export function sendContactMessage(body: ContactMessageInput): Promise<ContactResponse> {
  // A public form: never attach a session token, whoever happens to be logged in.
  return apiRequest<ContactResponse>('/api/contact', { method: 'POST', body, role: false });
}
