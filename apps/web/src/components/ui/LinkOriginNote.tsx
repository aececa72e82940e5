import type { LinkOrigin } from '@vez/domain';
import { Alert } from './Alert';
import styles from './LinkOriginNote.module.css';

interface LinkOriginNoteProps {
  origin: LinkOrigin;
  /** Who opens the link: 'o celular' (poster QR, the establishment's page) or 'a TV' (panel). */
  device: string;
}

const IN_PRODUCTION = 'Em produção, defina PUBLIC_URL com o endereço público do Vez.';

/**
 * Where a link's address came from when PUBLIC_URL is unset (decision 064): a newcomer learns why the
 * phone must share the network, before printing a poster that only works here. Nothing when configured.
 */
export function LinkOriginNote({ origin, device }: LinkOriginNoteProps) {
  if (origin === 'PUBLIC_URL') return null;
  if (origin === 'este-computador') {
    return (
      <Alert tone="info" title="Este link só abre neste computador">
        PUBLIC_URL não está definido e este computador não está em nenhuma rede local. Conecte-o ao Wi-Fi ou a
        um cabo de rede e recarregue a página, ou defina PUBLIC_URL com o endereço público do Vez.
      </Alert>
    );
  }
  return (
    <p className={styles.note}>
      {origin === 'rede-local'
        ? `Endereço deste computador na rede local, no lugar de localhost (PUBLIC_URL não está definido): ${device} precisa estar na mesma rede Wi-Fi.`
        : `Endereço que este navegador usou para abrir o Vez (PUBLIC_URL não está definido): ${device} precisa alcançá-lo, na mesma rede Wi-Fi, por exemplo.`}{' '}
      {IN_PRODUCTION}
    </p>
  );
}
