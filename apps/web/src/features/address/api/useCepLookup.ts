import { useQuery } from '@tanstack/react-query';
import { type CepAddress, onlyDigits } from '@vez/domain';
import { useRef } from 'react';
import { apiRequest } from '../../../lib/api/client';
import { ApiError } from '../../../lib/api/errors';

export const CEP_NOT_FOUND = 'CEP não encontrado. Preencha o endereço.';
export const CEP_LOOKUP_FAILED = 'Erro ao buscar CEP. Preencha o endereço.';

/**
 * Looks up an address once the CEP has its 8 digits, through our server's proxy.
 * Returns the address plus the hint to show under the CEP field. `wanted` false skips the lookup (a
 * prefilled address with nothing left to fill). A failure says the address can be typed instead, and
 * is no longer a failure once it is: `street` is the Endereço field's value, and a change to it after
 * the failure clears the message.
 */
export function useCepLookup(cepValue: string, wanted = true, street?: string) {
  const cep = onlyDigits(cepValue ?? '');
  const query = useQuery({
    queryKey: ['cep', cep],
    queryFn: ({ signal }) =>
      apiRequest<{ success: true; data: CepAddress }>(`/api/cep/${cep}`, { signal, role: false }),
    enabled: wanted && cep.length === 8,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });

  // The street as it was when this CEP's lookup failed: typing another one answers the failure.
  const streetAtFailure = useRef<{ cep: string; street: string | undefined } | null>(null);
  let hint: string | undefined;
  let failed = false;
  if (cep.length === 8) {
    if (query.isFetching) hint = 'Buscando...';
    else if (query.isError) {
      if (streetAtFailure.current?.cep !== cep) streetAtFailure.current = { cep, street };
      failed = streetAtFailure.current.street === street;
      if (failed) {
        hint =
          query.error instanceof ApiError && query.error.status === 404 ? CEP_NOT_FOUND : CEP_LOOKUP_FAILED;
      }
    }
  }
  if (!failed && !query.isError) streetAtFailure.current = null;
  return { address: cep.length === 8 ? query.data?.data : undefined, hint, failed };
}
