import { PHOTO_LIMITS, PHOTO_MESSAGES } from '@steady/shared';

const ACCEPTED = ['image/jpeg', 'image/png', 'image/webp'];
export const PHOTO_ACCEPT = ACCEPTED.join(',');

/** The picked file's problem, if any: its type and its size (5 MB) are checked before anything is read. */
export function photoProblem(file: File): string | null {
  if (!ACCEPTED.includes(file.type)) return PHOTO_MESSAGES.type;
  if (file.size > PHOTO_LIMITS.pickedBytes) return PHOTO_MESSAGES.pickedSize;
  return null;
}

/**
 * The photo cropped to its centre square and resized to 256×256 on a canvas, as a JPEG `data:` URL
 * (docs/architecture.md, "Coach availability and profile": no image library on the server, so the
 * browser resizes and the server checks the bytes and the size it receives).
 */
export async function resizePhoto(file: File): Promise<string> {
  const bitmap = await createImageBitmap(file).catch(() => {
    throw new Error(PHOTO_MESSAGES.type);
  });
  const side = Math.min(bitmap.width, bitmap.height);
  const canvas = document.createElement('canvas');
  canvas.width = PHOTO_LIMITS.side;
  canvas.height = PHOTO_LIMITS.side;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('This browser cannot resize photos');
  context.imageSmoothingQuality = 'high';
  context.drawImage(bitmap, (bitmap.width - side) / 2, (bitmap.height - side) / 2, side, side, 0, 0, PHOTO_LIMITS.side, PHOTO_LIMITS.side);
  bitmap.close();
  return canvas.toDataURL('image/jpeg', 0.85);
}
