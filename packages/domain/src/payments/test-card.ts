import { onlyDigits } from '../documents/digits';
import { z } from '../zod';

/**
 * The card form of the simulated checkout (PAYMENT_PROVIDER=simulado). No real card is ever charged:
 * the numbers below are the documented test cards, and any other number that passes the Luhn check is
 * approved as well, so a demo works with the card numbers people already know.
 */
export const TEST_CARD_APPROVED = '4111 1111 1111 1111';
/** Always declined, to try the "recusado" path. */
export const TEST_CARD_DECLINED = '4000 0000 0000 0002';

/** The check digit every real card number satisfies (ISO/IEC 7812). */
export function passesLuhn(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** "MM/AA" -> month and full year, or null when it is not a month. */
export function parseCardExpiry(value: string): { month: number; year: number } | null {
  const match = /^(\d{2})\s*\/\s*(\d{2})$/.exec(value.trim());
  if (!match) return null;
  const month = Number(match[1]);
  if (month < 1 || month > 12) return null;
  return { month, year: 2000 + Number(match[2]) };
}

/** A card is valid through the last day of its expiry month. */
export function cardExpired(expiry: { month: number; year: number }, today: Date): boolean {
  const current = today.getFullYear() * 12 + today.getMonth();
  return expiry.year * 12 + (expiry.month - 1) < current;
}

export function isDeclinedTestCard(numero: string): boolean {
  return onlyDigits(numero) === onlyDigits(TEST_CARD_DECLINED);
}

/** Built per call so "expired" is judged against the day the card is typed or received. */
export function simulatedCardSchema(today: () => Date = () => new Date()) {
  return z.object({
    titular: z
      .string({ error: 'Nome do titular obrigatório' })
      .trim()
      .min(1, 'Nome do titular obrigatório')
      .max(80, 'Nome do titular muito longo')
      .refine((v) => v === '' || /^[\p{L}\s.'-]+$/u.test(v), 'Use apenas letras no nome do titular'),
    numero: z
      .string({ error: 'Número do cartão obrigatório' })
      .refine((v) => onlyDigits(v).length > 0, 'Número do cartão obrigatório')
      .refine((v) => /^[\d\s]+$/.test(v.trim()), 'Use apenas números no cartão')
      .refine((v) => {
        const digits = onlyDigits(v);
        return digits.length >= 13 && digits.length <= 19 && passesLuhn(digits);
      }, 'Número do cartão inválido')
      .transform(onlyDigits),
    validade: z
      .string({ error: 'Validade obrigatória' })
      .refine((v) => v.trim().length > 0, 'Validade obrigatória')
      .refine((v) => parseCardExpiry(v) !== null, 'Validade inválida (use MM/AA)')
      .refine((v) => {
        const expiry = parseCardExpiry(v);
        return expiry === null || !cardExpired(expiry, today());
      }, 'Cartão vencido'),
    cvv: z
      .string({ error: 'CVV obrigatório' })
      .refine((v) => v.trim().length > 0, 'CVV obrigatório')
      .refine((v) => /^\d{3,4}$/.test(v.trim()), 'CVV inválido (3 ou 4 dígitos)'),
  });
}

export type SimulatedCard = z.input<ReturnType<typeof simulatedCardSchema>>;
