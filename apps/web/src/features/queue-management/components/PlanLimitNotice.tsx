import { Link } from 'react-router';
import { Alert } from '../../../components/ui/Alert';
import type { OpenQueueLimitState } from '../open-queue-limit';
import { PLANS_PATH } from '../paths';
import styles from './QueueForms.module.css';

/**
 * The plan's limit of open queues, said before the 'Criar Fila' form (decision 058), in the words of the
 * server's refusal. When it is full the queue can still be scheduled: it opens at its time if there is
 * room, or as soon as there is.
 */
export function PlanLimitNotice({ limit }: { limit: OpenQueueLimitState }) {
  const openNow = `Abertas agora: ${limit.open} de ${limit.max}.`;
  const plans = <Link to={PLANS_PATH}>Conheça os planos</Link>;
  if (!limit.full) {
    return (
      <p className={styles.limitNote}>
        {limit.text} {openNow} {plans}
      </p>
    );
  }
  return (
    <Alert tone="info" title="Limite de filas abertas atingido">
      <p className={styles.limitText}>
        {limit.text} {openNow}
      </p>
      <p className={styles.limitText}>
        Você ainda pode programar esta fila: ela abre no horário escolhido se houver vaga, ou assim que uma
        fila for encerrada. {plans}
      </p>
    </Alert>
  );
}
