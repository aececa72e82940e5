import { z } from 'zod';

/**
 * How many queues one stream may follow. Enough for any page (Minhas Filas, an establishment's list);
 * bounded so one request cannot make the server read and watch thousands of queues.
 */
export const MAX_QUEUES_PER_STREAM = 20;

/** Largest value of an integer column (PostgreSQL refuses more with an error, not a 404). */
const MAX_ID = 2_147_483_647;

/** `?filas=1,2,3`: distinct queue ids, in the order given. */
export const watchedQueuesQuery = z.object({
  filas: z
    .string({ error: 'Informe as filas a acompanhar, separadas por vírgula (filas=1,2,3)' })
    .max(MAX_QUEUES_PER_STREAM * 12, {
      error: `Acompanhe no máximo ${MAX_QUEUES_PER_STREAM} filas por conexão`,
    })
    .regex(/^[1-9]\d{0,9}(,[1-9]\d{0,9})*$/, {
      error: 'Filas inválidas: use identificadores separados por vírgula (filas=1,2,3)',
    })
    .transform((list) => [...new Set(list.split(',').map(Number))])
    .refine((ids) => ids.length <= MAX_QUEUES_PER_STREAM, {
      error: `Acompanhe no máximo ${MAX_QUEUES_PER_STREAM} filas por conexão`,
    })
    .refine((ids) => ids.every((id) => id <= MAX_ID), { error: 'Identificador inválido' }),
});
