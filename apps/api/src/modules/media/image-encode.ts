import { IMAGE_MESSAGES, IMAGE_UPLOAD_MAX_PIXELS, IMAGE_WIDTHS, type ImageWidth } from '@shop/shared';
import sharp, { type Metadata } from 'sharp';
import { ValidationError } from '../../lib/errors.ts';
import type { UploadFormat } from './image-sniff.ts';

/** One file made of an upload. */
export interface EncodedVariant {
  format: 'webp' | 'avif';
  width: ImageWidth;
  /** The picture's own size: a narrow upload is not enlarged, so its larger widths keep the upload's width. */
  pixels: { width: number; height: number };
  bytes: Buffer;
}

/** WebP at this quality looks like the original on a product photo at a fraction of a JPEG's size. */
const WEBP_QUALITY = 80;
/** AVIF's scale differs from WebP's: 55 looks as good as WebP's 80. Effort 2 keeps the largest under half a second. */
const AVIF_OPTIONS = { quality: 55, effort: 2 };
/** AVIF is kept when it saves at least this share of the WebP's bytes: otherwise two sets are not worth serving. */
const AVIF_MIN_SAVING = 0.1;

const refuse = (message: string) => new ValidationError(message, { file: [message] });

/** sharp refuses a header over `limitInputPixels` in these words. */
const pixelLimit = (err: unknown) => err instanceof Error && /pixel limit/i.test(err.message);

/**
 * The upload decoded once, turned upright, at the largest width kept (never enlarged), as raw pixels in sRGB: every
 * file is made from these, so a 40-megapixel photo is decoded once, not six times. The header's size is checked
 * first, so a decompression bomb is refused before a byte of it is decoded.
 */
async function decodeUpright(bytes: Buffer, format: UploadFormat) {
  const options = { limitInputPixels: IMAGE_UPLOAD_MAX_PIXELS, failOn: 'error' as const };
  let meta: Metadata;
  try {
    meta = await sharp(bytes, options).metadata();
  } catch (err) {
    throw refuse(pixelLimit(err) ? IMAGE_MESSAGES.tooManyPixels : IMAGE_MESSAGES.unreadable);
  }
  const seen = meta.format === 'heif' ? (meta.compression === 'av1' ? 'avif' : 'heif') : meta.format;
  if (seen !== format) throw refuse(IMAGE_MESSAGES.wrongType);
  if (!meta.width || !meta.height) throw refuse(IMAGE_MESSAGES.unreadable);
  if (meta.width * meta.height > IMAGE_UPLOAD_MAX_PIXELS) throw refuse(IMAGE_MESSAGES.tooManyPixels);
  try {
    const largest = IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1];
    return await sharp(bytes, options)
      .rotate()
      .resize({ width: largest, withoutEnlargement: true })
      .toColourspace('srgb')
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch (err) {
    throw refuse(pixelLimit(err) ? IMAGE_MESSAGES.tooManyPixels : IMAGE_MESSAGES.unreadable);
  }
}

/**
 * The upload at every width as WebP, and as AVIF too when AVIF is clearly smaller, with none of the original's
 * metadata (sharp writes no EXIF, XMP or ICC profile unless told to): a phone photo's location never reaches the shop.
 * Refuses (422) what is not a whole picture within the pixel limit.
 */
export async function encodeUpload(bytes: Buffer, format: UploadFormat): Promise<EncodedVariant[]> {
  const { data, info } = await decodeUpright(bytes, format);
  const pixels = { raw: { width: info.width, height: info.height, channels: info.channels } };
  const make = async (width: ImageWidth, as: 'webp' | 'avif'): Promise<EncodedVariant> => {
    const resized = sharp(data, pixels).resize({ width, withoutEnlargement: true });
    const encoded = as === 'webp' ? resized.webp({ quality: WEBP_QUALITY }) : resized.avif(AVIF_OPTIONS);
    const out = await encoded.toBuffer({ resolveWithObject: true });
    return { format: as, width, pixels: { width: out.info.width, height: out.info.height }, bytes: out.data };
  };
  const webp: EncodedVariant[] = [];
  for (const width of IMAGE_WIDTHS) webp.push(await make(width, 'webp'));
  // Whether AVIF pays is judged on the largest width, the one that weighs most; the smaller ones follow it.
  const largest = webp[webp.length - 1]!;
  const avifLargest = await make(largest.width, 'avif');
  if (avifLargest.bytes.length > largest.bytes.length * (1 - AVIF_MIN_SAVING)) return webp;
  const avif: EncodedVariant[] = [];
  for (const width of IMAGE_WIDTHS.slice(0, -1)) avif.push(await make(width, 'avif'));
  return [...webp, ...avif, avifLargest];
}
