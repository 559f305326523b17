import type { Look } from './svg-palette.ts';
import type { LabelBox } from './svg-shapes.ts';
import { escapeXml, fits, textBlock, textEl, wrapText } from './svg-text.ts';

/** What a label says. */
export interface LabelContent {
  brand: string;
  name: string;
  /** e.g. "750 ml · 13.5% vol". */
  footer: string;
  /** Back label: a few lines of small print. */
  smallPrint?: string[];
  /** Seeds the barcode of the back label. */
  code?: number;
}

interface Ink {
  paper: string;
  ink: string;
  accent: string;
  border: string;
}

function inks(look: Look): Ink {
  switch (look.labelStyle) {
    case 'dark':
      return { paper: '#18181b', ink: '#e9d9a6', accent: '#c9a44c', border: '#c9a44c' };
    case 'bold':
      return { paper: look.paper, ink: look.ink, accent: look.ink, border: look.ink };
    case 'minimal':
      return {
        paper: look.paper,
        ink: look.ink === '#ffffff' && look.paper === '#ffffff' ? '#222' : look.ink,
        accent: look.accent,
        border: look.accent,
      };
    default:
      return { paper: look.paper, ink: look.ink, accent: look.accent, border: look.accent };
  }
}

/** Picks the largest name size that fits the space in at most 3 lines. */
function fitName(name: string, width: number, height: number, max: number): { size: number; lines: string[] } {
  for (let size = max; size >= 11; size -= 1) {
    const lines = wrapText(name, size, width, 3);
    if (fits(lines, size, width) && lines.length * size * 1.15 <= height) return { size, lines };
  }
  const size = 11;
  return { size, lines: wrapText(name, size, width, Math.max(1, Math.floor(height / (size * 1.15)))) };
}

function paperRect(b: LabelBox, k: Ink, p: string, rx: number): string {
  const inner =
    b.w > 70 && b.h > 70
      ? `<rect x="${b.x + 5}" y="${b.y + 5}" width="${b.w - 10}" height="${b.h - 10}" rx="${Math.max(0, rx - 2)}" fill="none" stroke="${k.border}" stroke-width="1.2" opacity="0.8"/>`
      : '';
  return `<rect x="${b.x}" y="${b.y}" width="${b.w}" height="${b.h}" rx="${rx}" fill="${k.paper}"/>${inner}`;
}

/** The front label: brand, name (wrapped to fit), a divider and size/ABV, on a paper curved by shading. */
export function frontLabel(b: LabelBox, look: Look, c: LabelContent, p: string): string {
  const k = inks(look);
  const cx = b.x + b.w / 2;
  const parts = [paperRect(b, k, p, look.labelStyle === 'minimal' ? 2 : 5)];
  let top = b.y + 12;
  if (look.labelStyle === 'minimal') {
    const band = Math.min(34, b.h * 0.2);
    parts.push(`<rect x="${b.x}" y="${b.y}" width="${b.w}" height="${band}" fill="${k.accent}"/>`);
    parts.push(
      textEl(cx, b.y + band / 2 + 4.5, c.brand.toUpperCase(), {
        size: 12,
        fill: '#fff',
        family: 'sans',
        weight: 700,
        letterSpacing: 1.5,
        maxWidth: b.w - 16,
      }),
    );
    top = b.y + band + 8;
  } else {
    if (look.labelStyle !== 'bold' && b.h > 150) {
      const r = Math.min(17, b.w * 0.1);
      parts.push(`<circle cx="${cx}" cy="${top + r}" r="${r}" fill="none" stroke="${k.accent}" stroke-width="1.4"/>`);
      parts.push(
        textEl(
          cx,
          top + r + 6.5,
          (c.brand.replace(/^(Château|Domaine|Maison|Bodegas|Tenuta|Hacienda)\s+/i, '')[0] ?? 'C').toUpperCase(),
          { size: 18, fill: k.accent, italic: true },
        ),
      );
      top += r * 2 + 8;
    }
    parts.push(
      textEl(cx, top + 10, c.brand.toUpperCase(), {
        size: 11,
        fill: k.accent,
        family: 'sans',
        weight: 700,
        letterSpacing: 1.6,
        maxWidth: b.w - 20,
      }),
    );
    top += 18;
  }
  const footerY = b.y + b.h - 13;
  const nameSpace = footerY - 18 - top;
  const bold = look.labelStyle === 'bold';
  // Bold glyphs run about 10% wider than the estimate.
  const { size, lines } = fitName(c.name, (b.w - 22) * (bold ? 0.9 : 1), nameSpace, bold ? 26 : 24);
  parts.push(
    textBlock(cx, top + nameSpace / 2 + size * 0.35, lines, size * 1.12, {
      size,
      fill: k.ink,
      weight: bold ? 700 : 400,
      maxWidth: b.w - 14,
    }),
  );
  parts.push(
    `<line x1="${cx - b.w * 0.25}" x2="${cx + b.w * 0.25}" y1="${footerY - 14}" y2="${footerY - 14}" stroke="${k.accent}" stroke-width="1" opacity="0.7"/>`,
  );
  parts.push(
    textEl(cx, footerY, c.footer, {
      size: 10.5,
      fill: k.ink,
      family: 'sans',
      letterSpacing: 0.6,
      maxWidth: b.w - 20,
      opacity: 0.85,
    }),
  );
  parts.push(`<rect x="${b.x}" y="${b.y}" width="${b.w}" height="${b.h}" fill="url(#${p}soft)"/>`);
  return parts.join('');
}

