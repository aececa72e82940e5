import section from './DetailSection.module.css';
import { DeviceLinksSection, type DeviceLinkWords } from './DeviceLinksSection';

export const KIOSK_REVOKE_WARNING =
  'O tablet que mostra este quiosque passa a dizer que ele foi desativado, e ninguém mais entra na fila por ele. Para voltar a usá-lo, crie um novo link.';

const KIOSK_WORDS: DeviceLinkWords = {
  title: 'Quiosque na entrada',
  note: "Abra o link num tablet na entrada: quem chega toca em 'Entrar na fila', digita o nome e leva a senha no celular pelo QR code, sem criar conta. Filas encerradas não aparecem. Não precisa de login. O link aparece só quando é criado.",
  device: 'o tablet',
  listLabel: 'Quiosques ativos',
  loading: 'Carregando os quiosques...',
  failed: 'Não foi possível carregar os quiosques.',
  empty: 'Nenhum quiosque ativo para esta fila.',
  createFailed: 'Não foi possível criar o link do quiosque.',
  revokeTitle: 'Desativar este quiosque?',
  revokeWarning: KIOSK_REVOKE_WARNING,
  revokeFailed: 'Não foi possível desativar o quiosque.',
};

interface KioskLinksSectionProps {
  establishmentId: number;
  queueId: number;
  queueName: string;
  /** The queue's 'Permitir entrada sem cadastro': off, the kiosk does not offer it. */
  guestsAllowed: boolean;
}

/**
 * 'Quiosque na entrada' (issue 36, decision 068): a link for a tablet at the door where people without an
 * account join this queue (or any open one) and take their ticket's page to their phone by a QR code.
 * Made, listed and revoked like the TV panel's links.
 */
export function KioskLinksSection({ guestsAllowed, ...props }: KioskLinksSectionProps) {
  return (
    <DeviceLinksSection
      kind="kiosks"
      words={KIOSK_WORDS}
      notice={
        guestsAllowed ? undefined : (
          <p className={section.note}>
            <strong>Esta fila não aceita entrada sem cadastro</strong>: o quiosque não a oferece enquanto
            'Permitir entrada sem cadastro' estiver desligado em Editar Fila.
          </p>
        )
      }
      {...props}
    />
  );
}
