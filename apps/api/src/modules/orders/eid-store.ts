import fs from 'node:fs/promises';
import path from 'node:path';
import { ORDER_MESSAGES } from '@shop/shared';
import sharp from 'sharp';
import { ValidationError } from '../../lib/errors.ts';
import { randomToken } from '../auth/tokens.ts';

/** Largest Emirates ID upload, checked while it arrives. */
export const EID_MAX_BYTES = 10 * 1024 * 1024;
const IMAGE_FORMATS: Readonly<Record<string, string>> = { jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp' };

/** What an upload is, by its bytes: an image sharp can read, or a PDF by its signature. Undefined when neither. */
async function kindOf(bytes: Buffer): Promise<{ mime: string; ext: string } | undefined> {
  if (bytes.subarray(0, 5).toString('latin1') === '%PDF-') return { mime: 'application/pdf', ext: 'pdf' };
  const format = await sharp(bytes, { limitInputPixels: 60_000_000 }).metadata().then((m) => m.format, () => undefined);
  return format && IMAGE_FORMATS[format] ? { mime: IMAGE_FORMATS[format]!, ext: format === 'jpeg' ? 'jpg' : format } : undefined;
}

/**
 * Emirates ID files under DATA_DIR/eid (issue 9): never served by any route or cached, readable by the owner's
 * order and the order tooling, under random names, and deleted when their time comes.
 */
export function createEidStore(dir: string) {
  return {
    async store(bytes: Buffer): Promise<{ fileName: string; mime: string; bytes: number }> {
      if (bytes.length > EID_MAX_BYTES) throw new ValidationError(ORDER_MESSAGES.eidTooLarge, { eid: [ORDER_MESSAGES.eidTooLarge] });
      const kind = await kindOf(bytes);
      if (!kind) throw new ValidationError(ORDER_MESSAGES.eidType, { eid: [ORDER_MESSAGES.eidType] });
      const fileName = `${randomToken().slice(0, 32)}.${kind.ext}`;
      await fs.mkdir(dir, { recursive: true, mode: 0o700 });
      await fs.writeFile(path.join(dir, fileName), bytes, { mode: 0o600 });
      return { fileName, mime: kind.mime, bytes: bytes.length };
    },

    async remove(fileName: string): Promise<void> {
      if (/^[\w-]+\.(jpg|png|webp|pdf)$/.test(fileName)) await fs.rm(path.join(dir, fileName), { force: true });
    },
  };
}

export type EidStore = ReturnType<typeof createEidStore>;

/** Deletes the uploads whose time has come (EID_RETENTION_DAYS after their order's delivery): rows, then files. */
export async function sweepExpiredEids(repo: { takeExpiredEids(): Promise<Array<{ fileName: string }>> }, store: EidStore): Promise<number> {
  const expired = await repo.takeExpiredEids();
  for (const doc of expired) await store.remove(doc.fileName);
  return expired.length;
}
