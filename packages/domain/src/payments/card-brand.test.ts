import { describe, expect, it } from 'vitest';
import { cardBrandOf } from './card-brand';

describe('card brand', () => {
  it('recognises the brands Brazilians carry from the first digits', () => {
    expect(cardBrandOf('4111 1111 1111 1111')).toBe('visa');
    expect(cardBrandOf('5555 5555 5555 4444')).toBe('mastercard');
    expect(cardBrandOf('2223 0000 4841 0010')).toBe('mastercard');
    expect(cardBrandOf('3782 822463 10005')).toBe('amex');
    expect(cardBrandOf('6362 9700 0045 7013')).toBe('elo');
    expect(cardBrandOf('5067 0000 0000 0000')).toBe('elo');
    expect(cardBrandOf('6062 8200 0000 0000')).toBe('hipercard');
    expect(cardBrandOf('3056 9309 0259 04')).toBe('diners');
  });

  it('answers while the number is being typed, and null for what no brand starts with', () => {
    expect(cardBrandOf('4')).toBe('visa');
    expect(cardBrandOf('')).toBeNull();
    expect(cardBrandOf('9999')).toBeNull();
    expect(cardBrandOf('1234 5678')).toBeNull();
  });
});
