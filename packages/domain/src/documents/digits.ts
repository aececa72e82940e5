/** Keeps only the digits of a value typed with or without a mask ("123.456.789-09" -> "12345678909"). */
export function onlyDigits(value: string): string {
  return value.replace(/\D/g, '');
}

/** True when every character is the same digit: such numbers pass the check-digit maths but are never issued. */
export function isRepeatedDigit(digits: string): boolean {
  return /^(\d)\1*$/.test(digits);
}
