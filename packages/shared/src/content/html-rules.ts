/**
 * Which HTML the shop lets through, in one place for both sides (decision 016): the API cleans every answer with
 * these lists where it builds them (sanitize-html), and the storefront cleans again before it renders, as defence in
 * depth (DOMPurify). Plain data: this package depends on no sanitizer. Everything not listed is removed: elements
 * (keeping their text, except the content of scripts, styles and the like), attributes (every event handler, `style`,
 * `id` and `name` among them) and URLs of other schemes (`javascript:`, `vbscript:`, `data:` outside images).
 */

/** Tags a product name may carry (names are HTML, spec section 3): inline formatting only, and no attribute at all. */
export const INLINE_HTML_TAGS = ['b', 'strong', 'i', 'em', 'sup', 'sub', 'small', 'span', 'br'];

/**
 * Tags of descriptions, tasting notes, blog and news bodies and FAQ answers: ordinary article markup. No scripts,
 * styles, frames, objects, forms or media, which could run code, restyle or cover the page, or pose as the shop's UI.
 */
export const RICH_HTML_TAGS = [
  'p',
  'br',
  'hr',
  'div',
  'span',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'blockquote',
  'pre',
  'figure',
  'figcaption',
  'b',
  'strong',
  'i',
  'em',
  'u',
  's',
  'del',
  'ins',
  'mark',
  'small',
  'sub',
  'sup',
  'abbr',
  'cite',
  'q',
  'dfn',
  'code',
  'kbd',
  'samp',
  'time',
  'ul',
  'ol',
  'li',
  'dl',
  'dt',
  'dd',
  'table',
  'caption',
  'colgroup',
  'col',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'th',
  'td',
  'a',
  'img',
];

/** Attributes any of those tags may carry (one flat list: DOMPurify cannot list them per tag). */
export const RICH_HTML_ATTRIBUTES = [
  'href',
  'src',
  'alt',
  'title',
  'width',
  'height',
  'colspan',
  'rowspan',
  'scope',
  'start',
  'reversed',
  'datetime',
  'cite',
  'lang',
  'dir',
];

/** URL schemes links and pictures may use; relative URLs are kept, and pictures may also be `data:`. */
export const HTML_URL_SCHEMES = ['http', 'https', 'mailto', 'tel'];
