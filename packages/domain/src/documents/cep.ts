import { onlyDigits } from './digits';

/** An address as the postal-code lookup returns it (ViaCEP's field names). */
export interface CepAddress {
  cep: string;
  logradouro: string;
  bairro: string;
  localidade: string;
  uf: string;
}

/** A CEP is exactly 8 digits; 00000000 is not a real postal code. */
export function isValidCep(value: string): boolean {
  const digits = onlyDigits(value);
  return digits.length === 8 && digits !== '00000000';
}

/** Formats up to 8 digits as 00000-000. */
export function formatCep(value: string): string {
  const d = onlyDigits(value).slice(0, 8);
  return d.length <= 5 ? d : `${d.slice(0, 5)}-${d.slice(5)}`;
}
