import { useState } from 'react';
import { Button, ButtonLink } from '../../../components/ui/Button';
import { useInstallState } from '../../../lib/pwa/install-prompt';
import styles from './DownloadSection.module.css';
import { LandingSection } from './LandingSection';

/** The app is the web app installed on the phone (decision 028): how, depends on the browser. */
export function DownloadSection() {
  const state = useInstallState();
  return (
    <LandingSection id="baixarapp" eyebrow="Aplicativo" title="O Vez no seu celular" tone="muted">
      <div className={styles.layout}>
        <div>
          <p className={styles.text}>
            Instale o Vez na tela inicial: ele abre como um app, avisa quando a sua vez estiver chegando e
            mostra a sua última posição mesmo sem internet.
          </p>
          {state.kind === 'installed' ? (
            <p className={styles.text}>O Vez já está instalado neste aparelho.</p>
          ) : state.kind === 'ios' ? (
            <ol className={styles.steps} aria-label="Como instalar no iPhone">
              <li>
                Toque em <strong>Compartilhar</strong> (o quadrado com a seta para cima).
              </li>
              <li>
                Escolha <strong>Adicionar à Tela de Início</strong>.
              </li>
              <li>Abra o Vez pelo ícone que aparece na tela.</li>
            </ol>
          ) : state.kind === 'menu' ? (
            <p className={styles.text}>
              Para instalar, abra o menu do navegador e escolha <strong>Instalar app</strong> ou{' '}
              <strong>Adicionar à tela inicial</strong>.
            </p>
          ) : null}
        </div>
        <div className={styles.action}>
          {state.kind === 'prompt' ? (
            <InstallButton install={state.install} />
          ) : (
            <ButtonLink to="/cadastro-cliente">Usar agora no navegador</ButtonLink>
          )}
        </div>
      </div>
    </LandingSection>
  );
}

function InstallButton({ install }: { install: () => Promise<void> }) {
  const [busy, setBusy] = useState(false);
  return (
    <Button
      loading={busy}
      onClick={() => {
        setBusy(true);
        void install().finally(() => setBusy(false));
      }}
    >
      Instalar o app
    </Button>
  );
}
