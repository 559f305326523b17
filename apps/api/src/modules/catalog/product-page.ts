import {
  aedText,
  CURRENCY,
  displayedPrice,
  FREE_SHIPPING_LIMIT_FILS,
  htmlToText,
  isSoldOut,
  SHIPPING_CHARGE_FILS,
  type PriceVariation,
  type Seo,
} from '@shop/shared';
import type { CategoryRow } from './catalog.repo.ts';

/**
 * What the catalog derives for pages and search engines: seo, JSON-LD, shipping details and pack sizes (decision 011).
 */

/** A description cut to what a search result shows, at a word boundary. */
function excerpt(text: string, max = 160): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max / 2))}…`;
}

/** The product page's "Shipping Details" tab (spec sections 1 and 9): the amounts come from the shared constants. */
export const SHIPPING_DETAILS_HTML = [
  `<p>Free delivery across Dubai on orders above ${aedText(FREE_SHIPPING_LIMIT_FILS)}; below that, delivery costs ${aedText(SHIPPING_CHARGE_FILS)} per order.</p>`,
  '<p>Prefer to collect? Choose store pick-up at checkout and collect your order from our store.</p>',
  '<p>Alcohol is handed only to adults, who show their ID on delivery or pick-up.</p>',
].join('');

/**
 * Units in a pack size ("6 x 330 ml" is "6"), or "" for a single bottle or can: the client prints "Pack Of {pack_of}"
 * unless it is "".
 */
export function packOf(value: string): string {
  return /^\s*(\d+)\s*[x×]\s*\S/i.exec(value)?.[1] ?? '';
}

/**
 * A category's seo. `schema_markup` is stored as JSON text: an object is sent as it is; an empty or unreadable
 * one becomes a schema.org CollectionPage of the category, since the client writes whatever it gets into its page.
 */
export function categorySeo(row: CategoryRow): Seo {
  const meta_title = row.metaTitle || htmlToText(row.title);
  const meta_description = row.metaDescription || excerpt(htmlToText(row.description));
  return {
    meta_title,
    meta_description,
    schema_markup: storedMarkup(row.schemaMarkup) ?? {
      '@context': 'https://schema.org',
      '@type': 'CollectionPage',
      name: meta_title,
      description: meta_description,
    },
  };
}

function storedMarkup(text: string): Record<string, unknown> | null {
  if (!text.trim()) return null;
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/** What a product's seo is made of. */
export interface ProductSeoInput {
  id: number;
  name: string;
  description: string;
  tastingNotes: string;
  images: string[];
  brand: string | null;
  category: string;
  variations: readonly PriceVariation[];
  /** Staff's own; empty ones are derived from the name and description. */
  metaTitle?: string;
  metaDescription?: string;
}

/** A product's seo: its name, the start of its description, and a schema.org Product with one Offer per size. */
export function productSeo(p: ProductSeoInput): Seo {
  const name = htmlToText(p.name);
  const description = htmlToText(p.description || p.tastingNotes);
  return {
    meta_title: p.metaTitle || `${name} — Buy in Dubai`,
    meta_description: p.metaDescription || excerpt(description) || `Buy ${name} online in Dubai.`,
    schema_markup: {
      '@context': 'https://schema.org',
      '@type': 'Product',
      name,
      image: p.images,
      description: excerpt(description, 500),
      sku: String(p.id),
      category: htmlToText(p.category),
      ...(p.brand ? { brand: { '@type': 'Brand', name: p.brand } } : {}),
      offers: p.variations.map((v) => ({
        '@type': 'Offer',
        name: v.value,
        price: displayedPrice(v).toFixed(2),
        priceCurrency: CURRENCY,
        availability: isSoldOut(v) ? 'https://schema.org/OutOfStock' : 'https://schema.org/InStock',
      })),
    },
  };
}
