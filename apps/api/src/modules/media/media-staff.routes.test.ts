import { IMAGE_MESSAGES, IMAGE_UPLOAD_MAX_BYTES } from '@shop/shared';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditOf, staffKey, staffPerson, staffSignIn } from '../../testing/staff.ts';
import { createTestApp, testDatabases, type TestApp } from '../../testing/test-app.ts';
import { bombPng, drawnBottlePng, photoJpeg, SVG_WITH_SCRIPT } from './media.fixtures.ts';

const UPLOAD = '/api/v1/staff/images';

describe.each(testDatabases())('picture uploads on %s', (kind) => {
  let t: TestApp;
  let editor: Record<string, string>;
  let photo: Buffer;
  const upload = (bytes: Buffer | string, type = 'image/jpeg', headers = editor) =>
    t.app.inject({ method: 'POST', url: UPLOAD, headers: { 'content-type': type, ...headers }, payload: bytes });
  /** The refusal's status and what it says on the file. */
  const refusal = async (bytes: Buffer | string, type?: string) => {
    const res = await upload(bytes, type);
    return { status: res.statusCode, file: res.json().errors?.file?.[0] as string | undefined };
  };

  beforeAll(async () => {
    t = await createTestApp(kind);
    editor = { authorization: `Bearer ${await staffKey(t, 'editor')}` };
    photo = await photoJpeg(2400, 1600);
  });
  afterAll(() => t?.close());

  it('keeps a photo at three widths as WebP without its metadata, served for a year with an ETag', async () => {
    const res = await upload(photo);
    expect(res.statusCode, res.body).toBe(201);
    const answer = res.json();
    expect(answer.key).toMatch(/^uploads\/[0-9a-f]{32}(-av)?-1200\.webp$/);
    expect(answer.url).toBe(`/images/${answer.key}`);
    expect([answer.width, answer.height]).toEqual([1200, 800]);
    const webp = answer.variants.filter((v: { format: string }) => v.format === 'webp');
    expect(webp.map((v: { width: number; height: number }) => [v.width, v.height])).toEqual([
      [320, 213],
      [640, 427],
      [1200, 800],
    ]);
    expect(answer.srcset).toBe(webp.map((v: { url: string; width: number }) => `${v.url} ${v.width}w`).join(', '));

    for (const variant of answer.variants) {
      const file = await t.app.inject({ method: 'GET', url: variant.url });
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe(`image/${variant.format}`);
      expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(file.headers.etag).toMatch(/^".+"$/);
      const meta = await sharp(file.rawPayload).metadata();
      expect(meta.format).toBe(variant.format === 'webp' ? 'webp' : 'heif');
      expect(meta.width).toBe(variant.width);
      expect(file.rawPayload.length).toBe(variant.bytes);
      // Nothing of the original's metadata: no EXIF (the copyright, the description), no XMP, no ICC profile.
      expect([meta.exif, meta.xmp, meta.icc, meta.iptc]).toEqual([undefined, undefined, undefined, undefined]);
      const again = await t.app.inject({
        method: 'GET',
        url: variant.url,
        headers: { 'if-none-match': file.headers.etag as string },
      });
      expect(again.statusCode).toBe(304);
    }
    expect(await auditOf(t, 'image', answer.key)).toEqual([
      expect.objectContaining({
        action: 'image.upload',
        before: null,
        after: expect.objectContaining({ key: answer.key }),
      }),
    ]);
  });

  it('keeps AVIF beside the WebP when it is at least a tenth smaller, and names it in the key', async () => {
    const res = await upload(await drawnBottlePng(), 'image/png');
    expect(res.statusCode, res.body).toBe(201);
    const answer = res.json();
    expect(answer.key).toMatch(/^uploads\/[0-9a-f]{32}-av-1200\.webp$/);
    const [webp, avif] = (['webp', 'avif'] as const).map((format) =>
      answer.variants.filter((v: { format: string }) => v.format === format),
    ) as [Array<{ width: number; bytes: number; url: string }>, Array<{ width: number; bytes: number; url: string }>];
    expect(avif.map((v) => v.width)).toEqual([320, 640, 1200]);
    expect(avif[2]!.bytes).toBeLessThanOrEqual(webp[2]!.bytes * 0.9);
    expect(answer.avif_srcset).toBe(avif.map((v) => `${v.url} ${v.width}w`).join(', '));
    const file = await t.app.inject({ method: 'GET', url: avif[0]!.url });
    expect([file.statusCode, file.headers['content-type']]).toEqual([200, 'image/avif']);
  });

  it('reads the type from the bytes: a PNG, WebP or AVIF is taken whatever type or name it is sent with', async () => {
    const base = sharp({ create: { width: 500, height: 300, channels: 4, background: '#80402080' } });
    for (const [bytes, declared] of [
      [await base.clone().png().toBuffer(), 'application/octet-stream'],
      [await base.clone().webp().toBuffer(), 'image/jpeg'],
      [await base.clone().avif().toBuffer(), 'image/avif'],
    ] as const) {
      const res = await upload(bytes, declared);
      expect(res.statusCode, res.body).toBe(201);
      // A narrow picture is not enlarged: its 640 and 1,200 keep its own 500 pixels.
      expect(
        res
          .json()
          .variants.map((v: { width: number }) => v.width)
          .slice(0, 3),
      ).toEqual([320, 500, 500]);
    }
  });

  it('is the same upload when the same picture comes twice', async () => {
    const [a, b] = [await upload(photo), await upload(photo, 'image/png')];
    expect(b.json().key).toBe(a.json().key);
  });

  it('refuses an SVG, with or without a script in it, whatever type it is sent as', async () => {
    expect(await refusal(SVG_WITH_SCRIPT, 'image/svg+xml')).toEqual({ status: 422, file: IMAGE_MESSAGES.svg });
    expect(await refusal(SVG_WITH_SCRIPT, 'image/png')).toEqual({ status: 422, file: IMAGE_MESSAGES.svg });
    const plain = '\uFEFF  <svg xmlns="http://www.w3.org/2000/svg"><rect width="1" height="1"/></svg>';
    expect(await refusal(plain, 'image/jpeg')).toEqual({ status: 422, file: IMAGE_MESSAGES.svg });
  });

  it('refuses a polyglot: a picture that is also a page or an archive', async () => {
    const png = await sharp({ create: { width: 40, height: 40, channels: 3, background: '#336699' } })
      .png()
      .toBuffer();
    const page = Buffer.from('<html><body><script>alert(document.cookie)</script></body></html>');
    expect(await refusal(Buffer.concat([png, page]), 'image/png')).toEqual({
      status: 422,
      file: IMAGE_MESSAGES.polyglot,
    });
    // A JPEG with a page hidden in its comment segment, where a decoder never looks.
    const comment = Buffer.concat([Buffer.from([0xff, 0xfe, 0, page.length + 2]), page]);
    const jpeg = await sharp(png).jpeg().toBuffer();
    const hidden = Buffer.concat([jpeg.subarray(0, 2), comment, jpeg.subarray(2)]);
    expect(await refusal(hidden)).toEqual({ status: 422, file: IMAGE_MESSAGES.polyglot });
    // A JPEG and a ZIP in one file (the archive's end record at the file's end).
    const zipEnd = Buffer.from([0x50, 0x4b, 0x05, 0x06, ...new Array(18).fill(0)]);
    expect(await refusal(Buffer.concat([jpeg, zipEnd]))).toEqual({ status: 422, file: IMAGE_MESSAGES.polyglot });
  });

  it('refuses a decompression bomb from its header, before decoding it', async () => {
    const bomb = bombPng(20_000);
    expect(bomb.length).toBeLessThan(400_000);
    const started = Date.now();
    expect(await refusal(bomb, 'image/png')).toEqual({ status: 422, file: IMAGE_MESSAGES.tooManyPixels });
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('refuses a file over 10 MB with 413, and one of 50 MB before reading it', async () => {
    const res = await upload(Buffer.alloc(50 * 1024 * 1024, 0xff));
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ error: IMAGE_MESSAGES.tooLarge, errors: { file: [IMAGE_MESSAGES.tooLarge] } });
    expect((await refusal(Buffer.alloc(IMAGE_UPLOAD_MAX_BYTES + 1, 0xff))).status).toBe(413);
  });

  it('refuses what is not a JPEG, PNG, WebP or AVIF by its bytes, and bodies that are not files', async () => {
    const gif = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#fff' } })
      .gif()
      .toBuffer();
    const heic = Buffer.concat([Buffer.from([0, 0, 0, 24]), Buffer.from('ftypheic\0\0\0\0mif1heic'), Buffer.alloc(64)]);
    for (const [bytes, type] of [
      [gif, 'image/gif'],
      [gif, 'image/png'],
      [Buffer.from('%PDF-1.7\n1 0 obj\n<<>>\nendobj\n'), 'application/octet-stream'],
      [heic, 'image/heic'],
      [Buffer.from('just some text'), 'image/jpeg'],
    ] as const)
      expect(await refusal(bytes, type)).toEqual({ status: 422, file: IMAGE_MESSAGES.wrongType });
    expect(await refusal(photo.subarray(0, photo.length / 3))).toEqual({
      status: 422,
      file: IMAGE_MESSAGES.unreadable,
    });
    expect(await refusal(Buffer.alloc(0), 'image/png')).toMatchObject({ status: 422 });
    for (const type of ['application/json', 'text/plain', 'multipart/form-data; boundary=x']) {
      const res = await upload('{"file":"x.jpg"}', type);
      expect(res.statusCode, type).toBe(415);
      expect(res.json().errors.file[0]).toMatch(/^Send the picture itself as the request body/);
    }
  });

  it('is for roles with catalog:write: an editor and a manager upload; support, fulfilment and no one are refused', async () => {
    for (const role of ['support', 'fulfilment'] as const) {
      const res = await upload(photo, 'image/jpeg', { authorization: `Bearer ${await staffKey(t, role)}` });
      expect(res.statusCode, role).toBe(403);
    }
    expect((await upload(photo, 'image/jpeg', {})).statusCode).toBe(401);
    // A signed-in person sends the CSRF token with the file, as the back office does; without it, the write is refused.
    const person = await staffSignIn(t, await staffPerson(t, 'manager'));
    expect((await upload(photo, 'image/jpeg', person.headers)).statusCode).toBe(201);
    expect((await upload(photo, 'image/jpeg', { cookie: person.cookie })).statusCode).toBe(403);
  });

  it('serves only names an upload makes', async () => {
    for (const url of [
      '/images/uploads/0123456789abcdef0123456789abcdef-1200.webp',
      '/images/uploads/0123456789abcdef0123456789abcdef-1200.avif',
      '/images/uploads/..%2F..%2Foutbox.jsonl',
      '/images/uploads/x.webp',
    ])
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
  });
});
