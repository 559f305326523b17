import { BOTTLES as G, type Geometry } from './bottle-geometry.ts';
import type { Look } from './svg-palette.ts';

export interface LabelBox {
  x: number;
  y: number;
  w: number;
  h: number;
}
export type BottleKind = keyof typeof G;

/** Full height of a bottle including its closure, for scaling into a frame. */
export function bottleHeight(kind: BottleKind): number {
  const g = G[kind];
  return g.bodyH + g.shoulderH + g.neckH + (g.closure === 'cork' ? 50 : g.closure === 'foil' ? 14 : 4);
}

/** The label rectangle of a bottle standing at (cx, base), at scale 1. */
export function labelBox(kind: BottleKind, cx: number, base: number): LabelBox {
  const g = G[kind];
  const w = g.bodyW * g.label[2];
  return { x: cx - w / 2, y: base - g.label[1], w, h: g.label[1] - g.label[0] };
}

function profile(g: Geometry, cx: number, base: number): string {
  const bw = g.bodyW / 2,
    nw = g.neckW / 2,
    r = g.radius;
  const ys = base - g.bodyH,
    yn = ys - g.shoulderH,
    yt = yn - g.neckH;
  const [a, b] = g.curve;
  const lip = g.closure === 'crown' ? 3 : 2;
  const f = (n: number) => n.toFixed(1);
  return [
    `M${f(cx - bw + r)} ${base}`,
    `L${f(cx + bw - r)} ${base}`,
    `Q${f(cx + bw)} ${base} ${f(cx + bw)} ${f(base - r)}`,
    `L${f(cx + bw)} ${f(ys)}`,
    `C${f(cx + bw)} ${f(ys - g.shoulderH * a)} ${f(cx + nw + (bw - nw) * b)} ${f(yn)} ${f(cx + nw)} ${f(yn)}`,
    `L${f(cx + nw)} ${f(yt + 10)}`,
    `L${f(cx + nw + lip)} ${f(yt + 8)}`,
    `L${f(cx + nw + lip)} ${f(yt)}`,
    `L${f(cx - nw - lip)} ${f(yt)}`,
    `L${f(cx - nw - lip)} ${f(yt + 8)}`,
    `L${f(cx - nw)} ${f(yt + 10)}`,
    `L${f(cx - nw)} ${f(yn)}`,
    `C${f(cx - nw - (bw - nw) * b)} ${f(yn)} ${f(cx - bw)} ${f(ys - g.shoulderH * a)} ${f(cx - bw)} ${f(ys)}`,
    `L${f(cx - bw)} ${f(base - r)}`,
    `Q${f(cx - bw)} ${base} ${f(cx - bw + r)} ${base}`,
    'Z',
  ].join(' ');
}

/** Shared gradients: cylinder shading, used by every vessel in one SVG. */
export function shadingDefs(p: string): string {
  const stops = [
    [0, '#000', 0.5],
    [0.1, '#000', 0.18],
    [0.24, '#fff', 0.34],
    [0.32, '#fff', 0.08],
    [0.68, '#000', 0.02],
    [0.88, '#000', 0.22],
    [1, '#000', 0.55],
  ]
    .map(([o, c, a]) => `<stop offset="${o}" stop-color="${c}" stop-opacity="${a}"/>`)
    .join('');
  return (
    `<filter id="${p}blur" x="-20%" y="-200%" width="140%" height="500%"><feGaussianBlur stdDeviation="7"/></filter>` +
    `<linearGradient id="${p}shade" x1="0" x2="1" y1="0" y2="0">${stops}</linearGradient>` +
    `<linearGradient id="${p}soft" x1="0" x2="1" y1="0" y2="0"><stop offset="0" stop-color="#000" stop-opacity="0.22"/><stop offset="0.3" stop-color="#fff" stop-opacity="0.12"/><stop offset="0.75" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.28"/></linearGradient>`
  );
}

