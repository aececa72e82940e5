import styles from './QueueIllustration.module.css';

const ROWS = [
  { position: '1', letters: ['a'], note: 'Chamando agora' },
  { position: '2', letters: ['a', 'b'], note: 'Dois grupos na mesma posição' },
  { position: '3', letters: ['a'], note: 'Sua vez em breve', you: true },
];

/**
 * A decorative picture of the "fila bidimensional": positions with sub-position letters. No real
 * people or numbers, so it is hidden from assistive technology; the text around it says the same.
 */
export function QueueIllustration() {
  return (
    <div className={styles.phone} aria-hidden="true">
      <div className={styles.screen}>
        <p className={styles.heading}>Sua fila</p>
        <ol className={styles.rows}>
          {ROWS.map((row) => (
            <li key={row.position} className={`${styles.row} ${row.you ? styles.you : ''}`}>
              <span className={styles.position}>{row.position}</span>
              <span className={styles.letters}>
                {row.letters.map((letter) => (
                  <span key={letter} className={styles.letter}>
                    {row.position}
                    {letter}
                  </span>
                ))}
              </span>
              <span className={styles.note}>{row.note}</span>
            </li>
          ))}
        </ol>
        <p className={styles.footer}>Acompanhe ao vivo, de onde estiver</p>
      </div>
    </div>
  );
}
