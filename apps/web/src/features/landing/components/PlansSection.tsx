import { PLANS, QUEUES_WITHOUT_PLAN } from '@vez/domain';
import { Link } from 'react-router';
import { LandingSection } from './LandingSection';
import { PlanCard } from './PlanCard';
import styles from './PlansSection.module.css';

/** Prices and features come from the domain catalogue, the same one the server charges from. */
export function PlansSection() {
  return (
    <LandingSection
      id="plano"
      eyebrow="Planos para estabelecimentos"
      title="Escolha o plano do seu negócio"
      lead="Para clientes, o Vez é gratuito. Estabelecimentos escolhem o plano conforme o número de filas e o nível de detalhe que precisam."
    >
      <ul className={styles.plans}>
        {PLANS.map((plan) => (
          <li key={plan.id} className={styles.item}>
            <PlanCard plan={plan} featured={plan.maxOpenQueues === null} />
          </li>
        ))}
      </ul>
      <p className={styles.note}>
        Sem plano, seu estabelecimento mantém {QUEUES_WITHOUT_PLAN} fila aberta por vez. Ainda não tem conta?{' '}
        <Link to="/cadastro-estabelecimento">Cadastre seu estabelecimento</Link>.
      </p>
    </LandingSection>
  );
}
