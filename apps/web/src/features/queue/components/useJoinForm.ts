import { JOIN_ON_ARRIVAL_PARAM } from '@vez/domain';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { isOpen } from '../../../lib/queue-status';
import type { QueueWithMine } from '../api/queue-types';
import type { JoinMode } from './JoinDialog';
import { preloadJoinDialog } from './LazyJoinDialog';

/** The join form's code is fetched this long after the page is up, if no tap or focus asked for it first. */
const JOIN_CODE_DELAY_MS = 4_000;

/**
 * Which join form the queue page shows (none, individual, group), set by its buttons and also here.
 * Arrived through a poster's link
 * (decision 026), the form opens by itself, once, for a logged-in client not in the queue yet while it is
 * open; the parameter goes either way, so a reload does not reopen it. And whenever the client could join,
 * the form's code is fetched a few seconds after the page is up, so the tap finds it there.
 */
export function useJoinForm(
  queue: QueueWithMine | undefined,
  { loggedIn, inTheQueue }: { loggedIn: boolean; inTheQueue: boolean },
) {
  const [joinMode, setJoinMode] = useState<JoinMode | null>(null);
  const [searchParams, setSearchParams] = useSearchParams();
  const joinOnArrival = searchParams.get(JOIN_ON_ARRIVAL_PARAM) === '1';
  useEffect(() => {
    if (!joinOnArrival || !queue) return;
    if (loggedIn && !inTheQueue && isOpen(queue)) setJoinMode('individual');
    setSearchParams(
      (params) => {
        params.delete(JOIN_ON_ARRIVAL_PARAM);
        return params;
      },
      { replace: true },
    );
  }, [joinOnArrival, queue, loggedIn, inTheQueue, setSearchParams]);

  const canJoin = Boolean(loggedIn && queue && !inTheQueue && isOpen(queue));
  useEffect(() => {
    if (!canJoin) return;
    const timer = setTimeout(preloadJoinDialog, JOIN_CODE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [canJoin]);
  return [joinMode, setJoinMode] as const;
}
