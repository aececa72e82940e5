import { Logo } from '../../components/ui/Logo';
import { usePageTitle } from '../../lib/usePageTitle';
import styles from './HomePage.module.css';

interface WelcomePageProps {
  name: string;
  eyebrow: string;
  lead: string;
  steps: { title: string; text: string }[];
}

/** The shared welcome layout of both role homes: greeting, what to do next, the logo. */
export function WelcomePage({ name, eyebrow, lead, steps }: WelcomePageProps) {
  const firstName = name.split(' ')[0] || name;
  usePageTitle('Início');
  return (
    <>
      <section className={styles.hero}>
        <div>
          <p className={styles.eyebrow}>{eyebrow}</p>
          <h1>Olá, {firstName}! Bem-vindo(a) ao Vez.</h1>
          <p className={styles.lead}>{lead}</p>
        </div>
        <Logo size="large" />
      </section>
      <ul className={styles.steps}>
        {steps.map((step) => (
          <li key={step.title} className={styles.step}>
            <h2>{step.title}</h2>
            <p>{step.text}</p>
          </li>
        ))}
      </ul>
    </>
  );
}
