import type {
  FieldErrors,
  FieldValues,
  Path,
  UseFormRegisterReturn,
  UseFormReturn,
  UseFormSetError,
} from 'react-hook-form';
import { ApiError } from '../../lib/api/errors';
import { focusFirstNamed } from './focus-first-invalid';

/**
 * Wraps a react-hook-form registration so the input shows its mask while typing
 * (the domain formatters cap the digits too). The schema strips the mask on submit.
 */
export function withMask<TName extends string>(
  registration: UseFormRegisterReturn<TName>,
  format: (value: string) => string,
): UseFormRegisterReturn<TName> {
  return {
    ...registration,
    onChange: (event: { target: { value: string } }) => {
      event.target.value = format(event.target.value);
      return registration.onChange(event);
    },
  };
}

/** Letters only, upper-case, at most 2: how a UF is typed. */
export function formatUf(value: string): string {
  return value
    .replace(/[^a-zA-Z]/g, '')
    .toUpperCase()
    .slice(0, 2);
}

/**
 * Puts the server's per-field messages (`errors: [{campo, mensagem}]`) under the matching inputs and
 * focuses the first of them in reading order, as a refused submit does (`useForm`).
 */
export function applyServerFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly string[],
): void {
  if (!(error instanceof ApiError)) return;
  const shown = error.fieldErrors.filter(({ campo }) => fields.includes(campo));
  for (const { campo, mensagem } of shown) {
    setError(campo as Path<T>, { type: 'server', message: mensagem });
  }
  focusFirstNamed(shown.map(({ campo }) => campo));
}

/**
 * A form as a shared fieldset sees it: the fieldset knows its own field names (`cpf`, `cep_empresa`...)
 * but not the whole form's type, which differs between registration and profile.
 */
export type LooseForm = UseFormReturn<FieldValues, unknown, FieldValues>;

export function looseForm<TInput extends FieldValues, TOutput>(
  form: UseFormReturn<TInput, unknown, TOutput>,
): LooseForm {
  return form as unknown as LooseForm;
}

/** The message of one field, by name, for fieldsets that build their names at run time. */
export function fieldError(errors: FieldErrors, name: string): string | undefined {
  const message = errors[name]?.message;
  return typeof message === 'string' ? message : undefined;
}

/** True while any field shows a message: saving is blocked then. */
export function hasFieldErrors(errors: FieldErrors): boolean {
  return Object.keys(errors).length > 0;
}
