import { ButtonLink } from '../../../components/ui/Button';
import styles from './DownloadSection.module.css';
import { LandingSection } from './LandingSection';

/** The mobile app is only announced: no store badges until it really exists. */
export function DownloadSection() {
  return (
    <LandingSection id="baixarapp" eyebrow="Aplicativo" title="O app do Vez está chegando" tone="muted">
      <div className={styles.layout}>
        <div>
          <p className={styles.badge}>Em breve</p>
          <p className={styles.text}>
            Estamos preparando o aplicativo do Vez para Android e iPhone, com avisos no celular quando a sua
            vez estiver chegando.
          </p>
          <p className={styles.text}>
            Enquanto isso, você não precisa esperar: o Vez já funciona no navegador do seu celular, com tudo o
            que o app vai ter.
          </p>
        </div>
        <div className={styles.action}>
          <ButtonLink to="/cadastro-cliente">Usar agora no navegador</ButtonLink>
        </div>
      </div>
    </LandingSection>
  );
}
