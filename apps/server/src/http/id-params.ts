import { z } from 'zod';

/** `/:id` path parameters: positive integers, with a Portuguese message otherwise. */
export const idField = z
  .string()
  .regex(/^[1-9]\d{0,9}$/, { error: 'Identificador inválido' })
  .transform(Number);

/** Only plain decimal digits: "0x1", " 1" or "1.0" are not ids. */
export const idParams = z.object({ id: idField });
