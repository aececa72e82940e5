import { useQuery } from '@tanstack/react-query';
import { onlyDigits } from '@vez/domain';
import type { CnpjCheckState } from '../../../components/form/CompanyFields';
import { ApiError } from '../../../lib/api/errors';
import { validateCnpj } from './auth-api';

/**
 * Asks the server about a CNPJ once it has 14 digits. The answer may carry the legal
 * name (razão social) to pre-fill; a 400 means the CNPJ is invalid and the field turns red. When the
 * name cannot be had (lookup service down, the CNPJ unknown to it, no connection) the page says so and
 * the user types it.
 */
export function useCnpjCheck(cnpjValue: string): CnpjCheckState & { legalName: string | undefined } {
  const cnpj = onlyDigits(cnpjValue ?? '').slice(0, 14);
  const query = useQuery({
    queryKey: ['validate-cnpj', cnpj],
    queryFn: ({ signal }) => validateCnpj(cnpj, signal),
    enabled: cnpj.length === 14,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
  const complete = cnpj.length === 14;
  // Only a definite "invalid" from the server marks the field; a network hiccup must not block sign-up.
  const invalid = complete && query.error instanceof ApiError && query.error.status === 400;
  const legalName = complete ? query.data?.data.razao_social?.trim() || undefined : undefined;
  const answered = complete && !query.isFetching && (query.isSuccess || query.isError);
  return {
    legalName,
    checking: complete && query.isFetching,
    error: invalid ? 'CNPJ inválido' : undefined,
    legalNameMissing: answered && !invalid && !legalName,
  };
}
