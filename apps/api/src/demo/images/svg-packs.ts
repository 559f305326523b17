import type { LabelContent } from './svg-label.ts';
import type { Look } from './svg-palette.ts';
import { fits, textBlock, textEl, wrapText } from './svg-text.ts';

function shade(hex: string, amount: number): string {
  const n = parseInt(hex.slice(1), 16);
  const f = (c: number) => Math.max(0, Math.min(255, Math.round(c + amount * (amount > 0 ? 255 - c : c))));
  return `#${[(n >> 16) & 255, (n >> 8) & 255, n & 255].map((c) => f(c).toString(16).padStart(2, '0')).join('')}`;
}

/** Shared metal gradient of can lids. */
export function metalDefs(p: string): string {
  return `<linearGradient id="${p}metal" x1="0" x2="1"><stop offset="0" stop-color="#8d9297"/><stop offset="0.3" stop-color="#eef1f3"/><stop offset="0.6" stop-color="#b9bfc4"/><stop offset="1" stop-color="#6f757a"/></linearGradient>`;
}

/** A drinks can standing at (cx, base), printed all over in the brand colour. */
export function can(look: Look, c: LabelContent, cx: number, base: number, p: string, w = 176, h = 318): string {
  const x = cx - w / 2,
    top = base - h,
    colour = look.accent;
  const body = `M${x} ${top + 26} L${x + w} ${top + 26} L${x + w} ${base - 14} Q${x + w - 6} ${base} ${cx + w / 2 - 14} ${base} L${x + 14} ${base} Q${x + 6} ${base} ${x} ${base - 14} Z`;
  const shoulder = `M${x} ${top + 27} L${x + 10} ${top + 8} L${x + w - 10} ${top + 8} L${x + w} ${top + 27} Z`;
  const nameSpace = h * 0.42;
  let size = 30;
  let lines = wrapText(c.name, size, (w - 26) / 1.1, 3);
  // Bold display type runs ~10% wider than the estimate.
  while (size > 14 && (!fits(lines, size * 1.1, w - 26) || lines.length * size * 1.1 > nameSpace))
    lines = wrapText(c.name, --size, (w - 26) / 1.1, 3);
  const light = colour === '#e0a100' ? '#1c1c1c' : '#ffffff';
  return [
    `<ellipse cx="${cx}" cy="${base + 4}" rx="${w * 0.62}" ry="12" fill="#000" opacity="0.18" filter="url(#${p}blur)"/>`,
    `<path d="${shoulder}" fill="url(#${p}metal)"/><ellipse cx="${cx}" cy="${top + 8}" rx="${w / 2 - 10}" ry="7" fill="#d5d9dc" stroke="#8d9297"/>`,
    `<rect x="${cx - 22}" y="${top + 2}" width="44" height="9" rx="4.5" fill="#aab0b5" stroke="#7d8388" stroke-width="0.8"/>`,
    `<path d="${body}" fill="${colour}"/>`,
    `<rect x="${x}" y="${top + 26 + h * 0.1}" width="${w}" height="6" fill="${shade(colour, 0.45)}"/><rect x="${x}" y="${base - h * 0.22}" width="${w}" height="4" fill="${shade(colour, 0.45)}"/>`,
    textEl(cx, top + 26 + h * 0.1 - 14, c.brand.toUpperCase(), {
      size: 13,
      fill: light,
      family: 'sans',
      weight: 700,
      letterSpacing: 2,
      maxWidth: w - 24,
    }),
    textBlock(cx, top + 26 + h * 0.1 + 12 + nameSpace / 2, lines, size * 1.08, {
      size,
      fill: light,
      weight: 700,
      maxWidth: w - 20,
    }),
    textEl(cx, base - h * 0.22 + 26, c.footer, {
      size: 11,
      fill: light,
      family: 'sans',
      letterSpacing: 0.8,
      maxWidth: w - 24,
      opacity: 0.9,
    }),
    `<path d="${body}" fill="url(#${p}shade)"/><path d="M${x} ${base - 16} L${x + w} ${base - 16} L${x + w} ${base - 14} Q${x + w - 6} ${base} ${cx + w / 2 - 14} ${base} L${x + 14} ${base} Q${x + 6} ${base} ${x} ${base - 14} Z" fill="url(#${p}metal)"/>`,
    `<rect x="${x + w * 0.18}" y="${top + 34}" width="8" height="${h - 60}" rx="4" fill="#fff" opacity="0.25"/>`,
  ].join('');
}

/** A printed case of cans or bottles, in three-quarter view, with the pack size big on the front. */
export function box(look: Look, c: LabelContent, packLabel: string, cx: number, base: number, p: string): string {
  const w = 330,
    h = 214,
    dx = 92,
    dy = -58;
  const x = cx - w / 2 - dx / 2,
    y = base - h;
  const colour = look.accent;
  const light = colour === '#e0a100' ? '#1c1c1c' : '#ffffff';
  const front = `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${colour}"/>`;
  const tx = x + w / 2 + dx / 2,
    ty = y + dy / 2;
  const slot = `M${tx - 44.6} ${ty + 2.9} L${tx + 35.4} ${ty + 2.9} L${tx + 44.6} ${ty - 2.9} L${tx - 35.4} ${ty - 2.9} Z`;
  const topFace = `<path d="M${x} ${y} l${dx} ${dy} l${w} 0 l${-dx} ${-dy} z" fill="${shade(colour, 0.25)}"/><path d="${slot}" fill="#000" opacity="0.4"/>`;
  const side = `<path d="M${x + w} ${y} l${dx} ${dy} l0 ${h} l${-dx} ${-dy} z" fill="${shade(colour, -0.35)}"/>`;
  const lines = wrapText(c.name, 24, w - 40, 2);
  const cans = Array.from(
    { length: 6 },
    (_, i) =>
      `<rect x="${x + 26 + i * 24}" y="${y + h - 58}" width="17" height="34" rx="3" fill="${light}" opacity="0.85"/><rect x="${x + 26 + i * 24}" y="${y + h - 58}" width="17" height="5" fill="${shade(colour, -0.2)}" opacity="0.6"/>`,
  ).join('');
  return [
    `<ellipse cx="${cx}" cy="${base + 6}" rx="${w * 0.72}" ry="16" fill="#000" opacity="0.2" filter="url(#${p}blur)"/>`,
    side,
    topFace,
    front,
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="url(#${p}soft)" opacity="0.6"/>`,
    textEl(x + w / 2, y + 34, c.brand.toUpperCase(), {
      size: 15,
      fill: light,
      family: 'sans',
      weight: 700,
      letterSpacing: 2.4,
      maxWidth: w - 40,
    }),
    textBlock(x + w / 2, y + 62 + (lines.length - 1) * 13, lines, 27, {
      size: 24,
      fill: light,
      weight: 700,
      maxWidth: w - 40,
    }),
    cans,
    textEl(x + w - 22, y + h - 26, packLabel.replace(' x ', ' × '), {
      size: 26,
      fill: light,
      family: 'sans',
      weight: 800,
      anchor: 'end',
    }),
    textEl(x + w + dx / 2, y + dy / 2 + h / 2 + 6, c.footer, {
      size: 11,
      fill: light,
      family: 'sans',
      opacity: 0.8,
      maxWidth: dx * 0.9,
    }),
  ].join('');
}
