import type { AppServices } from '../../app-services';
import { deviceLinks, hashDeviceLinkToken } from '../links/manage-device-links';

export const KIOSK_NOT_FOUND = 'Quiosque não encontrado';

/** A kiosk is a device link (modules/links) opened on the tablet at `/quiosque/{token}`. */
export const kioskLinks = deviceLinks<Pick<AppServices, 'kiosks' | 'queues' | 'clock'>>({
  linksOf: (services) => services.kiosks,
  page: 'quiosque',
  notFound: KIOSK_NOT_FOUND,
  notYours: 'Acesso negado. Os quiosques são do estabelecimento dono das filas.',
});

export const hashKioskToken = hashDeviceLinkToken;
