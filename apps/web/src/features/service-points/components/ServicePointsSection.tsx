import type { ServicePoint } from '@vez/domain';
import { useState } from 'react';
import { useToast } from '../../../components/toast/ToastProvider';
import { Button } from '../../../components/ui/Button';
import { ConfirmDialog, useConfirmation } from '../../../components/ui/ConfirmDialog';
import { errorMessage } from '../../../lib/api/errors';
import { useRemoveServicePoint, useServicePoints } from '../api/service-points-api';
import { PointDialog, type QueueChoice } from './PointDialog';
import styles from './ServicePoints.module.css';

interface ServicePointsSectionProps {
  establishmentId: number;
  /** The establishment's queues, for the choice of which ones a point serves. */
  queues: QueueChoice[];
}

/**
 * 'Pontos de atendimento' (issue 37, decision 071), at the foot of Gerenciar Filas: the owner names the
 * places where people are served and the queues each serves. Whoever calls then picks their point on
 * the queue's detail, and the client reads 'Dirija-se à Cadeira 2'.
 */
export function ServicePointsSection({ establishmentId, queues }: ServicePointsSectionProps) {
  const points = useServicePoints(establishmentId);
  const remove = useRemoveServicePoint(establishmentId);
  const toast = useToast();
  const confirmation = useConfirmation();
  const [editing, setEditing] = useState<ServicePoint | 'new' | null>(null);
  const [removing, setRemoving] = useState<ServicePoint | null>(null);
  const list = points.data ?? [];
  const queueName = (id: number) => queues.find((queue) => queue.id === id)?.nome;

  return (
    <section className={styles.section} aria-labelledby="service-points-title">
      <div className={styles.heading}>
        <h2 id="service-points-title" className={styles.title}>
          Pontos de atendimento
        </h2>
        <Button variant="secondary" aria-haspopup="dialog" onClick={() => setEditing('new')}>
          Novo ponto
        </Button>
      </div>
      <p className={styles.note}>
        Cadeiras, consultórios, caixas: quem chama escolhe, no detalhe da fila, o ponto em que está, e o
        cliente chamado lê “Dirija-se à Cadeira 2”. O painel da TV anuncia o ponto. Sem pontos, tudo segue
        como antes.
      </p>
      {points.isPending ? (
        <p className={styles.muted}>Carregando os pontos...</p>
      ) : points.isError && !points.data ? (
        <p className={styles.muted} role="alert">
          {errorMessage(points.error, 'Não foi possível carregar os pontos de atendimento.')}{' '}
          <Button variant="ghost" onClick={() => void points.refetch()}>
            Tentar Novamente
          </Button>
        </p>
      ) : list.length === 0 ? (
        <p className={styles.muted}>Nenhum ponto de atendimento.</p>
      ) : (
        <ul className={styles.list}>
          {list.map((point) => {
            const served = point.filas.map(queueName).filter(Boolean);
            const nameId = `service-point-${point.id}`;
            return (
              <li key={point.id} className={styles.row}>
                <span id={nameId} className={styles.name}>
                  {point.nome}
                </span>
                <span className={styles.muted}>
                  {served.length > 0 ? `Atende: ${served.join(', ')}` : 'Ainda não atende nenhuma fila'}
                </span>
                <span className={styles.rowActions}>
                  <Button
                    variant="ghost"
                    aria-describedby={nameId}
                    aria-haspopup="dialog"
                    onClick={() => setEditing(point)}
                  >
                    Editar
                  </Button>
                  <Button
                    variant="ghost"
                    aria-describedby={nameId}
                    onClick={() => {
                      setRemoving(point);
                      confirmation.ask(() =>
                        remove.mutate(point.id, {
                          onSuccess: () => toast(`${point.nome} removido`, 'success'),
                          onError: (error) =>
                            toast(errorMessage(error, 'Não foi possível remover o ponto.'), 'error'),
                        }),
                      );
                    }}
                  >
                    Remover
                  </Button>
                </span>
              </li>
            );
          })}
        </ul>
      )}
      <PointDialog
        open={editing !== null}
        onClose={() => setEditing(null)}
        establishmentId={establishmentId}
        queues={queues}
        {...(editing && editing !== 'new' ? { point: editing } : {})}
        onSaved={(message) => toast(message, 'success')}
      />
      <ConfirmDialog
        {...confirmation.props}
        title={`Remover ${removing?.nome ?? 'o ponto'}?`}
        message="Ele deixa de aparecer para quem chama. As chamadas já feitas para ele continuam no histórico."
        confirmLabel="Remover ponto"
      />
    </section>
  );
}
