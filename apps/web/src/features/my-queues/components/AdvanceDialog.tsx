import { useMutation } from '@tanstack/react-query';
import {
  ADVANCE_POLICY_CLOSED,
  ADVANCE_POLICY_LEAVE,
  ALREADY_FIRST_MESSAGE,
  advanceLimitMessage,
} from '@vez/domain';
import { useState } from 'react';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { Dialog } from '../../../components/ui/Dialog';
import { errorMessage } from '../../../lib/api/errors';
import { countOf, formatMoney, ordinal } from '../../../lib/format';
import { type ActiveQueue, createAdvancePreference } from '../api/my-queues-api';
import styles from './AdvanceDialog.module.css';
import { advanceLimit, advanceSummary } from './advance-limits';

interface AdvanceDialogProps {
  queue: ActiveQueue | null;
  onClose: () => void;
  /** Where the browser goes to pay; replaced in tests. */
  goTo?: (url: string) => void;
}

export function AdvanceDialog({
  queue,
  onClose,
  goTo = (url) => window.location.assign(url),
}: AdvanceDialogProps) {
  return (
    <Dialog
      open={queue !== null}
      onClose={onClose}
      title="Avançar Posições"
      description={queue?.fila_nome}
      size="small"
    >
      {queue && <AdvanceForm key={queue.id} queue={queue} onCancel={onClose} goTo={goTo} />}
    </Dialog>
  );
}

function AdvanceForm({
  queue,
  onCancel,
  goTo,
}: {
  queue: ActiveQueue;
  onCancel: () => void;
  goTo: (url: string) => void;
}) {
  const max = advanceLimit(queue.posicao_atual, queue.max_avancos);
  const [positions, setPositions] = useState(1);
  const [limitNote, setLimitNote] = useState('');
  const first = queue.posicao_atual <= 1;
  const summary = advanceSummary(queue.posicao_atual, positions, queue.valor_avancos_centavos);

  const pay = useMutation({
    mutationFn: () => createAdvancePreference(queue.id, positions),
    onSuccess: (result) => goTo(result.data.initPoint),
  });

  const step = (delta: number) => {
    const next = positions + delta;
    if (next > max) {
      setLimitNote(advanceLimitMessage(max));
      return;
    }
    setLimitNote('');
    setPositions(Math.max(1, next));
  };

  return (
    <div className={styles.form}>
      {pay.isError && (
        <Alert tone="error">
          {`Erro ao criar preferência de pagamento: ${errorMessage(pay.error, 'Erro desconhecido')}`}
        </Alert>
      )}
      {first ? (
        <Alert tone="info">{ALREADY_FIRST_MESSAGE}</Alert>
      ) : (
        <>
          <div className={styles.stepper}>
            <fieldset className={styles.stepControls}>
              <legend className={styles.stepLabel}>Posições a avançar</legend>
              <button
                type="button"
                className={styles.stepButton}
                onClick={() => step(-1)}
                disabled={positions <= 1}
                aria-label="Diminuir"
              >
                −
              </button>
              <output className={styles.count} aria-live="polite" aria-label="Posições a avançar">
                {positions}
              </output>
              <button
                type="button"
                className={styles.stepButton}
                onClick={() => step(1)}
                aria-label="Aumentar"
              >
                +
              </button>
            </fieldset>
            <p className={styles.hint}>Máximo: {max === 1 ? '1 posição' : `${max} posições`}</p>
            {limitNote && (
              <p className={styles.limit} role="alert">
                {limitNote}
              </p>
            )}
          </div>
          <dl className={styles.summary}>
            <div>
              <dt>Posição atual</dt>
              <dd>{ordinal(summary.from)}</dd>
            </div>
            <div>
              <dt>Nova posição</dt>
              <dd>{ordinal(summary.to)}</dd>
            </div>
            {/* The total of the choice being made, from the domain's price (the server charges the same). */}
            <div className={styles.total}>
              <dt>Total de {countOf(positions, 'posição', 'posições')}</dt>
              <dd data-testid="total-avanco">{formatMoney(summary.priceCents)}</dd>
            </div>
          </dl>
          <p className={styles.hint}>
            O avanço só acontece depois que o pagamento for confirmado. Se você já tiver subido na fila até
            lá, o avanço é ajustado e a diferença, devolvida.
          </p>
          <p className={styles.hint}>
            {ADVANCE_POLICY_LEAVE} {ADVANCE_POLICY_CLOSED}
          </p>
        </>
      )}
      <div className={styles.actions}>
        <Button variant="secondary" onClick={onCancel}>
          Cancelar
        </Button>
        <Button disabled={first} loading={pay.isPending} onClick={() => pay.mutate()}>
          Ir para o pagamento
        </Button>
      </div>
    </div>
  );
}
