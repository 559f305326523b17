import fs from 'node:fs/promises';
import path from 'node:path';
import { EID_MAX_BYTES, ORDER_MESSAGES } from '@shop/shared';
import sharp from 'sharp';
import { ValidationError } from '../../lib/errors.ts';
import { imageWork } from '../../lib/image-work.ts';
import { randomToken } from '../auth/index.ts';

const IMAGE_FORMATS: Readonly<Record<string, string>> = { jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp' };

/** What an upload is, by its bytes: an image sharp can read, or a PDF by its signature. Undefined when neither. */
async function kindOf(bytes: Buffer): Promise<{ mime: string; ext: string } | undefined> {
  if (bytes.subarray(0, 5).toString('latin1') === '%PDF-') return { mime: 'application/pdf', ext: 'pdf' };
  // sharp refuses some inputs (an empty one) as it is made rather than when it reads. It waits its turn with the
  // profile pictures (issue 23): a refusal there (busy, 503) is not this upload's fault, so it is not caught here.
  const format = await imageWork.run(() =>
    Promise.resolve()
      .then(() => sharp(bytes, { limitInputPixels: 60_000_000 }).metadata())
      .then(
        (m) => m.format,
        () => undefined,
      ),
  );
  return format && IMAGE_FORMATS[format]
    ? { mime: IMAGE_FORMATS[format]!, ext: format === 'jpeg' ? 'jpg' : format }
    : undefined;
}

const FILE_NAME = /^[\w-]+\.(jpg|png|webp|pdf)$/;
/**
 * A file no upload names is left this long before it is deleted: its row may be on its way (written after the file).
 */
const ORPHAN_GRACE_MS = 60 * 60_000;

/**
 * Emirates ID files under DATA_DIR/eid (issue 9): never cached, shown only to staff who check IDs through a
 * short-lived signed link (issue 25), under random names, and deleted when their time comes.
 */
export function createEidStore(dir: string) {
  return {
    async store(bytes: Buffer): Promise<{ fileName: string; mime: string; bytes: number }> {
      if (bytes.length > EID_MAX_BYTES)
        throw new ValidationError(ORDER_MESSAGES.eidTooLarge, { eid: [ORDER_MESSAGES.eidTooLarge] });
      const kind = await kindOf(bytes);
      if (!kind) throw new ValidationError(ORDER_MESSAGES.eidType, { eid: [ORDER_MESSAGES.eidType] });
      const fileName = `${randomToken().slice(0, 32)}.${kind.ext}`;
      await fs.mkdir(dir, { recursive: true, mode: 0o700 });
      await fs.writeFile(path.join(dir, fileName), bytes, { mode: 0o600 });
      return { fileName, mime: kind.mime, bytes: bytes.length };
    },

    /** An upload's bytes, for staff who check IDs (issue 25); undefined when it is gone (swept) or not ours. */
    async read(fileName: string): Promise<Buffer | undefined> {
      if (!FILE_NAME.test(fileName)) return undefined;
      return fs.readFile(path.join(dir, fileName)).catch(() => undefined);
    },

    async remove(fileName: string): Promise<void> {
      if (FILE_NAME.test(fileName)) await fs.rm(path.join(dir, fileName), { force: true });
    },

    /** The uploads' files last written before `before` (none when the folder does not exist yet). */
    async filesOlderThan(before: Date): Promise<string[]> {
      const names = await fs.readdir(dir).catch(() => [] as string[]);
      const old = await Promise.all(
        names
          .filter((name) => FILE_NAME.test(name))
          .map(async (name) => {
            const stat = await fs.stat(path.join(dir, name)).catch(() => undefined);
            return stat && stat.mtime < before ? name : undefined;
          }),
      );
      return old.filter((name) => name !== undefined);
    },
  };
}

export type EidStore = ReturnType<typeof createEidStore>;

/**
 * The hourly sweep of Emirates IDs (issue 9): deletes the uploads whose time has come (`takeExpiredEids`: kept while an
 * order they proved age for is in progress, then `keepDays` after it ends; an upload no order named, `keepDays` after
 * it was made), rows then files; then every file that no upload names any more: an account deleted with its uploads
 * (their rows go with it), or a file whose row was never written. Returns how many files it deleted.
 */
export async function sweepExpiredEids(
  repo: {
    takeExpiredEids(keepDays: number): Promise<Array<{ fileName: string }>>;
    eidFileNames(): Promise<Set<string>>;
  },
  store: EidStore,
  keepDays: number,
  now = new Date(),
): Promise<number> {
  const expired = await repo.takeExpiredEids(keepDays);
  for (const doc of expired) await store.remove(doc.fileName);
  // The files are listed before the names are read, so a file written meanwhile is not among them.
  const files = await store.filesOlderThan(new Date(now.getTime() - ORPHAN_GRACE_MS));
  const named = await repo.eidFileNames();
  const orphans = files.filter((file) => !named.has(file));
  for (const file of orphans) await store.remove(file);
  return expired.length + orphans.length;
}
