import { type EstablishmentStatsView, formatCents } from '@vez/domain';
import type { ReactNode } from 'react';
import { countOf, formatMinutes, formatNumber } from '../../../lib/format';
import { minutesOrNoData } from '../dashboard-format';
import styles from './Dashboard.module.css';

function Stat({ label, value, note }: { label: string; value: ReactNode; note?: ReactNode }) {
  return (
    <div className={styles.stat}>
      <dt className={styles.statLabel}>{label}</dt>
      <dd className={styles.statValue}>{value}</dd>
      {note && <dd className={styles.statNote}>{note}</dd>}
    </div>
  );
}

/**
 * 'Agora, em 2 filas abertas (1 pausada)': open = ativa or pausada (docs/reports.md), the paused ones said
 * apart since nobody moves in them; a scheduled queue is not open yet and not counted.
 */
function openQueuesNote(stats: EstablishmentStatsView): string {
  const paused = stats.totalFilas - stats.filasAtivas;
  const open = countOf(stats.totalFilas, 'fila aberta', 'filas abertas');
  return paused > 0 ? `Agora, em ${open} (${countOf(paused, 'pausada', 'pausadas')})` : `Agora, em ${open}`;
}

/** The four cards: waiting now (live), real mean wait, services completed, revenue. */
export function StatCards({ stats }: { stats: EstablishmentStatsView }) {
  return (
    <dl className={styles.stats}>
      <Stat
        label="Pessoas aguardando"
        value={formatNumber(stats.pessoasAguardando)}
        note={openQueuesNote(stats)}
      />
      <Stat
        label="Tempo médio de espera"
        value={minutesOrNoData(stats.tempoMedioReal)}
        note={
          stats.tempoMedioEstimado === null
            ? 'Estimado: sem filas abertas'
            : `Estimado: ${formatMinutes(stats.tempoMedioEstimado)}`
        }
      />
      <Stat
        label="Atendimentos concluídos"
        value={formatNumber(stats.totalClientesAtendidos)}
        note={
          stats.totalNaoCompareceu > 0
            ? `${countOf(stats.totalNaoCompareceu, 'cliente não compareceu', 'clientes não compareceram')}`
            : undefined
        }
      />
      <Stat
        label="Receita"
        value={formatCents(stats.receitaCentavos)}
        note={`${countOf(stats.totalAvancos, 'avanço pago', 'avanços pagos')}`}
      />
    </dl>
  );
}
