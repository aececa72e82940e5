import { TEST_CARD_APPROVED, TEST_CARD_DECLINED } from '@vez/domain';
import styles from './TestCards.module.css';

const CARDS = [
  { label: 'Aprovado', numero: TEST_CARD_APPROVED, use: 'Usar cartão aprovado' },
  { label: 'Recusado', numero: TEST_CARD_DECLINED, use: 'Usar cartão recusado' },
];

/**
 * The documented test cards, one tap away: nobody should need a real card to try a simulated payment
 * (a paid advance's checkout, a plan's payment page).
 */
export function TestCards({ onUse }: { onUse: (numero: string) => void }) {
  return (
    <section className={styles.testCards} aria-labelledby="cartoes-teste">
      <h3 id="cartoes-teste" className={styles.testCardsTitle}>
        Cartões de teste
      </h3>
      <ul className={styles.testCardList}>
        {CARDS.map((card) => (
          <li key={card.numero}>
            <span className={styles.testCardLabel}>{card.label}</span>
            <code className={styles.testCardNumber}>{card.numero}</code>
            <button
              type="button"
              className={styles.useCard}
              onClick={() => onUse(card.numero)}
              aria-label={card.use}
            >
              Usar
            </button>
          </li>
        ))}
      </ul>
      <p className={styles.testCardsNote}>
        Use qualquer nome, uma validade futura (MM/AA) e um CVV de 3 dígitos.
      </p>
    </section>
  );
}
