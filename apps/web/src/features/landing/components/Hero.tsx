import { Link } from 'react-router';
import { ButtonLink } from '../../../components/ui/Button';
import styles from './Hero.module.css';
import { QueueIllustration } from './QueueIllustration';

/** The first screen: what Vez is, the 60-second claim, and the ways in. */
export function Hero() {
  return (
    <section className={styles.hero} aria-labelledby="inicio-titulo">
      <div className={styles.copy}>
        <p className={styles.eyebrow}>Filas virtuais para quem não quer esperar em pé</p>
        <h1 id="inicio-titulo" className={styles.title}>
          Chegou a sua vez de esperar onde quiser
        </h1>
        <p className={styles.lead}>
          Entre na fila de restaurantes, barbearias, clínicas e academias pelo celular, acompanhe sua posição
          ao vivo e vá só quando estiver perto de ser chamado.
        </p>
        <p className={styles.claim}>
          <strong className={styles.claimNumber}>&lt; 60 s</strong>
          <span>menos de 60 segundos da conexão à fila</span>
        </p>
        <div className={styles.actions}>
          <ButtonLink to="/escolha-login" className={styles.primary}>
            Entrar no Vez
          </ButtonLink>
          <ButtonLink to="/cadastro-cliente" variant="secondary">
            Criar conta grátis
          </ButtonLink>
        </div>
        <p className={styles.business}>
          Tem um estabelecimento? <Link to="/cadastro-estabelecimento">Cadastre seu negócio</Link> e crie sua
          primeira fila.
        </p>
      </div>
      <QueueIllustration />
    </section>
  );
}
