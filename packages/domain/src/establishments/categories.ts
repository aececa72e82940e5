/** The four kinds of business Vez serves (the establishments list filters by them). */
export const ESTABLISHMENT_CATEGORIES = ['Restaurante', 'Barbearia', 'Saúde', 'Academia'] as const;
export type EstablishmentCategory = (typeof ESTABLISHMENT_CATEGORIES)[number];
