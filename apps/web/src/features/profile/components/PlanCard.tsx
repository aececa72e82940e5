import { QUEUES_WITHOUT_PLAN } from '@vez/domain';
import { useId } from 'react';
import { Button, ButtonLink } from '../../../components/ui/Button';
import { Card } from '../../../components/ui/Card';
import { Spinner } from '../../../components/ui/Spinner';
import { countOf } from '../../../lib/format';
import { daysText, formatIsoDate, PLANS_PATH, planInForceOf, usePlanStatus } from '../../plans';
import styles from './Profile.module.css';

/** The plan in force and its expiry, with the way to Planos (the plan card of 'Dados da Empresa'). */
export function PlanCard() {
  const titleId = useId();
  const status = usePlanStatus();
  const inForce = status.data ? planInForceOf(status.data) : null;
  const active = Boolean(status.data?.hasActivePlan && inForce?.subscription);

  return (
    <Card>
      <section aria-labelledby={titleId}>
        <h2 id={titleId} className={styles.cardTitle}>
          Plano
        </h2>
        {status.isPending ? (
          <p className={styles.cardText} role="status">
            <Spinner size="small" label="" /> Carregando plano...
          </p>
        ) : status.isError ? (
          <div role="alert">
            <p className={styles.cardText}>Erro ao carregar o plano.</p>
            <Button variant="secondary" onClick={() => void status.refetch()}>
              Tentar Novamente
            </Button>
          </div>
        ) : active && inForce?.subscription ? (
          <dl className={styles.facts}>
            <div>
              <dt>Plano atual</dt>
              <dd className={styles.planName}>{inForce.plan?.name ?? 'Plano desconhecido'}</dd>
            </div>
            <div>
              <dt>Vencimento</dt>
              <dd>
                {formatIsoDate(inForce.subscription.data_vencimento)} (
                {daysText(inForce.subscription.dias_restantes)})
              </dd>
            </div>
          </dl>
        ) : (
          <p className={styles.cardText}>
            Sem plano ativo: {countOf(QUEUES_WITHOUT_PLAN, 'fila aberta', 'filas abertas')} por vez.
          </p>
        )}
        {!status.isPending && !status.isError && (
          <div className={styles.actionsRow}>
            <ButtonLink to={PLANS_PATH} variant="secondary">
              {active ? 'Ver planos' : 'Conhecer os planos'}
            </ButtonLink>
          </div>
        )}
      </section>
    </Card>
  );
}
