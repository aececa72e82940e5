import type { KeyboardEvent } from 'react';
import styles from './FaqAccordion.module.css';
import { FaqItem } from './FaqItem';
import type { FaqCategory } from './faq-content';

interface FaqAccordionProps {
  categories: FaqCategory[];
  openIds: ReadonlySet<string>;
  onToggle: (uid: string) => void;
}

export function faqUid(categoryId: string, itemId: string): string {
  return `${categoryId}-${itemId}`;
}

const MOVES: Record<string, (index: number, count: number) => number> = {
  ArrowDown: (index, count) => (index + 1) % count,
  ArrowUp: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
};

/** Arrow keys, Home and End move between the questions of the whole page (optional in WAI-ARIA). */
function moveFocus(event: KeyboardEvent<HTMLButtonElement>) {
  const move = MOVES[event.key];
  const root = event.currentTarget.closest('[data-faq-root]');
  if (!move || !root) return;
  const triggers = Array.from(root.querySelectorAll<HTMLButtonElement>('[data-faq-trigger]'));
  const index = triggers.indexOf(event.currentTarget);
  if (index < 0) return;
  event.preventDefault();
  triggers[move(index, triggers.length)]?.focus();
}

/** The categories, each a section with its h2 and its questions. */
export function FaqAccordion({ categories, openIds, onToggle }: FaqAccordionProps) {
  return (
    <div data-faq-root="" className={styles.root}>
      {categories.map((category) => (
        <section
          key={category.id}
          id={category.id}
          aria-labelledby={`${category.id}-titulo`}
          className={styles.category}
        >
          <h2 id={`${category.id}-titulo`} className={styles.categoryTitle}>
            {category.title}
          </h2>
          <div className={styles.list}>
            {category.items.map((item) => {
              const uid = faqUid(category.id, item.id);
              return (
                <FaqItem
                  key={uid}
                  uid={uid}
                  item={item}
                  open={openIds.has(uid)}
                  onToggle={onToggle}
                  onKeyDown={moveFocus}
                />
              );
            })}
          </div>
        </section>
      ))}
    </div>
  );
}
