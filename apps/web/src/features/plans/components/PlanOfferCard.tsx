import { formatCents, type Plan, type PlanStatusView, planTeamText } from '@vez/domain';
import { Link } from 'react-router';
import { ButtonLink } from '../../../components/ui/Button';
import { planDetailPath, planPaymentPath } from '../paths';
import { formatIsoDate, isPlanInForce, queueLimitText, subscribeActionOf } from '../plan-format';
import { PlanPriceTerms } from './PlanPriceTerms';
import styles from './PlansPage.module.css';

interface PlanOfferCardProps {
  plan: Plan;
  status: PlanStatusView;
}

/**
 * One plan on Planos: its monthly price with what is charged and when (and this establishment's
 * promotion, if any), its limit and highlights, and the way to buy or renew it.
 */
export function PlanOfferCard({ plan, status }: PlanOfferCardProps) {
  const titleId = `plano-${plan.slug}`;
  const inForce = isPlanInForce(status, plan);
  const action = subscribeActionOf(status, plan);
  const next = status.subscription?.proximo?.plano_id === plan.id ? status.subscription.proximo : null;

  return (
    <article className={`${styles.card} ${inForce ? styles.inForce : ''}`} aria-labelledby={titleId}>
      <div className={styles.cardHeader}>
        <h2 id={titleId} className={styles.name}>
          {plan.name}
        </h2>
        {inForce && <span className={styles.badge}>Plano atual</span>}
        {next && <span className={styles.badge}>Já contratado</span>}
      </div>
      <p className={styles.price}>
        <span className={styles.amount}>{formatCents(plan.pricing.listMonthlyCents)}</span>
        <span className={styles.per}>/mês</span>
      </p>
      <PlanPriceTerms plan={plan} charge={status.cobrancas?.[plan.slug]} className={styles.term} />
      <p className={styles.limit}>{queueLimitText(plan)}</p>
      {/* How many people the team may have on this plan (decision 070). */}
      <p className={styles.limit}>{planTeamText(plan.id)}</p>
      {inForce && status.subscription && (
        <p className={styles.expiry}>Vence em {formatIsoDate(status.subscription.data_vencimento)}</p>
      )}
      {next && <p className={styles.expiry}>Começa em {formatIsoDate(next.data_inicio)}</p>}
      <ul className={styles.features}>
        {plan.highlights.map((highlight) => (
          <li key={highlight}>{highlight}</li>
        ))}
      </ul>
      <div className={styles.cardActions}>
        <ButtonLink
          to={planPaymentPath(plan.slug)}
          variant={inForce || !status.hasActivePlan ? 'primary' : 'secondary'}
          fullWidth
          aria-label={`${action} ${plan.name}`}
        >
          {action}
        </ButtonLink>
        <Link
          to={planDetailPath(plan.slug)}
          className={styles.details}
          aria-label={`Ver detalhes do ${plan.name}`}
        >
          Ver detalhes
        </Link>
      </div>
    </article>
  );
}
