import { ButtonLink } from '../../components/ui/Button';
import styles from './FaqPage.module.css';

/** The way out when the answer is not here: the support mailbox, home and the login choice. */
export function FaqHelp() {
  return (
    <section className={styles.help} aria-labelledby="faq-ajuda-titulo">
      <h2 id="faq-ajuda-titulo" className={styles.helpTitle}>
        Não encontrou sua resposta?
      </h2>
      <p>
        Escreva para o nosso suporte em <a href="mailto:suporte@vez.app">suporte@vez.app</a>. Respondemos por
        e-mail.
      </p>
      <div className={styles.helpActions}>
        <ButtonLink to="/escolha-login">Entrar no Vez</ButtonLink>
        <ButtonLink to="/" variant="secondary">
          Página inicial
        </ButtonLink>
      </div>
    </section>
  );
}
