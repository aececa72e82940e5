import { CONTROL_CHARACTERS_MESSAGE, hasControlCharacters } from '../auth/fields';
import { z } from '../zod';

/** Long enough for any real trade name (the CNPJ register keeps 55), short enough for a poster's title. */
export const TRADE_NAME_MAX_LENGTH = 60;
export const TRADE_NAME_TOO_LONG = `Nome fantasia: máximo de ${TRADE_NAME_MAX_LENGTH} caracteres`;

/**
 * 'Nome fantasia', optional: trimmed, inner runs of spaces and line breaks made one space (it is a
 * name on one line), '' when absent. Left out of a profile update, the stored one stays.
 */
export const tradeNameField = z
  .string({ error: 'Nome fantasia inválido: envie um texto' })
  .refine((value) => !hasControlCharacters(value), { error: CONTROL_CHARACTERS_MESSAGE })
  .transform((value) => value.trim().replace(/\s+/g, ' '))
  .pipe(z.string().max(TRADE_NAME_MAX_LENGTH, { error: TRADE_NAME_TOO_LONG }));
