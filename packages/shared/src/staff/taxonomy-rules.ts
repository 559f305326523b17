/**
 * The back office's shop structure (issue 26, items 3 and 4): categories and subcategories, brands, origins, and the
 * home page (its rows, banners, offer texts and our-choice lists). Limits the server enforces and the UI shows; they
 * follow the columns' sizes.
 */
export const TAXONOMY_LIMITS = {
  route: 120,
  title: 160,
  brandName: 160,
  metaTitle: 200,
  metaDescription: 400,
  description: 20_000,
  schemaMarkup: 20_000,
  image: 300,
  country: 80,
  region: 120,
  bannerTitle: 200,
  offerHeadline: 120,
  offerDetail: 200,
  /** Products one our-choice list holds at most. */
  choiceProducts: 200,
} as const;

/** A route: lower-case letters and digits in words joined by single dashes, as in `red-wine`. */
export const ROUTE_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** A stored image key (`banners/rouge.jpg`) or an address (`https://…`): no spaces, no way up the folders. */
export const IMAGE_KEY_PATTERN = /^(?:https?:\/\/[^\s]+|(?!.*\.\.)[A-Za-z0-9][A-Za-z0-9._/-]*)$/;

const count = (n: number, one: string, many: string) => `${n.toLocaleString('en')} ${n === 1 ? one : many}`;

export const TAXONOMY_MESSAGES = {
  routeFormat: 'Use lower-case letters, digits and single dashes, as in red-wine.',
  routeTaken: 'Another category already uses this route.',
  brandRouteTaken: 'Another brand already uses this route.',
  choiceRouteTaken: 'Another our-choice list already uses this route.',
  originTaken: 'This country and region are already an origin.',
  imageFormat: 'Give a stored image key (banners/rouge.jpg) or an https:// address.',
  schemaMarkupFormat: 'Schema markup is a JSON object, or empty for the shop to write one.',
  categoryNotFound: 'No category has this id.',
  parentNotFound: 'No top-level category has this id.',
  brandNotFound: 'No brand has this id.',
  originNotFound: 'No origin has this id.',
  homeRowNotFound: 'No home row has this id.',
  bannerNotFound: 'No banner has this id.',
  offerNotFound: 'No offer text has this id.',
  choiceNotFound: 'No our-choice list has this id.',
  productNotFound: 'No product has this id.',
  homeRowTaken: 'This category already has a home row.',
  orderNotPermutation: 'Send every id of the list exactly once, in the new order.',
  categoryHasProducts: (n: number) =>
    `This category still has ${count(n, 'product', 'products')}: move them to another category first.`,
  categoryHasSubcategories: (n: number) =>
    `This category still has ${count(n, 'subcategory', 'subcategories')}: delete or empty them first.`,
  categoryIsHomeRow: 'This category is a row of the home page: remove the row first.',
  brandHasProducts: (n: number) =>
    `This brand still has ${count(n, 'product', 'products')}: give them another brand first.`,
  originHasProducts: (n: number) =>
    `This origin still has ${count(n, 'product', 'products')}: give them another origin first.`,
} as const;
