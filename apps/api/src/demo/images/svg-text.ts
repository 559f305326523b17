/** Text helpers for generated SVGs: every string that reaches an SVG goes through `escapeXml`. */

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** Escapes text for SVG content and attribute values. */
export function escapeXml(text: string): string {
  // XML 1.0 cannot hold these control characters at all, so they are dropped rather than escaped.
  return (
    text
      .replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/g, '')
  );
}

/** Plain text of an HTML product name: tags dropped, common entities decoded, spaces collapsed. */
export function plainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, '')
    .replace(/&(#x?[0-9a-f]+|[a-z]+);/gi, (m, e: string) => {
      if (e[0] === '#') {
        const code = e[1] === 'x' || e[1] === 'X' ? parseInt(e.slice(2), 16) : parseInt(e.slice(1), 10);
        return Number.isFinite(code) && code > 0 && code < 0x110000 ? String.fromCodePoint(code) : '';
      }
      return ENTITIES[e.toLowerCase()] ?? m;
    })
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * Rough rendered width of `text` at `size` px. Serif widths follow Georgia / DejaVu Serif (the wider of
 * the fonts a shopper's device or our screenshot machine may use), sans widths Arial / Helvetica.
 */
export function textWidth(text: string, size: number, letterSpacing = 0, family: 'serif' | 'sans' = 'serif'): number {
  const [caps, digit, lower, narrow, wide] =
    family === 'serif' ? [0.74, 0.64, 0.58, 0.32, 0.9] : [0.68, 0.56, 0.52, 0.26, 0.85];
  let em = 0;
  for (const ch of text)
    em += /[mwMW]/.test(ch)
      ? wide
      : /[A-Z]/.test(ch)
        ? caps
        : /[0-9]/.test(ch)
          ? digit
          : /[ilj.,'’:;!| ]/.test(ch)
            ? narrow
            : lower;
  return em * size + letterSpacing * text.length;
}

/** Greedy word wrap to lines no wider than `maxWidth`; the last line gets an ellipsis when text is cut. */
export function wrapText(
  text: string,
  size: number,
  maxWidth: number,
  maxLines: number,
  family: 'serif' | 'sans' = 'serif',
): string[] {
  const words = text.split(' ').filter(Boolean);
  const lines: string[] = [];
  let line = '';
  for (let i = 0; i < words.length; i++) {
    const next = line ? `${line} ${words[i]}` : (words[i] as string);
    if (textWidth(next, size, 0, family) <= maxWidth || !line) {
      line = next;
      continue;
    }
    lines.push(line);
    line = words[i] as string;
    if (lines.length === maxLines) {
      const last = lines[maxLines - 1] as string;
      lines[maxLines - 1] = `${last.replace(/[,.;:]?$/, '')}…`;
      return lines;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/** True when wrapped lines were not cut and each fits `maxWidth` (a single long word may not). */
export function fits(lines: string[], size: number, maxWidth: number, family: 'serif' | 'sans' = 'serif'): boolean {
  return lines.every((l) => !l.endsWith('…') && textWidth(l, size, 0, family) <= maxWidth);
}

export interface TextOptions {
  size: number;
  fill: string;
  family?: 'serif' | 'sans';
  weight?: number | string;
  anchor?: 'start' | 'middle' | 'end';
  letterSpacing?: number;
  /** Draw the line smaller, to this width, when it would be wider. */
  maxWidth?: number;
  italic?: boolean;
  opacity?: number;
}

export const SERIF = "Georgia, 'DejaVu Serif', 'Times New Roman', serif";
export const SANS = "'Helvetica Neue', Arial, 'Liberation Sans', 'DejaVu Sans', sans-serif";

/**
 * One <text> element, escaped, drawn smaller when it would be too wide. Smaller, not squeezed with `textLength`: the
 * drawings are also made into WebP (decision 005), and that renderer ignores `textLength`.
 */
export function textEl(x: number, y: number, text: string, o: TextOptions): string {
  const width = textWidth(text, o.size, o.letterSpacing ?? 0, o.family ?? 'serif');
  const scale = o.maxWidth && width > o.maxWidth ? o.maxWidth / width : 1;
  const round = (n: number) => Math.round(n * scale * 10) / 10;
  const attrs = [
    `x="${x.toFixed(1)}"`,
    `y="${y.toFixed(1)}"`,
    `font-family="${o.family === 'sans' ? SANS : SERIF}"`,
    `font-size="${round(o.size)}"`,
    `fill="${o.fill}"`,
    `text-anchor="${o.anchor ?? 'middle'}"`,
    o.weight ? `font-weight="${o.weight}"` : '',
    o.letterSpacing ? `letter-spacing="${round(o.letterSpacing)}"` : '',
    o.italic ? 'font-style="italic"' : '',
    o.opacity !== undefined ? `opacity="${o.opacity}"` : '',
  ]
    .filter(Boolean)
    .join(' ');
  return `<text ${attrs}>${escapeXml(text)}</text>`;
}

/** Several lines centred on `y` (the block's vertical middle). */
export function textBlock(x: number, y: number, lines: string[], lineHeight: number, o: TextOptions): string {
  const top = y - ((lines.length - 1) * lineHeight) / 2;
  return lines.map((line, i) => textEl(x, top + i * lineHeight, line, o)).join('');
}

/** A stable 32-bit hash, to vary colours and details per product without randomness. */
export function hashOf(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}
