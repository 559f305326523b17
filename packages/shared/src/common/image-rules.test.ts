import { describe, expect, it } from 'vitest';
import { drawingRaster, pictureSources, uploadedFile, uploadedImageKey } from './image-rules.ts';

const ID = '0123456789abcdef0123456789abcdef';

describe('uploaded picture names', () => {
  it('knows only the names an upload makes', () => {
    expect(uploadedFile(`${ID}-640.webp`)).toEqual({ id: ID, width: 640, format: 'webp' });
    expect(uploadedFile(`${ID}-av-320.avif`)).toEqual({ id: `${ID}-av`, width: 320, format: 'avif' });
    // No AVIF files unless the id says they were made.
    expect(uploadedFile(`${ID}-320.avif`)).toBeUndefined();
    for (const name of [`${ID}-500.webp`, `${ID}.webp`, `../${ID}-640.webp`, `${ID.toUpperCase()}-640.webp`, 'x.webp'])
      expect(uploadedFile(name), name).toBeUndefined();
  });

  it('lists every width of an upload from any of its URLs, under any image base', () => {
    expect(pictureSources(`/images/${uploadedImageKey(ID)}`)).toEqual({
      src: `/images/uploads/${ID}-1200.webp`,
      srcSet: `/images/uploads/${ID}-320.webp 320w, /images/uploads/${ID}-640.webp 640w, /images/uploads/${ID}-1200.webp 1200w`,
    });
    const cdn = pictureSources(`https://cdn.example/shop/uploads/${ID}-av-640.webp`)!;
    expect(cdn.src).toBe(`https://cdn.example/shop/uploads/${ID}-av-1200.webp`);
    expect(cdn.avifSrcSet).toBe(
      ['320', '640', '1200'].map((w) => `https://cdn.example/shop/uploads/${ID}-av-${w}.avif ${w}w`).join(', '),
    );
    expect(pictureSources(`uploads/${ID}-1200.webp`)?.src).toBe(`uploads/${ID}-1200.webp`);
  });

  it('lists a drawing as WebP at the same widths, and leaves any other picture alone', () => {
    expect(pictureSources('/images/products/alpha-rouge-2018--2.svg')).toEqual({
      src: '/images/products/alpha-rouge-2018--2-640.webp',
      srcSet: [320, 640, 1200].map((w) => `/images/products/alpha-rouge-2018--2-${w}.webp ${w}w`).join(', '),
    });
    expect(pictureSources('https://cdn.example/shop/brand/logo.svg')?.src).toBe(
      'https://cdn.example/shop/brand/logo-640.webp',
    );
    for (const url of [
      `/images/products/${ID}-1200.webp`,
      '/images/elsewhere/alpha.svg',
      '/images/products/../x.svg',
      'https://lh3.example/photo.jpg',
    ])
      expect(pictureSources(url), url).toBeUndefined();
  });

  it("names the drawing and width of a drawing's WebP file, and nothing else", () => {
    expect(drawingRaster('alpha-rouge-2018-320.webp')).toEqual({ drawing: 'alpha-rouge-2018.svg', width: 320 });
    expect(drawingRaster('alpha--3-1200.webp')).toEqual({ drawing: 'alpha--3.svg', width: 1200 });
    for (const file of [
      'alpha-500.webp',
      'alpha.webp',
      'alpha-640.avif',
      '../alpha-640.webp',
      'Alpha-640.webp',
      '-640.webp',
    ])
      expect(drawingRaster(file), file).toBeUndefined();
  });
});
