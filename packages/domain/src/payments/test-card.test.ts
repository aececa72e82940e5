import { describe, expect, it } from 'vitest';
import {
  cardExpired,
  isDeclinedTestCard,
  parseCardExpiry,
  passesLuhn,
  simulatedCardSchema,
  TEST_CARD_APPROVED,
  TEST_CARD_DECLINED,
} from './test-card';

const today = () => new Date(2026, 10, 21);
const valid = { titular: 'Ana Souza', numero: TEST_CARD_APPROVED, validade: '12/30', cvv: '123' };
const messagesOf = (input: Record<string, unknown>) => {
  const result = simulatedCardSchema(today).safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe('simulated checkout card', () => {
  it('checks the Luhn digit of the documented cards and of real-looking numbers', () => {
    expect(passesLuhn('4111111111111111')).toBe(true);
    expect(passesLuhn('4000000000000002')).toBe(true);
    expect(passesLuhn('5555555555554444')).toBe(true);
    expect(passesLuhn('4111111111111112')).toBe(false);
    expect(passesLuhn('41111x1111111111')).toBe(false);
  });

  it('accepts a card valid through the end of its month', () => {
    expect(parseCardExpiry('11/26')).toEqual({ month: 11, year: 2026 });
    expect(parseCardExpiry('13/26')).toBeNull();
    expect(parseCardExpiry('1/26')).toBeNull();
    expect(cardExpired({ month: 11, year: 2026 }, today())).toBe(false);
    expect(cardExpired({ month: 10, year: 2026 }, today())).toBe(true);
  });

  it('says in Portuguese what is wrong with each field', () => {
    expect(messagesOf(valid)).toEqual([]);
    expect(messagesOf({ ...valid, titular: ' ' })).toEqual(['Nome do titular obrigatório']);
    expect(messagesOf({ ...valid, numero: '4111 1111 1111 1112' })).toEqual(['Número do cartão inválido']);
    expect(messagesOf({ ...valid, validade: '10/26' })).toEqual(['Cartão vencido']);
    expect(messagesOf({ ...valid, validade: '1226' })).toEqual(['Validade inválida (use MM/AA)']);
    expect(messagesOf({ ...valid, cvv: '12' })).toEqual(['CVV inválido (3 ou 4 dígitos)']);
    expect(messagesOf({})).toHaveLength(4);
  });

  it('keeps only the digits of the number and recognises the declined test card', () => {
    const parsed = simulatedCardSchema(today).parse({ ...valid, numero: TEST_CARD_DECLINED });
    expect(parsed.numero).toBe('4000000000000002');
    expect(isDeclinedTestCard(parsed.numero)).toBe(true);
    expect(isDeclinedTestCard(TEST_CARD_APPROVED)).toBe(false);
  });
});
