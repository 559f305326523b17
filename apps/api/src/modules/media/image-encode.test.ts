import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { encodeUpload } from './image-encode.ts';

const create = (width: number, height: number, background = '#884422') =>
  sharp({ create: { width, height, channels: 3, background } });
const sizesOf = (variants: Awaited<ReturnType<typeof encodeUpload>>) =>
  variants.filter((v) => v.format === 'webp').map((v) => [v.pixels.width, v.pixels.height]);

describe('re-encoding an upload', () => {
  it('turns a photo upright as its camera said, then forgets the orientation', async () => {
    // Stored 1600 × 900, to be shown turned a quarter (EXIF orientation 6): a portrait 900 × 1600.
    const sideways = await create(1600, 900).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    const variants = await encodeUpload(sideways, 'jpeg');
    expect(sizesOf(variants)).toEqual([
      [320, 569],
      [640, 1138],
      [900, 1600],
    ]);
    expect((await sharp(variants[2]!.bytes).metadata()).orientation).toBeUndefined();
  });

  it('keeps colours from 16-bit and CMYK pictures, and keeps transparency', async () => {
    const deep = await create(700, 400).toColourspace('rgb16').png().toBuffer();
    const cmyk = await create(700, 400).toColourspace('cmyk').jpeg().toBuffer();
    for (const [bytes, format] of [
      [deep, 'png'],
      [cmyk, 'jpeg'],
    ] as const) {
      const [small] = await encodeUpload(bytes, format);
      const { channels } = await sharp(small!.bytes).stats();
      expect(Math.round(channels[0]!.mean), format).toBeGreaterThan(120);
      expect(Math.round(channels[2]!.mean), format).toBeLessThan(50);
    }
    const clear = await sharp({ create: { width: 500, height: 500, channels: 4, background: '#ffffff00' } })
      .png()
      .toBuffer();
    const [small] = await encodeUpload(clear, 'png');
    expect(await sharp(small!.bytes).metadata()).toMatchObject({ hasAlpha: true });
  });
});
