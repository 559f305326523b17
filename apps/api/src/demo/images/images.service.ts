import type { Database } from '../../db/client.ts';
import { NotFoundError } from '../../lib/errors.ts';
import { PRODUCT_IMPORT_IMAGE } from '@shop/shared';
import { etagOf } from '../../lib/response-cache.ts';
import { productSvg } from './product-svg.ts';
import {
  findBannerTitle,
  findBlogForImage,
  findCategoryForImage,
  findChoiceForImage,
  findNewsForImage,
  findProductForImage,
} from './images.repo.ts';
import { blogArt, categoryArt, choiceArt, newsArt } from './scene-art.ts';
import { bannerSvg, logoSvg, pictureToComeSvg } from './svg-banner.ts';
import { coloursOf, wideFrame } from './svg-scenes.ts';

/** `{route}.svg`, or `{route}--2.svg` / `{route}--3.svg` for product gallery views. */
const FILE = /^([a-z0-9]+(?:-[a-z0-9]+)*)(?:--([23]))?\.svg$/;

export interface RenderedImage {
  /** The SVG document. */
  body: string;
  etag: string;
  /** Its gzip form, made on first demand. */
  gzip?: Buffer;
}

interface Entry extends RenderedImage {
  expiresAt: number;
}

/**
 * Draws the shop's SVG images from the database, keeping the latest ones in a small LRU
 * (a Map in insertion order) so repeated requests skip the database.
 * Entries expire so renamed products get fresh art without a restart.
 */
export class ImageService {
  private readonly cache = new Map<string, Entry>();

  constructor(
    private readonly db: Database,
    private readonly maxEntries = 2000,
    private readonly ttlMs = 30 * 60_000,
  ) {}

  get size(): number {
    return this.cache.size;
  }

  async render(folder: string, file: string): Promise<RenderedImage> {
    const key = `${folder}/${file}`;
    const hit = this.cache.get(key);
    if (hit && hit.expiresAt > Date.now()) {
      this.cache.delete(key);
      this.cache.set(key, hit);
      return hit;
    }
    const svg = await this.draw(folder, file);
    if (svg === null) throw new NotFoundError('Image not found.');
    const entry: Entry = { body: svg, etag: etagOf(svg), expiresAt: Date.now() + this.ttlMs };
    this.cache.delete(key);
    if (this.cache.size >= this.maxEntries) {
      const oldest = this.cache.keys().next().value;
      if (oldest !== undefined) this.cache.delete(oldest);
    }
    this.cache.set(key, entry);
    return entry;
  }

  private async draw(folder: string, file: string): Promise<string | null> {
    if (folder === 'brand') return file === 'logo.svg' ? logoSvg() : null;
    if (`${folder}/${file}` === PRODUCT_IMPORT_IMAGE) return pictureToComeSvg();
    const match = FILE.exec(file);
    if (!match) return null;
    const route = match[1] as string;
    const view = match[2] ? (Number(match[2]) as 2 | 3) : 1;
    if (view !== 1 && folder !== 'products') return null;
    switch (folder) {
      case 'products': {
        const found = await findProductForImage(this.db, route);
        return found && productSvg(found.art, view);
      }
      case 'banners': {
        const found = await findProductForImage(this.db, route);
        if (!found?.first) return null;
        return bannerSvg({ title: await findBannerTitle(this.db, route), product: found.art, ...found.first });
      }
      case 'categories': {
        const c = await findCategoryForImage(this.db, route);
        const colours = c && coloursOf(c.parentRoute ?? c.route);
        return (
          c &&
          colours &&
          wideFrame(
            {
              eyebrow: c.parentTitle ? `Cellar · ${c.parentTitle}` : 'Cellar · Shop',
              title: c.title,
              text: c.description,
              cta: `Shop ${c.title}  ›`,
              colours,
            },
            categoryArt(c.route),
          )
        );
      }
      case 'choices': {
        const c = await findChoiceForImage(this.db, route);
        return (
          c &&
          wideFrame(
            {
              eyebrow: 'Our choice',
              title: c.title,
              text: c.description,
              cta: 'Explore the list  ›',
              colours: ['#7a1f2b', '#f7e9ea'],
            },
            choiceArt(c.route),
          )
        );
      }
      case 'blog': {
        const b = await findBlogForImage(this.db, route);
        return (
          b &&
          wideFrame(
            {
              eyebrow: `Cellar Journal · ${b.categoryTitle}`,
              title: b.title,
              text: b.author ? `By ${b.author}` : undefined,
              colours: ['#7a1f2b', '#f3e7d9'],
            },
            blogArt(b.category),
          )
        );
      }
      case 'news': {
        const n = await findNewsForImage(this.db, route);
        const date =
          n &&
          new Date(n.publishedAt).toLocaleDateString('en-GB', {
            day: 'numeric',
            month: 'long',
            year: 'numeric',
            timeZone: 'Asia/Dubai',
          });
        return (
          n &&
          wideFrame(
            { eyebrow: `Cellar News · ${date}`, title: n.title, text: n.excerpt, colours: ['#1f3b5a', '#e9eef5'] },
            newsArt(),
          )
        );
      }
      default:
        return null;
    }
  }
}
