import { newPasswordField } from '@vez/domain';
import { z } from 'zod';

// Loaded only by the form's resolver (lazyZodResolver): the page itself bundles no zod (issue 18).
export const acceptFormSchema = z
  .object({ senha: newPasswordField, confirmacao: z.string() })
  .refine((v) => v.senha === v.confirmacao, {
    path: ['confirmacao'],
    message: 'As senhas não coincidem',
    when: () => true,
  });
