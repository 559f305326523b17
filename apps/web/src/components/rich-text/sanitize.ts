import { htmlToText } from '@shop/shared';
import DOMPurify from 'dompurify';

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
  return DOMPurify.sanitize(html, { ALLOWED_TAGS: ['b', 'strong', 'i', 'em', 'sup', 'sub', 'small', 'span', 'br'], ALLOWED_ATTR: [] });
}

/** Blog, news and description bodies: ordinary article markup, no scripts or handlers. */
export function sanitizeRich(html: string): string {
  if (!DOMPurify.isSupported) return escapedText(html);
  return DOMPurify.sanitize(html, { USE_PROFILES: { html: true }, FORBID_TAGS: ['style', 'form', 'input'], FORBID_ATTR: ['style'] });
}
