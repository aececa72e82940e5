import type { AppServices } from '../../app-services';
import { notFound } from '../app-error';

/** The establishment's stored picture (WebP) and its etag, for anyone: it is shown on the public pages. */
export async function getEstablishmentImage(services: Pick<AppServices, 'images'>, establishmentId: number) {
  const image = await services.images.find(establishmentId);
  if (!image) throw notFound('Imagem não encontrada');
  return { content: image.content, etag: image.etag };
}
