import { formatCents, type Plan } from '@vez/domain';
import { ButtonLink } from '../../../components/ui/Button';
import styles from './PlansSection.module.css';

interface PlanCardProps {
  plan: Plan;
  featured?: boolean;
}

function queueLimitText(plan: Plan): string {
  return plan.maxOpenQueues === null
    ? 'Filas abertas sem limite'
    : `Até ${plan.maxOpenQueues} filas abertas ao mesmo tempo`;
}

export function PlanCard({ plan, featured = false }: PlanCardProps) {
  const titleId = `plano-${plan.slug}`;
  return (
    <article className={`${styles.card} ${featured ? styles.featured : ''}`} aria-labelledby={titleId}>
      <div className={styles.cardHeader}>
        <h3 id={titleId} className={styles.name}>
          {plan.name}
        </h3>
        {featured && <span className={styles.badge}>Mais completo</span>}
      </div>
      <p className={styles.price}>
        <span className={styles.amount}>{formatCents(plan.pricing.listMonthlyCents)}</span>
        <span className={styles.period}>/mês</span>
      </p>
      <p className={styles.limit}>{queueLimitText(plan)}</p>
      <ul className={styles.features}>
        {plan.highlights.map((highlight) => (
          <li key={highlight}>{highlight}</li>
        ))}
      </ul>
      <ButtonLink
        to="/login-estab"
        state={{ from: '/estabelecimento/planos' }}
        variant={featured ? 'primary' : 'secondary'}
        fullWidth
        aria-label={`Assinar Plano ${plan.name}`}
      >
        Assinar Plano
      </ButtonLink>
    </article>
  );
}
