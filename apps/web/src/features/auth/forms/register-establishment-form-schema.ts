import { ESTABLISHMENT_CATEGORIES, registerEstablishmentSchema } from '@vez/domain';
import { z } from 'zod';
import type { REGISTER_ESTABLISHMENT_FIELDS } from './auth-form-fields';

// Loaded only by the form's resolver (lazyZodResolver): the page itself bundles no zod (issue 18).
export const registerEstablishmentFormSchema = registerEstablishmentSchema
  // The form asks for the category that lets clients find the business by filter (issue 3).
  .extend({
    confirmar_senha: z.string(),
    categoria: z.enum(ESTABLISHMENT_CATEGORIES, { error: 'Selecione a categoria' }),
  })
  .refine((v) => v.senha_empresa === v.confirmar_senha, {
    path: ['confirmar_senha'],
    message: 'Senhas não coincidem',
    when: () => true,
  });

// The page's zod-free field list names exactly the schema's fields (the test checks the order too).
type Fields = (typeof REGISTER_ESTABLISHMENT_FIELDS)[number];
type SchemaFields = keyof typeof registerEstablishmentFormSchema.shape;
export const registerEstablishmentFieldsMatch: [Fields, SchemaFields] extends [SchemaFields, Fields]
  ? true
  : never = true;
