import { useId } from 'react';
import { Link } from 'react-router';
import { Logo } from '../../components/ui/Logo';
import { usePageTitle } from '../../lib/usePageTitle';
import styles from './HomePage.module.css';

export interface HomeCard {
  title: string;
  text: string;
  /** Where the whole card leads. */
  to: string;
}

interface WelcomePageProps {
  /** Whom 'Olá, …!' greets: a client's first name, an establishment's whole name (decision 056). */
  name: string;
  eyebrow: string;
  lead: string;
  cards: HomeCard[];
}

/** The shared welcome layout of both role homes: greeting, the logo, and cards that lead on. */
export function WelcomePage({ name, eyebrow, lead, cards }: WelcomePageProps) {
  usePageTitle('Início');
  return (
    <div className={styles.page}>
      <section className={styles.hero}>
        <div>
          <p className={styles.eyebrow}>{eyebrow}</p>
          <h1>Olá, {name}! Bem-vindo(a) ao Vez.</h1>
          <p className={styles.lead}>{lead}</p>
        </div>
        <Logo size="large" />
      </section>
      <ul className={styles.cards}>
        {cards.map((card) => (
          <CardItem key={card.to} card={card} />
        ))}
      </ul>
    </div>
  );
}

/**
 * One card, one link: the title is the link and its name; the link stretches over the whole card
 * (the card is the target), and the text describes it.
 */
function CardItem({ card }: { card: HomeCard }) {
  const textId = useId();
  return (
    <li className={styles.card}>
      <h2 className={styles.cardTitle}>
        <Link to={card.to} className={styles.cardLink} aria-describedby={textId}>
          {card.title}
        </Link>
      </h2>
      <p id={textId} className={styles.cardText}>
        {card.text}
      </p>
      <span className={styles.cardArrow} aria-hidden="true">
        →
      </span>
    </li>
  );
}
