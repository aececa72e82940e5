import {
  clientEstablishmentPath,
  estimatedWaitMinutes,
  estimatedWaitRange,
  type QueueView,
  waitBasisLabel,
} from '@vez/domain';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/Button';
import { EmptyState, ErrorState, LoadingState } from '../../../components/ui/PageStates';
import { formatMinutes, formatMinutesRange, peopleCount } from '../../../lib/format';
import { isOpen, openingLabel } from '../../../lib/queue-status';
import type { AuthNavigationState } from '../../auth';
import { GuestJoinOffer } from '../../guest-ticket';
import { useEstablishmentQueues } from '../api/establishments-api';
import styles from './VisitorQueues.module.css';

/** People waiting move while the page is open; a visitor has no live stream (as the poster's link page). */
const READ_AGAIN_MS = 30_000;

interface VisitorQueuesProps {
  establishmentId: number;
  establishmentName: string;
}

/**
 * The establishment's open and scheduled queues as a visitor sees them (decision 069): how many wait, the
 * wait of whoever joins now and when each opens; nobody's name. An open queue offers 'Entrar sem cadastro'
 * where it takes guests, and the account's way in always.
 */
export function VisitorQueues({ establishmentId, establishmentName }: VisitorQueuesProps) {
  const query = useEstablishmentQueues(establishmentId, { refetchInterval: READ_AGAIN_MS });

  if (query.isPending) return <LoadingState message="Carregando filas..." />;
  if (query.isError) {
    return <ErrorState message="Erro ao carregar filas" onRetry={() => void query.refetch()} />;
  }

  return (
    <section aria-labelledby="filas-titulo" className={styles.section}>
      <h2 id="filas-titulo" className={styles.title}>
        Filas
      </h2>
      {query.data.length === 0 ? (
        <EmptyState message="Nenhuma fila aberta agora">
          <p className={styles.note}>Volte mais tarde ou fale com o estabelecimento.</p>
        </EmptyState>
      ) : (
        <ul className={styles.list}>
          {openFirst(query.data).map((queue) => (
            <VisitorQueue
              key={queue.id}
              queue={queue}
              establishmentId={establishmentId}
              establishmentName={establishmentName}
            />
          ))}
        </ul>
      )}
    </section>
  );
}

/** The order of the status words: what a visitor can join now comes first, the API's order within each. */
const STATUS_ORDER: Record<QueueView['status'], number> = { ativa: 0, pausada: 1, agendada: 2, encerrada: 3 };

function openFirst(queues: QueueView[]): QueueView[] {
  return [...queues].sort((a, b) => STATUS_ORDER[a.status] - STATUS_ORDER[b.status]);
}

/** Why a queue listed here cannot be joined now, in the poster's link page's words. */
function closedNote(queue: QueueView): string | null {
  if (queue.status === 'pausada') {
    return 'Fila pausada: ninguém entra nem é chamado agora. Tente de novo em alguns minutos.';
  }
  if (queue.status === 'agendada') return 'Esta fila ainda não abriu.';
  return null;
}

/** What whoever joins now waits: the next free position, as the poster's link page says it (decision 023). */
function waitForNewcomer(queue: QueueView): string {
  const position = queue.posicoes_ocupadas + 1;
  const range = estimatedWaitRange(position, queue.tempo_medio_faixa);
  if (range) return formatMinutesRange(range);
  const minutes = estimatedWaitMinutes(position, queue.tempo_medio_espera);
  return minutes === 0 ? 'Sem espera agora' : formatMinutes(minutes);
}

function VisitorQueue({
  queue,
  establishmentId,
  establishmentName,
}: {
  queue: QueueView;
  establishmentId: number;
  establishmentName: string;
}) {
  const navigate = useNavigate();
  const open = isOpen(queue);
  const guests = queue.permitir_convidados;
  const note = open ? null : closedNote(queue);

  // The poster's link page's words, and back to this establishment's page once logged in.
  const logIn = () => {
    const state: AuthNavigationState = {
      from: clientEstablishmentPath(establishmentId),
      message: `Entre na sua conta para entrar na fila “${queue.nome}”. Ainda não tem conta? Crie a sua no link abaixo.`,
      tone: 'info',
    };
    navigate('/login', { state });
  };

  return (
    <li className={styles.queue}>
      <div className={styles.top}>
        <h3 className={styles.name}>{queue.nome}</h3>
        {/* The 'Horário' of the client's page, as a badge that keeps its word (docs/conventions.md). */}
        <p className={`${styles.when} ${open ? styles.now : styles.closed}`}>
          <span className="visually-hidden">Horário: </span>
          {openingLabel(queue)}
        </p>
      </div>
      {queue.descricao && <p className={styles.note}>{queue.descricao}</p>}
      <dl className={styles.facts}>
        <div>
          <dt>Na fila agora</dt>
          <dd>{peopleCount(queue.clientes_na_fila)}</dd>
        </div>
        {open && (
          <div>
            <dt>Espera estimada</dt>
            <dd>
              {waitForNewcomer(queue)}
              <small className={styles.basis}>{waitBasisLabel(queue.tempo_medio_baseado_em)}</small>
            </dd>
          </div>
        )}
      </dl>
      {note && <p className={styles.note}>{note}</p>}
      <div className={styles.actions}>
        {/* Mounted while closed too: a form already open stays open if the queue pauses meanwhile. */}
        <GuestJoinOffer
          queueId={queue.id}
          queueName={queue.nome}
          establishment={establishmentName}
          variant="primary"
          rules={{ open, allowed: guests, phoneRequired: queue.convidado_precisa_celular }}
        />
        {open && (
          <Button fullWidth variant={guests ? 'secondary' : 'primary'} onClick={logIn}>
            {guests ? 'Entrar com minha conta' : 'Entrar na fila'}
          </Button>
        )}
      </div>
    </li>
  );
}
