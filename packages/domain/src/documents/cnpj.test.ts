import { describe, expect, it } from 'vitest';
import { completeCnpj, formatCnpj, isValidCnpj } from './cnpj';

describe('CNPJ', () => {
  it('accepts real CNPJs with or without the mask', () => {
    expect(isValidCnpj('11.222.333/0001-81')).toBe(true);
    expect(isValidCnpj('11444777000161')).toBe(true);
  });

  it('refuses a wrong check digit, a repeated digit and a wrong length', () => {
    expect(isValidCnpj('11.222.333/0001-82')).toBe(false);
    expect(isValidCnpj('00000000000000')).toBe(false);
    expect(isValidCnpj('1122233300018')).toBe(false);
  });

  it('masks progressively as 00.000.000/0000-00', () => {
    expect(formatCnpj('112223')).toBe('11.222.3');
    expect(formatCnpj('1122233300018199')).toBe('11.222.333/0001-81');
  });

  it('completes 12 base digits with their check digits', () => {
    expect(completeCnpj('112223330001')).toBe('11222333000181');
  });
});
