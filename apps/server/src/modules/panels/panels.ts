import type { AppServices } from '../../app-services';
import { deviceLinks, hashDeviceLinkToken } from '../links/manage-device-links';

export const PANEL_NOT_FOUND = 'Painel não encontrado';

/** A TV panel is a device link (modules/links) opened at `/painel/{token}`. */
export const panelLinks = deviceLinks<Pick<AppServices, 'panels' | 'queues' | 'clock'>>({
  linksOf: (services) => services.panels,
  page: 'painel',
  notFound: PANEL_NOT_FOUND,
  notYours: 'Acesso negado. Os painéis são do estabelecimento dono das filas.',
});

export const hashPanelToken = hashDeviceLinkToken;
