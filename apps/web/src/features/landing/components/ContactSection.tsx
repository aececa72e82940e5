import { Link } from 'react-router';
import { Card } from '../../../components/ui/Card';
import { ContactForm } from './ContactForm';
import styles from './ContactSection.module.css';
import { LandingSection } from './LandingSection';

export function ContactSection() {
  return (
    <LandingSection
      id="contato"
      eyebrow="Contato"
      title="Fale com a gente"
      lead="Dúvidas, sugestões ou quer levar o Vez para o seu negócio? Mande uma mensagem e respondemos no seu e-mail."
    >
      <div className={styles.layout}>
        <Card className={styles.card}>
          <ContactForm />
        </Card>
        <aside className={styles.aside} aria-label="Outros canais">
          <h3 className={styles.asideTitle}>Outros canais</h3>
          <p>
            Suporte por e-mail: <a href="mailto:suporte@vez.app">suporte@vez.app</a>
          </p>
          <p>
            Muitas respostas já estão nas <Link to="/faq">perguntas frequentes</Link>.
          </p>
        </aside>
      </div>
    </LandingSection>
  );
}
