import { Button } from '../../../components/ui/Button';
import type { JoinMode } from './JoinDialog';
import { preloadJoinDialog } from './LazyJoinDialog';
import styles from './QueuePage.module.css';

/**
 * 'Você ainda não está nesta fila' and the two ways in. A pointer or focus here starts downloading the
 * join form's code, so it is usually here by the time the button is pressed.
 */
export function JoinOffer({ onJoin }: { onJoin: (mode: JoinMode) => void }) {
  return (
    <section
      className={styles.join}
      aria-label="Entrar na fila"
      onPointerDown={preloadJoinDialog}
      onPointerEnter={preloadJoinDialog}
      onFocus={preloadJoinDialog}
    >
      <p>Você ainda não está nesta fila.</p>
      <div className={styles.joinButtons}>
        <Button onClick={() => onJoin('individual')} aria-haspopup="dialog">
          Entrar Individual
        </Button>
        <Button variant="secondary" onClick={() => onJoin('grupo')} aria-haspopup="dialog">
          Entrar em Grupo
        </Button>
      </div>
    </section>
  );
}
