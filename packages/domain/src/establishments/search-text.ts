import { type EstablishmentNames, establishmentDisplayName } from './establishment-display-name';

/**
 * Text as search compares it: lower case, without accents (a letter and its combining marks become the
 * letter), anything but letters and digits as one space. The server applies it both to what it stores
 * and to what people type, so 'clinica', 'CLÍNICA' and 'Clínica' find the same names (decision 057).
 */
export function searchFold(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** At most this many words of a search are matched; the rest would only narrow an already short list. */
export const SEARCH_MAX_WORDS = 8;

/** The words of a search, folded: every one must appear in the establishment's search text. */
export function searchWords(query: string): string[] {
  const words = searchFold(query).split(' ').filter(Boolean);
  return [...new Set(words)].slice(0, SEARCH_MAX_WORDS);
}

/**
 * What the list search reads for an establishment: its display name, then its legal name when that
 * differs, folded. It starts with the display name, so ordering by it orders by the name people see.
 */
export function establishmentSearchText(names: EstablishmentNames): string {
  const shown = searchFold(establishmentDisplayName(names));
  const legal = searchFold(names.nome_empresa);
  return shown === legal ? shown : `${shown} ${legal}`;
}
