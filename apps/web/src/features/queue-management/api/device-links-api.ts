import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreatedKiosk, CreatedPanel, KioskSummary, PanelSummary } from '@vez/domain';
import { apiRequest } from '../../../lib/api/client';

interface Data<T> {
  data: T;
}

/**
 * The links an establishment opens on its own devices, without a login: a TV panel (decision 027) and a
 * kiosk tablet at the door (decision 068). Both are made, listed and revoked the same way, under
 * `/api/establishments/{id}/{kind}`; the link itself is only in the answer that created it.
 */
export type DeviceKind = 'panels' | 'kiosks';
export type DeviceLink = PanelSummary | KioskSummary;
export type CreatedDeviceLink = CreatedPanel | CreatedKiosk;

const linksKey = (kind: DeviceKind, establishmentId: number) => [kind, establishmentId] as const;
const linksPath = (kind: DeviceKind, establishmentId: number) =>
  `/api/establishments/${establishmentId}/${kind}`;

/** The establishment's active links of one kind. */
export function useDeviceLinks(kind: DeviceKind, establishmentId: number) {
  return useQuery({
    queryKey: linksKey(kind, establishmentId),
    queryFn: async () =>
      (await apiRequest<Data<DeviceLink[]>>(linksPath(kind, establishmentId), { role: 'estabelecimento' }))
        .data,
  });
}

/** A new link: for `queueId`, or all queues when null. */
export function useCreateDeviceLink(kind: DeviceKind, establishmentId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (queueId: number | null) =>
      (
        await apiRequest<Data<CreatedDeviceLink>>(linksPath(kind, establishmentId), {
          method: 'POST',
          role: 'estabelecimento',
          body: queueId === null ? {} : { filaId: queueId },
        })
      ).data,
    onSuccess: () => client.invalidateQueries({ queryKey: linksKey(kind, establishmentId) }),
  });
}

export function useRevokeDeviceLink(kind: DeviceKind, establishmentId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (linkId: number) =>
      apiRequest<{ message: string }>(`${linksPath(kind, establishmentId)}/${linkId}`, {
        method: 'DELETE',
        role: 'estabelecimento',
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: linksKey(kind, establishmentId) }),
  });
}
