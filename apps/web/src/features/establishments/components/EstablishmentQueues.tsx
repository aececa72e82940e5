import { waitBasisLabel } from '@vez/domain';
import { useNavigate } from 'react-router';
import { useToast } from '../../../components/toast/ToastProvider';
import { Button } from '../../../components/ui/Button';
import { EmptyState, ErrorState, LoadingState } from '../../../components/ui/PageStates';
import { formatMinutes, formatMinutesRange, peopleCount } from '../../../lib/format';
import { isOpen, openingLabel } from '../../../lib/queue-status';
import { useEstablishmentQueues } from '../api/establishments-api';
import styles from './EstablishmentDetailPage.module.css';

/** The queues' table: Filas, Pessoas, Média espera, Horário, Ação. Only an open queue can be viewed. */
export function EstablishmentQueues({ establishmentId }: { establishmentId: number }) {
  const query = useEstablishmentQueues(establishmentId);
  const navigate = useNavigate();
  const toast = useToast();

  if (query.isPending) return <LoadingState message="Carregando filas..." />;
  if (query.isError) {
    return <ErrorState message="Erro ao carregar filas" onRetry={() => void query.refetch()} />;
  }
  if (query.data.length === 0) return <EmptyState message="Nenhuma fila ativa" />;

  return (
    <section aria-labelledby="filas-titulo">
      <h2 id="filas-titulo" className={styles.sectionTitle}>
        Filas
      </h2>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">Filas</th>
            <th scope="col">Pessoas</th>
            <th scope="col">Média espera</th>
            <th scope="col">Horário</th>
            <th scope="col">Ação</th>
          </tr>
        </thead>
        <tbody>
          {query.data.map((queue) => {
            const open = isOpen(queue);
            return (
              <tr key={queue.id}>
                <th scope="row" data-label="Fila">
                  <span className={styles.queueName}>{queue.nome}</span>
                  {queue.descricao && <span className={styles.queueNote}>{queue.descricao}</span>}
                </th>
                <td data-label="Pessoas">{peopleCount(queue.clientes_na_fila)}</td>
                <td data-label="Média espera">
                  {queue.tempo_medio_faixa
                    ? formatMinutesRange(queue.tempo_medio_faixa)
                    : formatMinutes(queue.tempo_medio_espera)}
                  {/* The words of the queue page itself (decision 023). */}
                  <span className={styles.queueNote}>{waitBasisLabel(queue.tempo_medio_baseado_em)}</span>
                </td>
                <td data-label="Horário">
                  <span className={open ? styles.now : styles.closed}>{openingLabel(queue)}</span>
                </td>
                <td data-label="Ação">
                  <Button
                    variant={open ? 'primary' : 'secondary'}
                    aria-disabled={!open || undefined}
                    className={open ? '' : styles.inactiveButton}
                    onClick={() =>
                      open
                        ? navigate(`/cliente/filas/${queue.id}`)
                        : toast('Esta fila não está ativa no momento', 'info')
                    }
                  >
                    Ver Fila
                  </Button>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}
