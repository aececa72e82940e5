import type { OpenQueueLimit } from '@vez/domain';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/Alert';
import type { ManagedQueue } from '../api/queue-management-api';
import { heldQueues, openQueueLimitState } from '../open-queue-limit';
import { PLANS_PATH } from '../paths';

interface HeldQueuesNoticeProps {
  queues: readonly ManagedQueue[];
  limit: OpenQueueLimit | null;
}

/**
 * Gerenciar Filas tells why a scheduled queue has not opened at its time: the plan's limit of open queues
 * is full, and it opens by itself once a queue closes or the plan grows (decision 058).
 */
export function HeldQueuesNotice({ queues, limit }: HeldQueuesNoticeProps) {
  const held = heldQueues(queues);
  const state = openQueueLimitState(queues, limit);
  if (held.length === 0 || !state) return null;
  const names = held.map((queue) => `‘${queue.nome}’ (${queue.horario_abertura})`).join(', ');
  const one = held.length === 1;
  return (
    <Alert tone="info" title={one ? 'Fila aguardando vaga para abrir' : 'Filas aguardando vaga para abrir'}>
      <p>
        {one
          ? `A fila ${names} chegou ao horário e não abriu. `
          : `As filas ${names} chegaram ao horário e não abriram. `}
        {state.text} {one ? 'Ela abre sozinha' : 'Elas abrem sozinhas'} assim que uma fila for encerrada.{' '}
        <Link to={PLANS_PATH}>Conheça os planos</Link>
      </p>
    </Alert>
  );
}
