import fs from 'node:fs/promises';
import path from 'node:path';
import { ACCOUNT_MESSAGES } from '@shop/shared';
import sharp from 'sharp';
import { ValidationError } from '../../lib/errors.ts';
import { randomToken } from './tokens.ts';

/** Largest upload accepted (checked while it arrives) and the side of the square picture kept. */
export const PICTURE_MAX_BYTES = 5 * 1024 * 1024;
const PICTURE_SIDE_PX = 512;
/** What the bytes must be, whatever the file's name or declared type says. */
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp']);
/** A decompression bomb is refused before it is decoded: no real photo has more pixels than this. */
const MAX_INPUT_PIXELS = 40_000_000;

/** Profile pictures under DATA_DIR/profile, served at `/profile/{file}`. */
export function createPictureStore(dir: string) {
  return {
    dir,

    /**
     * Checks the bytes (a JPEG, PNG or WebP image, by content), re-encodes them as a square WebP without any of
     * the original's metadata (location, camera), stores the result under a random name and returns that name.
     */
    async store(bytes: Buffer): Promise<string> {
      const format = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS }).metadata().then((m) => m.format, () => undefined);
      if (!format || !ACCEPTED_FORMATS.has(format)) throw new ValidationError(ACCOUNT_MESSAGES.pictureType, { profile: [ACCOUNT_MESSAGES.pictureType] });
      const encoded = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
        .rotate()
        .resize(PICTURE_SIDE_PX, PICTURE_SIDE_PX, { fit: 'cover' })
        .webp({ quality: 82 })
        .toBuffer()
        .catch(() => {
          throw new ValidationError(ACCOUNT_MESSAGES.pictureType, { profile: [ACCOUNT_MESSAGES.pictureType] });
        });
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
