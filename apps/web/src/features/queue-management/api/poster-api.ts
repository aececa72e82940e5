import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { JoinCode } from '@vez/domain';
import { apiRequest, type DownloadedFile, getBlob } from '../../../lib/api/client';
import { saveFile } from '../../../lib/save-file';

interface Data<T> {
  data: T;
}

export type PosterFormat = 'pdf' | 'png';

/** The queue's short link (decision 026); the server makes it on the first request. */
export async function fetchJoinCode(queueId: number): Promise<JoinCode> {
  const body = await apiRequest<Data<JoinCode>>(`/api/queues/${queueId}/join-code`, {
    role: 'estabelecimento',
  });
  return body.data;
}

/** 'Gerar novo código': the old poster answers 'desatualizado' from now on. */
export function regenerateJoinCode(queueId: number): Promise<{ message: string } & Data<JoinCode>> {
  return apiRequest(`/api/queues/${queueId}/join-code`, { method: 'POST', role: 'estabelecimento' });
}

export function downloadPoster(queueId: number, format: PosterFormat): Promise<DownloadedFile> {
  return getBlob(`/api/queues/${queueId}/poster.${format}`, { role: 'estabelecimento' });
}

/** Kept apart from the queue's live keys: a call or a join never changes the link. */
export const joinCodeKey = (queueId: number) => ['join-code', queueId] as const;

export function useJoinCode(queueId: number) {
  return useQuery({ queryKey: joinCodeKey(queueId), queryFn: () => fetchJoinCode(queueId) });
}

export function useRegenerateJoinCode(queueId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => regenerateJoinCode(queueId),
    onSuccess: (result) => queryClient.setQueryData(joinCodeKey(queueId), result.data),
  });
}

/** 'Baixar PDF' / 'Baixar PNG': fetched with the owner's token and saved under the server's name. */
export function usePosterDownload(queueId: number) {
  return useMutation({
    mutationFn: async (format: PosterFormat) => {
      const file = await downloadPoster(queueId, format);
      saveFile(file.blob, file.fileName ?? `cartaz-fila-${queueId}.${format}`);
      return format;
    },
  });
}
