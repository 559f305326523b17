import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ORDER_MESSAGES } from '@shop/shared';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { IMAGE_WORK_AT_ONCE, IMAGE_WORK_MAX_WAITING, imageWork } from '../../lib/image-work.ts';
import { createEidStore } from './eid-store.ts';

describe('the Emirates ID store', () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'eid-store-'));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  const png = () =>
    sharp({ create: { width: 40, height: 25, channels: 3, background: '#ccc' } })
      .png()
      .toBuffer();
  const files = () => fs.readdirSync(dir).length;

  it("keeps an image by its bytes, and refuses an empty or unreadable file with the upload's message", async () => {
    expect(await createEidStore(dir).store(await png())).toMatchObject({
      mime: 'image/png',
      fileName: expect.stringMatching(/\.png$/),
    });
    for (const bytes of [Buffer.alloc(0), Buffer.from('not an image')]) {
      await expect(createEidStore(dir).store(bytes)).rejects.toMatchObject({
        statusCode: 422,
        message: ORDER_MESSAGES.eidType,
      });
    }
    expect(files()).toBe(1);
  });

  it('waits its turn with the profile pictures: with the queue full an image is refused with a 503 and nothing kept; a PDF needs no turn', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const holders = Array.from({ length: IMAGE_WORK_AT_ONCE + IMAGE_WORK_MAX_WAITING }, () =>
      imageWork.run(() => held),
    );
    try {
      await expect(createEidStore(dir).store(await png())).rejects.toMatchObject({
        statusCode: 503,
        code: 'UPLOADS_BUSY',
      });
      expect(files()).toBe(0);
      expect(await createEidStore(dir).store(Buffer.from('%PDF-1.7\n%…'))).toMatchObject({ mime: 'application/pdf' });
    } finally {
      release();
      await Promise.all(holders);
    }
    expect(await createEidStore(dir).store(await png())).toMatchObject({ mime: 'image/png' });
  });
});
