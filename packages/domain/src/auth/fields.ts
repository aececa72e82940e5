import { parseBirthDate } from '../documents/birth-date';
import { isValidCep } from '../documents/cep';
import { isValidCnpj } from '../documents/cnpj';
import { isValidCpf } from '../documents/cpf';
import { onlyDigits } from '../documents/digits';
import { isValidPhone } from '../documents/phone';
import { isValidUf } from '../documents/uf';
import { z } from '../zod';
import { PASSWORD_MESSAGES, passwordProblem } from './password-policy';

/**
 * Field schemas shared by every payload, so a rule and its message live in one place.
 * Every field accepts masked or unmasked input and hands the server its canonical form.
 */

// Control characters (NUL above all) are refused: PostgreSQL cannot store NUL in text, and none of them
// belongs in a name, an address or a message. Tab and line breaks stay allowed.
export const CONTROL_CHARACTERS_MESSAGE = 'Caracteres inválidos no texto';

const TAB = 9;
const LINE_FEED = 10;
const CARRIAGE_RETURN = 13;
const DELETE = 127;

export function hasControlCharacters(value: string): boolean {
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    const allowedWhitespace = code === TAB || code === LINE_FEED || code === CARRIAGE_RETURN;
    if ((code < 32 && !allowedWhitespace) || code === DELETE) return true;
  }
  return false;
}

/** The "required" message when the field is missing, a type message when it is there but not text. */
export function missingOrWrongType(required: string, wrongType = 'Valor inválido: envie um texto') {
  return (issue: { input?: unknown }) =>
    issue.input === undefined || issue.input === null ? required : wrongType;
}

export function requiredText(message: string, max = 200) {
  return z
    .string({ error: missingOrWrongType(message) })
    .trim()
    .min(1, { error: message })
    .max(max, { error: `Máximo de ${max} caracteres` })
    .refine((value) => !hasControlCharacters(value), { error: CONTROL_CHARACTERS_MESSAGE });
}

export function optionalText(max = 200) {
  return z
    .string({ error: 'Valor inválido: envie um texto' })
    .trim()
    .max(max, { error: `Máximo de ${max} caracteres` })
    .refine((value) => !hasControlCharacters(value), { error: CONTROL_CHARACTERS_MESSAGE })
    .optional()
    .default('');
}

export const emailField = z
  .string({ error: missingOrWrongType('E-mail obrigatório') })
  .trim()
  .toLowerCase()
  .min(1, { error: 'E-mail obrigatório' })
  .max(254, { error: 'E-mail inválido' })
  .pipe(z.email({ error: 'E-mail inválido' }));

export const newPasswordField = z.string({ error: PASSWORD_MESSAGES.required }).superRefine((value, ctx) => {
  const problem = passwordProblem(value);
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
});

/** Login only checks presence: telling a user which rule an old password breaks would leak nothing useful. */
export const existingPasswordField = z
  .string({ error: 'Senha obrigatória' })
  .min(1, { error: 'Senha obrigatória' })
  .max(128, { error: 'Senha inválida' });

function digitsField(options: { required: string; invalid: string; isValid: (digits: string) => boolean }) {
  return z
    .string({ error: missingOrWrongType(options.required) })
    .transform(onlyDigits)
    .pipe(z.string().min(1, { error: options.required }).refine(options.isValid, { error: options.invalid }));
}

export const cpfField = z
  .string({ error: missingOrWrongType('CPF obrigatório') })
  .transform(onlyDigits)
  .pipe(
    z
      .string()
      .min(1, { error: 'CPF obrigatório' })
      .length(11, { error: 'CPF inválido (apenas números)' })
      .refine(isValidCpf, { error: 'CPF inválido' }),
  );

export const cnpjField = z
  .string({ error: missingOrWrongType('CNPJ obrigatório') })
  .transform(onlyDigits)
  .pipe(
    z
      .string()
      .min(1, { error: 'CNPJ obrigatório' })
      .length(14, { error: 'CNPJ inválido (apenas números)' })
      .refine(isValidCnpj, { error: 'CNPJ inválido' }),
  );

export const cepField = digitsField({
  required: 'CEP obrigatório',
  invalid: 'CEP inválido',
  isValid: isValidCep,
});

export const phoneField = digitsField({
  required: 'Telefone obrigatório',
  invalid: 'Telefone inválido',
  isValid: isValidPhone,
});

/** An establishment may register without a phone: the original client sends an empty string then. */
export const optionalPhoneField = z
  .string({ error: 'Telefone inválido' })
  .transform(onlyDigits)
  .refine((digits) => digits === '' || isValidPhone(digits), { error: 'Telefone inválido' })
  .optional()
  .default('');

export const birthDateField = z
  .string({ error: 'Data de nascimento obrigatória' })
  .min(1, { error: 'Data de nascimento obrigatória' })
  .transform((value, ctx) => {
    const iso = /^\d{4}-\d{2}-\d{2}$/.test(value)
      ? parseBirthDate(value.split('-').reverse().join(''))
      : parseBirthDate(value);
    if (!iso) {
      ctx.addIssue({ code: 'custom', message: 'Data de nascimento inválida' });
      return z.NEVER;
    }
    return iso;
  });

export const ufField = z
  .string({ error: 'UF obrigatória' })
  .trim()
  .toUpperCase()
  .min(1, { error: 'UF obrigatória' })
  .max(2, { error: 'UF inválida' })
  .refine((value): boolean => isValidUf(value), { error: 'UF inválida' });
