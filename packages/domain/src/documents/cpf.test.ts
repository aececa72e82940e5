import { describe, expect, it } from 'vitest';
import { completeCpf, formatCpf, isValidCpf } from './cpf';

describe('CPF', () => {
  it('accepts real CPFs with or without the mask', () => {
    expect(isValidCpf('529.982.247-25')).toBe(true);
    expect(isValidCpf('11144477735')).toBe(true);
  });

  it('refuses a wrong check digit, a repeated digit and a wrong length', () => {
    expect(isValidCpf('529.982.247-24')).toBe(false);
    expect(isValidCpf('52998224735')).toBe(false);
    expect(isValidCpf('111.111.111-11')).toBe(false);
    expect(isValidCpf('5299822472')).toBe(false);
    expect(isValidCpf('')).toBe(false);
  });

  it('masks progressively as 000.000.000-00 and never past 11 digits', () => {
    expect(formatCpf('529')).toBe('529');
    expect(formatCpf('5299')).toBe('529.9');
    expect(formatCpf('5299822')).toBe('529.982.2');
    expect(formatCpf('52998224725999')).toBe('529.982.247-25');
  });

  it('completes 9 base digits with their check digits', () => {
    expect(completeCpf('529982247')).toBe('52998224725');
    expect(isValidCpf(completeCpf('123456780'))).toBe(true);
  });
});
