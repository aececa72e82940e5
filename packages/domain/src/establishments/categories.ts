import { z } from '../zod';

/** The four kinds of business Vez serves (SPEC §2 filter radios). */
export const ESTABLISHMENT_CATEGORIES = ['Restaurante', 'Barbearia', 'Saúde', 'Academia'] as const;
export type EstablishmentCategory = (typeof ESTABLISHMENT_CATEGORIES)[number];

export const categoryField = z.enum(ESTABLISHMENT_CATEGORIES, {
  error: 'Categoria inválida: use Restaurante, Barbearia, Saúde ou Academia',
});
