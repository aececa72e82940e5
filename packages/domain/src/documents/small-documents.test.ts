import { describe, expect, it } from 'vitest';
import { formatBirthDate, isoToBirthDate, parseBirthDate } from './birth-date';
import { formatCep, isValidCep } from './cep';
import { formatPhone, isValidPhone } from './phone';
import { isValidUf } from './uf';

describe('CEP', () => {
  it('needs exactly 8 digits', () => {
    expect(isValidCep('01310-100')).toBe(true);
    expect(isValidCep('0131010')).toBe(false);
    expect(isValidCep('00000-000')).toBe(false);
  });
  it('masks as 00000-000', () => {
    expect(formatCep('01310100')).toBe('01310-100');
    expect(formatCep('0131')).toBe('0131');
  });
});

describe('phone', () => {
  it('accepts landlines and mobiles with area code', () => {
    expect(isValidPhone('(11) 3333-4444')).toBe(true);
    expect(isValidPhone('11987654321')).toBe(true);
  });
  it('refuses a mobile without the leading 9, short numbers and invalid area codes', () => {
    expect(isValidPhone('11887654321')).toBe(false);
    expect(isValidPhone('987654321')).toBe(false);
    expect(isValidPhone('0987654321')).toBe(false);
  });
  it('masks while typing', () => {
    expect(formatPhone('11987654321')).toBe('(11) 98765-4321');
    expect(formatPhone('1133334444')).toBe('(11) 3333-4444');
  });
});

describe('birth date', () => {
  const today = new Date(Date.UTC(2026, 10, 21));
  it('reads DD/MM/AAAA into ISO', () => {
    expect(parseBirthDate('15/03/1990', today)).toBe('1990-03-15');
    expect(parseBirthDate('29022000', today)).toBe('2000-02-29');
  });
  it('refuses impossible, future and implausibly old dates', () => {
    expect(parseBirthDate('31/02/1990', today)).toBeNull();
    expect(parseBirthDate('29/02/2001', today)).toBeNull();
    expect(parseBirthDate('22/11/2026', today)).toBeNull();
    expect(parseBirthDate('01/01/1850', today)).toBeNull();
    expect(parseBirthDate('1/1/90', today)).toBeNull();
  });
  it('formats both ways', () => {
    expect(formatBirthDate('15031990')).toBe('15/03/1990');
    expect(isoToBirthDate('1990-03-15')).toBe('15/03/1990');
  });
});

describe('UF', () => {
  it('knows the 27 federative units', () => {
    expect(isValidUf('SP')).toBe(true);
    expect(isValidUf('df')).toBe(true);
    expect(isValidUf('XX')).toBe(false);
  });
});
