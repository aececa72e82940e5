import styles from './QueuePage.module.css';
import type { Outcome } from './queue-outcome';

/** How a ticket ended, in the words every screen of the person's own ticket uses (a guest's page too). */
export const OUTCOME_WORDS: Record<Exclude<Outcome, null>, { title: string; text: string }> = {
  called: { title: 'É a sua vez!', text: 'Você foi chamado. Dirija-se ao atendimento.' },
  no_show: {
    title: 'Ausência registrada',
    text: 'O estabelecimento registrou que você não compareceu à chamada. Se ainda quiser ser atendido, fale com a equipe ou entre na fila de novo.',
  },
  left: { title: 'Você saiu da fila', text: 'Seu lugar foi liberado.' },
  closed: { title: 'Fila encerrada', text: 'O estabelecimento encerrou esta fila.' },
};

/** What happened to the client's own ticket while they watched: stays until they leave the page. */
export function OutcomeBanner({ outcome }: { outcome: Outcome }) {
  if (!outcome) return null;
  const { title, text } = OUTCOME_WORDS[outcome];
  return (
    <div className={`${styles.outcome} ${outcome === 'called' ? styles.outcomeCalled : ''}`} role="alert">
      <p className={styles.outcomeTitle}>{title}</p>
      <p>{text}</p>
    </div>
  );
}