function barcode(x: number, y: number, w: number, h: number, code: number, ink: string): string {
  let n = code || 1;
  const bars: string[] = [];
  for (let bx = x; bx < x + w - 3;) {
    n = (Math.imul(n, 1103515245) + 12345) >>> 0;
    const bw = 1 + ((n >> 8) % 3);
    if ((n >> 4) & 1) bars.push(`<rect x="${bx.toFixed(1)}" y="${y}" width="${bw}" height="${h}" fill="${ink}"/>`);
    bx += bw + 0.8;
  }
  return `<rect x="${x - 4}" y="${y - 4}" width="${w + 8}" height="${h + 8}" fill="#fff"/>${bars.join('')}`;
}

/** The back label: plain paper, small print and a barcode. */
export function backLabel(b: LabelBox, look: Look, c: LabelContent, p: string): string {
  const k =
    look.labelStyle === 'dark'
      ? inks(look)
      : { paper: '#f7f3ea', ink: '#2a2320', accent: look.accent, border: look.accent };
  const cx = b.x + b.w / 2;
  const parts = [paperRect(b, k, p, 4)];
  parts.push(
    textEl(cx, b.y + 22, c.brand.toUpperCase(), {
      size: 10,
      fill: k.accent,
      family: 'sans',
      weight: 700,
      letterSpacing: 1.2,
      maxWidth: b.w - 18,
    }),
  );
  const lineH = 11.5;
  const maxLines = Math.max(2, Math.floor((b.h - 90) / lineH));
  const lines = (c.smallPrint ?? []).flatMap((text) => wrapText(text, 9, b.w - 22, 4)).slice(0, maxLines);
  lines.forEach((line, i) =>
    parts.push(textEl(cx, b.y + 40 + i * lineH, line, { size: 9, fill: k.ink, family: 'sans', opacity: 0.85 })),
  );
  parts.push(textEl(cx, b.y + b.h - 50, c.footer, { size: 9.5, fill: k.ink, family: 'sans', weight: 700 }));
  const bw = Math.min(80, b.w - 30);
  parts.push(barcode(cx - bw / 2, b.y + b.h - 38, bw, 24, c.code ?? 7, '#111'));
  parts.push(`<rect x="${b.x}" y="${b.y}" width="${b.w}" height="${b.h}" fill="url(#${p}soft)"/>`);
  return parts.join('');
}

/** Escaped text for a <title> element (accessible name of the image). */
export function svgTitle(text: string): string {
  return `<title>${escapeXml(text)}</title>`;
}
