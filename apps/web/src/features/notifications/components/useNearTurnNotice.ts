import { isNearTurn } from '@vez/domain';
import { useEffect, useRef } from 'react';
import { useToast } from '../../../components/toast/ToastProvider';
import { flashTitle } from './flash-title';
import { aheadSentence, aheadTitle } from './notice-options';

interface NearTurnInput {
  ticketId: number;
  queueName: string;
  /** The ticket's live position (1 = next), null once it is no longer waiting. */
  position: number | null;
  /** 'Avise-me quando faltarem N pessoas', undefined until known. */
  threshold: number | undefined;
}

export const noticeSeenKey = (ticketId: number, threshold: number) => `vez.aviso.${ticketId}.${threshold}`;

/**
 * The in-page near-turn notice: when the live position is seen crossing the client's threshold (from
 * more than N ahead to N or fewer), a toast, the tab title blinking and a buzz on phones. Once per ticket
 * and threshold for the browser tab (sessionStorage), so a reload or a position going back and forth
 * does not repeat it. Opening a page already inside the threshold is no crossing: push and e-mail said it.
 */
export function useNearTurnNotice({ ticketId, queueName, position, threshold }: NearTurnInput): void {
  const toast = useToast();
  const wasNear = useRef<boolean | null>(null);
  const stopFlash = useRef<(() => void) | null>(null);

  // A new threshold starts from what is on screen now, not from a crossing
  // (declared first: effects run in order, so this runs before the check below).
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset only when the threshold changes.
  useEffect(() => {
    wasNear.current = null;
  }, [threshold]);

  useEffect(() => {
    if (position === null || threshold === undefined) return;
    const near = isNearTurn(position, threshold);
    const before = wasNear.current;
    wasNear.current = near;
    if (before !== false || !near) return;
    const key = noticeSeenKey(ticketId, threshold);
    if (window.sessionStorage.getItem(key)) return;
    window.sessionStorage.setItem(key, '1');
    const ahead = position - 1;
    toast(`${aheadSentence(ahead)} na fila ${queueName}.`, 'info');
    navigator.vibrate?.([200, 100, 200]);
    stopFlash.current?.();
    stopFlash.current = flashTitle(aheadTitle(ahead));
  }, [ticketId, queueName, position, threshold, toast]);

  useEffect(() => () => stopFlash.current?.(), []);
}
