import { MAX_RECALLS, NO_SHOW_WINDOW_MINUTES, RECALL_WINDOW_MINUTES, type RecentCallView } from '@vez/domain';
import { Button } from '../../../components/ui/Button';
import { brasiliaTime } from '../../../lib/format';
import { useMarkNoShow, useRecall } from '../api/mutations';
import { useRecentCalls } from '../api/queries';
import styles from './QueueDetail.module.css';

/**
 * 'Chamados recentes': the clients called in the last minutes. Each can be called again (one repeat
 * notification, decision 022) or marked 'Não compareceu' for a while after the call, so the
 * statistics count no-shows apart from services.
 */
export function RecentCalls({ queueId, poll }: { queueId: number; poll: boolean }) {
  const calls = useRecentCalls(queueId, { poll });
  const mark = useMarkNoShow(queueId);
  const recall = useRecall(queueId);
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
  onMark: () => void;
  onRecall: () => void;
}

function RecentCallRow({ call, busy, recalling, onMark, onRecall }: RowProps) {
  const nameId = `recent-call-${call.ticketId}`;
  return (
    <li className={styles.recentRow}>
      <span id={nameId} className={styles.recentName}>
        {call.nome}
      </span>
      <span className={styles.recentTime}>
        Chamado às {brasiliaTime(call.chamadoEm)}
        {call.chamadoNovamenteEm &&
          ` · chamado novamente ${call.chamadasNovamente === 1 ? '1 vez' : `${call.chamadasNovamente} vezes`}`}
      </span>
      {call.podeChamarNovamente && (
        <Button variant="secondary" loading={recalling} aria-describedby={nameId} onClick={onRecall}>
          Chamar novamente
        </Button>
      )}
      {call.naoCompareceu ? (
        <span className={`${styles.badge} ${styles.noShow}`}>Não compareceu</span>
      ) : call.podeMarcar ? (
        <Button variant="secondary" loading={busy} aria-describedby={nameId} onClick={onMark}>
          Não compareceu
        </Button>
      ) : null}
    </li>
  );
}
