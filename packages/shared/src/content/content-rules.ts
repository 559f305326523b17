import { PAGE_SIZE } from '../common/constants.ts';
import type { PressLogo } from './schemas.ts';

/** Blog posts and news items on one list page; the storefront pages the lists itself (spec section 9: 12 a page). */
export const ARTICLES_PAGE_SIZE = PAGE_SIZE;
/** FAQ entries on one page of `GET /faq-page`. */
export const FAQ_PAGE_SIZE = 10;
/** Other articles shown under a blog post or a news item. */
export const RELATED_ARTICLES_COUNT = 3;
/** Longest e-mail address accepted (RFC 5321 path limit); also the column width. */
export const EMAIL_MAX_LENGTH = 254;

/** Newsletter texts of spec sections 5 and 8, used exactly as written. */
export const NEWSLETTER_MESSAGES = {
  required: 'Please Enter Email.',
  invalid: 'Invalid email address..',
  subscribed: 'Subscribed Successfully!',
  failed: 'Something Went Wrong!',
} as const;

/**
 * `local@domain.tld` with no spaces, no control characters and no empty dot-separated labels;
 * linear, so long input cannot stall it.
 */
export const NEWSLETTER_EMAIL_PATTERN =
  // eslint-disable-next-line no-control-regex -- it names the control characters it refuses
  /^[^\s@\u0000-\u001f\u007f]+@[^\s@.\u0000-\u001f\u007f]+(?:\.[^\s@.\u0000-\u001f\u007f]+)+$/;

/**
 * What a news item without press logos carries: the spec's client hides the logo row when the first entry's link is
 * null, renders an empty row when the list is absent, and fails on an empty list (contract 7.9, decision 011).
 */
export const NO_PRESS_LOGOS: PressLogo[] = [{ title: null, link: null, logo: null }];
