import { HTML_URL_SCHEMES } from '@shop/shared/rules';

/** The link schemes the editor lets staff type: the shared allow-list's. */
export const LINK_PROTOCOLS = HTML_URL_SCHEMES;

/** What the editor gives for its content: '' for an empty editor (TipTap writes `<p></p>`). */
export function toStoredHtml(html: string, isEmpty: boolean): string {
  return isEmpty ? '' : html;
}

/**
 * A typed link address as it is stored, or null when the allow-list would drop it: a path or an address with one of
 * the allowed schemes stays as typed, an e-mail address becomes `mailto:`, a bare host gets `https://`.
 */
export function normaliseLink(typed: string): string | null {
  const link = typed.trim();
  if (/^\+?[\d ()-]{6,}$/.test(link)) return `tel:${link.replace(/[^\d+]/g, '')}`;
  if (link === '' || /\s/.test(link)) return null;
  if (link.startsWith('/') || link.startsWith('#')) return link;
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(link)?.[1]?.toLowerCase();
  if (scheme !== undefined) return HTML_URL_SCHEMES.includes(scheme) ? link : null;
  if (/^[^@/]+@[^@/]+\.[^@/]+$/.test(link)) return `mailto:${link}`;
  return /^[^/]+\.[a-z]{2,}(\/.*)?$/i.test(link) ? `https://${link}` : null;
}
