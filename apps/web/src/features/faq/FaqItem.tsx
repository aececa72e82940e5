import type { KeyboardEvent } from 'react';
import styles from './FaqAccordion.module.css';
import type { FaqItem as FaqItemData } from './faq-content';

interface FaqItemProps {
  /** Unique in the page: ids of the button and the panel derive from it. */
  uid: string;
  item: FaqItemData;
  open: boolean;
  onToggle: (uid: string) => void;
  onKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => void;
}

/**
 * One question of the accordion (WAI-ARIA pattern): a real button inside a heading, so Enter and
 * Space work natively, and a labelled <section> (role region) hidden, not removed, when closed.
 */
export function FaqItem({ uid, item, open, onToggle, onKeyDown }: FaqItemProps) {
  const buttonId = `faq-${uid}-pergunta`;
  const panelId = `faq-${uid}-resposta`;
  return (
    <div className={`${styles.item} ${open ? styles.open : ''}`}>
      <h3 className={styles.heading}>
        <button
          type="button"
          id={buttonId}
          className={styles.trigger}
          aria-expanded={open}
          aria-controls={panelId}
          data-faq-trigger=""
          onClick={() => onToggle(uid)}
          onKeyDown={onKeyDown}
        >
          <span>{item.question}</span>
          <svg className={styles.chevron} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path
              d="m6 9 6 6 6-6"
              fill="none"
              stroke="currentColor"
              strokeWidth="2.2"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
        </button>
      </h3>
      <section id={panelId} aria-labelledby={buttonId} className={styles.panel} hidden={!open}>
        {item.answer.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </section>
    </div>
  );
}
