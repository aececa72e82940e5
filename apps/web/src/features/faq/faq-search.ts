import type { FaqCategory } from './faq-content';

/** Lower case without accents, so "seguranca" finds "Segurança". */
export function normalizeText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim();
}

/** The categories with only the questions whose question or answer contains every typed word. */
export function filterFaq(categories: FaqCategory[], query: string): FaqCategory[] {
  const words = normalizeText(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return categories;
  return categories
    .map((category) => ({
      ...category,
      items: category.items.filter((item) => {
        const haystack = normalizeText([category.title, item.question, ...item.answer].join(' '));
        return words.every((word) => haystack.includes(word));
      }),
    }))
    .filter((category) => category.items.length > 0);
}
