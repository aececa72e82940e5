import { describe, expect, it } from 'vitest';
import { formatCardExpiry, formatCardNumber, formatCvv } from './card-masks';

describe('card masks', () => {
  it('groups the card number in fours and caps it at 19 digits', () => {
    expect(formatCardNumber('4111111111111111')).toBe('4111 1111 1111 1111');
    expect(formatCardNumber('4111 11')).toBe('4111 11');
    expect(formatCardNumber('4111')).toBe('4111');
    expect(formatCardNumber('a4b1-1 1')).toBe('4111');
    expect(formatCardNumber('1234567890123456789999')).toBe('1234 5678 9012 3456 789');
  });

  it('writes the expiry as MM/AA, also when typed with its own slash or erased back', () => {
    expect(formatCardExpiry('1')).toBe('1');
    expect(formatCardExpiry('12')).toBe('12');
    expect(formatCardExpiry('123')).toBe('12/3');
    expect(formatCardExpiry('12/30')).toBe('12/30');
    expect(formatCardExpiry('12/')).toBe('12');
    expect(formatCardExpiry('123099')).toBe('12/30');
  });

  it('keeps at most four CVV digits', () => {
    expect(formatCvv('12a34 5')).toBe('1234');
  });
});
