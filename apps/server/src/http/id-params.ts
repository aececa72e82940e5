import { z } from 'zod';

/** `/:id` path parameters: positive integers, with a Portuguese message otherwise. */
export const idParams = z.object({
  id: z.coerce.number({ error: 'Identificador inválido' }).int({ error: 'Identificador inválido' }).positive({
    error: 'Identificador inválido',
  }),
});
