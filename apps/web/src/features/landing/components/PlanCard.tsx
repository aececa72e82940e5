import { formatCents, type Plan, planPriceTerms } from '@vez/domain';
import { ButtonLink } from '../../../components/ui/Button';
import { useSession } from '../../../lib/session/useSession';
import { loginPathReturningTo } from '../../auth';
import { planPaymentPath, queueLimitText } from '../../plans';
import styles from './PlansSection.module.css';

interface PlanCardProps {
  plan: Plan;
  featured?: boolean;
}

export function PlanCard({ plan, featured = false }: PlanCardProps) {
  const titleId = `plano-${plan.slug}`;
  // 'Assinar Plano' leads to this plan's payment page, through the establishment login when needed.
  const loggedIn = useSession('estabelecimento') !== null;
  const payment = planPaymentPath(plan.slug);
  // Beside the monthly price: what is charged, and when, and the promotion (issue 38, item 8).
  const terms = planPriceTerms(plan);
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
      <p className={styles.terms}>{terms.charged}</p>
      {terms.afterwards && <p className={styles.terms}>{terms.afterwards}</p>}
      <p className={styles.limit}>{queueLimitText(plan)}</p>
      <ul className={styles.features}>
        {plan.highlights.map((highlight) => (
          <li key={highlight}>{highlight}</li>
        ))}
      </ul>
      <ButtonLink
        // In the address, not in navigation state: on the prerendered landing page (decision 029) this
        // is a plain link until the app runs.
        to={loggedIn ? payment : loginPathReturningTo('/login-estab', payment)}
        variant={featured ? 'primary' : 'secondary'}
        fullWidth
        aria-label={`Assinar Plano ${plan.name}`}
      >
        Assinar Plano
      </ButtonLink>
    </article>
  );
}
