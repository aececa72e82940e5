import { useQueryClient } from '@tanstack/react-query';
import { ADVANCE_POLICY_CLOSED, ADVANCE_POLICY_LEAVE } from '@vez/domain';
import { useState } from 'react';
import { useParams } from 'react-router';
import { Alert } from '../../../components/ui/Alert';
import { ButtonLink } from '../../../components/ui/Button';
import { Card } from '../../../components/ui/Card';
import { ErrorState, LoadingState } from '../../../components/ui/PageStates';
import { ApiError } from '../../../lib/api/errors';
import { brasiliaTime, countOf, formatMoney } from '../../../lib/format';
import { usePageTitle } from '../../../lib/usePageTitle';
import {
  type AdvancePaymentView,
  awaitsSimulatedCard,
  paymentKeys,
  paymentReturnPath,
  usePayment,
} from '../api/payments-api';
import { PAYMENT_CANCELLED, PAYMENT_EXPIRED, refundedMessage } from '../payment-messages';
import { CardForm } from './CardForm';
import styles from './CheckoutPage.module.css';
import { useDeadlinePassed } from './useDeadlinePassed';

/**
 * The simulated provider's checkout (`initPoint` = /cliente/pagamento/{id}): the payment's summary and a
 * card form for the documented test cards. Every way out leads back to the queue view, which tells the
 * result.
 */
export function CheckoutPage() {
  const id = useParams().id ?? '';
  usePageTitle('Pagamento (Simulado)');
  const payment = usePayment(id);

  if (payment.isPending) return <LoadingState message="Carregando pagamento..." />;
  if (payment.isError && !payment.data) {
    // 404 for an unknown or someone else's payment; 400 for an id that cannot be one.
    if (payment.error instanceof ApiError && [400, 404].includes(payment.error.status)) {
      return (
        <div className={styles.page}>
          <ErrorState message="Pagamento não encontrado" />
          <ButtonLink to="/cliente/minhas-filas" variant="secondary">
            Ir para Minhas Filas
          </ButtonLink>
        </div>
      );
    }
    return (
      <div className={styles.page}>
        <ErrorState message="Erro ao carregar pagamento" onRetry={() => void payment.refetch()} />
      </div>
    );
  }
  return <Checkout payment={payment.data} />;
}

function Checkout({ payment }: { payment: AdvancePaymentView }) {
  const queryClient = useQueryClient();
  // A 409 means the payment moved on elsewhere (another tab, its deadline): say so and show where it is now.
  const [conflict, setConflict] = useState<string | null>(null);
  const deadlinePassed = useDeadlinePassed(payment.expiraEm);
  const payable = awaitsSimulatedCard(payment) && !deadlinePassed;

  const onConflict = (message: string) => {
    setConflict(message);
    void queryClient.invalidateQueries({ queryKey: paymentKeys.payment(payment.id) });
  };

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1>Pagamento (Simulado)</h1>
        <p className={styles.testMode}>
          <strong>Modo de teste:</strong> nenhum cartão real é cobrado.
        </p>
      </header>

      <Card>
        <h2 className={styles.sectionTitle}>Resumo</h2>
        <dl className={styles.summaryList}>
          <div>
            <dt>Estabelecimento</dt>
            <dd>{payment.estabelecimentoNome}</dd>
          </div>
          <div>
            <dt>Fila</dt>
            <dd>{payment.filaNome}</dd>
          </div>
          <div>
            <dt>Serviço</dt>
            <dd>Avançar {countOf(payment.posicoes, 'posição', 'posições')}</dd>
          </div>
          <div className={styles.total}>
            <dt>Total</dt>
            <dd>{formatMoney(payment.valorCentavos)}</dd>
          </div>
        </dl>
        {payable && (
          <>
            <p className={styles.deadline}>
              Pague até {brasiliaTime(payment.expiraEm)}. O avanço é aplicado assim que o pagamento for
              aprovado, e você recebe o recibo por e-mail.
            </p>
            {/* Said before paying (decision 054): what leaving costs, and when the money comes back. */}
            <p className={styles.policy}>
              {ADVANCE_POLICY_LEAVE} {ADVANCE_POLICY_CLOSED}
            </p>
          </>
        )}
      </Card>

      {conflict && <Alert tone="error">{conflict}</Alert>}
      {payable ? <CardForm payment={payment} onConflict={onConflict} /> : <PaymentClosed payment={payment} />}
    </div>
  );
}

/** A payment the form no longer applies to: what became of it, and the way back to the queue. */
function PaymentClosed({ payment }: { payment: AdvancePaymentView }) {
  return (
    <Card className={styles.closed}>
      <Alert tone={payment.status === 'aprovado' ? 'success' : 'info'}>{closedMessage(payment)}</Alert>
      <ButtonLink to={paymentReturnPath(payment)} replace>
        Voltar à fila
      </ButtonLink>
    </Card>
  );
}

function closedMessage(payment: AdvancePaymentView): string {
  switch (payment.status) {
    case 'aprovado':
      return 'Este pagamento já foi aprovado e o avanço, aplicado.';
    case 'estornado':
      return refundedMessage(payment);
    case 'cancelado':
      return PAYMENT_CANCELLED;
    case 'expirado':
      return PAYMENT_EXPIRED;
    default:
      // Still open on the server: past its deadline here, or paid on Mercado Pago's own page.
      return payment.provedor === 'simulado'
        ? PAYMENT_EXPIRED
        : 'Este pagamento é feito no Mercado Pago, não neste checkout de teste.';
  }
}
