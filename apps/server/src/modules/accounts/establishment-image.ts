import { createHash } from 'node:crypto';
import { IMAGE_SIZE_MESSAGE, IMAGE_TYPE_MESSAGE, MAX_IMAGE_BYTES } from '@vez/domain';
import sharp from 'sharp';
import type { AppServices } from '../../app-services';
import { AppError } from '../app-error';

const ACCEPTED = new Set(['jpeg', 'png', 'webp']);
/** Longest side of the stored picture: enough for a card and a detail page on any screen. */
export const IMAGE_MAX_SIDE = 1024;
/** A picture of more pixels than this is refused before it is decoded (a small file can expand hugely). */
const MAX_INPUT_PIXELS = 40_000_000;

/**
 * Turns an upload into the stored picture: judged by its content (the bytes must decode as JPEG, PNG or
 * WebP, whatever the file's name or declared type), at most 5 MB, re-encoded as WebP with its longest
 * side at most 1024 px and its EXIF orientation applied; sharp drops every other metadata (GPS, camera)
 * unless asked to keep it.
 */
export async function prepareEstablishmentImage(upload: Buffer) {
  if (upload.length > MAX_IMAGE_BYTES) throw new AppError('too-large', IMAGE_SIZE_MESSAGE, 'imagem_empresa');
  const format = await sharp(upload, { limitInputPixels: MAX_INPUT_PIXELS })
    .metadata()
    .then((meta) => meta.format)
    .catch(() => null);
  if (!format || !ACCEPTED.has(format))
    throw new AppError('unsupported-media', IMAGE_TYPE_MESSAGE, 'imagem_empresa');
  try {
    const { data, info } = await sharp(upload, { limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize(IMAGE_MAX_SIDE, IMAGE_MAX_SIDE, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer({ resolveWithObject: true });
    return {
      content: data,
      width: info.width,
      height: info.height,
      etag: createHash('sha256').update(data).digest('base64url').slice(0, 22),
    };
  } catch {
    // A header that claims an image over a body that is not one.
    throw new AppError('unsupported-media', IMAGE_TYPE_MESSAGE, 'imagem_empresa');
  }
}

/** The picture's public path, versioned by its content so browsers may cache it for long. */
export function imageUrlOf(establishmentId: number, etag: string | undefined | null): string | null {
  return etag ? `/api/establishments/${establishmentId}/image?v=${etag}` : null;
}

export async function storeEstablishmentImage(
  services: Pick<AppServices, 'images' | 'clock'>,
  establishmentId: number,
  upload: Buffer,
) {
  const image = await prepareEstablishmentImage(upload);
  await services.images.save({
    establishment_id: establishmentId,
    ...image,
    updated_at: services.clock.now(),
  });
  return image.etag;
}
