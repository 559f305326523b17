import fs from 'node:fs/promises';
import path from 'node:path';
import { ACCOUNT_MESSAGES } from '@shop/shared';
import sharp from 'sharp';
import { ValidationError } from '../../lib/errors.ts';
import { imageWork } from '../../lib/image-work.ts';
import { randomToken } from '../../lib/tokens.ts';

/** Largest upload accepted (checked while it arrives) and the side of the square picture kept. */
export const PICTURE_MAX_BYTES = 5 * 1024 * 1024;
const PICTURE_SIDE_PX = 512;
/** What the bytes must be, whatever the file's name or declared type says. */
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp']);
/** A decompression bomb is refused before it is decoded: no real photo has more pixels than this. */
const MAX_INPUT_PIXELS = 40_000_000;

/**
 * The picture as a square WebP without the original's metadata, or undefined when the bytes are not a JPEG, PNG or
 * WebP that decodes whole within the pixel limit: sharp refuses some inputs (an empty one) as it is made rather than
 * when it reads, so every step is inside the one try.
 */
async function squareWebp(bytes: Buffer): Promise<Buffer | undefined> {
  try {
    const image = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' });
    const { format } = await image.metadata();
    if (!format || !ACCEPTED_FORMATS.has(format)) return undefined;
    return await image
      .rotate()
      .resize(PICTURE_SIDE_PX, PICTURE_SIDE_PX, { fit: 'cover' })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    return undefined;
  }
}

/** Profile pictures under DATA_DIR/profile, served at `/profile/{file}`. */
export function createPictureStore(dir: string) {
  return {
    dir,

    /**
     * Checks the bytes (a JPEG, PNG or WebP image, by content), re-encodes them as a square WebP without any of
     * the original's metadata (location, camera), stores the result under a random name and returns that name.
     */
    async store(bytes: Buffer): Promise<string> {
      const encoded = await imageWork.run(() => squareWebp(bytes));
      if (!encoded)
        throw new ValidationError(ACCOUNT_MESSAGES.pictureType, { profile: [ACCOUNT_MESSAGES.pictureType] });
      const name = `${randomToken().slice(0, 24)}.webp`;
      await fs.mkdir(dir, { recursive: true });
      await fs.writeFile(path.join(dir, name), encoded);
      return name;
    },

    /** Removes a stored picture; a missing one is fine. Names are ours, but are checked anyway. */
    async remove(name: string | null): Promise<void> {
      if (!name || !/^[\w-]+\.webp$/.test(name)) return;
      await fs.rm(path.join(dir, name), { force: true });
    },
  };
}

export type PictureStore = ReturnType<typeof createPictureStore>;
