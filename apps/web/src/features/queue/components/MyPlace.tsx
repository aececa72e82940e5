import { Button } from '../../../components/ui/Button';
import { formatMinutes, ordinal, subPositionLetter } from '../../../lib/format';
import type { QueueEntry } from '../api/queue-types';
import styles from './QueuePage.module.css';

/** What the place needs of a ticket: an account's entry, or a guest's ticket put in the same words. */
export type PlaceEntry = Pick<
  QueueEntry,
  'position' | 'subPosition' | 'estimatedWaitMinutes' | 'isGroupLeader' | 'groupSize' | 'groupMembers'
>;

interface MyPlaceProps {
  entry: PlaceEntry;
  /**
   * The wait as a range while the queue's data is thin (decision 023: `estimatedWaitRange` of the
   * position), else null.
   */
  waitRange: readonly [number, number] | null;
  leaving: boolean;
  onLeave: () => void;
}

/**
 * The person's own ticket: position and letter, estimate, group line, 'Sair da fila'. The client's queue
 * page and a guest's ticket page show it alike.
 */
export function MyPlace({ entry, waitRange, leaving, onLeave }: MyPlaceProps) {
  return (
    <section className={styles.myPlace} aria-labelledby="minha-posicao">
      <h2 id="minha-posicao" className={styles.myPlaceTitle}>
        Sua posição
      </h2>
      <p className={styles.position} aria-live="polite">
        <span data-testid="minha-posicao">{ordinal(entry.position)}</span>
        <span className={styles.letter}>
          <span className="visually-hidden">letra </span>
          {subPositionLetter(entry.subPosition)}
        </span>
      </p>
      <p className={styles.estimate} aria-live="polite">
        {entry.position > 1
          ? `Tempo estimado: ${waitRange ? `${waitRange[0]}–${waitRange[1]} min` : formatMinutes(entry.estimatedWaitMinutes)}`
          : entry.subPosition === 'a'
            ? 'Você é o próximo a ser chamado'
            : 'Você está na primeira posição'}
      </p>
      {entry.isGroupLeader && (
        <p className={styles.group}>
          Líder do grupo ({entry.groupSize} pessoas)
          {entry.groupMembers.length > 0 && `: ${entry.groupMembers.map((m) => m.nome).join(', ')}`}
        </p>
      )}
      <Button variant="secondary" loading={leaving} onClick={onLeave}>
        Sair da fila
      </Button>
    </section>
  );
}
