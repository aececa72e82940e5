import { onlineManager, useQuery, useQueryClient } from '@tanstack/react-query';
import type { GuestTicket, QueueEvent } from '@vez/domain';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { ApiError } from '../../../lib/api/errors';
import { readsAgain } from '../../../lib/live/reads-again';
import { useQueueEvents } from '../../../lib/live/useQueueEvents';
import { useReadAgain } from '../../../lib/live/useReadAgain';
import { useCalledNotice } from '../../queue';
import { fetchGuestTicket, guestKeys } from '../api/guest-api';
import { forgetTicket, rememberTicket } from '../guest-storage';

/** The link opens nothing any more: unknown or erased (404), or its ticket moved into an account (410). */
export const isLinkEnded = (error: unknown): error is ApiError =>
  error instanceof ApiError && (error.status === 404 || error.status === 410);

/** A 5 s refresh, only while the live stream is not delivering (as every queue screen, decision 011). */
export const POLL_MS = 5_000;

/** A ticket that may still change: waiting, or called (the establishment may call again). */
const isFollowed = (ticket: GuestTicket | undefined) =>
  ticket?.situacao === 'aguardando' || ticket?.situacao === 'chamado';

/** Whether the browser says it is online (TanStack Query pauses its reads while it is not). */
export function useOnline(): boolean {
  return useSyncExternalStore(
    (listener) => onlineManager.subscribe(listener),
    () => onlineManager.isOnline(),
  );
}

/**
 * A guest's ticket by its link, kept current by the queue's public live stream: the stream carries no
 * guest's own place, so every change newer than the read (`readsAgain`, 'applies-nothing') reads the
 * ticket again, once per burst, spread over a second (thousands of phones watch one queue). Polls every
 * 5 s while the stream is down; follows nothing once the ticket has ended. The names are kept on the
 * device with the link (the visitor can come back to it); a link the server does not know is forgotten.
 * A call, or a call again, seen here buzzes and flashes the title as on the client's own pages.
 */
export function useGuestTicket(token: string) {
  const queryClient = useQueryClient();
  const key = guestKeys.ticket(token);
  const [poll, setPoll] = useState<number | false>(POLL_MS);
  const ticket = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => fetchGuestTicket(token, signal),
    refetchInterval: poll,
    // A link the server does not know (or whose ticket moved into an account) stays so; a dropped
    // connection is worth another try.
    retry: (count, error) => !isLinkEnded(error) && count < 2,
    staleTime: 0,
  });
  const data = ticket.data;
  const readAgain = useReadAgain(key, { delay: 'spread', exact: true });

  const onEvent = (event: QueueEvent) => {
    const held = queryClient.getQueryData<GuestTicket>(key);
    if (readsAgain(event, held?.versao, 'applies-nothing')) void readAgain();
  };
  const stream = useQueueEvents(isFollowed(data) && data ? data.fila.id : null, null, onEvent);
  const followed = isFollowed(data);
  useEffect(() => setPoll(followed && stream !== 'open' ? POLL_MS : false), [followed, stream]);

  const filaNome = data?.fila.nome;
  const estabelecimento = data?.fila.estabelecimentoNome;
  useEffect(() => {
    if (filaNome !== undefined && estabelecimento !== undefined) {
      rememberTicket({ token, filaNome, estabelecimento });
    }
  }, [token, filaNome, estabelecimento]);
  const ended = isLinkEnded(ticket.error);
  useEffect(() => {
    if (ended) forgetTicket(token);
  }, [ended, token]);

  useCallSeen(data);
  return { ticket, stream: followed ? stream : null };
}

/** The buzz and the title's flash, for a call (or a call again) that happens while the page is open. */
function useCallSeen(data: GuestTicket | undefined) {
  const announce = useCalledNotice();
  const seen = useRef<string | null | undefined>(undefined);
  const call =
    data === undefined
      ? undefined
      : data.situacao === 'chamado'
        ? `${data.chamadoEm}:${data.chamadoNovamenteEm}`
        : null;
  useEffect(() => {
    if (call === undefined) return;
    const before = seen.current;
    seen.current = call;
    // The first read is no news: a page opened on a called ticket shows it without buzzing.
    if (before !== undefined && call !== null && call !== before) announce();
  }, [call, announce]);
}
