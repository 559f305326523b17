/**
 * The back office's products (issue 26, item 1): limits and messages the server enforces and the editor shows on
 * each field. Money is in integer fils.
 */

export const PRODUCT_NAME_MAX_LENGTH = 200;
export const PRODUCT_ROUTE_MAX_LENGTH = 200;
/** A route is lower-case words of letters and digits joined by single dashes, and never all digits (an id). */
export const PRODUCT_ROUTE_PATTERN = /^(?!\d+$)[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const PRODUCT_TEXT_MAX_LENGTH = 20_000;
export const PRODUCT_META_TITLE_MAX_LENGTH = 200;
export const PRODUCT_META_DESCRIPTION_MAX_LENGTH = 400;
export const PRODUCT_SIZE_VALUE_MAX_LENGTH = 60;
export const PRODUCT_MAX_SIZES = 20;
export const PRODUCT_MAX_GALLERY = 12;
export const PRODUCT_IMAGE_KEY_MAX_LENGTH = 300;
/** An image key: a name under the shop's images, such as `products/rioja.jpg` or an upload's key. */
export const PRODUCT_IMAGE_KEY_PATTERN = /^(?!.*\.\.)[A-Za-z0-9][A-Za-z0-9_./-]*$/;
/** The most one unit may cost (AED 1,000,000): a typing slip (extra zeros) is refused rather than shown. */
export const MAX_PRICE_FILS = 100_000_000;
export const MAX_PACK_SIZE = 100;
export const PRODUCTS_PAGE_SIZE = 25;
export const PRODUCT_SEARCH_MAX_LENGTH = 100;
export const PRICE_HISTORY_SHOWN = 100;

export const PRODUCT_MESSAGES = {
  notFound: 'No product has this id.',
  nameRequired: 'Give the product a name.',
  nameTooLong: `The name is at most ${PRODUCT_NAME_MAX_LENGTH} characters.`,
  routeInvalid:
    'The route is lower-case letters and digits joined by dashes (for example chateau-margaux-2015), not only digits.',
  routeTooLong: `The route is at most ${PRODUCT_ROUTE_MAX_LENGTH} characters.`,
  routeTaken: 'Another product has this route. Choose another.',
  routeWasOther: 'Another product had this route before, and its old links lead there. Choose another.',
  categoryUnknown: 'Choose a top-level category.',
  subCategoryUnknown: 'Choose a subcategory of the chosen category, or none.',
  brandUnknown: 'No brand has this id.',
  originUnknown: 'No origin has this id.',
  choiceUnknown: 'No curated list has this id.',
  textTooLong: `At most ${PRODUCT_TEXT_MAX_LENGTH.toLocaleString('en')} characters.`,
  metaTitleTooLong: `The SEO title is at most ${PRODUCT_META_TITLE_MAX_LENGTH} characters.`,
  metaDescriptionTooLong: `The SEO description is at most ${PRODUCT_META_DESCRIPTION_MAX_LENGTH} characters.`,
  imageRequired: 'Choose the featured picture.',
  imageInvalid: 'This is not the name of a picture of the shop.',
  galleryTooLong: `A gallery has at most ${PRODUCT_MAX_GALLERY} pictures.`,
  abvInvalid: 'The alcohol is a percentage from 0 to 100, with at most one decimal.',
  sizesRequired: 'Give the product at least one size.',
  sizesTooMany: `A product has at most ${PRODUCT_MAX_SIZES} sizes.`,
  sizeValueRequired: 'Name the size (for example 750 ml).',
  sizeValueTooLong: `A size is at most ${PRODUCT_SIZE_VALUE_MAX_LENGTH} characters.`,
  sizeDuplicate: 'The product already has this size.',
  sizeUnknown: 'This size is not one of the product’s sizes.',
  sizeHasOrders: 'This size is in orders, so it cannot be removed: set its stock to 0 instead.',
  priceInvalid: 'The price is a whole number of fils above 0 (AED 1 is 100 fils).',
  priceTooHigh: `The price is at most AED ${(MAX_PRICE_FILS / 100).toLocaleString('en')}.`,
  offerInvalid: 'The offer price is a whole number of fils, 0 for none.',
  offerNotBelowPrice: 'The offer price must be below the price (0 for no offer).',
  stockInvalid: 'The stock is a whole number, 0 or more.',
  costInvalid: 'The cost is a whole number of fils, 0 when unknown.',
  packSizeInvalid: `The pack size is a whole number from 1 to ${MAX_PACK_SIZE}.`,
  pricingForbidden: 'Your role may not set prices: ask a manager.',
  stockForbidden: 'Your role may not set stock: ask someone who counts stock.',
  alreadyArchived: 'This product is already archived.',
  notArchived: 'This product is not archived.',
  refused: 'The product was not saved: fix the fields marked.',
} as const;
