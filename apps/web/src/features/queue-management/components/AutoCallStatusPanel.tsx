import { nextCallText } from '@vez/domain';
import { useEffect, useId, useState } from 'react';
import { Button } from '../../../components/ui/Button';
import { Spinner } from '../../../components/ui/Spinner';
import { peopleCount } from '../../../lib/format';
import { useExecuteAutoCall } from '../api/counter-presses';
import { useAutoCallStatus } from '../api/queries';
import styles from './QueueDetail.module.css';

/**
 * The status section of 'Configurar Chamadas Automáticas': whether a call is due (or why not), who
 * is next, how many wait. It is read every 5 s while shown, live events refresh it sooner, and the
 * 'Próxima chamada em 3 min' line is recomputed every second from the due time between reads.
 */
export function AutoCallStatusPanel({ queueId, onCalled }: { queueId: number; onCalled?: () => void }) {
  const status = useAutoCallStatus(queueId, { poll: true });
  const execute = useExecuteAutoCall();
  const data = status.data;
  const titleId = useId();
  const now = useNow(1000);
  const dueAt = data?.proximaChamadaEm ? Date.parse(data.proximaChamadaEm) : null;
  // While a call is pending its countdown moves on screen; otherwise the server's reason says why not.
  const situation = data && !data.precisaChamada && dueAt !== null ? nextCallText(dueAt, now) : data?.motivo;

  return (
    <section className={styles.autoStatus} aria-labelledby={titleId}>
      <h3 id={titleId} className={styles.autoStatusTitle}>
        Status
      </h3>
      {status.isPending ? (
        <p className={styles.muted}>
          <Spinner size="small" label="" /> Carregando status...
        </p>
      ) : !data ? (
        // A failed status read is not an error screen; the panel just says it is unknown.
        <p className={styles.muted}>Status indisponível no momento.</p>
      ) : (
        <dl className={styles.autoFacts}>
          <div>
            <dt>Situação</dt>
            <dd className={data.precisaChamada ? styles.ready : undefined} aria-live="polite">
              {situation}
            </dd>
          </div>
          <div>
            <dt>Próximo cliente</dt>
            <dd>{data.proximoCliente?.nome ?? 'Nenhum cliente aguardando'}</dd>
          </div>
          <div>
            <dt>Total na fila</dt>
            <dd>{peopleCount(data.totalClientes)}</dd>
          </div>
        </dl>
      )}
      <Button
        variant="secondary"
        disabled={!data?.precisaChamada}
        loading={execute.isPending}
        // The dialog closes on the call: its toast's 'Desfazer' lies behind a modal dialog.
        onClick={() => execute.mutate(queueId, onCalled ? { onSuccess: onCalled } : {})}
      >
        Executar Chamada Agora
      </Button>
    </section>
  );
}

/** The current time, renewed every `everyMs` while the panel is shown. */
function useNow(everyMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
