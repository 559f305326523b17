import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';

/** A stored object as a reader sees it: its bytes as a stream, and what an HTTP answer says of them. */
export interface StoredImage {
  stream: Readable;
  size: number;
  contentType: string;
  /** A strong validator: changes whenever the bytes do. */
  etag: string;
}

/**
 * Where uploaded pictures are kept, by key (`uploads/{id}-640.webp`). The shop writes each key once and never changes
 * it, so any store that can put, read, test and delete objects will do: the folder below today, an S3-compatible
 * bucket later (a key is an object name there, and the content type its metadata).
 */
export interface ImageStorage {
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** The object, or undefined when there is none under the key. */
  get(key: string): Promise<StoredImage | undefined>;
  exists(key: string): Promise<boolean>;
  /** Removes the object; a missing one is fine. */
  delete(key: string): Promise<void>;
}

/** Keys are ours, but a key that could leave the folder is refused anyway: lowercase names in one level of folders. */
const SAFE_KEY = /^[a-z0-9][a-z0-9_-]*\/[a-z0-9][a-z0-9_.-]*$/;
const TYPES: Record<string, string> = { '.webp': 'image/webp', '.avif': 'image/avif' };

function fileOf(root: string, key: string): string {
  if (!SAFE_KEY.test(key) || key.includes('..')) throw new Error(`not an image key: ${key}`);
  return path.join(root, key);
}

const missing = (err: unknown) => (err as NodeJS.ErrnoException).code === 'ENOENT';

/**
 * The storage as files under `root` (DATA_DIR/images). A file is written beside its place and renamed into it, so a
 * reader sees the whole picture or none, and two uploads of the same picture at once both end with the same bytes.
 */
export function createFileImageStorage(root: string): ImageStorage {
  return {
    async put(key, bytes) {
      const file = fileOf(root, key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      const part = `${file}.${randomBytes(6).toString('hex')}.part`;
      try {
        await fs.writeFile(part, bytes);
        await fs.rename(part, file);
      } catch (err) {
        await fs.rm(part, { force: true });
        throw err;
      }
    },

    async get(key) {
      const file = fileOf(root, key);
      let handle: fs.FileHandle;
      try {
        handle = await fs.open(file, 'r');
      } catch (err) {
        if (missing(err)) return undefined;
        throw err;
      }
      try {
        const { size, mtimeMs } = await handle.stat();
        const etag = `"${size.toString(36)}-${Math.floor(mtimeMs).toString(36)}"`;
        const contentType = TYPES[path.extname(file)] ?? 'application/octet-stream';
        // The stream owns the handle from here, and closes it when read or abandoned.
        return { stream: handle.createReadStream(), size, contentType, etag };
      } catch (err) {
        await handle.close();
        throw err;
      }
    },

    async exists(key) {
      try {
        return (await fs.stat(fileOf(root, key))).isFile();
      } catch (err) {
        if (missing(err)) return false;
        throw err;
      }
    },

    async delete(key) {
      await fs.rm(fileOf(root, key), { force: true });
    },
  };
}
