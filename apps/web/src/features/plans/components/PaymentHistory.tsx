import { formatCents } from '@vez/domain';
import { EmptyState, ErrorState, LoadingState } from '../../../components/ui/PageStates';
import { errorMessage } from '../../../lib/api/errors';
import { usePlanPayments } from '../api/plans-api';
import { formatIsoDate, PAYMENT_STATUS_LABELS, paymentMethodText, periodText } from '../plan-format';
import styles from './PaymentHistory.module.css';

/** 'Histórico de pagamentos': a table on wide screens, one card per payment on phones (CSS only). */
export function PaymentHistory() {
  const payments = usePlanPayments();

  return (
    <section className={styles.section} aria-labelledby="historico-pagamentos">
      <h2 id="historico-pagamentos" className={styles.title}>
        Histórico de pagamentos
      </h2>
      {payments.isPending ? (
        <LoadingState message="Carregando pagamentos..." />
      ) : payments.isError && !payments.data ? (
        <ErrorState
          message={errorMessage(payments.error, 'Erro ao carregar pagamentos')}
          onRetry={() => void payments.refetch()}
        />
      ) : payments.data.length === 0 ? (
        <EmptyState message="Nenhum pagamento de plano ainda." />
      ) : (
        <div className={styles.wrapper}>
          <div className={styles.frame}>
            <table className={styles.table}>
              <caption className="visually-hidden">
                Pagamentos de plano, do mais recente ao mais antigo
              </caption>
              <thead>
                <tr>
                  <th scope="col">Data</th>
                  <th scope="col">Plano</th>
                  <th scope="col">Período</th>
                  <th scope="col">Valor</th>
                  <th scope="col">Pagamento</th>
                  <th scope="col">Situação</th>
                </tr>
              </thead>
              <tbody>
                {payments.data.map((payment) => (
                  <tr key={payment.id} className={styles.row}>
                    <td data-label="Data">{formatIsoDate(payment.data)}</td>
                    <td data-label="Plano">
                      <span className={styles.planCell}>
                        <span className={styles.plan}>{payment.plano_nome}</span>
                        <span className={styles.muted}>{payment.descricao}</span>
                      </span>
                    </td>
                    <td data-label="Período" className={styles.nowrap}>
                      {periodText(payment)}
                    </td>
                    <td data-label="Valor" className={styles.amount}>
                      {formatCents(payment.valorCentavos)}
                    </td>
                    <td data-label="Pagamento" className={styles.nowrap}>
                      {paymentMethodText(payment)}
                    </td>
                    <td data-label="Situação">
                      <span className={`${styles.status} ${styles[payment.status]}`}>
                        {PAYMENT_STATUS_LABELS[payment.status]}
                      </span>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </div>
      )}
    </section>
  );
}
