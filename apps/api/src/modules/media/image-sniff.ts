import { IMAGE_MESSAGES } from '@shop/shared';

/** The formats an upload may be, told from its first bytes. */
export type UploadFormat = 'jpeg' | 'png' | 'webp' | 'avif';

export type Sniffed = { format: UploadFormat } | { refused: string };

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const AVIF_BRANDS = new Set(['avif', 'avis']);

/**
 * Other formats' marks inside a picture's bytes: markup a browser would run, a PHP page, a PDF. Each needs six or more
 * given bytes, so compressed pixels hold one by chance about once in a million 10 MB files; a shorter mark (`<svg`
 * alone) would refuse one real photo in a few hundred.
 */
const HIDDEN_MARKS =
  /<(?:script|html|body|iframe|object|embed)[\s>]|<\?php\s|<!doctype\s+html|<svg\s[^>]{0,500}xmlns|%pdf-\d\.\d/;
/** A ZIP's end record sits in its last 64 KB: a picture with one there is also an archive (a "GIFAR"). */
const ZIP_END = Buffer.from([0x50, 0x4b, 0x05, 0x06]);
const ZIP_TAIL_BYTES = 65_557;
const RAR = Buffer.from('Rar!\x1a\x07', 'latin1');
const SEVEN_ZIP = Buffer.from([0x37, 0x7a, 0xbc, 0xaf, 0x27, 0x1c]);

function formatOf(bytes: Buffer): UploadFormat | undefined {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return 'png';
  if (bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP') return 'webp';
  if (bytes.toString('latin1', 4, 8) === 'ftyp') {
    // The major brand, then the compatible ones, fill the rest of the `ftyp` box: AVIF names itself in one of them.
    const boxEnd = Math.min(bytes.readUInt32BE(0), bytes.length, 64);
    for (let at = 8; at + 4 <= boxEnd; at += 4)
      if (AVIF_BRANDS.has(bytes.toString('latin1', at, at + 4))) return 'avif';
  }
  return undefined;
}

/** An SVG (or any XML or HTML) is text that starts with `<`, after a byte-order mark and blanks. */
function isMarkup(bytes: Buffer): boolean {
  const head = bytes
    .toString('utf8', 0, 1024)
    .replace(/^\uFEFF/, '')
    .trimStart();
  return head.startsWith('<');
}

/** Bytes past the container's own end: after PNG's IEND chunk, or beyond the size a WebP or AVIF declares. */
function trailingBytes(bytes: Buffer, format: UploadFormat): number {
  if (format === 'png') {
    let at = 8;
    while (at + 12 <= bytes.length) {
      const length = bytes.readUInt32BE(at);
      const type = bytes.toString('latin1', at + 4, at + 8);
      at += 12 + length;
      if (type === 'IEND') return Math.max(0, bytes.length - at);
    }
    return 0;
  }
  if (format === 'webp') {
    const declared = bytes.readUInt32LE(4) + 8;
    // A RIFF chunk of odd size may carry one pad byte.
    return Math.max(0, bytes.length - declared - (declared % 2));
  }
  if (format === 'avif') {
    // Top-level boxes, each its size then a type of four printable characters, must tile the file exactly.
    let at = 0;
    while (at < bytes.length) {
      if (at + 8 > bytes.length || !/^[\x20-\x7e]{4}$/.test(bytes.toString('latin1', at + 4, at + 8)))
        return bytes.length - at;
      const size = bytes.readUInt32BE(at);
      // 0: the box runs to the end; 1: a 64-bit size follows the type.
      if (size === 0) return 0;
      const length = size === 1 && at + 16 <= bytes.length ? Number(bytes.readBigUInt64BE(at + 8)) : size;
      if (length < 8 || at + length > bytes.length) return bytes.length - at;
      at += length;
    }
    return 0;
  }
  // A JPEG may carry a phone's own trailer past its end (a motion photo's video): only the marks below refuse it.
  return 0;
}

function hidesAnotherFormat(bytes: Buffer): boolean {
  const text = bytes.toString('latin1').toLowerCase();
  if (HIDDEN_MARKS.test(text)) return true;
  if (bytes.includes(ZIP_END, Math.max(0, bytes.length - ZIP_TAIL_BYTES))) return true;
  return bytes.includes(RAR) || bytes.includes(SEVEN_ZIP);
}

/**
 * What an upload is, from its bytes alone (never its name or declared type): a JPEG, PNG, WebP or AVIF, or the
 * reason it is refused. A polyglot (a picture that is also a page, a script or an archive) is refused even though the
 * picture would be re-encoded, so no such file is ever taken in, and the person uploading learns why.
 */
export function sniffImage(bytes: Buffer): Sniffed {
  if (bytes.length === 0) return { refused: IMAGE_MESSAGES.empty };
  const format = formatOf(bytes);
  if (!format) {
    if (isMarkup(bytes) && /<svg[\s>]/i.test(bytes.toString('utf8', 0, 64 * 1024)))
      return { refused: IMAGE_MESSAGES.svg };
    return { refused: IMAGE_MESSAGES.wrongType };
  }
  if (trailingBytes(bytes, format) > 0 || hidesAnotherFormat(bytes)) return { refused: IMAGE_MESSAGES.polyglot };
  return { format };
}
