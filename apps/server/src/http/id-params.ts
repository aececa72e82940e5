import { z } from 'zod';

/** `/:id` path parameters: positive integers, with a Portuguese message otherwise. */
/** Largest value of an integer column (PostgreSQL refuses more with an error, not a 404). */
const MAX_ID = 2_147_483_647;

export const idField = z
  .string()
  .regex(/^[1-9]\d{0,9}$/, { error: 'Identificador inválido' })
  .transform(Number)
  .refine((id) => id <= MAX_ID, { error: 'Identificador inválido' });

/** Only plain decimal digits: "0x1", " 1" or "1.0" are not ids. */
export const idParams = z.object({ id: idField });
