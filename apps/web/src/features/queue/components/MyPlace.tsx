import { estimatedWaitRange } from '@vez/domain';
import { Button } from '../../../components/ui/Button';
import { formatMinutes, ordinal, subPositionLetter } from '../../../lib/format';
import type { QueueEntry } from '../api/queue-types';
import styles from './QueuePage.module.css';

interface MyPlaceProps {
  entry: QueueEntry;
  /** The queue's minutes per position as a range while data is thin (decision 023), else null. */
  range: readonly [number, number] | null;
  leaving: boolean;
  onLeave: () => void;
}

/** The client's own ticket: position and letter, estimate, group line. */
export function MyPlace({ entry, range, leaving, onLeave }: MyPlaceProps) {
  const waitRange = estimatedWaitRange(entry.position, range);
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