function closure(g: Geometry, look: Look, cx: number, base: number, p: string, clip: string): string {
  const yn = base - g.bodyH - g.shoulderH,
    yt = yn - g.neckH,
    nw = g.neckW,
    c = look.closure;
  const shade = (x: number, y: number, w: number, h: number, rx = 2) =>
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${rx}" fill="${c}"/><rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${rx}" fill="url(#${p}shade)"/>`;
  switch (g.closure) {
    case 'capsule':
      return (
        shade(cx - nw / 2 - 3, yt - 3, nw + 6, g.closureH) +
        `<rect x="${cx - nw / 2 - 3}" y="${yt + g.closureH - 12}" width="${nw + 6}" height="2" fill="#000" opacity="0.25"/>`
      );
    case 'screw':
      return (
        shade(cx - nw / 2 - 4, yt - 4, nw + 8, g.closureH, 4) +
        Array.from(
          { length: 7 },
          (_, i) =>
            `<rect x="${cx - nw / 2 + 2 + (i * (nw - 4)) / 6}" y="${yt + 2}" width="1.2" height="${g.closureH - 12}" fill="#000" opacity="0.18"/>`,
        ).join('')
      );
    case 'crown':
      return `<path d="M${cx - nw / 2 - 5} ${yt + 12} l0 -14 q${nw / 2 + 5} -6 ${nw + 10} 0 l0 14 z" fill="${c}"/><path d="M${cx - nw / 2 - 5} ${yt + 12} l0 -14 q${nw / 2 + 5} -6 ${nw + 10} 0 l0 14 z" fill="url(#${p}shade)"/>`;
    case 'stopper': {
      const w = nw + 22;
      return (
        `<rect x="${cx - nw / 2 - 3}" y="${yt - 6}" width="${nw + 6}" height="10" fill="#d9c9a8"/>` +
        shade(cx - w / 2, yt - 6 - g.closureH, w, g.closureH, 8)
      );
    }
    case 'cork':
      return `<rect x="${cx - nw / 2 + 4}" y="${yt - 14}" width="${nw - 8}" height="18" fill="#d8b98a"/><ellipse cx="${cx}" cy="${yt - 38}" rx="${nw / 2 + 14}" ry="30" fill="${c}"/><ellipse cx="${cx}" cy="${yt - 38}" rx="${nw / 2 + 14}" ry="30" fill="url(#${p}shade)"/>`;
    case 'wax': {
      const drips = [0.1, 0.3, 0.55, 0.8]
        .map(
          (t, i) =>
            `<rect x="${cx - nw / 2 - 4 + t * (nw + 8)}" y="${yt + 20}" width="7" height="${g.closureH - 8 + (i % 2) * 18}" rx="3.5" fill="${c}"/>`,
        )
        .join('');
      return `<g clip-path="url(#${clip})">${drips}</g>` + shade(cx - nw / 2 - 5, yt - 6, nw + 10, g.closureH - 10, 6);
    }
    case 'foil': {
      const top = yt - 14,
        bottom = yn + 34;
      const foil = `<path d="M${cx - g.bodyW / 2} ${bottom + 16} Q${cx} ${bottom - 26} ${cx + g.bodyW / 2} ${bottom + 16} L${cx + g.bodyW / 2} ${top} L${cx - g.bodyW / 2} ${top} Z" fill="${c}"/>`;
      const cork = `<rect x="${cx - nw / 2 - 2}" y="${top}" width="${nw + 4}" height="24" rx="9" fill="${c}"/><rect x="${cx - nw / 2 - 2}" y="${top}" width="${nw + 4}" height="24" rx="9" fill="url(#${p}shade)"/>`;
      return `<g clip-path="url(#${clip})">${foil}<rect x="${cx - g.bodyW / 2}" y="${top}" width="${g.bodyW}" height="${bottom - top + 20}" fill="url(#${p}shade)" opacity="0.7"/></g>${cork}`;
    }
  }
}

/**
 * A bottle standing at (cx, base) with its label drawn by `label`. Clear glass shows the liquid;
 * shading and a highlight make it read as a round, glossy object. `flip` moves the highlight (back view).
 */
export function bottle(
  kind: BottleKind,
  look: Look,
  cx: number,
  base: number,
  p: string,
  label: (box: LabelBox) => string,
  flip = false,
): string {
  const g = G[kind];
  const d = profile(g, cx, base);
  const clip = `${p}clip${Math.round(cx)}x${Math.round(base)}`;
  const yn = base - g.bodyH - g.shoulderH;
  const liquidTop = kind === 'decanter' || kind === 'liqueur' ? base - g.bodyH - g.shoulderH * 0.55 : yn + 6;
  const parts = [`<clipPath id="${clip}"><path d="${d}"/></clipPath>`];
  parts.push(
    `<ellipse cx="${cx}" cy="${base + 4}" rx="${g.bodyW * 0.62}" ry="12" fill="#000" opacity="0.18" filter="url(#${p}blur)"/>`,
  );
  if (look.clear) {
    // Clear glass: let the backdrop through; pale liquids (vodka, gin, blanco) stay see-through too.
    const pale =
      parseInt(look.liquid.slice(1, 3), 16) +
        parseInt(look.liquid.slice(3, 5), 16) +
        parseInt(look.liquid.slice(5, 7), 16) >
      640;
    parts.push(`<path d="${d}" fill="${look.glass}" opacity="0.22"/>`);
    parts.push(
      `<g clip-path="url(#${clip})"><rect x="${cx - g.bodyW / 2}" y="${liquidTop}" width="${g.bodyW}" height="${base - liquidTop - 10}" fill="${pale ? '#dde8ee' : look.liquid}" opacity="${pale ? 0.4 : 0.92}"/>` +
        `<ellipse cx="${cx}" cy="${liquidTop}" rx="${g.bodyW / 2}" ry="3" fill="#fff" opacity="0.35"/><rect x="${cx - g.bodyW / 2}" y="${base - 12}" width="${g.bodyW}" height="12" fill="${look.glass}" opacity="0.9"/></g>`,
    );
  } else {
    parts.push(`<path d="${d}" fill="${look.glass}"/>`);
  }
  parts.push(
    `<g clip-path="url(#${clip})"><rect x="${cx - g.bodyW / 2}" y="${base - 600}" width="${g.bodyW}" height="600" fill="url(#${p}shade)"${flip ? ` transform="translate(${2 * cx} 0) scale(-1 1)"` : ''}/>` +
      `<rect x="${cx - g.neckW / 2}" y="${yn - g.neckH}" width="${g.neckW}" height="${g.neckH}" fill="url(#${p}shade)" opacity="0.8"/></g>`,
  );
  parts.push(
    look.clear
      ? `<path d="${d}" fill="none" stroke="#51656d" stroke-opacity="0.5" stroke-width="2.5"/>`
      : `<path d="${d}" fill="none" stroke="#000" stroke-opacity="0.25" stroke-width="1.5"/>`,
  );
  parts.push(label(labelBox(kind, cx, base)));
  parts.push(closure(g, look, cx, base, p, clip));
  const hx = flip ? cx + g.bodyW * 0.28 : cx - g.bodyW * 0.32;
  parts.push(
    `<rect x="${hx}" y="${base - g.bodyH + 14}" width="7" height="${g.bodyH - 34}" rx="3.5" fill="#fff" opacity="0.28"/>`,
  );
  return parts.join('');
}
