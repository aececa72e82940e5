import { formatCents, type PlanCharge } from '@vez/domain';
import styles from './PlanPaymentPage.module.css';

interface PaymentSummaryProps {
  /** Exactly what the server will charge (`cobrancas[slug]` of the plan status): never a browser sum. */
  charge: PlanCharge;
  /** When the period bought starts: a date (a renewal starts at the current expiry), null = today, undefined = unknown. */
  startsOn: string | null | undefined;
}

/**
 * 'Resumo': the period's price, the promotion as a discount line (R$ 0,00 without one),
 * the total, and when it is charged.
 */
export function PaymentSummary({ charge, startsOn }: PaymentSummaryProps) {
  return (
    <>
      <h2 id="resumo" className={styles.sectionTitle}>
        Resumo
      </h2>
      <dl className={styles.summary}>
        <div className={styles.planLine}>
          <dt>Plano</dt>
          <dd>{formatCents(charge.planCents)}</dd>
          <dd className={styles.description}>{charge.description}</dd>
        </div>
        <div className={charge.discountCents > 0 ? styles.discount : undefined}>
          <dt>Desconto{charge.discountDescription ? ` (${charge.discountDescription})` : ''}</dt>
          <dd>{charge.discountCents > 0 ? `−${formatCents(charge.discountCents)}` : formatCents(0)}</dd>
        </div>
        <div className={styles.total}>
          <dt>Total</dt>
          <dd>{formatCents(charge.totalCents)}</dd>
        </div>
      </dl>
      <p className={styles.note}>
        {formatCents(charge.totalCents)} cobrados de uma vez, ao confirmar o pagamento. Vale por{' '}
        {charge.durationDays} dias
        {startsOn === undefined ? '' : startsOn === null ? ' a partir de hoje' : `, a partir de ${startsOn}`}.
        {charge.discountCents > 0 && ' A renovação custa o preço do período, sem desconto.'}
      </p>
    </>
  );
}
