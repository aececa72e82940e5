import { emailField, existingPasswordField } from '@vez/domain';
import { z } from 'zod';

// Loaded only by the login form's resolver (lazyZodResolver): the login page itself bundles no zod (issue 18).
export const loginFormSchema = z.object({ email: emailField, senha: existingPasswordField });
