import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { usePageTitle } from '../../lib/usePageTitle';
import { FaqAccordion } from './FaqAccordion';
import { FaqHelp } from './FaqHelp';
import styles from './FaqPage.module.css';
import { FaqSearch } from './FaqSearch';
import { FAQ_CATEGORIES } from './faq-content';
import { filterFaq } from './faq-search';

/** /faq: the questions in 5 categories as an accessible accordion, with a filter box. */
export default function FaqPage() {
  usePageTitle('Perguntas frequentes');
  const [query, setQuery] = useState('');
  const [openIds, setOpenIds] = useState<ReadonlySet<string>>(() => new Set());
  const categories = useMemo(() => filterFaq(FAQ_CATEGORIES, query), [query]);
  const resultCount = categories.reduce((sum, category) => sum + category.items.length, 0);

  const toggle = (uid: string) =>
    setOpenIds((current) => {
      const next = new Set(current);
      if (next.has(uid)) next.delete(uid);
      else next.add(uid);
      return next;
    });

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <p className={styles.eyebrow}>Central de ajuda</p>
        <h1>Perguntas frequentes</h1>
        <p className={styles.lead}>
          Como entrar em filas, pagar para avançar, gerenciar o seu estabelecimento e como cuidamos dos seus
          dados.
        </p>
        <nav aria-label="Atalhos" className={styles.shortcuts}>
          <Link to="/">Voltar para o início</Link>
          <Link to="/escolha-login">Entrar no Vez</Link>
        </nav>
      </header>

      <div className={styles.tools}>
        <FaqSearch value={query} onChange={setQuery} resultCount={resultCount} />
        {!query.trim() && (
          <nav aria-label="Categorias" className={styles.categories}>
            {FAQ_CATEGORIES.map((category) => (
              <a key={category.id} href={`#${category.id}`} className={styles.chip}>
                {category.title}
              </a>
            ))}
          </nav>
        )}
      </div>

      {categories.length > 0 ? (
        <FaqAccordion categories={categories} openIds={openIds} onToggle={toggle} />
      ) : (
        <div className={styles.empty}>
          <h2 className={styles.emptyTitle}>Nenhuma pergunta encontrada</h2>
          <p>
            Tente outras palavras ou{' '}
            <button type="button" className={styles.linkButton} onClick={() => setQuery('')}>
              veja todas as perguntas
            </button>
            .
          </p>
        </div>
      )}

      <FaqHelp />
    </div>
  );
}
