import { describe, expect, it } from 'vitest';
import {
  countOf,
  formatMinutes,
  formatMoney,
  ordinal,
  peopleCount,
  positionLabel,
  subPositionLetter,
} from './format';

describe('format', () => {
  it('writes money as pt-BR reais from exact cents', () => {
    expect(formatMoney(1000)).toBe('R$ 10,00');
    expect(formatMoney(1150)).toBe('R$ 11,50');
    expect(formatMoney(123456)).toBe('R$ 1.234,56');
  });

  it('pluralises counts the Portuguese way (0 is plural)', () => {
    expect(peopleCount(1)).toBe('1 pessoa');
    expect(peopleCount(0)).toBe('0 pessoas');
    expect(peopleCount(1500)).toBe('1.500 pessoas');
    expect(countOf(2, 'usuário', 'usuários')).toBe('2 usuários');
  });

  it('writes minutes with at most one decimal and a comma', () => {
    expect(formatMinutes(15)).toBe('15 min');
    expect(formatMinutes(2.54)).toBe('2,5 min');
    expect(ordinal(3)).toBe('3º');
  });

  it('writes a sub-position letter the same way everywhere: lower case, "a" by default', () => {
    expect(subPositionLetter('B')).toBe('b');
    expect(subPositionLetter('c')).toBe('c');
    expect(subPositionLetter('')).toBe('a');
    expect(subPositionLetter(null)).toBe('a');
    expect(subPositionLetter(undefined)).toBe('a');
    expect(positionLabel(3, 'B')).toBe('3º b');
    expect(positionLabel(1, undefined)).toBe('1º a');
  });
});
