import { formatCents, type PlanCharge } from '@vez/domain';
import styles from './PlanPaymentPage.module.css';

interface PaymentSummaryProps {
  /** Exactly what the server will charge (`cobrancas[slug]` of the plan status): never a browser sum. */
  charge: PlanCharge;
  /** When the period bought starts: a date (a renewal starts at the current expiry), null = today, undefined = unknown. */
  startsOn: string | null | undefined;
}

/** 'Resumo': the plan line, the discount line (SPEC keeps it, at R$ 0,00) and the total. */
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
        <div>
          <dt>Desconto</dt>
          <dd>{formatCents(charge.discountCents)}</dd>
        </div>
        <div className={styles.total}>
          <dt>Total</dt>
          <dd>{formatCents(charge.totalCents)}</dd>
        </div>
      </dl>
      <p className={styles.note}>
        Vale por {charge.durationDays} dias
        {startsOn === undefined ? '' : startsOn === null ? ' a partir de hoje' : `, a partir de ${startsOn}`}.
      </p>
    </>
  );
}
