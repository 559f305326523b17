import { drawingRaster, type ImageWidth } from '@shop/shared';
import sharp from 'sharp';
import { etagOf } from '../../lib/response-cache.ts';
import type { ImageService } from './images.service.ts';

/** A drawing as WebP at one width. */
export interface RasterImage {
  body: Buffer;
  etag: string;
}

interface Entry extends RasterImage {
  /** The ETag of the SVG it was made from: when the drawing is drawn anew (a renamed product), so is the WebP. */
  from: string;
}

/** The drawings are flat colours and text: at this quality their edges stay clean and a card's picture is 3 KB. */
const WEBP_QUALITY = 75;
/** An SVG's size when it gives none, as sharp reads it: at 72 dots an inch, one dot a pixel. */
const SVG_DENSITY = 72;

/**
 * The demo's drawings as WebP (`{name}-{width}.webp`, decision 005), made with sharp from the SVG the image service
 * draws, and kept in a small LRU (a Map in insertion order). Two requests for the same picture while it is being
 * made share the one encoding.
 */
export class DrawingRasters {
  private readonly cache = new Map<string, Entry>();
  private readonly making = new Map<string, Promise<RasterImage | null>>();

  constructor(
    private readonly drawings: ImageService,
    private readonly maxEntries = 1000,
  ) {}

  /** Null when the name is no drawing's WebP; the image service's 404 when there is no such drawing. */
  async render(folder: string, file: string): Promise<RasterImage | null> {
    const raster = drawingRaster(file);
    if (!raster) return null;
    const key = `${folder}/${file}`;
    const svg = await this.drawings.render(folder, raster.drawing);
    const hit = this.cache.get(key);
    if (hit?.from === svg.etag) {
      this.cache.delete(key);
      this.cache.set(key, hit);
      return hit;
    }
    let made = this.making.get(key);
    if (!made) {
      made = this.make(key, svg.body, svg.etag, raster.width).finally(() => this.making.delete(key));
      this.making.set(key, made);
    }
    return made;
  }

  private async make(key: string, svg: string, from: string, width: ImageWidth): Promise<RasterImage> {
    const source = Buffer.from(svg);
    const { width: drawn = width } = await sharp(source).metadata();
    // Drawn at the density that makes it the width asked for, so text and edges are drawn sharp, not enlarged.
    const density = Math.max(1, (SVG_DENSITY * width) / drawn);
    const body = await sharp(source, { density }).resize({ width }).webp({ quality: WEBP_QUALITY }).toBuffer();
    const entry: Entry = { body, etag: etagOf(body), from };
    if (this.cache.size >= this.maxEntries) {
      const oldest = this.cache.keys().next().value;
      if (oldest !== undefined) this.cache.delete(oldest);
    }
    this.cache.set(key, entry);
    return entry;
  }
}
