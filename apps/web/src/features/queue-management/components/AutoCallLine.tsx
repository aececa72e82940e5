import { useEffect, useState } from 'react';
import { useConfigureAutoCall } from '../api/mutations';
import type { ManagedQueue } from '../api/queue-management-api';
import { autoCallSummary } from '../queue-format';
import { useRunsTheBusiness } from '../use-runs-the-business';
import styles from './AutoCallLine.module.css';

interface AutoCallLineProps {
  queue: Pick<ManagedQueue, 'id' | 'chamada_automatica' | 'intervalo_chamada' | 'status'>;
  /** When the next automatic call is due (ISO), null when none is pending. */
  nextAt: string | null | undefined;
  /** Id of the element naming the queue, so the button is announced with the queue it acts on. */
  describedBy?: string;
  /** The detail also offers to switch it back on; the list keeps to what is running. */
  offerResume?: boolean;
}

/**
 * 'Chamada automática a cada 3 min · próxima às 09:23' with the way to pause it (issue 38), in
 * Gerenciar Filas and on the queue detail: a queue calling people by itself says so where it is run.
 */
export function AutoCallLine({ queue, nextAt, describedBy, offerResume = false }: AutoCallLineProps) {
  const configure = useConfigureAutoCall(queue.id);
  const now = useNowWhenDue(nextAt);
  const summary = autoCallSummary(queue, nextAt, now);
  // The automatic calls' settings are the owner's: an Atendente reads the line, without its switch.
  const owner = useRunsTheBusiness();
  if (!summary) {
    if (!offerResume || !owner || queue.status === 'encerrada') return null;
    return (
      <p className={styles.line}>
        <span className={styles.text}>Chamada automática desligada</span>
        <button
          type="button"
          className={styles.toggle}
          aria-describedby={describedBy}
          disabled={configure.isPending}
          onClick={() => configure.mutate({ ativar: true, intervalo: queue.intervalo_chamada })}
        >
          Ligar (a cada {queue.intervalo_chamada} min)
        </button>
      </p>
    );
  }
  return (
    <p className={`${styles.line} ${styles.on}`}>
      <span className={styles.text}>{summary}</span>
      {owner && (
        <button
          type="button"
          className={styles.toggle}
          aria-describedby={describedBy}
          disabled={configure.isPending}
          onClick={() => configure.mutate({ ativar: false })}
        >
          Pausar chamada automática
        </button>
      )}
    </p>
  );
}

/** The clock, read again when the next call falls due ('próxima às 09:23' turns into 'próxima agora'). */
function useNowWhenDue(nextAt: string | null | undefined): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const due = nextAt ? Date.parse(nextAt) - Date.now() : 0;
    if (!(due > 0)) return;
    const timer = setTimeout(() => setNow(Date.now()), Math.min(due + 50, 2 ** 31 - 1));
    return () => clearTimeout(timer);
  }, [nextAt]);
  return now;
}
