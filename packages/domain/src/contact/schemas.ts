import { z } from 'zod';
import { emailField, requiredText } from '../auth/fields';

export const contactMessageSchema = z.object({
  nome: requiredText('Nome obrigatório', 120),
  email: emailField,
  mensagem: requiredText('Mensagem obrigatória', 2000),
});
export type ContactMessageInput = z.input<typeof contactMessageSchema>;

export const feedbackSchema = z.object({
  mensagem: requiredText('Escreva seu feedback', 1000),
  pagina: z.string().trim().max(200).optional().default(''),
});
export type FeedbackInput = z.input<typeof feedbackSchema>;
