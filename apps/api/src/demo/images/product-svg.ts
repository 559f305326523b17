import { backLabel, frontLabel, svgTitle, type LabelContent } from './svg-label.ts';
import { box, can, metalDefs } from './svg-packs.ts';
import { lookFor, type Look } from './svg-palette.ts';
import { bottle, bottleHeight, labelBox, shadingDefs, type BottleKind } from './svg-shapes.ts';
import { escapeXml, hashOf, plainText } from './svg-text.ts';

/** What the renderer needs to know about a product. */
export interface ProductArt {
  route: string;
  name: string;
  brand: string | null;
  category: string;
  subCategory: string | null;
  /** Default size first. */
  sizes: string[];
  abv: number | null;
  country: string | null;
  region: string | null;
  description: string;
  premium: boolean;
}

/** 1 = front, 2 = back or group shot, 3 = label close-up. */
export type View = 1 | 2 | 3;

const SIZE = 600;
const P = 'p';

function backdrop(look: Look): string {
  return (
    `<radialGradient id="${P}bg" cx="0.5" cy="0.42" r="0.75"><stop offset="0" stop-color="${look.bg[0]}"/><stop offset="1" stop-color="${look.bg[1]}"/></radialGradient>` +
    `<linearGradient id="${P}floor" x1="0" x2="0" y1="0" y2="1"><stop offset="0" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.06"/></linearGradient>`
  );
}

function footer(a: ProductArt, size: string): string {
  const abv = a.abv === null ? '' : ` · ${a.abv}% ${a.category === 'beer' ? 'ABV' : 'vol'}`;
  return `${size.replace(' x ', ' × ')}${abv}`;
}

function bottleShot(
  kind: BottleKind,
  look: Look,
  c: LabelContent,
  back: boolean,
): { svg: string; focus: [number, number] } {
  const base = 548;
  const scale = Math.min(1.28, 468 / bottleHeight(kind));
  const b = labelBox(kind, 300, base);
  const label = back ? (box: typeof b) => backLabel(box, look, c, P) : (box: typeof b) => frontLabel(box, look, c, P);
  const svg = `<g transform="translate(300 ${base}) scale(${scale.toFixed(3)}) translate(-300 -${base})">${bottle(kind, look, 300, base, P, label, back)}</g>`;
  return { svg, focus: [300, base - (base - (b.y + b.h / 2)) * scale] };
}

function scene(
  a: ProductArt,
  look: Look,
  c: LabelContent,
  view: View,
): { svg: string; focus: [number, number]; zoom?: number } {
  const size = a.sizes[0] ?? '';
  const pack = a.sizes.find((s) => / x /.test(s));
  if (look.shape === 'box') {
    if (view === 2)
      return {
        svg: `<g transform="translate(300 548) scale(1.3) translate(-300 -548)">${can(look, { ...c, footer: footer(a, pack?.split(' x ')[1] ?? '330 ml') }, 300, 548, P)}</g>`,
        focus: [300, 340],
      };
    const pair =
      box(look, c, size, 300, 500, P) +
      `<g transform="translate(452 560) scale(0.5) translate(-452 -560)">${can(look, c, 452, 560, P)}</g>`;
    return {
      svg: `<g transform="translate(300 540) scale(1.22) translate(-300 -540)">${pair}</g>`,
      focus: [250, 375],
      zoom: 1.4,
    };
  }
  if (look.shape === 'can') {
    if (view === 2 && pack) return { svg: box(look, c, pack, 300, 520, P), focus: [255, 410], zoom: 1.65 };
    if (view === 2) {
      const side = (x: number) =>
        `<g transform="translate(${x} 520) scale(0.82) translate(${-x} -520)">${can(look, c, x, 520, P)}</g>`;
      return {
        svg:
          side(180) +
          side(420) +
          `<g transform="translate(300 555) scale(1.05) translate(-300 -555)">${can(look, c, 300, 555, P)}</g>`,
        focus: [300, 380],
      };
    }
    return {
      svg: `<g transform="translate(300 550) scale(1.34) translate(-300 -550)">${can(look, c, 300, 550, P)}</g>`,
      focus: [300, 285],
    };
  }
  return bottleShot(look.shape as BottleKind, look, c, view === 2);
}

/** The product's package (no backdrop) in the 600 x 600 frame, for banners. */
export function productFigure(a: ProductArt): { svg: string; look: Look } {
  const name = plainText(a.name);
  const look = lookFor({
    route: a.route,
    name,
    category: a.category,
    subCategory: a.subCategory,
    size: a.sizes[0] ?? '',
    premium: a.premium,
  });
  const content: LabelContent = { brand: a.brand ?? 'Cellar', name, footer: footer(a, a.sizes[0] ?? '') };
  return { svg: scene(a, look, content, 1).svg, look };
}

/** Defs every package drawing needs (shading, blur, metal). */
export function packageDefs(): string {
  return shadingDefs(P) + metalDefs(P);
}

/** A square product shot: soft studio backdrop, the package in category colours, name and brand on the label. */
export function productSvg(a: ProductArt, view: View): string {
  const name = plainText(a.name);
  const brand = a.brand ?? 'Cellar';
  const size = a.sizes[0] ?? '';
  const look = lookFor({
    route: a.route,
    name,
    category: a.category,
    subCategory: a.subCategory,
    size,
    premium: a.premium,
  });
  const origin = [a.country, a.region].filter(Boolean).join(', ');
  const firstSentences = a.description
    .split(/(?<=\.)\s+/)
    .slice(0, 2)
    .join(' ');
  const content: LabelContent = {
    brand,
    name,
    footer: footer(a, size),
    code: hashOf(a.route),
    smallPrint: [
      firstSentences,
      origin ? `Product of ${origin}.` : '',
      'Imported by Cellar, Dubai, UAE. Not for sale to persons under 21.',
    ].filter(Boolean),
  };
  const { svg, focus, zoom = 2.1 } = scene(a, look, content, view);
  const body =
    view === 3
      ? `<g transform="translate(300 300) scale(${zoom}) translate(${-focus[0]} ${-focus[1]})">${svg}</g>`
      : svg;
  const label = `${name}, ${brand}${view === 2 ? ' (back)' : view === 3 ? ' (label detail)' : ''}`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${SIZE} ${SIZE}" width="${SIZE}" height="${SIZE}" role="img" aria-label="${escapeXml(label)}">` +
    svgTitle(label) +
    `<defs>${backdrop(look)}${shadingDefs(P)}${metalDefs(P)}</defs>` +
    `<rect width="${SIZE}" height="${SIZE}" fill="url(#${P}bg)"/><rect y="${SIZE * 0.72}" width="${SIZE}" height="${SIZE * 0.28}" fill="url(#${P}floor)"/>` +
    `${body}</svg>`
  );
}
