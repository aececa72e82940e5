import { formatMinutes, formatMoney, peopleCount } from '../../../lib/format';
import { type QueueView, statusLabel } from '../api/queue-types';
import styles from './QueuePage.module.css';

export function QueueFacts({ queue }: { queue: QueueView }) {
  const basedOn = queue.tempo_medio_baseado_em;
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
          {formatMinutes(queue.tempo_medio_espera)}
          <small className={styles.factNote}>
            {basedOn > 0 ? `baseado em ${basedOn} atendimentos` : 'estimativa do estabelecimento'}
          </small>
        </dd>
      </div>
      <div>
        <dt>Valor por avanço</dt>
        <dd>{formatMoney(queue.valor_avancos_centavos)}</dd>
      </div>
    </dl>
  );
}
