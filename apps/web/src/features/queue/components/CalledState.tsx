import type { CalledPoint } from '@vez/domain';
import { useEffect, useId, useRef } from 'react';
import { Button } from '../../../components/ui/Button';
import { brasiliaTime } from '../../../lib/format';
import styles from './CalledState.module.css';

export interface CalledStateProps {
  /** The establishment's name, when known (Minhas Filas has it; the queue page loads it). */
  establishment?: string | null;
  queueName: string;
  calledAt: string | null;
  recalledAt?: string | null;
  /** Where to go (issue 37): 'Dirija-se à Cadeira 2.'; without one, 'Dirija-se ao atendimento.' */
  point?: CalledPoint | null | undefined;
  onDismiss: () => void;
  /** Moves focus to the title: the state replaced what the client was looking at. */
  focusOnShow?: boolean;
  headingLevel?: 'h2' | 'h3';
}

/**
 * 'É a sua vez!' (decision 022): the one thing a called client sees for this queue — where, since
 * when, what to do — until they close it with 'Entendi'. Mounted afresh for each call and recall
 * (its key), so the flash plays again when the establishment calls again.
 */
export function CalledState({
  establishment,
  queueName,
  calledAt,
  recalledAt,
  point,
  onDismiss,
  focusOnShow = false,
  headingLevel: Heading = 'h2',
}: CalledStateProps) {
  const title = useRef<HTMLHeadingElement>(null);
  const titleId = useId();
  useEffect(() => {
    if (focusOnShow) title.current?.focus();
  }, [focusOnShow]);
  return (
    <section className={styles.called} role="alert" aria-labelledby={titleId}>
      <Heading id={titleId} ref={title} tabIndex={-1} className={styles.title}>
        É a sua vez!
      </Heading>
      <p className={styles.where}>
        {establishment ? `${establishment} · ` : ''}
        {queueName}
      </p>
      {recalledAt ? (
        <p className={styles.when}>Chamado novamente às {brasiliaTime(recalledAt)}</p>
      ) : (
        calledAt && <p className={styles.when}>Chamado às {brasiliaTime(calledAt)}</p>
      )}
      {point ? (
        <p className={styles.next}>
          Dirija-se {point.artigo === 'a' ? 'à' : 'ao'} <strong className={styles.point}>{point.nome}</strong>
          .
        </p>
      ) : (
        <p className={styles.next}>Dirija-se ao atendimento.</p>
      )}
      <Button onClick={onDismiss}>Entendi</Button>
    </section>
  );
}
