import { describe, expect, it } from 'vitest';
import { readPhotoHeader } from '../../src/care-team/photo-image.js';
import { makePng } from '../../../infra/local/png.js';

/** Profile photos are recognised by their bytes and measured from their headers (docs/architecture.md, "Coach availability and profile"). */
describe('readPhotoHeader', () => {
  it('reads a PNG', () => {
    expect(readPhotoHeader(makePng(300, 200, () => [1, 2, 3]))).toEqual({ type: 'image/png', width: 300, height: 200 });
  });

  it('reads a JPEG past its APP0 segment to the start of frame', () => {
    const app0 = [0xff, 0xe0, 0x00, 0x10, ...Buffer.from('JFIF\0'), 1, 1, 0, 0, 1, 0, 1, 0, 0];
    const sof2 = [0xff, 0xc2, 0x00, 0x11, 0x08, 0x01, 0x00, 0x00, 0xc8, 0x03, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1];
    expect(readPhotoHeader(new Uint8Array([0xff, 0xd8, ...app0, ...sof2]))).toEqual({ type: 'image/jpeg', width: 200, height: 256 });
  });

  it('reads the three WebP kinds (lossy, lossless, extended)', () => {
    const riff = (chunk: string, body: number[]) =>
      new Uint8Array([...Buffer.from('RIFF'), 0, 0, 0, 0, ...Buffer.from('WEBP'), ...Buffer.from(chunk), ...body]);
    // Chunk size, a 3-byte frame tag, the start code, then 14-bit width and height.
    const lossy = riff('VP8 ', [0, 0, 0, 0, 0, 0, 0, 0x9d, 0x01, 0x2a, 0x00, 0x01, 0x80, 0x00, 0, 0]);
    expect(readPhotoHeader(lossy)).toEqual({ type: 'image/webp', width: 256, height: 128 });
    // Lossless: 14-bit width-1 and height-1 after the 0x2f signature (here 256 × 256).
    const w = 255;
    const h = 255;
    const bits = w | (h << 14);
    const lossless = riff('VP8L', [0, 0, 0, 0, 0x2f, bits & 0xff, (bits >> 8) & 0xff, (bits >> 16) & 0xff, (bits >> 24) & 0xff, 0, 0, 0, 0, 0]);
    expect(readPhotoHeader(lossless)).toEqual({ type: 'image/webp', width: 256, height: 256 });
    const extended = riff('VP8X', [0, 0, 0, 0, 0, 0, 0, 0, 0xff, 0x01, 0x00, 0x3f, 0x00, 0x00, 0, 0]);
    expect(readPhotoHeader(extended)).toEqual({ type: 'image/webp', width: 512, height: 64 });
  });

  it('refuses anything else: GIF, SVG, a truncated PNG, empty bytes', () => {
    expect(readPhotoHeader(Buffer.from('GIF89a\x01\x00\x01\x00', 'latin1'))).toBeNull();
    expect(readPhotoHeader(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>'))).toBeNull();
    expect(readPhotoHeader(makePng(4, 4, () => [0, 0, 0]).subarray(0, 20))).toBeNull();
    expect(readPhotoHeader(new Uint8Array())).toBeNull();
  });
});
