/**
 * The product file of the back office (issue 26, item 10): one row per size, exported and imported back. Money in the
 * file is in AED (as staff read it), kept in fils.
 */

/** The columns, in the order the export writes them; an import needs every one of them, in any order. */
export const PRODUCT_CSV_COLUMNS = [
  'product_route',
  'name',
  'category_route',
  'subcategory_route',
  'brand_route',
  'origin',
  'size',
  'price_aed',
  'offer_price_aed',
  'cost_aed',
  'stock',
  'pack_size',
  'active',
] as const;
export type ProductCsvColumn = (typeof PRODUCT_CSV_COLUMNS)[number];

/** The largest product file an import takes. */
export const PRODUCT_IMPORT_MAX_BYTES = 2 * 1024 * 1024;

/**
 * The picture a product created by an import shows until staff choose one in the editor: the file has no column for
 * pictures. The API draws it ("picture to come") where it serves the images itself; a CDN holds a copy under the same
 * name.
 */
export const PRODUCT_IMPORT_IMAGE = 'products/picture-to-come.svg';

export const PRODUCT_SHEET_MESSAGES = {
  importRefused: 'The file was not imported, and nothing changed: fix the rows listed and send it again.',
  pricingForbidden: 'it changes a price, and your role may not set prices (pricing:write)',
  stockForbidden: 'it changes stock, and your role may not set stock (stock:write)',
} as const;
