import { DeviceLinksSection, type DeviceLinkWords } from './DeviceLinksSection';

export const REVOKE_WARNING =
  'A TV que mostra este painel passa a dizer que ele foi desativado. Para voltar a usá-la, crie um novo link.';

const PANEL_WORDS: DeviceLinkWords = {
  title: 'Painel para TV',
  note: 'Abra o link numa TV ou num monitor da sala de espera: ele mostra quem foi chamado, em letras grandes, e anuncia cada chamada em voz alta. Não precisa de login. O link aparece só quando é criado.',
  device: 'a TV',
  listLabel: 'Painéis ativos',
  loading: 'Carregando os painéis...',
  failed: 'Não foi possível carregar os painéis.',
  empty: 'Nenhum painel ativo para esta fila.',
  createFailed: 'Não foi possível criar o link do painel.',
  revokeTitle: 'Desativar este painel?',
  revokeWarning: REVOKE_WARNING,
  revokeFailed: 'Não foi possível desativar o painel.',
};

interface PanelLinksSectionProps {
  establishmentId: number;
  queueId: number;
  queueName: string;
}

/**
 * 'Painel para TV' (issue 17, decision 027): a link that shows this queue (or all of them) on a TV,
 * with the calls spoken aloud. The link is shown once, when created: only its hash is kept.
 */
export function PanelLinksSection(props: PanelLinksSectionProps) {
  return <DeviceLinksSection kind="panels" words={PANEL_WORDS} {...props} />;
}
