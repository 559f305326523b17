import { HTML_URL_SCHEMES, htmlToText, INLINE_HTML_TAGS, RICH_HTML_ATTRIBUTES, RICH_HTML_TAGS } from '@shop/shared';
import DOMPurify from 'dompurify';

// The API already sends this HTML cleaned with the same shared lists (decision 016); cleaning again here is defence
// in depth until server rendering takes the sanitizer out of the browser. DOMPurify's own additions (data-* and
// aria-* attributes) are off, so exactly the shared lists pass, as on the server.

/** DOMPurify's test of URL attributes with the shared schemes; relative URLs pass, as they do by default. */
const ALLOWED_URI_REGEXP = new RegExp(`^(?:(?:${HTML_URL_SCHEMES.join('|')}):|[^a-z]|[a-z+.\\-]+(?:[^a-z+.\\-:]|$))`, 'i');

/**
 * Without a DOM (a render on a server) DOMPurify cannot parse and has no `sanitize`: the HTML is then shown as its
 * text, escaped, so markup that was not checked is never written out. (Server rendering will sanitize on the server.)
 */
function escapedText(html: string): string {
  return htmlToText(html).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Product names are HTML (spec section 3): keep inline formatting only. */
export function sanitizeInline(html: string): string {
  if (!DOMPurify.isSupported) return escapedText(html);
  return DOMPurify.sanitize(html, { ALLOWED_TAGS: INLINE_HTML_TAGS, ALLOWED_ATTR: [] });
}

/** Blog, news and description bodies: ordinary article markup, no scripts or handlers. */
export function sanitizeRich(html: string): string {
  if (!DOMPurify.isSupported) return escapedText(html);
  return DOMPurify.sanitize(html, {
    ALLOWED_TAGS: RICH_HTML_TAGS, ALLOWED_ATTR: RICH_HTML_ATTRIBUTES, ALLOWED_URI_REGEXP, ALLOW_DATA_ATTR: false, ALLOW_ARIA_ATTR: false,
  });
}
