import { registerClientSchema } from '@vez/domain';
import { z } from 'zod';
import type { REGISTER_CLIENT_FIELDS } from './auth-form-fields';

// Loaded only by the form's resolver (lazyZodResolver): the page itself bundles no zod (issue 18).
export const registerClientFormSchema = registerClientSchema
  .extend({ confirmar_senha: z.string() })
  // `when` keeps the mismatch message visible even while other fields are still invalid.
  .refine((v) => v.senha_usuario === v.confirmar_senha, {
    path: ['confirmar_senha'],
    message: 'As senhas não coincidem',
    when: () => true,
  });

// The page's zod-free field list names exactly the schema's fields (the test checks the order too).
type Fields = (typeof REGISTER_CLIENT_FIELDS)[number];
type SchemaFields = keyof typeof registerClientFormSchema.shape;
export const registerClientFieldsMatch: [Fields, SchemaFields] extends [SchemaFields, Fields] ? true : never =
  true;
