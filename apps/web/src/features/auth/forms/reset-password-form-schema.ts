import { newPasswordField } from '@vez/domain';
import { z } from 'zod';

// Loaded only by the form's resolver (lazyZodResolver): the page itself bundles no zod (issue 18).
export const resetPasswordFormSchema = z
  .object({ password: newPasswordField, confirmacao: z.string() })
  .refine((v) => v.password === v.confirmacao, {
    path: ['confirmacao'],
    message: 'As senhas não coincidem',
    when: () => true,
  });
