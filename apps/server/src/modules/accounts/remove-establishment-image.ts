import type { AppServices } from '../../app-services';
import { forbidden } from '../app-error';
import type { Authenticated } from '../auth/authenticate';

/** 'Remover imagem': only the establishment itself removes its picture; none to remove is no error. */
export async function removeEstablishmentImage(
  services: Pick<AppServices, 'images'>,
  caller: Authenticated,
  establishmentId: number,
) {
  if (caller.userId !== establishmentId) throw forbidden('Acesso negado');
  await services.images.remove(establishmentId);
}
