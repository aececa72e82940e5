/** The four kinds of business Vez serves (SPEC §2 filter radios). */
export const ESTABLISHMENT_CATEGORIES = ['Restaurante', 'Barbearia', 'Saúde', 'Academia'] as const;
export type EstablishmentCategory = (typeof ESTABLISHMENT_CATEGORIES)[number];
