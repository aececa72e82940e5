import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreatedPanel, PanelSummary } from '@vez/domain';
import { apiRequest } from '../../../lib/api/client';

interface Data<T> {
  data: T;
}

const panelsKey = (establishmentId: number) => ['panels', establishmentId] as const;

/** The establishment's active TV panel links (the link itself is only in the creation answer). */
export function usePanelLinks(establishmentId: number) {
  return useQuery({
    queryKey: panelsKey(establishmentId),
    queryFn: async () =>
      (
        await apiRequest<Data<PanelSummary[]>>(`/api/establishments/${establishmentId}/panels`, {
          role: 'estabelecimento',
        })
      ).data,
  });
}

/** A new link: for `queueId`, or all queues when null. */
export function useCreatePanelLink(establishmentId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (queueId: number | null) =>
      (
        await apiRequest<Data<CreatedPanel>>(`/api/establishments/${establishmentId}/panels`, {
          method: 'POST',
          role: 'estabelecimento',
          body: queueId === null ? {} : { filaId: queueId },
        })
      ).data,
    onSuccess: () => client.invalidateQueries({ queryKey: panelsKey(establishmentId) }),
  });
}

export function useRevokePanelLink(establishmentId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (panelId: number) =>
      apiRequest<{ message: string }>(`/api/establishments/${establishmentId}/panels/${panelId}`, {
        method: 'DELETE',
        role: 'estabelecimento',
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: panelsKey(establishmentId) }),
  });
}
