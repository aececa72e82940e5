import { emailField, optionalText, requiredText } from '../auth/fields';
import { z } from '../zod';

export const contactMessageSchema = z.object({
  nome: requiredText('Nome obrigatório', 120),
  email: emailField,
  mensagem: requiredText('Mensagem obrigatória', 2000),
});
export type ContactMessageInput = z.input<typeof contactMessageSchema>;

export const feedbackSchema = z.object({
  mensagem: requiredText('Escreva seu feedback', 1000),
  pagina: optionalText(200),
});
export type FeedbackInput = z.input<typeof feedbackSchema>;
