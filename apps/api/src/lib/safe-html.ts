import sanitizeHtml from 'sanitize-html';
import { HTML_URL_SCHEMES, INLINE_HTML_TAGS, RICH_HTML_ATTRIBUTES, RICH_HTML_TAGS, type Faq } from '@shop/shared';

/**
 * HTML from the catalog and the content (descriptions, tasting notes, blog and news bodies, FAQ answers, product
 * names) is cleaned here, once, where answers are built (decision 016), so every answer is safe to render as it is,
 * by the storefront on a server as in a browser. The lists are the shared ones the storefront's DOMPurify uses.
 * sanitize-html rather than DOMPurify: DOMPurify needs a DOM, and on jsdom it costs about a second and 100 MB to load
 * and several times the time per value (decision 016 has the figures).
 */

/**
 * Elements whose content goes with them: it is code, styling or another document, never text to show (the others
 * leave their text, as DOMPurify's do).
 */
const DROPPED_WITH_CONTENT = [
  'script',
  'style',
  'noscript',
  'iframe',
  'frame',
  'object',
  'embed',
  'svg',
  'math',
  'template',
  'title',
  'xmp',
  'noembed',
  'noframes',
];

const common: sanitizeHtml.IOptions = {
  nonTextTags: DROPPED_WITH_CONTENT,
  allowedSchemes: HTML_URL_SCHEMES,
  allowedSchemesByTag: { img: [...HTML_URL_SCHEMES, 'data'] },
  allowedSchemesAppliedToAttributes: ['href', 'src', 'cite'],
  allowProtocolRelative: true,
  // Leaves the content of a removed element (a `<font>` or `<center>` around text): DOMPurify does the same.
  disallowedTagsMode: 'discard',
};

const RICH: sanitizeHtml.IOptions = {
  ...common,
  allowedTags: RICH_HTML_TAGS,
  allowedAttributes: { '*': RICH_HTML_ATTRIBUTES },
};
const INLINE: sanitizeHtml.IOptions = { ...common, allowedTags: INLINE_HTML_TAGS, allowedAttributes: {} };

/** A string without `<` holds no markup and is safe as it is: kept byte for byte (DOMPurify does the same). */
const hasMarkup = (html: string) => html.includes('<');

/** Article markup: descriptions, tasting notes, category descriptions, blog and news bodies, FAQ answers. */
export function safeRichHtml(html: string): string {
  return hasMarkup(html) ? sanitizeHtml(html, RICH) : html;
}

/** Inline formatting only, no attributes: product names and category titles, which are HTML too. */
export function safeInlineHtml(html: string): string {
  return hasMarkup(html) ? sanitizeHtml(html, INLINE) : html;
}

/** FAQ entries with their answers (HTML) cleaned; questions are text. */
export function safeFaqs(faqs: readonly Faq[]): Faq[] {
  return faqs.map((f) => ({ ...f, answer: safeRichHtml(f.answer) }));
}
