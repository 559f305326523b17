import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { afterAll, describe, expect, it } from 'vitest';
import { createFileImageStorage } from './image-storage.ts';

describe('the file image storage', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'image-storage-'));
  const storage = createFileImageStorage(root);
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

  it('puts, reads, tests and deletes by key', async () => {
    expect(await storage.exists('uploads/a-320.webp')).toBe(false);
    expect(await storage.get('uploads/a-320.webp')).toBeUndefined();
    await storage.put('uploads/a-320.webp', Buffer.from('RIFF....WEBP'), 'image/webp');
    expect(await storage.exists('uploads/a-320.webp')).toBe(true);
    const stored = (await storage.get('uploads/a-320.webp'))!;
    expect([stored.size, stored.contentType]).toEqual([12, 'image/webp']);
    expect(stored.etag).toMatch(/^"[0-9a-z]+-[0-9a-z]+"$/);
    expect(await text(stored.stream)).toBe('RIFF....WEBP');
    // Nothing half-written is left beside it.
    expect(fs.readdirSync(path.join(root, 'uploads'))).toEqual(['a-320.webp']);
    await storage.delete('uploads/a-320.webp');
    await storage.delete('uploads/a-320.webp');
    expect(await storage.exists('uploads/a-320.webp')).toBe(false);
  });

  it('refuses a key that could leave its folder', async () => {
    for (const key of ['../outbox.jsonl', 'uploads/../../x.webp', '/etc/passwd', 'uploads/.hidden', 'a/b/c.webp'])
      await expect(storage.put(key, Buffer.from('x'), 'image/webp'), key).rejects.toThrow(/not an image key/);
  });
});
