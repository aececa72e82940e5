import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateServicePointInput, ServicePoint, UpdateServicePointInput } from '@vez/domain';
import { apiRequest } from '../../../lib/api/client';

interface Data<T> {
  message?: string;
  data: T;
}

/** The establishment's service points (issue 37): read by the owner's section and the counter's picker. */
export const pointsKey = (establishmentId: number) => ['service-points', establishmentId] as const;
const pointsPath = (establishmentId: number) => `/api/establishments/${establishmentId}/pontos`;

export function useServicePoints(establishmentId: number, options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: pointsKey(establishmentId),
    queryFn: async () =>
      (await apiRequest<Data<ServicePoint[]>>(pointsPath(establishmentId), { role: 'estabelecimento' })).data,
    enabled: establishmentId > 0 && (options.enabled ?? true),
  });
}

export function useCreateServicePoint(establishmentId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateServicePointInput) =>
      apiRequest<Data<ServicePoint>>(pointsPath(establishmentId), {
        method: 'POST',
        role: 'estabelecimento',
        body: input,
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: pointsKey(establishmentId) }),
  });
}

export function useUpdateServicePoint(establishmentId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ pointId, input }: { pointId: number; input: UpdateServicePointInput }) =>
      apiRequest<Data<ServicePoint>>(`${pointsPath(establishmentId)}/${pointId}`, {
        method: 'PUT',
        role: 'estabelecimento',
        body: input,
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: pointsKey(establishmentId) }),
  });
}

export function useRemoveServicePoint(establishmentId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (pointId: number) =>
      apiRequest<{ message: string }>(`${pointsPath(establishmentId)}/${pointId}`, {
        method: 'DELETE',
        role: 'estabelecimento',
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: pointsKey(establishmentId) }),
  });
}
