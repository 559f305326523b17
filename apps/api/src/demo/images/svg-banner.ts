import { discountPercent, displayedPrice, filsToAed, formatAed } from '@shop/shared';
import { packageDefs, productFigure, type ProductArt } from './product-svg.ts';
import { CATEGORY_COLOURS } from './svg-palette.ts';
import { escapeXml, fits, plainText, textEl, textWidth, wrapText } from './svg-text.ts';

export interface BannerArt {
  title: string | null;
  product: ProductArt;
  priceFils: number;
  offerPriceFils: number;
  discountPriceFils: number;
}

const W = 1200;
const H = 480;

/** A wide promo banner: the product large on the right, its name, price and a call to action on the left. */
export function bannerSvg(b: BannerArt): string {
  const [main] = CATEGORY_COLOURS[b.product.category] ?? ['#7a1f2b'];
  const name = plainText(b.product.name);
  const prices = { price: b.priceFils, offer_price: b.offerPriceFils, discount_price: b.discountPriceFils };
  const shown = displayedPrice(prices);
  const off = discountPercent(prices);
  let size = 50;
  let lines = wrapText(name, size, 560, 2);
  while (size > 30 && !fits(lines, size, 560)) lines = wrapText(name, (size -= 2), 560, 2);
  const { svg } = productFigure(b.product);
  const eyebrow = (b.title ?? (b.product.premium ? 'From our premium cellar' : 'Featured this week')).toUpperCase();
  const nameBottom = 150 + size * 0.85 + (lines.length - 1) * size * 1.1;
  const brandY = nameBottom + 40;
  const priceY = brandY + 58;
  const priceText = formatAed(filsToAed(shown));
  const parts = [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}" role="img" aria-label="${escapeXml(`${eyebrow}: ${name}`)}"><title>${escapeXml(name)}</title>`,
    `<defs><linearGradient id="bbg" x1="0" x2="1" y1="0" y2="1"><stop offset="0" stop-color="${main}"/><stop offset="1" stop-color="#1a1214"/></linearGradient>`,
    `<radialGradient id="bspot" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="#fff" stop-opacity="0.55"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>${packageDefs()}</defs>`,
    `<rect width="${W}" height="${H}" fill="url(#bbg)"/><circle cx="930" cy="250" r="260" fill="url(#bspot)"/>`,
    `<rect x="0" y="${H - 8}" width="${W}" height="8" fill="#c9a44c"/>`,
    textEl(80, 110, eyebrow, {
      size: 17,
      fill: '#f3d9a0',
      family: 'sans',
      weight: 700,
      letterSpacing: 3,
      anchor: 'start',
      maxWidth: 600,
    }),
    ...lines.map((l, i) =>
      textEl(78, 150 + size * 0.85 + i * size * 1.1, l, { size, fill: '#fff', anchor: 'start', maxWidth: 620 }),
    ),
    textEl(80, brandY, b.product.brand ?? '', {
      size: 19,
      fill: '#fff',
      family: 'sans',
      anchor: 'start',
      opacity: 0.8,
    }),
    textEl(80, priceY, priceText, { size: 38, fill: '#fff', family: 'sans', weight: 800, anchor: 'start' }),
  ];
  if (off > 0) {
    const was = formatAed(filsToAed(b.priceFils));
    const x = 80 + textWidth(priceText, 38, 0, 'sans') + 22;
    const strikeW = textWidth(was, 22, 0, 'sans') * 0.95;
    parts.push(textEl(x, priceY, was, { size: 22, fill: '#fff', family: 'sans', anchor: 'start', opacity: 0.65 }));
    parts.push(
      `<line x1="${x}" x2="${x + strikeW}" y1="${priceY - 8}" y2="${priceY - 8}" stroke="#fff" stroke-width="2" opacity="0.8"/>`,
    );
    parts.push(
      `<rect x="${x + strikeW + 16}" y="${priceY - 30}" width="86" height="38" rx="19" fill="#c9a44c"/>`,
      textEl(x + strikeW + 59, priceY - 4, `-${Math.round(off)}%`, {
        size: 19,
        fill: '#1a1214',
        family: 'sans',
        weight: 800,
      }),
    );
  }
  parts.push(
    `<rect x="80" y="${priceY + 32}" width="190" height="54" rx="27" fill="#fff"/>`,
    textEl(175, priceY + 66, 'Shop now  ›', { size: 19, fill: main, family: 'sans', weight: 700 }),
  );
  parts.push(`<g transform="translate(930 470) scale(0.78) translate(-300 -548)">${svg}</g>`, '</svg>');
  return parts.join('');
}

/** The shop's wordmark: a cellar-door arch holding a bottle, then "Cellar" in a serif. */
export function logoSvg(): string {
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 360 100" width="360" height="100" role="img" aria-label="Cellar"><title>Cellar</title>' +
    '<path d="M14 90 V46 a30 30 0 0 1 60 0 V90 Z" fill="#7a1f2b"/>' +
    '<path d="M22 90 V48 a22 22 0 0 1 44 0 V90" fill="none" stroke="#c9a44c" stroke-width="1.5"/>' +
    '<path d="M38 86 V58 q0 -8 4 -12 V32 h4 V46 q4 4 4 12 V86 Z" fill="#f5e9d0"/>' +
    '<rect x="38" y="62" width="12" height="12" fill="#c9a44c"/>' +
    '<text x="88" y="68" font-family="Georgia, \'DejaVu Serif\', \'Times New Roman\', serif" font-size="58" fill="#2a1f1c" letter-spacing="1">Cellar</text>' +
    '<text x="91" y="89" font-family="\'Helvetica Neue\', Arial, sans-serif" font-size="11" fill="#7a1f2b" letter-spacing="4.2">WINE · SPIRITS · BEER</text>' +
    '</svg>'
  );
}

/** The neutral picture of a product that has none yet (one made by an import): a bottle's outline, labelled so. */
export function pictureToComeSvg(): string {
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 500" width="400" height="500" role="img" aria-label="Picture to come"><title>Picture to come</title>' +
    '<rect width="400" height="500" fill="#f5efe6"/>' +
    '<path d="M180 60 h40 v90 q40 30 40 90 v190 q0 20 -20 20 h-80 q-20 0 -20 -20 v-190 q0 -60 40 -90 Z" fill="none" stroke="#b9aa98" stroke-width="4" stroke-dasharray="10 8"/>' +
    '<text x="200" y="470" text-anchor="middle" font-family="\'Helvetica Neue\', Arial, sans-serif" font-size="22" fill="#7d6e5f">Picture to come</text>' +
    '</svg>'
  );
}
