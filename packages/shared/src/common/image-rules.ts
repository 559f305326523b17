/**
 * Pictures staff upload (issue 26): what the server takes, how it names what it keeps, and how a page asks for the
 * width it needs. The server refuses with these messages and the back office shows them as they come.
 */

/** The largest picture accepted: a full-size photo from a phone or a camera, several times what any page shows. */
export const IMAGE_UPLOAD_MAX_BYTES = 10 * 1024 * 1024;
/**
 * A decompression bomb is refused from its header, before it is decoded: a 40-megapixel picture (for example 7,744 ×
 * 5,163) takes about 150 MB to decode, and no product photo needs more.
 */
export const IMAGE_UPLOAD_MAX_PIXELS = 40_000_000;
/** What the bytes may be, whatever the file's name or declared type says. */
export const IMAGE_UPLOAD_FORMATS = ['JPEG', 'PNG', 'WebP', 'AVIF'] as const;
/** The `accept` of a file input that picks an upload: what the server takes, by type and by name. */
export const IMAGE_UPLOAD_ACCEPT = 'image/jpeg,image/png,image/webp,image/avif,.jpg,.jpeg,.png,.webp,.avif';

/**
 * The widths every upload is kept at: a phone's product card (320), a phone's full-width picture or a desktop card at
 * twice its density (640), and a desktop's product page (1,200). A narrower picture is never enlarged: its larger
 * widths keep its own size.
 */
export const IMAGE_WIDTHS = [320, 640, 1200] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];
/** The width an upload's key names: the picture a page shows when it knows nothing of the others. */
export const IMAGE_KEY_WIDTH: ImageWidth = 1200;
/** The folder of uploads among the shop's image names (beside the demo's `products/`, `banners/`, …). */
export const IMAGE_UPLOAD_FOLDER = 'uploads';

const MEGABYTES = IMAGE_UPLOAD_MAX_BYTES / 1024 / 1024;
const MEGAPIXELS = IMAGE_UPLOAD_MAX_PIXELS / 1_000_000;

export const IMAGE_MESSAGES = {
  empty: 'Choose a picture to upload: the file is empty.',
  tooLarge: `The picture is larger than ${MEGABYTES} MB. Export it smaller (a 2,000-pixel-wide JPEG is plenty) and try again.`,
  svg: 'SVG drawings are not accepted, since they can carry scripts. Upload a JPEG, PNG, WebP or AVIF picture.',
  wrongType: `This file is not a picture the shop takes. Upload a JPEG, PNG, WebP or AVIF of up to ${MEGABYTES} MB.`,
  polyglot:
    'This file is a picture with something else hidden inside it (a script, a document or an archive). Save the picture again from a photo editor and upload that.',
  tooManyPixels: `The picture has more than ${MEGAPIXELS} million pixels. Make it smaller (at most about 7,700 × 5,100) and try again.`,
  unreadable: 'The picture could not be read: the file may be damaged or cut short. Save it again and upload that.',
  uploaded: 'The picture was uploaded.',
} as const;

/**
 * An upload's files: `uploads/{id}-{width}.webp` for each width, and `.avif` beside them when AVIF was smaller. The id
 * is the first 32 hex digits of the SHA-256 of the uploaded bytes, so the same picture uploaded twice is one upload,
 * and ends in `-av` when the AVIF files exist. The key kept in the database is the 1,200 WebP's name.
 */
const UPLOADED_FILE = /^([0-9a-f]{32}(-av)?)-(320|640|1200)\.(webp|avif)$/;
const UPLOADED_URL = /(^|\/)uploads\/([0-9a-f]{32}(?:-av)?)-(?:320|640|1200)\.(?:webp|avif)$/;

/** The file names of an upload (`{id}-{width}.{format}`) the server serves; undefined for any other name. */
export function uploadedFile(name: string): { id: string; width: ImageWidth; format: 'webp' | 'avif' } | undefined {
  const match = UPLOADED_FILE.exec(name);
  if (!match) return undefined;
  const format = match[4] as 'webp' | 'avif';
  // An upload without AVIF has no AVIF files: refused by name, with no look at the disk.
  if (format === 'avif' && !match[2]) return undefined;
  return { id: match[1]!, width: Number(match[3]) as ImageWidth, format };
}

/** The key (image name) of an upload's picture at a width and in a format. */
export const uploadedImageKey = (id: string, width: ImageWidth = IMAGE_KEY_WIDTH, format: 'webp' | 'avif' = 'webp') =>
  `${IMAGE_UPLOAD_FOLDER}/${id}-${width}.${format}`;

/** What a page needs to let the browser pick a width: `srcset` lists, WebP always and AVIF when kept. */
export interface PictureSources {
  src: string;
  srcSet: string;
  avifSrcSet?: string;
}

/**
 * The demo's drawings (decision 005) are made as SVG and served as WebP too, at the widths of an upload:
 * `products/{route}.svg` is also `products/{route}-320.webp`, `-640` and `-1200`. A page shows the WebP, never the SVG:
 * a browser draws each SVG `<img>` as a document of its own on the page's main thread (its layout, its text and its
 * paint), which on a phone held a product grid's first seconds up by a few hundred milliseconds; a WebP is decoded
 * off that thread. A drawing's URL is matched loosely here: the server knows which names are drawings, and answers any
 * other with a 404.
 */
const DRAWING_URL = /^(.*\/(?:products|categories|choices|blog|news|banners|brand)\/[\w-]+)\.svg$/;
const DRAWING_RASTER = /^([a-z0-9]+(?:-[a-z0-9]+)*(?:--[23])?)-(320|640|1200)\.webp$/;
/** The width a drawing's `src` names, for a browser that reads no `srcset`: a phone's full-width picture. */
const DRAWING_SRC_WIDTH: ImageWidth = 640;

/** The drawing (`{name}.svg`) and width a drawing's WebP file name (`{name}-{width}.webp`) stands for. */
export function drawingRaster(file: string): { drawing: string; width: ImageWidth } | undefined {
  const match = DRAWING_RASTER.exec(file);
  return match ? { drawing: `${match[1]}.svg`, width: Number(match[2]) as ImageWidth } : undefined;
}

/**
 * The sources of a picture from any of its URLs (under whichever IMAGE_BASE_URL): an upload's widths, or a drawing's;
 * undefined for any other picture, which the page shows as it is.
 */
export function pictureSources(url: string): PictureSources | undefined {
  const match = UPLOADED_URL.exec(url);
  if (!match) return drawingSources(url);
  const id = match[2]!;
  const base = url.slice(0, match.index + match[1]!.length);
  const list = (format: 'webp' | 'avif') =>
    IMAGE_WIDTHS.map((w) => `${base}${uploadedImageKey(id, w, format)} ${w}w`).join(', ');
  return {
    src: `${base}${uploadedImageKey(id)}`,
    srcSet: list('webp'),
    ...(id.endsWith('-av') && { avifSrcSet: list('avif') }),
  };
}

function drawingSources(url: string): PictureSources | undefined {
  const stem = DRAWING_URL.exec(url)?.[1];
  if (!stem) return undefined;
  return {
    src: `${stem}-${DRAWING_SRC_WIDTH}.webp`,
    srcSet: IMAGE_WIDTHS.map((w) => `${stem}-${w}.webp ${w}w`).join(', '),
  };
}
