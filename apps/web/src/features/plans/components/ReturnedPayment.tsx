import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { Spinner } from '../../../components/ui/Spinner';
import { ApiError } from '../../../lib/api/errors';
import { formatIsoDate } from '../plan-format';
import styles from './PlansPage.module.css';
import { useReturnedPayment } from './useReturnedPayment';

const CONFIRMING = 'Confirmando pagamento…';

/**
 * The result of a plan bought on Mercado Pago's page, which sends the browser back to Planos with
 * `?pagamento={id}`. One live region for the whole wait, so a screen reader hears the outcome.
 */
export function ReturnedPayment({ paymentId, onClose }: { paymentId: string; onClose: () => void }) {
  const { payment, slow, retry } = useReturnedPayment(paymentId);
  const close = { onDismiss: onClose, dismissLabel: 'Fechar aviso do pagamento' };
  const data = payment.data;

  if (!data) {
    if (payment.isError) {
      const missing = payment.error instanceof ApiError && [400, 404].includes(payment.error.status);
      return (
        <Alert tone="error" {...close}>
          <p>{missing ? 'Pagamento não encontrado' : 'Erro ao verificar o pagamento'}</p>
          {!missing && (
            <Button variant="secondary" onClick={retry}>
              Tentar Novamente
            </Button>
          )}
        </Alert>
      );
    }
    return (
      <Alert tone="info" {...close}>
        <Confirming />
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
              <p>
                A confirmação está demorando mais que o normal e pode levar alguns minutos. Seu plano é
                ativado assim que o pagamento for aprovado.
              </p>
              <Button variant="secondary" onClick={retry}>
                Tentar Novamente
              </Button>
            </>
          )}
        </Alert>
      );
    case 'aprovado':
      return (
        <Alert tone="success" {...close}>
          Pagamento aprovado! Plano {data.plano_nome}
          {data.periodo
            ? ` válido de ${formatIsoDate(data.periodo.inicio)} a ${formatIsoDate(data.periodo.fim)}.`
            : '.'}
        </Alert>
      );
    case 'estornado':
      return (
        <Alert tone="info" {...close}>
          Este pagamento foi estornado: o valor voltou para o cartão e o período não vale mais.
        </Alert>
      );
  }
}

function Confirming({ asking = true }: { asking?: boolean }) {
  return (
    <p className={styles.confirming}>
      {asking && <Spinner size="small" label="" />}
      {CONFIRMING}
    </p>
  );
}
