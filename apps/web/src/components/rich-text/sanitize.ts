import {
  HTML_URL_SCHEMES,
  htmlToText,
  INLINE_HTML_TAGS,
  RICH_HTML_ATTRIBUTES,
  RICH_HTML_TAGS,
} from '@shop/shared/rules';
import DOMPurify from 'dompurify';

// The API already sends this HTML cleaned with the same shared lists (decision 016); cleaning again here is defence
// in depth in the browser. DOMPurify's own additions (data-* and aria-* attributes) are off, so exactly the shared
// lists pass, as on the server.

/** DOMPurify's test of URL attributes with the shared schemes; relative URLs pass, as they do by default. */
const ALLOWED_URI_REGEXP = new RegExp(
  `^(?:(?:${HTML_URL_SCHEMES.join('|')}):|[^a-z]|[a-z+.\\-]+(?:[^a-z+.\\-:]|$))`,
  'i',
);

let apiHtmlTrusted = false;

/**
 * Called by the storefront's server entry (decision 015), which reads only the API's own answers, in process, whose
 * HTML the API has cleaned with these same lists (decision 016): that HTML is then written as it is, so the page
 * reads the same before and after hydration.
 */
export function trustApiHtmlWithoutDom(): void {
  apiHtmlTrusted = true;
}

/**
 * Without a DOM DOMPurify cannot parse: unless the HTML is the API's, markup is never written out, only its text,
 * escaped.
 */
function withoutDom(html: string): string {
  if (apiHtmlTrusted) return html;
  return htmlToText(html).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Product names are HTML (spec section 3): keep inline formatting only. */
export function sanitizeInline(html: string): string {
  if (!DOMPurify.isSupported) return withoutDom(html);
  return DOMPurify.sanitize(html, { ALLOWED_TAGS: INLINE_HTML_TAGS, ALLOWED_ATTR: [] });
}

/** Blog, news and description bodies: ordinary article markup, no scripts or handlers. */
export function sanitizeRich(html: string): string {
  if (!DOMPurify.isSupported) return withoutDom(html);
  return DOMPurify.sanitize(html, {
    ALLOWED_TAGS: RICH_HTML_TAGS,
    ALLOWED_ATTR: RICH_HTML_ATTRIBUTES,
    ALLOWED_URI_REGEXP,
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
  });
}
