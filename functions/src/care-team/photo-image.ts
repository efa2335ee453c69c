/**
 * What a profile photo really is, read from its bytes (docs/architecture.md, "Coach availability and
 * profile"): JPEG, PNG or WebP by their magic numbers, and the pixel size from the header, without an
 * image library. Anything else is not an image we store, whatever the upload said it was.
 */
export type PhotoType = 'image/jpeg' | 'image/png' | 'image/webp';

export interface PhotoHeader {
  type: PhotoType;
  width: number;
  height: number;
}

const ascii = (b: Uint8Array, at: number, text: string) => [...text].every((c, i) => b[at + i] === c.charCodeAt(0));
const be16 = (b: Uint8Array, at: number) => (b[at]! << 8) | b[at + 1]!;
const le16 = (b: Uint8Array, at: number) => b[at]! | (b[at + 1]! << 8);
const le24 = (b: Uint8Array, at: number) => b[at]! | (b[at + 1]! << 8) | (b[at + 2]! << 16);

function png(b: Uint8Array): PhotoHeader | null {
  if (b.length < 24 || !ascii(b, 1, 'PNG') || b[0] !== 0x89 || !ascii(b, 12, 'IHDR')) return null;
  const view = new DataView(b.buffer, b.byteOffset, b.byteLength);
  return { type: 'image/png', width: view.getUint32(16), height: view.getUint32(20) };
}

function jpeg(b: Uint8Array): PhotoHeader | null {
  if (b.length < 4 || b[0] !== 0xff || b[1] !== 0xd8 || b[2] !== 0xff) return null;
  let at = 2;
  while (at + 9 < b.length) {
    if (b[at] !== 0xff) return null;
    const marker = b[at + 1]!;
    // Fill bytes and markers without a length.
    if (marker === 0xff) {
      at += 1;
      continue;
    }
    if (marker === 0xd8 || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      at += 2;
      continue;
    }
    // Start of frame (baseline, progressive, …; not DHT C4, JPG C8, DAC CC): height then width.
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      return { type: 'image/jpeg', height: be16(b, at + 5), width: be16(b, at + 7) };
    }
    at += 2 + be16(b, at + 2);
  }
  return null;
}

function webp(b: Uint8Array): PhotoHeader | null {
  if (b.length < 30 || !ascii(b, 0, 'RIFF') || !ascii(b, 8, 'WEBP')) return null;
  if (ascii(b, 12, 'VP8 ')) return { type: 'image/webp', width: le16(b, 26) & 0x3fff, height: le16(b, 28) & 0x3fff };
  if (ascii(b, 12, 'VP8L')) {
    const width = 1 + (((b[22]! & 0x3f) << 8) | b[21]!);
    const height = 1 + (((b[24]! & 0x0f) << 10) | (b[23]! << 2) | ((b[22]! & 0xc0) >> 6));
    return { type: 'image/webp', width, height };
  }
  if (ascii(b, 12, 'VP8X')) return { type: 'image/webp', width: 1 + le24(b, 24), height: 1 + le24(b, 27) };
  return null;
}

/** The photo's type and size, or null when the bytes are not a JPEG, PNG or WebP we can read. */
export function readPhotoHeader(bytes: Uint8Array): PhotoHeader | null {
  return png(bytes) ?? jpeg(bytes) ?? webp(bytes);
}

export const PHOTO_EXTENSION: Record<PhotoType, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' };
