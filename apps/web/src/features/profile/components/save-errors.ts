import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { applyServerFieldErrors } from '../../../components/form/form-helpers';
import { ApiError } from '../../../lib/api/errors';

/**
 * Puts a refused save's messages under their fields (400 `errors`, 409 for a CPF/CNPJ of another
 * account). Returns true when some field got one, so the page shows no second, general message.
 */
export function placeSaveErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly string[],
  conflictField: Path<T>,
): boolean {
  if (!(error instanceof ApiError)) return false;
  const placed = error.fieldErrors.filter(({ campo }) => fields.includes(campo));
  applyServerFieldErrors(error, setError, fields);
  if (placed.length > 0) return true;
  if (error.status === 409 && error.hasServerMessage) {
    setError(conflictField, { type: 'server', message: error.message });
    return true;
  }
  return false;
}
