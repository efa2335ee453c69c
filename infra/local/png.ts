import { crc32, deflateSync } from 'node:zlib';

/**
 * A PNG made from a colour per pixel (RGB), without an image library: the demo coach's photo in the
 * seed and the photos of the tests (docs/architecture.md, "Coach availability and profile").
 */
export function makePng(width: number, height: number, colour: (x: number, y: number) => [number, number, number]): Buffer {
  const raw = Buffer.alloc(height * (1 + width * 3));
  for (let y = 0; y < height; y++) {
    const row = y * (1 + width * 3);
    raw[row] = 0; // filter: none
    for (let x = 0; x < width; x++) {
      const [r, g, b] = colour(x, y);
      raw[row + 1 + x * 3] = r;
      raw[row + 2 + x * 3] = g;
      raw[row + 3 + x * 3] = b;
    }
  }
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body) >>> 0);
    return Buffer.concat([length, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // colour type: RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The demo coach's photo: a calm teal-to-blue disc on a light ground, 256×256. */
export function demoCoachPhoto(): Buffer {
  const size = 256;
  const c = size / 2;
  return makePng(size, size, (x, y) => {
    const d = Math.hypot(x - c, y - c);
    if (d > c - 4) return [236, 242, 244];
    const t = y / size;
    const shade = 1 - (d / c) * 0.25;
    return [Math.round((20 + 40 * t) * shade), Math.round((150 - 40 * t) * shade), Math.round((160 + 60 * t) * shade)];
  });
}
