import { emailField } from '@vez/domain';
import { z } from 'zod';
import { ACCOUNT_TYPE_CHOICES } from './auth-form-fields';

// Loaded only by the form's resolver (lazyZodResolver): the page itself bundles no zod (issue 18).
export const forgotPasswordFormSchema = z.object({
  email: emailField,
  // "Não sei" lets the server look the address up in both account types.
  tipo: z.enum(ACCOUNT_TYPE_CHOICES),
});
