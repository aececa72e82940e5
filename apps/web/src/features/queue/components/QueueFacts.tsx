import { advancePriceCents, waitBasisLabel } from '@vez/domain';
import { formatMinutes, formatMinutesRange, formatMoney, peopleCount } from '../../../lib/format';
import { statusLabel } from '../../../lib/queue-status';
import type { QueueView } from '../api/queue-types';
import styles from './QueuePage.module.css';

export function QueueFacts({ queue }: { queue: QueueView }) {
  const range = queue.tempo_medio_faixa;
  return (
    <dl className={styles.facts}>
      <div>
        <dt>Status</dt>
        <dd>
          <span className={`${styles.status} ${styles[`status_${queue.status}`] ?? ''}`}>
            {statusLabel(queue.status)}
          </span>
        </dd>
      </div>
      <div>
        <dt>Na fila</dt>
        <dd>{peopleCount(queue.clientes_na_fila)}</dd>
      </div>
      <div>
        <dt>Posições ocupadas</dt>
        <dd>{queue.posicoes_ocupadas}</dd>
      </div>
      <div>
        <dt>Minutos por posição</dt>
        <dd>
          {range ? formatMinutesRange(range) : formatMinutes(queue.tempo_medio_espera)}
          {/* The same words the establishment reads (decision 023), kept right by every live update. */}
          <small className={styles.factNote}>{waitBasisLabel(queue.tempo_medio_baseado_em)}</small>
        </dd>
      </div>
      <div>
        {/* 'Valor por avanço' read as a price per position, which it is only for the first one. */}
        <dt>Avançar 1 posição</dt>
        <dd>
          {formatMoney(queue.valor_avancos_centavos)}
          {queue.max_avancos > 1 && (
            <small className={styles.factNote}>
              2 posições: {formatMoney(advancePriceCents(2, queue.valor_avancos_centavos))}
            </small>
          )}
        </dd>
      </div>
    </dl>
  );
}
