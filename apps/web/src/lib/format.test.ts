import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  brasiliaDate,
  brasiliaDayMonth,
  brasiliaTime,
  countOf,
  formatMinutes,
  formatMoney,
  formatNumber,
  formatOneDecimal,
  ordinal,
  peopleCount,
  positionLabel,
  sameBrasiliaDay,
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

  describe('numbers without Intl (decision 034): what Intl.NumberFormat pt-BR writes', () => {
    const upToThree = new Intl.NumberFormat('pt-BR');
    const upToOne = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 1 });
    const same = (value: number) => {
      expect(formatNumber(value)).toBe(upToThree.format(value));
      expect(formatOneDecimal(value)).toBe(upToOne.format(value));
    };

    it('groups thousands with dots and rounds half away from zero on the decimal people read', () => {
      expect(formatNumber(1234567)).toBe('1.234.567');
      expect(formatOneDecimal(2.25)).toBe('2,3');
      expect(formatOneDecimal(0.15)).toBe('0,2'); // 0.1499999… in binary, 0.15 as written
      expect(formatOneDecimal(1234.05)).toBe('1.234,1');
      expect(formatOneDecimal(999.96)).toBe('1.000');
      expect(formatNumber(-1234.5678)).toBe('-1.234,568');
      for (const edge of [
        0,
        -0,
        -0.0004,
        0.0004,
        9.95,
        99.95,
        -999.96,
        1e-6,
        0.0000015,
        1e20,
        1e-7,
        5.55e-17,
        -5.55e-17,
        0.1 + 0.2,
        1e21,
        Number.NaN,
        Number.POSITIVE_INFINITY,
      ]) {
        same(edge);
      }
    });

    it('matches Intl for whole numbers, money-like and measured decimals', () => {
      fc.assert(
        fc.property(
          fc.oneof(
            fc.integer({ min: -1e12, max: 1e12 }),
            fc.integer({ min: -1e8, max: 1e8 }).map((n) => n / 100),
            fc.integer({ min: 0, max: 1e6 }).map((n) => n / 1000),
            fc.double({ min: -1e9, max: 1e9, noNaN: true }),
          ),
          (value) => same(value),
        ),
        { numRuns: 2_000 },
      );
    });
  });
});

describe('Brasília time', () => {
  // 02:10 UTC on 1 December is still 30 November, 23:10, in Brasília.
  const lateNight = '2026-12-01T02:10:00.000Z';

  it('reads an instant as Brasília does, whatever the zone of the machine', () => {
    expect(brasiliaTime(lateNight)).toBe('23:10');
    expect(brasiliaDayMonth(lateNight)).toBe('30/11');
    expect(brasiliaDate(lateNight)).toBe('30/11/2026');
    expect(brasiliaTime(new Date(lateNight))).toBe('23:10');
    expect(brasiliaTime(Date.parse(lateNight))).toBe('23:10');
    expect(brasiliaTime('2026-03-10T12:05:00.000Z')).toBe('09:05');
  });

  it('compares days in Brasília, and says nothing of what is not an instant', () => {
    expect(sameBrasiliaDay(lateNight, '2026-11-30T12:00:00.000Z')).toBe(true);
    expect(sameBrasiliaDay(lateNight, '2026-12-01T12:00:00.000Z')).toBe(false);
    expect(brasiliaTime('ontem')).toBe('');
    expect(sameBrasiliaDay('ontem', 'ontem')).toBe(false);
  });
});
