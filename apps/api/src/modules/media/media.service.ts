import { createHash } from 'node:crypto';
import { type ImageUploadAnswer, pictureSources, uploadedImageKey } from '@shop/shared';
import type { UnitOfWork } from '../../db/transaction.ts';
import { ValidationError } from '../../lib/errors.ts';
import { imageWork } from '../../lib/image-work.ts';
import { imageUrl } from '../../lib/presentation.ts';
import type { AuditPort, StaffActor } from '../staff/index.ts';
import { encodeUpload, type EncodedVariant } from './image-encode.ts';
import { sniffImage } from './image-sniff.ts';
import type { ImageStorage } from './image-storage.ts';

const CONTENT_TYPES = { webp: 'image/webp', avif: 'image/avif' } as const;

export interface MediaServiceDeps {
  storage: ImageStorage;
  /** The audit entry of an upload, in its own transaction (nothing else in the database changes). */
  staffWrite: UnitOfWork<{ audit: AuditPort }>;
  /** IMAGE_BASE_URL: what the answer's URLs start with, as the catalog's do. */
  imageBase: string;
}

/**
 * Pictures staff upload (issue 26): checked from their bytes, re-encoded at every width, stored under a name made from
 * their content, and answered with the key a product, banner or category keeps.
 */
export function createMediaService({ storage, staffWrite, imageBase }: MediaServiceDeps) {
  return {
    async upload(actor: StaffActor, bytes: Buffer): Promise<ImageUploadAnswer> {
      const sniffed = sniffImage(bytes);
      if ('refused' in sniffed) throw new ValidationError(sniffed.refused, { file: [sniffed.refused] });
      const variants = await imageWork.run(() => encodeUpload(bytes, sniffed.format));
      const hasAvif = variants.some((v) => v.format === 'avif');
      const id = `${createHash('sha256').update(bytes).digest('hex').slice(0, 32)}${hasAvif ? '-av' : ''}`;
      const key = uploadedImageKey(id);
      // The key's own file goes last: a key that exists has every width beside it. The same picture uploaded again
      // makes the same files, which are not written twice.
      const nameOf = (v: EncodedVariant) => uploadedImageKey(id, v.width, v.format);
      const ordered = [...variants].sort((a, b) => Number(nameOf(a) === key) - Number(nameOf(b) === key));
      for (const v of ordered) {
        const name = nameOf(v);
        if (!(await storage.exists(name))) await storage.put(name, v.bytes, CONTENT_TYPES[v.format]);
      }
      const main = ordered[ordered.length - 1]!;
      await staffWrite(({ audit }) =>
        audit.record(actor, {
          action: 'image.upload',
          entity: 'image',
          entityId: key,
          before: null,
          after: { key, uploaded_bytes: bytes.length, format: sniffed.format, avif: hasAvif },
        }),
      );
      const url = imageUrl(imageBase, key);
      const sources = pictureSources(url)!;
      return {
        key,
        url,
        srcset: sources.srcSet,
        avif_srcset: sources.avifSrcSet ?? null,
        width: main.pixels.width,
        height: main.pixels.height,
        variants: variants.map((v) => ({
          url: imageUrl(imageBase, nameOf(v)),
          format: v.format,
          width: v.pixels.width,
          height: v.pixels.height,
          bytes: v.bytes.length,
        })),
      };
    },
  };
}

export type MediaService = ReturnType<typeof createMediaService>;
