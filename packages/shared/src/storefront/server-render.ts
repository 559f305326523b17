/**
 * The contract between the API server and the storefront's server entry (decision 015). The API loads the built
 * entry (`apps/web/dist-server/entry-server.js`) at start-up and hands it the public reads in process; the entry
 * renders a public page to HTML with them. The two apps never import each other: both follow this file.
 */

/**
 * A public read asked in process: a GET of `PUBLIC_API_READS`, or one of the listing POSTs (shop by price, filters).
 */
export interface PublicReadRequest {
  method: 'GET' | 'POST';
  /** Path under the API base with its query string, as the storefront's API client would request it. */
  path: string;
  body?: unknown;
}

/** The answer a route would give: its status and its JSON body (the error payload when not 200). */
export interface PublicReadAnswer {
  status: number;
  body: unknown;
}

/** The API side: answers a public read with the services its routes use; anything else is answered 404. */
export type PublicReader = (request: PublicReadRequest) => Promise<PublicReadAnswer>;

/** One page to render. */
export interface PageRenderRequest {
  /** The page's path and query string, e.g. `/shop/wine?page=2`. */
  url: string;
  /** The visitor has confirmed their age (the `AGE_COOKIE` cookie): the page renders without the age gate. */
  ageConfirmed: boolean;
}

/** A rendered page in the parts the API writes into `index.html`. */
export interface RenderedPage {
  /** Title, description, canonical link: goes into `<head>` in place of the default title. */
  head: string;
  /** The app's markup: goes inside `<div id="root">`. */
  body: string;
  /** The data the page was rendered with, as JSON safe inside a `<script type="application/json">` element. */
  data: string;
  /**
   * Whether the HTML may be kept for other visitors: not when a read failed for a moment (the database away), nor for
   * a page with no end of variants (a filtered listing). Absent: it may.
   */
  keep?: boolean;
}

export interface StorefrontRenderer {
  /**
   * The key a page's HTML is cached under: its path written the route table's way and only the query parameters
   * the page reads, so spellings and tracking tags of one page share one entry. Null: not a page the server renders
   * (personal pages, which stay a shell rendered in the browser).
   */
  pageKey(url: string): string | null;
  /**
   * Whether a page's HTML may be kept in the shared cache, known before it is rendered: false for pages with no end of
   * variants (filtered listings, far pages), which are rendered for each request. A render may still say no
   * (`RenderedPage.keep`, when a read failed).
   */
  keeps(url: string): boolean;
  render(request: PageRenderRequest): Promise<RenderedPage>;
}

/** What the built entry module exports. */
export interface StorefrontServerEntry {
  createRenderer(options: { read: PublicReader; origin: string }): StorefrontRenderer;
}

/** The cookie that keeps a visitor's age confirmation, so the server can leave the gate out of the page. */
export const AGE_COOKIE = 'cellar_age';

/** How long the confirmation is kept: a year. */
export const AGE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/**
 * The cookie as a `Set-Cookie` header or `document.cookie` writes it: the confirmation kept for a year, or (not
 * `confirmed`) removed. Not HttpOnly: the app sets and clears it too.
 */
export function ageCookie(confirmed: boolean, { secure = false }: { secure?: boolean } = {}): string {
  const value = confirmed
    ? `${AGE_COOKIE}=1; Path=/; Max-Age=${AGE_COOKIE_MAX_AGE_SECONDS}`
    : `${AGE_COOKIE}=; Path=/; Max-Age=0`;
  return `${value}; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** True when a `Cookie` header (or `document.cookie`) holds the confirmation. */
export function hasAgeCookie(cookies: string | undefined): boolean {
  return typeof cookies === 'string' && cookies.split(/;\s*/).includes(`${AGE_COOKIE}=1`);
}

/** The form action of the age gate without JavaScript: sets `AGE_COOKIE` and returns to the page. */
export const AGE_CONFIRM_PATH = '/age-confirm';

/** The id of the data block the client entry hydrates from. */
export const SSR_DATA_ELEMENT_ID = 'ssr-data';
