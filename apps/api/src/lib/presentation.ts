import { escapeHtml } from '@shop/shared';

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

/** Stored plain text as HTML that shows the same text, for fields clients insert as HTML (`short_description`). */
export function textToHtml(text: string): string {
  return escapeHtml(text);
}
