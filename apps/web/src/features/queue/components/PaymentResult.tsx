import type { AdvancePaymentView } from '@vez/domain';
import { Alert } from '../../../components/ui/Alert';
import { Button, ButtonLink } from '../../../components/ui/Button';
import { Spinner } from '../../../components/ui/Spinner';
import { countOf, formatMoney, positionLabel } from '../../../lib/format';
import { PAYMENT_CANCELLED, PAYMENT_EXPIRED, PAYMENT_FAILED, refundedMessage } from '../../payments';
import type { QueueEntry } from '../api/queue-types';
import styles from './QueuePage.module.css';
import { usePaymentResult } from './usePaymentResult';

const CONFIRMING = 'Confirmando pagamento…';

interface PaymentResultProps {
  queueId: number;
  paymentId: string;
  /** The client's place as the page shows it (MyPlace), for the approved message. */
  mine: QueueEntry | null;
  /** When the queue on screen was last read or failed to be (the query's latest update). */
  placeReadAt: number;
  onClose: () => void;
}

/**
 * The result of a paid advance, on the queue view the checkout returns to. One live region for the
 * whole wait: 'Confirmando pagamento…' becomes the result in place, so a screen reader hears the change.
 */
export function PaymentResult({ queueId, paymentId, mine, placeReadAt, onClose }: PaymentResultProps) {
  const { payment, slow, placeFresh, retry } = usePaymentResult(queueId, paymentId);
  const close = { onDismiss: onClose, dismissLabel: 'Fechar aviso do pagamento' };
  const data = payment.data;

  if (!data) {
    if (payment.isError) {
      return (
        <Alert tone="error" {...close}>
          <p className={styles.paymentText}>{PAYMENT_FAILED}</p>
          <Button variant="secondary" onClick={() => void payment.refetch()}>
            Tentar Novamente
          </Button>
        </Alert>
      );
    }
    return (
      <Alert tone="info" {...close}>
        <Confirming />
      </Alert>
    );
  }

  if (data.queueId !== queueId) {
    // An address edited by hand: this page's place says nothing about that payment.
    return (
      <Alert tone="info" {...close}>
        <p className={styles.paymentText}>Este pagamento é de outra fila: {data.filaNome}.</p>
        <ButtonLink to={`/cliente/filas/${data.queueId}?pagamento=${data.id}`} variant="secondary">
          Ver o resultado nessa fila
        </ButtonLink>
      </Alert>
    );
  }

  switch (data.status) {
    case 'pendente':
      return (
        <Alert tone="info" {...close}>
          <Confirming asking={!slow} />
          {slow && (
            <>
              <p className={styles.paymentText}>
                A confirmação está demorando mais que o normal e pode levar alguns minutos. Seu lugar não muda
                até lá.
              </p>
              <Button variant="secondary" onClick={retry}>
                Tentar Novamente
              </Button>
            </>
          )}
        </Alert>
      );
    case 'aprovado':
      // Until the queue has been read again, the place on screen may be the old one: do not name it yet.
      return placeFresh(placeReadAt) ? (
        <Alert tone="success" {...close}>
          {approvedMessage(data, mine)}
        </Alert>
      ) : (
        <Alert tone="info" {...close}>
          <Confirming />
        </Alert>
      );
    case 'recusado':
      return (
        <Alert tone="error" {...close}>
          <p className={styles.paymentText}>{PAYMENT_FAILED}</p>
          {mine && (
            <ButtonLink to="/cliente/minhas-filas" variant="secondary">
              Ir para Minhas Filas
            </ButtonLink>
          )}
        </Alert>
      );
    case 'estornado':
      return (
        <Alert tone="info" {...close}>
          {refundedMessage(data)}
        </Alert>
      );
    case 'cancelado':
      return (
        <Alert tone="info" {...close}>
          {PAYMENT_CANCELLED}
        </Alert>
      );
    case 'expirado':
      return (
        <Alert tone="info" {...close}>
          {PAYMENT_EXPIRED}
        </Alert>
      );
  }
}

/** The spinner shows that the page is still asking; it stops when the polling window has closed. */
function Confirming({ asking = true }: { asking?: boolean }) {
  return (
    <p className={`${styles.paymentText} ${styles.confirming}`}>
      {asking && <Spinner size="small" label="" />}
      {CONFIRMING}
    </p>
  );
}

function approvedMessage(payment: AdvancePaymentView, mine: QueueEntry | null): string {
  const moved = payment.posicoesAplicadas ?? payment.posicoes;
  const place = mine ? `posição ${positionLabel(mine.position, mine.subPosition)}` : null;
  let text =
    moved > 0
      ? `Pagamento aprovado! Você avançou ${countOf(moved, 'posição', 'posições')}${place ? ` e agora está na ${place}.` : '.'}`
      : `Pagamento aprovado! Você já tinha chegado à frente, então nada foi avançado.${place ? ` Você está na ${place}.` : ''}`;
  if (payment.estornoCentavos > 0) {
    text += ` O valor da parte não usada (${formatMoney(payment.estornoCentavos)}) foi devolvido.`;
  }
  return text;
}
