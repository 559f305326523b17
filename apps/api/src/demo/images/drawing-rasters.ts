import { drawingRaster, type ImageWidth } from '@shop/shared';
import { LRUCache } from 'lru-cache';
import sharp from 'sharp';
import { ServiceUnavailableError } from '../../lib/errors.ts';
import { createWorkQueue } from '../../lib/image-work.ts';
import { etagOf } from '../../lib/response-cache.ts';
import type { ImageService } from './images.service.ts';

/** A drawing as WebP at one width. */
export interface RasterImage {
  body: Buffer;
  etag: string;
}

/** What making one WebP needs: the SVG it is drawn from, and the width. */
interface Source {
  svg: string;
  width: ImageWidth;
}

/** The drawings are flat colours and text: at this quality their edges stay clean and a card's picture is 3 KB. */
const WEBP_QUALITY = 75;
/** An SVG's size when it gives none, as sharp reads it: at 72 dots an inch, one dot a pixel. */
const SVG_DENSITY = 72;

/**
 * The drawings' own queue, apart from the uploads' (`imageWork`): a first visit asks for dozens of small pictures at
 * once, which the uploads' eight places would refuse, and each takes little memory. Two at a time leave libuv's other
 * threads to the rest of the server (password hashing, files), however many pictures a crawler asks for.
 */
const drawingWork = createWorkQueue({
  atOnce: 2,
  maxWaiting: 500,
  busy: () => new ServiceUnavailableError('The pictures are busy right now. Please try again in a moment.'),
});

async function encode({ svg, width }: Source): Promise<RasterImage> {
  const source = Buffer.from(svg);
  const { width: drawn = width } = await sharp(source).metadata();
  // Drawn at the density that makes it the width asked for, so text and edges are drawn sharp, not enlarged.
  const density = Math.max(1, (SVG_DENSITY * width) / drawn);
  const body = await sharp(source, { density }).resize({ width }).webp({ quality: WEBP_QUALITY }).toBuffer();
  return { body, etag: etagOf(body) };
}

/**
 * The demo's drawings as WebP (`{name}-{width}.webp`, decision 005), made with sharp from the SVG the image service
 * draws, and kept in an LRU. Two requests for the same picture while it is being made share the one encoding.
 */
export class DrawingRasters {
  private readonly cache: LRUCache<string, RasterImage, Source>;

  constructor(
    private readonly drawings: ImageService,
    maxEntries = 1000,
  ) {
    this.cache = new LRUCache<string, RasterImage, Source>({
      max: maxEntries,
      fetchMethod: (_key, _stale, { context }) => drawingWork.run(() => encode(context)),
    });
  }

  /** Null when the name is no drawing's WebP; the image service's 404 when there is no such drawing. */
  async render(folder: string, file: string): Promise<RasterImage | null> {
    const raster = drawingRaster(file);
    if (!raster) return null;
    const svg = await this.drawings.render(folder, raster.drawing);
    // Keyed by the SVG's ETag too: a drawing drawn anew (a renamed product) is made anew, and the old one ages out.
    const made = await this.cache.fetch(`${folder}/${file} ${svg.etag}`, {
      context: { svg: svg.body, width: raster.width },
    });
    return made!;
  }
}
