import { useQuery } from '@tanstack/react-query';
import type { PanelCall, PanelView } from '@vez/domain';
import { useEffect, useRef, useState } from 'react';
import { ApiError } from '../../lib/api/errors';
import { followLiveEvents, type StreamState } from '../../lib/live/queue-event-stream';
import { fetchPanel, newCalls, panelEventsPath } from './panel-api';

export const panelKey = (token: string) => ['panel', token] as const;

/**
 * The panel's picture, kept current by its event stream (no polling): every event of its queues
 * (a call, a join, a notice) reads the picture again, which carries the masked names. A stream that
 * drops reconnects by itself (followLiveEvents) and its first event brings the current state; one
 * refused for good (the link was revoked) reads the picture, whose 404 says so.
 * `onCalls` gets each new call once, oldest first.
 */
export function usePanel(token: string, onCalls: (calls: PanelCall[]) => void) {
  const query = useQuery<PanelView, Error>({
    queryKey: panelKey(token),
    queryFn: () => fetchPanel(token),
    retry: (count, error) => !(error instanceof ApiError && error.status === 404) && count < 3,
    refetchOnWindowFocus: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const [stream, setStream] = useState<StreamState>('connecting');
  const { refetch } = query;
  const revoked = query.error instanceof ApiError && query.error.status === 404;

  useEffect(() => {
    if (revoked) return;
    return followLiveEvents({
      path: panelEventsPath(token),
      role: null,
      onEvent: () => void refetch(),
      onState: (state) => {
        setStream(state);
        if (state === 'unavailable') void refetch();
      },
    });
  }, [token, refetch, revoked]);

  const announced = useRef(new Set<string>());
  const seenFirst = useRef(false);
  const callsRef = useRef(onCalls);
  callsRef.current = onCalls;
  useEffect(() => {
    if (!query.data) return;
    const fresh = newCalls(query.data, announced.current, !seenFirst.current);
    seenFirst.current = true;
    if (fresh.length > 0) callsRef.current(fresh);
  }, [query.data]);

  return { query, stream, revoked };
}
