import { useQuery } from '@tanstack/react-query';
import { type CepAddress, onlyDigits } from '@vez/domain';
import { apiRequest } from '../../../lib/api/client';
import { ApiError } from '../../../lib/api/errors';

/**
 * Looks up an address once the CEP has its 8 digits (SPEC §5), through our server's proxy.
 * Returns the address plus the hint to show under the CEP field. `wanted` false skips the lookup (a
 * prefilled address with nothing left to fill).
 */
export function useCepLookup(cepValue: string, wanted = true) {
  const cep = onlyDigits(cepValue ?? '');
  const query = useQuery({
    queryKey: ['cep', cep],
    queryFn: ({ signal }) =>
      apiRequest<{ success: true; data: CepAddress }>(`/api/cep/${cep}`, { signal, role: false }),
    enabled: wanted && cep.length === 8,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });

  let hint: string | undefined;
  let failed = false;
  if (cep.length === 8) {
    if (query.isFetching) hint = 'Buscando...';
    else if (query.isError) {
      failed = true;
      hint =
        query.error instanceof ApiError && query.error.status === 404
          ? 'CEP não encontrado'
          : 'Erro ao buscar CEP';
    }
  }
  return { address: cep.length === 8 ? query.data?.data : undefined, hint, failed };
}
