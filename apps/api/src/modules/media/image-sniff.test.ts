import { IMAGE_MESSAGES } from '@shop/shared';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { sniffImage } from './image-sniff.ts';

const base = () => sharp({ create: { width: 64, height: 48, channels: 3, background: '#7a2236' } });

describe('what an upload is, from its bytes', () => {
  const pictures = {} as Record<'jpeg' | 'png' | 'webp' | 'avif', Buffer>;
  beforeAll(async () => {
    pictures.jpeg = await base().jpeg().toBuffer();
    pictures.png = await base().png().toBuffer();
    pictures.webp = await base().webp().toBuffer();
    pictures.avif = await base().avif().toBuffer();
  });

  it('knows the four formats by their signatures', () => {
    for (const [format, bytes] of Object.entries(pictures)) expect(sniffImage(bytes), format).toEqual({ format });
  });

  it('refuses bytes past the end a PNG, WebP or AVIF declares', () => {
    const tail = Buffer.from('hidden payload');
    for (const format of ['png', 'webp', 'avif'] as const)
      expect(sniffImage(Buffer.concat([pictures[format], tail])), format).toEqual({
        refused: IMAGE_MESSAGES.polyglot,
      });
  });

  it("lets a JPEG keep a phone's trailer, unless it hides markup or an archive", () => {
    const trailer = Buffer.concat([pictures.jpeg, Buffer.from('MotionPhoto_Data\0\0\0 ftypmp42')]);
    expect(sniffImage(trailer)).toEqual({ format: 'jpeg' });
    for (const hidden of ['<?php system($_GET[1]); ?>', '<iframe src=//evil.example>', '%PDF-1.7 1 0 obj'])
      expect(sniffImage(Buffer.concat([pictures.jpeg, Buffer.from(hidden)])), hidden).toEqual({
        refused: IMAGE_MESSAGES.polyglot,
      });
  });

  it('tells an SVG from other text and from other formats', () => {
    expect(sniffImage(Buffer.from('\uFEFF\n <svg viewBox="0 0 1 1"></svg>'))).toEqual({ refused: IMAGE_MESSAGES.svg });
    expect(sniffImage(Buffer.from('<html><body>hi</body></html>'))).toEqual({ refused: IMAGE_MESSAGES.wrongType });
    const heic = Buffer.concat([Buffer.from([0, 0, 0, 24]), Buffer.from('ftypheic\0\0\0\0mif1heic')]);
    expect(sniffImage(heic)).toEqual({ refused: IMAGE_MESSAGES.wrongType });
    expect(sniffImage(Buffer.from('GIF89a'))).toEqual({ refused: IMAGE_MESSAGES.wrongType });
    expect(sniffImage(Buffer.alloc(0))).toEqual({ refused: IMAGE_MESSAGES.empty });
  });
});
