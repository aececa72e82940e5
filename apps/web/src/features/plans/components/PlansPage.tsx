import { PLANS, type PlanStatusView } from '@vez/domain';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/Alert';
import { ErrorState, LoadingState } from '../../../components/ui/PageStates';
import { errorMessage } from '../../../lib/api/errors';
import { usePageTitle } from '../../../lib/usePageTitle';
import { usePlanStatus } from '../api/plans-api';
import { daysText, formatIsoDate, planInForceOf, planNotice, UNKNOWN_PLAN } from '../plan-format';
import { PaymentHistory } from './PaymentHistory';
import { PlanOfferCard } from './PlanOfferCard';
import styles from './PlansPage.module.css';
import { ReturnedPayment } from './ReturnedPayment';

/** The support address the FAQ and the landing page give; plan questions go there too. */
export const PLANS_CONTACT_EMAIL = 'suporte@vez.app';

/** What the payment page hands Planos after a purchase: the success message to show once. */
export interface PlansNavigationState {
  message?: string;
}

function messageFrom(state: unknown): string | null {
  const message = (state as PlansNavigationState | null)?.message;
  return typeof message === 'string' && message ? message : null;
}

/**
 * Planos: the plan in force, the two plans with 'Assinar Plano' or 'Renovar Contrato', the
 * contact address and the history of plan payments; also where Mercado Pago sends the buyer back.
 */
export function PlansPage() {
  usePageTitle('Planos');
  const status = usePlanStatus();
  const location = useLocation();
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const returnedPaymentId = searchParams.get('pagamento');
  // Read once: the history entry forgets it below, so a reload or a later visit does not repeat it.
  const [success, setSuccess] = useState(() => messageFrom(location.state));

  useEffect(() => {
    if (messageFrom(location.state)) {
      navigate({ pathname: location.pathname, search: location.search }, { replace: true, state: null });
    }
  }, [location, navigate]);

  const forgetReturnedPayment = () =>
    setSearchParams(
      (params) => {
        params.delete('pagamento');
        return params;
      },
      { replace: true },
    );

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1>Planos</h1>
        <p className={styles.lead}>
          Escolha quantas filas seu estabelecimento mantém abertas e o nível de detalhe dos relatórios.
        </p>
      </header>

      {success && (
        <Alert tone="success" onDismiss={() => setSuccess(null)} dismissLabel="Fechar aviso do pagamento">
          {success}
        </Alert>
      )}
      {returnedPaymentId && <ReturnedPayment paymentId={returnedPaymentId} onClose={forgetReturnedPayment} />}

      {status.isPending ? (
        <LoadingState message="Carregando planos..." />
      ) : status.isError && !status.data ? (
        <ErrorState
          message={errorMessage(status.error, 'Erro ao carregar planos')}
          onRetry={() => void status.refetch()}
        />
      ) : (
        <PlanOffers status={status.data} />
      )}

      <PaymentHistory />
    </div>
  );
}

function PlanOffers({ status }: { status: PlanStatusView }) {
  const notice = planNotice(status);
  return (
    <>
      <CurrentPlan status={status} />
      {notice && <Alert tone="info">{notice}</Alert>}
      <ul className={styles.plans} aria-label="Planos disponíveis">
        {PLANS.map((plan) => (
          <li key={plan.id} className={styles.item}>
            <PlanOfferCard plan={plan} status={status} />
          </li>
        ))}
      </ul>
      <p className={styles.contact}>
        Dúvidas sobre os planos ou precisa de algo sob medida? Escreva para{' '}
        <a href={`mailto:${PLANS_CONTACT_EMAIL}`}>{PLANS_CONTACT_EMAIL}</a>.
      </p>
    </>
  );
}

/**
 * "Plano atual": which plan is in force and until when; 'Plano desconhecido' for an id we do not know.
 * Without a plan the notice above the cards says so instead.
 */
function CurrentPlan({ status }: { status: PlanStatusView }) {
  const { subscription, plan } = planInForceOf(status);
  if (!status.hasActivePlan || !subscription) return null;
  return (
    <dl className={styles.currentPlan}>
      <div>
        <dt>Plano atual</dt>
        <dd>{plan?.name ?? UNKNOWN_PLAN}</dd>
      </div>
      <div>
        <dt>Vencimento</dt>
        <dd>
          {formatIsoDate(subscription.data_vencimento)} ({daysText(subscription.dias_restantes)})
        </dd>
      </div>
    </dl>
  );
}
