import { can, metalDefs } from './svg-packs.ts';
import { frontLabel } from './svg-label.ts';
import { CATEGORY_COLOURS, lookFor, type Look } from './svg-palette.ts';
import { bottle, bottleHeight, shadingDefs, type BottleKind } from './svg-shapes.ts';
import { escapeXml, fits, textEl, wrapText } from './svg-text.ts';

export const WIDE_W = 1200;
export const WIDE_H = 630;
const P = 's';

export interface WideText {
  eyebrow: string;
  title: string;
  text?: string;
  cta?: string;
  /** Main and light colours. */
  colours: [string, string];
}

/** Title, text and call to action on the left; `art` drawn on the right half. */
export function wideFrame(t: WideText, art: string, w = WIDE_W, h = WIDE_H): string {
  const [main, light] = t.colours;
  let size = 64;
  let lines = wrapText(t.title, size, 540, 3);
  while (size > 34 && (!fits(lines, size, 540) || lines.length * size * 1.12 > h * 0.45))
    lines = wrapText(t.title, (size -= 2), 540, 3);
  const text = t.text ? wrapText(t.text, 22, 540, 3, 'sans') : [];
  const titleTop = h * 0.3;
  const parts = [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}" role="img" aria-label="${escapeXml(t.title)}"><title>${escapeXml(t.title)}</title>`,
    `<defs><linearGradient id="${P}bg" x1="0" x2="1" y1="0" y2="1"><stop offset="0" stop-color="#fffdf9"/><stop offset="1" stop-color="${light}"/></linearGradient>${shadingDefs(P)}${metalDefs(P)}</defs>`,
    `<rect width="${w}" height="${h}" fill="url(#${P}bg)"/>`,
    `<circle cx="${w * 0.76}" cy="${h * 0.46}" r="${h * 0.42}" fill="${main}" opacity="0.09"/><circle cx="${w * 0.95}" cy="${h * 0.1}" r="${h * 0.18}" fill="${main}" opacity="0.07"/>`,
    `<rect x="0" y="${h - 10}" width="${w}" height="10" fill="${main}"/>`,
    textEl(80, titleTop - 30, t.eyebrow.toUpperCase(), {
      size: 17,
      fill: main,
      family: 'sans',
      weight: 700,
      letterSpacing: 3,
      anchor: 'start',
      maxWidth: 560,
    }),
    ...lines.map((line, i) =>
      textEl(78, titleTop + size * 0.85 + i * size * 1.1, line, {
        size,
        fill: '#2a1f1c',
        anchor: 'start',
        maxWidth: 600,
      }),
    ),
  ];
  const textTop = titleTop + size * 0.85 + lines.length * size * 1.1 + 10;
  text.forEach((line, i) =>
    parts.push(textEl(80, textTop + i * 32, line, { size: 22, fill: '#5b4f4a', family: 'sans', anchor: 'start' })),
  );
  if (t.cta) {
    const y = Math.min(h - 90, textTop + text.length * 32 + 28);
    const bw = Math.max(180, t.cta.length * 11 + 60);
    parts.push(
      `<rect x="80" y="${y}" width="${bw}" height="52" rx="26" fill="${main}"/>`,
      textEl(80 + bw / 2, y + 33, t.cta, { size: 18, fill: '#fff', family: 'sans', weight: 700, letterSpacing: 0.5 }),
    );
  }
  parts.push(art, '</svg>');
  return parts.join('');
}

/** One bottle or can of a (sub)category drawn for an illustration. */
export interface Piece {
  category: string;
  sub?: string;
  premium?: boolean;
  shape?: Look['shape'];
  name: string;
}

/** One piece standing at (cx, base). */
export function pieceAt(pc: Piece, i: number, cx: number, base: number, scale: number, seed: string): string {
  const look = lookFor({
    route: `${seed}-${i}`,
    name: pc.name,
    category: pc.category,
    subCategory: pc.sub ?? null,
    size: '750 ml',
    premium: pc.premium ?? false,
  });
  const shape = pc.shape ?? (look.shape === 'box' ? 'can' : look.shape);
  const content = { brand: 'Cellar', name: pc.name, footer: 'Shop online · Dubai' };
  const inner =
    shape === 'can'
      ? can({ ...look, shape }, content, cx, base, P)
      : bottle(shape as BottleKind, { ...look, shape }, cx, base, P, (b) => frontLabel(b, look, content, P));
  const fit = shape === 'can' ? 1.2 : Math.min(1.15, 440 / bottleHeight(shape as BottleKind));
  return `<g transform="translate(${cx} ${base}) scale(${(fit * scale).toFixed(3)}) translate(${-cx} ${-base})">${inner}</g>`;
}

/** Three pieces standing together on the right half, the middle one in front. */
export function trio(pieces: Piece[], seed: string, base = 580): string {
  const [a, b, c] = pieces;
  return [
    a && pieceAt(a, 0, 770, base - 10, 0.82, seed),
    c && pieceAt(c, 2, 1050, base - 10, 0.82, seed),
    b && pieceAt(b, 1, 910, base, 1, seed),
  ]
    .filter(Boolean)
    .join('');
}

export function coloursOf(category: string): [string, string] {
  return CATEGORY_COLOURS[category] ?? ['#7a1f2b', '#f7e9ea'];
}
