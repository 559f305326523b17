import DOMPurify from 'dompurify';

/** Product names are HTML (spec section 3): keep inline formatting only. */
export function sanitizeInline(html: string): string {
  return DOMPurify.sanitize(html, { ALLOWED_TAGS: ['b', 'strong', 'i', 'em', 'sup', 'sub', 'small', 'span', 'br'], ALLOWED_ATTR: [] });
}

/** Blog, news and description bodies: ordinary article markup, no scripts or handlers. */
export function sanitizeRich(html: string): string {
  return DOMPurify.sanitize(html, { USE_PROFILES: { html: true }, FORBID_TAGS: ['style', 'form', 'input'], FORBID_ATTR: ['style'] });
}
