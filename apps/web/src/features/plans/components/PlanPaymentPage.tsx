import { findPlanBySlug, type Plan, type PlanStatusView } from '@vez/domain';
import { useSearchParams } from 'react-router';
import { ButtonLink } from '../../../components/ui/Button';
import { ErrorState, LoadingState } from '../../../components/ui/PageStates';
import { errorMessage } from '../../../lib/api/errors';
import { useSession } from '../../../lib/session/useSession';
import { usePageTitle } from '../../../lib/usePageTitle';
import { type CompanyProfile, useCompanyProfile, usePlanStatus } from '../api/plans-api';
import { PLANS_PATH } from '../paths';
import { UNKNOWN_PLAN } from '../plan-format';
import { PlanPaymentForm } from './PlanPaymentForm';
import styles from './PlanPaymentPage.module.css';

/**
 * The establishment's payment page (`/estabelecimento/pagamento?plano=essencial|profissional`): company
 * data, billing address, card (simulated provider) and the server's summary of what the plan costs.
 */
export function PlanPaymentPage() {
  usePageTitle('Pagamento');
  const [searchParams] = useSearchParams();
  const plan = findPlanBySlug(searchParams.get('plano') ?? '');

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1>Pagamento</h1>
        {plan && <p className={styles.lead}>Plano {plan.name}</p>}
      </header>
      {plan ? (
        <PaymentLoader plan={plan} />
      ) : (
        <div className={styles.unknown}>
          <ErrorState message={UNKNOWN_PLAN} />
          <ButtonLink to={PLANS_PATH} variant="secondary">
            Ver planos
          </ButtonLink>
        </div>
      )}
    </div>
  );
}

/** Waits for the plan status (prices, provider) and the company's profile (the prefill) before the form. */
function PaymentLoader({ plan }: { plan: Plan }) {
  const session = useSession('estabelecimento');
  const status = usePlanStatus();
  const company = useCompanyProfile(session?.id ?? 0);

  if (status.isPending || company.isLoading) return <LoadingState message="Carregando pagamento..." />;
  if (status.isError && !status.data) {
    return (
      <ErrorState
        message={errorMessage(status.error, 'Erro ao carregar o pagamento')}
        onRetry={() => void status.refetch()}
      />
    );
  }
  return (
    <PaymentReady
      // A new plan is a new visit: a fresh form and a fresh idempotency key.
      key={plan.slug}
      plan={plan}
      status={status.data}
      // Without the profile (a failed read) the fields start empty; the purchase does not depend on it.
      company={company.data ?? null}
    />
  );
}

function PaymentReady({
  plan,
  status,
  company,
}: {
  plan: Plan;
  status: PlanStatusView;
  company: CompanyProfile | null;
}) {
  const charge = status.cobrancas?.[plan.slug];
  if (!charge) return <ErrorState message="Erro ao carregar o valor do plano" />;
  return <PlanPaymentForm plan={plan} status={status} charge={charge} company={company} />;
}
