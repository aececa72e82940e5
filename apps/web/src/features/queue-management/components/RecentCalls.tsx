import { MAX_RECALLS, NO_SHOW_WINDOW_MINUTES, RECALL_WINDOW_MINUTES, type RecentCallView } from '@vez/domain';
import { useEffect, useState } from 'react';
import { Button } from '../../../components/ui/Button';
import { brasiliaTime } from '../../../lib/format';
import { useMarkNoShow, useRecall, useUndoCall, useUndoNoShow } from '../api/counter-presses';
import { useRecentCalls } from '../api/queries';
import styles from './QueueDetail.module.css';

/**
 * 'Chamados recentes': the clients called in the last minutes. Each can be called again (one repeat
 * notification, decision 022) or marked 'Não compareceu' for a while after the call, so the
 * statistics count no-shows apart from services. The latest call or mark can be undone for a few
 * seconds ('Desfazer', decision 051), here as well as in its toast, so a keyboard reaches it too.
 */
export function RecentCalls({
  queueId,
  poll,
  pointId,
}: {
  queueId: number;
  poll: boolean;
  /** The service point this device is at (issue 37): 'Chamar novamente' sends the person there. */
  pointId?: number | undefined;
}) {
  const calls = useRecentCalls(queueId, { poll });
  const mark = useMarkNoShow(queueId);
  const recall = useRecall(queueId, pointId);
  const undoCall = useUndoCall();
  const undoNoShow = useUndoNoShow(queueId);
  const list = calls.data ?? [];
  return (
    <section className={styles.recent} aria-labelledby="recent-calls-title">
      <h2 id="recent-calls-title" className={styles.sectionTitle}>
        Chamados recentes
      </h2>
      <p className={styles.recentNote}>
        Chame novamente quem ainda não apareceu (até {MAX_RECALLS} vezes, nos {RECALL_WINDOW_MINUTES} minutos
        seguintes) ou marque que não compareceu (até {NO_SHOW_WINDOW_MINUTES} minutos depois da chamada).
      </p>
      {list.length === 0 ? (
        <p className={styles.muted}>
          {calls.isPending
            ? 'Carregando chamados...'
            : calls.isError
              ? 'Não foi possível carregar os chamados recentes.'
              : 'Nenhum cliente chamado nos últimos minutos.'}
        </p>
      ) : (
        <ul className={styles.recentList}>
          {list.map((call) => (
            <RecentCallRow
              key={call.ticketId}
              call={call}
              busy={mark.isPending && mark.variables === call.ticketId}
              recalling={recall.isPending && recall.variables === call.ticketId}
              onMark={() => mark.mutate(call.ticketId)}
              onRecall={() => recall.mutate(call.ticketId)}
              readAt={calls.dataUpdatedAt}
              undoing={
                (undoCall.isPending && undoCall.variables?.ticketId === call.ticketId) ||
                (undoNoShow.isPending && undoNoShow.variables === call.ticketId)
              }
              onUndo={() =>
                call.desfazer?.acao === 'nao_compareceu'
                  ? undoNoShow.mutate(call.ticketId)
                  : undoCall.mutate({ queueId, ticketId: call.ticketId })
              }
            />
          ))}
        </ul>
      )}
    </section>
  );
}

interface RowProps {
  call: RecentCallView;
  busy: boolean;
  recalling: boolean;
  undoing: boolean;
  /** When the list was read (this device's clock): the undo's seconds count from there. */
  readAt: number;
  onMark: () => void;
  onRecall: () => void;
  onUndo: () => void;
}

function RecentCallRow({ call, busy, recalling, undoing, readAt, onMark, onRecall, onUndo }: RowProps) {
  const nameId = `recent-call-${call.ticketId}`;
  const undoOffered = useOfferUntil(call.desfazer ? readAt + call.desfazer.segundos * 1000 : 0);
  return (
    <li className={styles.recentRow}>
      <span id={nameId} className={styles.recentName}>
        {call.nome}
      </span>
      <span className={styles.recentTime}>
        Chamado às {brasiliaTime(call.chamadoEm)}
        {call.ponto && ` · ${call.ponto.nome}`}
        {call.chamadoNovamenteEm &&
          ` · chamado novamente ${call.chamadasNovamente === 1 ? '1 vez' : `${call.chamadasNovamente} vezes`}`}
      </span>
      <span className={styles.recentActions}>
        {call.podeChamarNovamente && (
          <Button variant="secondary" loading={recalling} aria-describedby={nameId} onClick={onRecall}>
            Chamar novamente
          </Button>
        )}
        {/* Kept apart from 'Chamar novamente' (issue 38): not one slip of the finger away from it. */}
        {call.naoCompareceu ? (
          <span className={`${styles.badge} ${styles.noShow} ${styles.apart}`}>Não compareceu</span>
        ) : call.podeMarcar ? (
          <Button
            variant="ghost"
            className={`${styles.noShowButton} ${styles.apart}`}
            loading={busy}
            aria-describedby={nameId}
            onClick={onMark}
          >
            Não compareceu
          </Button>
        ) : null}
        {/* Last, so nothing moves when the offer ends. */}
        {undoOffered && (
          <Button variant="secondary" loading={undoing} aria-describedby={nameId} onClick={onUndo}>
            {call.desfazer?.acao === 'nao_compareceu' ? "Desfazer 'Não compareceu'" : 'Desfazer chamada'}
          </Button>
        )}
      </span>
    </li>
  );
}

/** True until `until` (epoch ms on this device), then the row redraws without the offer. */
function useOfferUntil(until: number): boolean {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const left = until - Date.now();
    if (left <= 0) return;
    const timer = setTimeout(() => setNow(Date.now()), left);
    return () => clearTimeout(timer);
  }, [until]);
  return until > now && until > Date.now();
}
