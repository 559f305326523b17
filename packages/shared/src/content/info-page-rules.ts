import { escapeHtml } from '../common/html-text.ts';
import {
  FREE_SHIPPING_LIMIT_FILS,
  MINIMUM_AGE_YEARS,
  SHIPPING_CHARGE_FILS,
  WINE_OFFER_MAX_DISCOUNT_PERCENT,
  WINE_OFFER_PRICE_LIMIT_FILS,
} from '../common/constants.ts';
import { aedText } from '../storefront/money-text.ts';

/**
 * The information pages staff edit (issue 26, item 6): the about and corporate pages and the four policies. Their
 * addresses are the storefront's (spec section 2), so the set is fixed: staff change a page's words, never add one.
 */
export const INFO_PAGES = [
  'about',
  'corporate',
  'privacy-policy',
  'terms-conditions',
  'return-refund',
  'shipping-delivery',
] as const;
export type InfoPageSlug = (typeof INFO_PAGES)[number];

export const INFO_PAGE_LABELS: Record<InfoPageSlug, string> = {
  about: 'About',
  corporate: 'Corporate & Trade',
  'privacy-policy': 'Privacy Policy',
  'terms-conditions': 'Terms & Conditions',
  'return-refund': 'Return & Refund',
  'shipping-delivery': 'Shipping & Delivery',
};

export function isInfoPageSlug(value: string): value is InfoPageSlug {
  return (INFO_PAGES as readonly string[]).includes(value);
}

/** A page's lead: the line under its title and its search-engine description. */
export const INFO_PAGE_DESCRIPTION_MAX_LENGTH = 300;

/**
 * Words a page's text may hold in braces, filled when the page is read, so a page never disagrees with the footer
 * (contact details, from the settings) or with the rules the checkout applies (from this package).
 */
export const INFO_PAGE_PLACEHOLDERS = [
  'email',
  'phone',
  'address',
  'store_address',
  'minimum_age',
  'shipping_charge',
  'free_delivery_above',
  'wine_offer_percent',
  'wine_offer_below',
] as const;
export type InfoPagePlaceholder = (typeof INFO_PAGE_PLACEHOLDERS)[number];

export const INFO_PAGE_PLACEHOLDER_LABELS: Record<InfoPagePlaceholder, string> = {
  email: "the shop's e-mail, linked",
  phone: "the shop's phone number, linked",
  address: "the warehouse's address, linked to its map",
  store_address: "the store's address, linked to its map",
  minimum_age: 'the minimum age to buy',
  shipping_charge: 'the delivery charge',
  free_delivery_above: 'the order total above which delivery is free',
  wine_offer_percent: "the wine offer's discount in percent",
  wine_offer_below: 'the price under which a wine takes the wine offer',
};

/** `{word}`: lower-case letters and underscores between braces. Anything else in braces is left as text. */
const PLACEHOLDER = /\{([a-z_]+)\}/g;

/** The contact details a page's placeholders link to (those of `GET /contact-details`). */
export interface InfoPageContact {
  email: string;
  phone: string;
  phone_link: string;
  address: string;
  map_link: string;
  store_address: string;
  store_map_link: string;
}

export const INFO_PAGE_MESSAGES = {
  notFound: 'No information page has this address.',
  descriptionRequired: 'Write the line shown under the title.',
  descriptionTooLong: `The line under the title is at most ${INFO_PAGE_DESCRIPTION_MAX_LENGTH} characters.`,
  unknownPlaceholder: (names: readonly string[]) =>
    `${names.map((n) => `{${n}}`).join(', ')} ${names.length === 1 ? 'is' : 'are'} not a placeholder: use one of ` +
    `${INFO_PAGE_PLACEHOLDERS.map((n) => `{${n}}`).join(', ')}.`,
} as const;

/** The placeholders a text names that do not exist, each once, in the order they first appear. */
export function unknownPlaceholders(text: string): string[] {
  const known: readonly string[] = INFO_PAGE_PLACEHOLDERS;
  const unknown = [...text.matchAll(PLACEHOLDER)].map((m) => m[1]!).filter((name) => !known.includes(name));
  return [...new Set(unknown)];
}

// Plain links: the shared allow-list keeps no `target` or `rel`, so a map opens in the same tab.
const link = (href: string, text: string) => `<a href="${escapeHtml(href)}">${escapeHtml(text)}</a>`;

/** What each placeholder stands for as plain text: for the lead line, which is text. */
export function infoPageTextValues(contact: InfoPageContact): Record<InfoPagePlaceholder, string> {
  return {
    email: contact.email,
    phone: contact.phone,
    address: contact.address,
    store_address: contact.store_address,
    minimum_age: String(MINIMUM_AGE_YEARS),
    shipping_charge: aedText(SHIPPING_CHARGE_FILS),
    free_delivery_above: aedText(FREE_SHIPPING_LIMIT_FILS),
    wine_offer_percent: String(WINE_OFFER_MAX_DISCOUNT_PERCENT),
    wine_offer_below: aedText(WINE_OFFER_PRICE_LIMIT_FILS),
  };
}

/** What each placeholder stands for as HTML: contact details linked as the footer links them, the rest as text. */
export function infoPageValues(contact: InfoPageContact): Record<InfoPagePlaceholder, string> {
  const text = infoPageTextValues(contact);
  const escaped = Object.fromEntries(Object.entries(text).map(([name, value]) => [name, escapeHtml(value)]));
  return {
    ...(escaped as Record<InfoPagePlaceholder, string>),
    email: link(`mailto:${contact.email}`, contact.email),
    phone: link(contact.phone_link, contact.phone),
    address: link(contact.map_link, contact.address),
    store_address: link(contact.store_map_link, contact.store_address),
  };
}

/** A page's text with its placeholders filled by `values`; an unknown one stays as it was written. */
export function fillInfoPage(html: string, values: Record<InfoPagePlaceholder, string>): string {
  return html.replace(PLACEHOLDER, (whole, name: string) =>
    name in values ? values[name as InfoPagePlaceholder] : whole,
  );
}
