import { waitBasisLabel } from '@vez/domain';
import { countOf, formatMinutes, formatMinutesRange, formatMoney } from '../../../lib/format';
import type { ManagedQueue, QueueClient, WaitTime } from '../api/queue-management-api';
import { formatCallInterval, openingNote, totalPeople } from '../queue-format';
import styles from './QueueDetail.module.css';
import { StatCard } from './StatCard';
import { StatusBadge } from './StatusBadge';

interface QueueStatCardsProps {
  queue: ManagedQueue;
  clients: QueueClient[];
  /** Undefined while loading or when the figures failed (that failure is only logged). */
  waitTime: WaitTime | undefined;
}

/** The five cards at the top of the queue detail. */
export function QueueStatCards({ queue, clients, waitTime }: QueueStatCardsProps) {
  const estimate = waitTime?.estimativa;
  const served = waitTime?.fila;
  return (
    <dl className={styles.stats}>
      <StatCard
        label="Total de Pessoas"
        value={totalPeople(clients)}
        note={countOf(clients.length, 'entrada na fila', 'entradas na fila')}
      />
      <StatCard label="Valor por Avanço" value={formatMoney(queue.valor_avancos_centavos)} />
      <StatCard label="Status" value={<StatusBadge status={queue.status} />} note={openingNote(queue)} />
      {/* The clients' own figure and words (decision 023): 'Baseado em N atendimentos' on both sides. */}
      <StatCard
        label="Intervalo entre Chamadas"
        value={
          !estimate
            ? 'Sem dados'
            : estimate.faixa
              ? formatMinutesRange(estimate.faixa)
              : formatCallInterval(estimate.minutos * 60)
        }
        note={
          <>
            {estimate ? capitalised(waitBasisLabel(estimate.baseadoEm)) : null}
            {/* The configured interval is another figure than the measured one: said apart (issue 38). */}
            {queue.chamada_automatica && (
              <span className={styles.statNoteLine}>
                Configurado: chamada automática a cada {queue.intervalo_chamada} min
              </span>
            )}
          </>
        }
      />
      <StatCard
        label="Tempo Médio de Espera"
        value={served?.tempoMedio != null ? formatMinutes(served.tempoMedio) : 'Sem dados'}
        // The dashboard's figure for today (docs/reports.md: a no-show is not served): the span is said.
        note={
          served?.totalAtendidos
            ? `Baseado em ${countOf(served.totalAtendidos, 'atendimento', 'atendimentos')} hoje`
            : 'Nenhum atendimento hoje'
        }
      />
    </dl>
  );
}

function capitalised(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
