import type { CSSProperties } from 'react';

/**
 * An SVG drawing as a data URI. Icons repeated on every page are drawn this way, as one element or none (an `<img>`,
 * or a CSS mask on an element's `::before`), instead of an inline `<svg>` and its shapes: fewer elements to parse,
 * style and lay out on a phone (issue 24).
 */
export function svgDataUri(viewBox: string, shapes: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${viewBox}">${shapes}</svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/** The stroke of the 24 px outline icons (social links, chat, account). */
const OUTLINE = 'fill="none" stroke="#000" stroke-width="1.8" stroke-linecap="round" stroke-linejoin="round"';

/** Style for an element of class `mask-icon`: a 24 px outline of `shapes`, drawn in the element's text colour. */
export function maskIcon(shapes: string): CSSProperties {
  return { '--icon': `url("${svgDataUri('0 0 24 24', `<g ${OUTLINE}>${shapes}</g>`)}")` } as CSSProperties;
}
