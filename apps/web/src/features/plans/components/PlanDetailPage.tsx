import { findPlanBySlug, formatCents, type Plan, type PlanSlug, type PlanStatusView } from '@vez/domain';
import { ButtonLink } from '../../../components/ui/Button';
import { Card } from '../../../components/ui/Card';
import { ErrorState } from '../../../components/ui/PageStates';
import { Spinner } from '../../../components/ui/Spinner';
import { errorMessage } from '../../../lib/api/errors';
import { usePageTitle } from '../../../lib/usePageTitle';
import { usePlanStatus } from '../api/plans-api';
import { PLANS_PATH, planPaymentPath } from '../paths';
import { formatIsoDate, isPlanInForce, subscribeActionOf } from '../plan-format';
import styles from './PlanDetailPage.module.css';
import { PlanPriceTerms } from './PlanPriceTerms';

/**
 * A plan's detail page: its monthly price of reference, duration and features, and — from the
 * plan status — its expiry date and days remaining while it is in force ('N/A' otherwise).
 */
export function PlanDetailPage({ slug }: { slug: PlanSlug }) {
  const plan = findPlanBySlug(slug) as Plan;
  usePageTitle(`Plano ${plan.name}`);
  const status = usePlanStatus();
  const action = subscribeActionOf(status.data, plan);

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <p className={styles.eyebrow}>Plano</p>
        <h1>{plan.name}</h1>
      </header>

      <Card className={styles.card}>
        <p className={styles.price}>
          {/* What a month costs on the contract that can be bought: the headline is what is charged. */}
          <span className={styles.amount}>{formatCents(plan.pricing.listMonthlyCents)}</span>
          <span className={styles.per}>/mês</span>
        </p>
        <PlanPriceTerms plan={plan} charge={status.data?.cobrancas?.[plan.slug]} className={styles.terms} />
        {plan.pricing.detailMonthlyCents !== plan.pricing.listMonthlyCents && (
          <p className={styles.explanation}>
            Preço de referência mês a mês: {formatCents(plan.pricing.detailMonthlyCents)}. No contrato anual,
            o {plan.name} sai por <strong>{formatCents(plan.pricing.listMonthlyCents)}/mês</strong> (
            {formatCents(plan.pricing.periodCents)} à vista).
          </p>
        )}
        <dl className={styles.facts}>
          <div>
            <dt>Duração:</dt> <dd>{plan.durationDays} dias</dd>
          </div>
        </dl>

        <h2 className={styles.subtitle}>O que está incluído</h2>
        <ul className={styles.features}>
          {plan.detailFeatures.map((feature) => (
            <li key={feature}>{feature}</li>
          ))}
        </ul>

        <section className={styles.contract} aria-labelledby="seu-contrato">
          <h2 id="seu-contrato" className={styles.subtitle}>
            Seu contrato
          </h2>
          {status.isPending ? (
            <p className={styles.loading} role="status">
              <Spinner size="small" label="" />
              Carregando plano...
            </p>
          ) : status.isError && !status.data ? (
            <ErrorState
              message={errorMessage(status.error, 'Erro ao carregar o plano')}
              onRetry={() => void status.refetch()}
            />
          ) : (
            <ContractFacts plan={plan} status={status.data} />
          )}
        </section>

        <div className={styles.actions}>
          <ButtonLink to={planPaymentPath(plan.slug)} aria-label={`${action} ${plan.name}`}>
            {action}
          </ButtonLink>
          <ButtonLink to={PLANS_PATH} variant="secondary">
            Voltar para Planos
          </ButtonLink>
        </div>
      </Card>
    </div>
  );
}

/** 'Vencimento' and 'Dias restantes' of this plan when it is the one in force; 'Começa em' when queued. */
function ContractFacts({ plan, status }: { plan: Plan; status: PlanStatusView }) {
  const subscription = status.subscription;
  const inForce = subscription && isPlanInForce(status, plan) ? subscription : null;
  const queued = subscription?.proximo?.plano_id === plan.id ? subscription.proximo : null;
  return (
    <dl className={styles.facts}>
      <div>
        <dt>Vencimento:</dt> <dd>{inForce ? formatIsoDate(inForce.data_vencimento) : 'N/A'}</dd>
      </div>
      <div>
        <dt>Dias restantes:</dt> <dd>{inForce ? inForce.dias_restantes : 'N/A'}</dd>
      </div>
      {queued && (
        <div>
          <dt>Começa em</dt> <dd>{formatIsoDate(queued.data_inicio)}</dd>
        </div>
      )}
    </dl>
  );
}
