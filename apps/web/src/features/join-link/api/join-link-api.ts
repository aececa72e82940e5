import { useQuery } from '@tanstack/react-query';
import type { JoinCodePicture } from '@vez/domain';
import { apiRequest } from '../../../lib/api/client';

interface Data<T> {
  data: T;
}

/** What a poster's link opens (decision 026): public, so no token goes with it. */
export async function fetchJoinCodePicture(code: string): Promise<JoinCodePicture> {
  const body = await apiRequest<Data<JoinCodePicture>>(`/api/join-codes/${encodeURIComponent(code)}`, {
    role: false,
  });
  return body.data;
}

export const joinLinkKeys = {
  picture: (code: string) => ['join-link', code] as const,
};

/** The queue behind a link; re-read every 30 s while the page is open (people waiting move). */
export function useJoinCodePicture(code: string) {
  return useQuery({
    queryKey: joinLinkKeys.picture(code),
    queryFn: () => fetchJoinCodePicture(code),
    refetchInterval: 30_000,
    // A 404 or an out-of-date poster stays so: asking again would not change it.
    retry: false,
  });
}
