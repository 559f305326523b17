/** How the API shows stored values: image names as URLs, timestamps as ISO 8601, plain text as HTML. */

/** Full URL of a stored image name under the configured image base (a CDN or this server's /images). */
export function imageUrl(base: string, image: string): string {
  if (/^https?:\/\//i.test(image)) return image;
  return `${base.replace(/\/+$/, '')}/${image.replace(/^\/+/, '')}`;
}

/** A database timestamp as ISO 8601 in UTC, the same whichever driver read it. */
export function toIsoTimestamp(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : date.toISOString();
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Stored plain text as HTML that shows the same text, for fields clients insert as HTML (`short_description`). */
export function textToHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c);
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", apos: "'", nbsp: ' ' };

/** HTML as the plain text it shows, for fields clients print as text (a product's name in a cart line). */
export function htmlToText(html: string): string {
  return html.replace(/<[^>]*>/g, '')
    .replace(/&(#\d+|#x[0-9a-f]+|\w+);/gi, (whole, name: string) => {
      if (ENTITIES[name] !== undefined) return ENTITIES[name]!;
      const code = name.startsWith('#x') || name.startsWith('#X') ? parseInt(name.slice(2), 16) : name.startsWith('#') ? parseInt(name.slice(1), 10) : NaN;
      return Number.isFinite(code) && code > 0 && code < 0x110000 ? String.fromCodePoint(code) : whole;
    })
    .replace(/\s+/g, ' ')
    .trim();
}
