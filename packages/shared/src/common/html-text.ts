/**
 * The text an HTML fragment shows, without a DOM: the API prints product names in cart lines, invoices and meta
 * tags, and the storefront prints them in titles, alt text and structured data, on a server as in the browser. It
 * reads the markup the shop stores (names with `<em>` or `&amp;`, descriptions in paragraphs); it is not a
 * sanitizer, and what it returns must be written as text, never as HTML.
 */

/** HTML's names for U+00A0 to U+00FF, in code point order. */
const LATIN_1 = [
  'nbsp',
  'iexcl',
  'cent',
  'pound',
  'curren',
  'yen',
  'brvbar',
  'sect',
  'uml',
  'copy',
  'ordf',
  'laquo',
  'not',
  'shy',
  'reg',
  'macr',
  'deg',
  'plusmn',
  'sup2',
  'sup3',
  'acute',
  'micro',
  'para',
  'middot',
  'cedil',
  'sup1',
  'ordm',
  'raquo',
  'frac14',
  'frac12',
  'frac34',
  'iquest',
  'Agrave',
  'Aacute',
  'Acirc',
  'Atilde',
  'Auml',
  'Aring',
  'AElig',
  'Ccedil',
  'Egrave',
  'Eacute',
  'Ecirc',
  'Euml',
  'Igrave',
  'Iacute',
  'Icirc',
  'Iuml',
  'ETH',
  'Ntilde',
  'Ograve',
  'Oacute',
  'Ocirc',
  'Otilde',
  'Ouml',
  'times',
  'Oslash',
  'Ugrave',
  'Uacute',
  'Ucirc',
  'Uuml',
  'Yacute',
  'THORN',
  'szlig',
  'agrave',
  'aacute',
  'acirc',
  'atilde',
  'auml',
  'aring',
  'aelig',
  'ccedil',
  'egrave',
  'eacute',
  'ecirc',
  'euml',
  'igrave',
  'iacute',
  'icirc',
  'iuml',
  'eth',
  'ntilde',
  'ograve',
  'oacute',
  'ocirc',
  'otilde',
  'ouml',
  'divide',
  'oslash',
  'ugrave',
  'uacute',
  'ucirc',
  'uuml',
  'yacute',
  'thorn',
  'yuml',
];

/** Named character references the shop's texts use: HTML's basic five, Latin-1 and typography. */
const NAMED_CHARACTERS: Readonly<Record<string, number>> = {
  ...Object.fromEntries(LATIN_1.map((name, i) => [name, 0xa0 + i])),
  amp: 0x26,
  lt: 0x3c,
  gt: 0x3e,
  quot: 0x22,
  apos: 0x27,
  OElig: 0x152,
  oelig: 0x153,
  Scaron: 0x160,
  scaron: 0x161,
  Yuml: 0x178,
  fnof: 0x192,
  circ: 0x2c6,
  tilde: 0x2dc,
  ensp: 0x2002,
  emsp: 0x2003,
  thinsp: 0x2009,
  zwnj: 0x200c,
  zwj: 0x200d,
  lrm: 0x200e,
  rlm: 0x200f,
  ndash: 0x2013,
  mdash: 0x2014,
  lsquo: 0x2018,
  rsquo: 0x2019,
  sbquo: 0x201a,
  ldquo: 0x201c,
  rdquo: 0x201d,
  bdquo: 0x201e,
  dagger: 0x2020,
  Dagger: 0x2021,
  bull: 0x2022,
  hellip: 0x2026,
  permil: 0x2030,
  prime: 0x2032,
  Prime: 0x2033,
  lsaquo: 0x2039,
  rsaquo: 0x203a,
  euro: 0x20ac,
  trade: 0x2122,
  minus: 0x2212,
};

/**
 * What a browser makes of `&#128;` to `&#159;` (HTML's numeric character reference end state): text pasted from
 * Windows-1252 documents writes curly quotes and dashes that way (`&#146;` is ’). Zero: the code point stays.
 */
const WINDOWS_1252 = [
  0x20ac, 0, 0x201a, 0x192, 0x201e, 0x2026, 0x2020, 0x2021, 0x2c6, 0x2030, 0x160, 0x2039, 0x152, 0, 0x17d, 0, 0, 0x2018,
  0x2019, 0x201c, 0x201d, 0x2022, 0x2013, 0x2014, 0x2dc, 0x2122, 0x161, 0x203a, 0x153, 0, 0x17e, 0x178,
];

/** A numeric character reference's character, as a browser decodes it (U+FFFD where HTML forbids the code point). */
function fromCodePoint(code: number): string {
  if (code >= 0x80 && code <= 0x9f) return String.fromCodePoint(WINDOWS_1252[code - 0x80] || code);
  if (code === 0 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)) return '\uFFFD';
  return String.fromCodePoint(code);
}

/**
 * Tags that start a new block or line: the text on either side of them is separate words ("<p>Dry</p><p>Crisp</p>"
 * reads "Dry Crisp"); inline tags join ("Ros<em>é</em>" reads "Rosé").
 */
const BLOCK_TAGS = new Set([
  'address',
  'article',
  'aside',
  'blockquote',
  'br',
  'dd',
  'div',
  'dl',
  'dt',
  'figcaption',
  'figure',
  'footer',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'header',
  'hr',
  'li',
  'main',
  'nav',
  'ol',
  'p',
  'pre',
  'section',
  'table',
  'td',
  'th',
  'tr',
  'ul',
]);

// Comments, `<!…>`/`<?…>` declarations, and tags: `<` then a letter (or `/` and a letter), attributes (quoted values
// may hold `>`), then `>`. A `<` followed by anything else is text, as in a browser ("Price < 100").
const MARKUP = /<!--[\s\S]*?(?:-->|$)|<[!?][^>]*>?|<\/?([a-zA-Z][^\s/>]*)(?:[^>"']|"[^"]*"|'[^']*')*>/g;
// Character references: numeric ones with or without `;` (as browsers read them), named ones with it (a browser also
// reads a few legacy names without it, `&not` in "&notice"; shop texts do not rely on that).
const REFERENCE = /&(?:#(\d+);?|#[xX]([0-9a-fA-F]+);?|([a-zA-Z][a-zA-Z0-9]*);)/g;

/** HTML as the plain text it shows: tags dropped, character references decoded, white space collapsed. */
export function htmlToText(html: string): string {
  if (isPlainText(html)) return html.replace(/\s+/g, ' ').trim();
  return html
    .replace(MARKUP, (_, tag: string | undefined) => (tag && BLOCK_TAGS.has(tag.toLowerCase()) ? ' ' : ''))
    .replace(REFERENCE, (whole, decimal: string | undefined, hex: string | undefined, name: string | undefined) => {
      if (decimal !== undefined) return fromCodePoint(Number(decimal));
      if (hex !== undefined) return fromCodePoint(parseInt(hex, 16));
      // Own keys only: `&constructor;` is text, not Object.prototype's function.
      return Object.hasOwn(NAMED_CHARACTERS, name!) ? String.fromCodePoint(NAMED_CHARACTERS[name!]!) : whole;
    })
    .replace(/\s+/g, ' ')
    .trim();
}

/** True when a string has no markup or character references, so it can be shown as plain text as it is. */
export function isPlainText(html: string): boolean {
  return !/[<&]/.test(html);
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Plain text as HTML that shows the same text, safe in an element or a quoted attribute. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c);
}
