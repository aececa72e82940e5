/**
 * What the card inputs show while typing. The domain schema strips and checks the values on submit;
 * these only keep the digits in the shape printed on a card.
 */

const digitsOf = (value: string, max: number) => value.replace(/\D/g, '').slice(0, max);

/** Groups of four, up to 19 digits (the longest card numbers): "4111 1111 1111 1111". */
export function formatCardNumber(value: string): string {
  return digitsOf(value, 19).replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** "MM/AA": the slash appears once the month is complete. */
export function formatCardExpiry(value: string): string {
  const digits = digitsOf(value, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

export function formatCvv(value: string): string {
  return digitsOf(value, 4);
}
