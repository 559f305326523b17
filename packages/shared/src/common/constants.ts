/** Business constants of spec section 9, shared by the storefront and the API. */

/** Minimum customer age in years (sign-up date of birth and social login). */
export const MINIMUM_AGE_YEARS = 21;
/** Minimum password length. */
export const PASSWORD_MIN_LENGTH = 8;
/** Digits in every one-time code. */
export const OTP_LENGTH = 6;
/** Seconds before a login code may be sent again. */
export const LOGIN_RESEND_WAIT_SECONDS = 30;
/** Verification-code countdown start: 9 minutes 59 seconds. */
export const VERIFICATION_COUNTDOWN_SECONDS = 9 * 60 + 59;
/** Flat shipping charge in fils (15 AED). */
export const SHIPPING_CHARGE_FILS = 1500;
/** Orders above this subtotal in fils (100 AED) ship free. */
export const FREE_SHIPPING_LIMIT_FILS = 10000;
/** Items on one page of any product listing. */
export const PAGE_SIZE = 12;
/** Pagination window: pages shown around the current one. */
export const PAGINATION_PAGE_RANGE = 5;
/** Pagination margin pages on desktop and on mobile. */
export const PAGINATION_MARGIN_PAGES = 2;
export const PAGINATION_MARGIN_PAGES_MOBILE = 1;
/** Search suggestions open at this many characters... */
export const SEARCH_MIN_CHARS = 3;
/** ...and the server is asked only when the query is longer than this. */
export const SEARCH_REQUEST_AFTER_CHARS = 3;
/** Largest search query accepted, in characters. */
export const SEARCH_MAX_CHARS = 100;
/** Header shrinks after this many pixels of scroll. */
export const HEADER_SHRINK_THRESHOLD_PX = 100;
/** Each category-strip arrow scrolls this far. */
export const MENU_ARROW_SCROLL_PX = 200;
/** Default cache time of cached GETs (5 minutes). */
export const DEFAULT_CACHE_MS = 5 * 60 * 1000;
/** Home best-selling, about FAQ and corporate FAQ stay fresh this long. */
export const LONG_CACHE_MS = 3_000_000;
/** Wishlist and cart GETs max age. */
export const CART_CACHE_MS = 600_000;
/** Toast durations. */
export const TOAST_MS = 3000;
export const CART_TOAST_MS = 800;
/** The storefront's currency. */
export const CURRENCY = 'AED';
/** Storefront banner (spec section 1): buy one wine and the second is up to this percent off... */
export const WINE_OFFER_MAX_DISCOUNT_PERCENT = 50;
/** ...for wines under this price in fils (250 AED). */
export const WINE_OFFER_PRICE_LIMIT_FILS = 25000;
/** The category whose bottles join the wine offer (spec section 1), with its subcategories. */
export const WINE_CATEGORY_ROUTE = 'wine';
