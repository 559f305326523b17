import { under, type PathSpec } from './expect-paths.ts';

/**
 * The catalog's shared shapes as field paths (seed-client-contract.md "Shared shapes"; decision 011), for the
 * contract tests: what the spec's client reads, with the fields our storefront reads beside them.
 */

/**
 * V: every price variation. Prices are numbers ("none" is 0); `variation.name` and `values.name` must exist, or the
 * product page crashes.
 */
export const VARIATION: PathSpec = {
  id: 'number',
  product_id: 'number',
  variation_id: 'number',
  variation_value_id: 'number',
  value: 'string',
  price: 'number',
  offer_price: 'number',
  discount_price: 'number',
  stock: 'number',
  pack_of: 'string',
  'variation.id': 'number',
  'variation.name': 'string',
  'values.id': 'number',
  'values.name': 'string',
};

/**
 * A category as products and listings carry it: `title` and `name` both, and `schema_markup` an object (the client
 * stringifies it).
 */
export const CATEGORY: PathSpec = {
  id: 'number',
  route: 'string',
  title: 'string',
  name: 'string',
  description: 'string',
  image: 'null|image',
  'seo.meta_title': 'string',
  'seo.meta_description': 'string',
  'seo.schema_markup': 'object',
};

/** A category in a link list: the filter list's subcategories, the home page's tabs. */
export const CATEGORY_LINK: PathSpec = { id: 'number', route: 'string', name: 'string', title: 'string' };

const CARD_FIELDS: PathSpec = {
  id: 'number',
  route: 'string',
  name: 'string',
  featured_img: 'image',
  created_at: 'iso8601',
  category_id: 'number',
  'brands.id': 'number',
  'brands.name': 'string',
  is_premium: 'boolean',
  is_promotion: 'boolean',
  ...under('price_variation[]', VARIATION),
};

/**
 * P: the product card, as listings carry it: with its whole category. The fixture's products all have a brand and a
 * subcategory.
 */
export const CARD: PathSpec = { ...CARD_FIELDS, ...under('category', CATEGORY), ...under('sub_category', CATEGORY) };

/**
 * P outside listings (home rows, best sellers, similar products): its categories as links, which is all the client
 * reads there.
 */
export const TILE: PathSpec = {
  ...CARD_FIELDS,
  ...under('category', CATEGORY_LINK),
  ...under('sub_category', CATEGORY_LINK),
};

/** A listing (contract 7.10): `product` paged, with numbers for the client's paginator; `faq` a list. */
export function listingPaths(faq: 'with faq' | 'no faq'): PathSpec {
  return {
    ...under('product.data[]', CARD),
    'product.current_page': 'number',
    'product.last_page': 'number',
    'product.from': 'number',
    'product.to': 'number',
    'product.per_page': 'number',
    'product.total': 'number',
    total: 'number',
    faq: 'array',
    ...(faq === 'with faq' ? { 'faq[].question': 'string', 'faq[].answer': 'string' } : {}),
    category: 'object|null',
    sub_category: 'object|null',
  };
}

/** The product page (contract 7.13): every V with its `variation` and `values`, all pictures in `slider_images`. */
export const PRODUCT_DETAIL: PathSpec = {
  ...under('product', CARD),
  'product.short_description': 'string',
  'product.long_description': 'string',
  'product.details': 'string',
  'product.slider_images[]': 'image',
  'product.seo.meta_title': 'string',
  'product.seo.meta_description': 'string',
  'product.seo.schema_markup': 'object',
  'product.tasting_notes': 'string',
  'product.abv': 'number|null',
  'product.origin.country': 'string',
  ...under('similar_products[]', TILE),
};
