import zlib from 'node:zlib';
import { ACCOUNT_MESSAGES } from '@shop/shared';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { IMAGE_WORK_AT_ONCE, IMAGE_WORK_MAX_WAITING, imageWork } from '../../lib/image-work.ts';
import { corporateForm, latestCode, signUp } from '../../testing/accounts.ts';
import { seedContentFixtures } from '../../testing/content.fixtures.ts';
import { createTestApp, testDatabases, type TestApp } from '../../testing/test-app.ts';
import { seedCatalogFixture } from '../catalog/catalog.fixtures.ts';
import { ANONYMOUS_AUTHOR } from '../comments/comments.repo.ts';

type Part = { name: string; value: string | Buffer; filename?: string; type?: string };

/** A multipart body with files, as a browser sends a form with a picture. */
function multipart(parts: Part[]) {
  const boundary = '----cellar-profile-boundary';
  const chunks = parts.flatMap((p) => [
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"${p.filename ? `; filename="${p.filename}"` : ''}\r\n${p.type ? `Content-Type: ${p.type}\r\n` : ''}\r\n`,
    ),
    Buffer.isBuffer(p.value) ? p.value : Buffer.from(p.value),
    Buffer.from('\r\n'),
  ]);
  return {
    payload: Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** A JPEG photo carrying camera and location metadata, as phones take them. */
function photo(width = 1200, height = 800) {
  return sharp({ create: { width, height, channels: 3, background: { r: 150, g: 30, b: 40 } } })
    .jpeg()
    .withExif({ IFD0: { Make: 'PhoneMaker', Model: 'Model X', Copyright: 'Layla' } })
    .toBuffer();
}

/** A PNG's chunk: length, type, data and the CRC of type and data. */
function pngChunk(type: string, data: Buffer) {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A small, valid PNG file whose header claims `side` × `side` pixels: a decompression bomb's shape. */
function hugePixelPng(side: number) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits, RGB, no interlace
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([
    signature,
    pngChunk('IHDR', header),
    pngChunk('IDAT', zlib.deflateSync(Buffer.alloc(side * 3 + 1))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

describe.each(testDatabases())('the profile on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { env: { PUBLIC_BASE_URL: 'https://shop.example' } });
  });
  afterAll(() => t?.close());

  const update = (headers: Record<string, string>, parts: Part[]) => {
    const body = multipart(parts);
    return t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/update-profile',
      payload: body.payload,
      headers: { ...headers, ...body.headers },
    });
  };

  it('changes details sent as flat form fields, leaving the others', async () => {
    const { headers, user } = await signUp(t);
    const res = await update(headers, [
      { name: 'user_id', value: String(user.id) },
      { name: 'full_name', value: 'Layla Haddad-Nasser' },
      { name: 'anniversary_date', value: '2015-10-02' },
    ]);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: ACCOUNT_MESSAGES.profileUpdated,
      data: { full_name: 'Layla Haddad-Nasser', anniversary_date: '2015-10-02', nationality: 'Emirati' },
    });
  });

  it('takes a picture beside `data`, re-encodes it without metadata and serves it at a full /profile URL', async () => {
    const { headers } = await signUp(t);
    const original = await photo();
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const res = await update(headers, [
      { name: 'data', value: JSON.stringify({ full_name: 'Layla With Picture' }) },
      { name: 'profile[]', value: original, filename: 'me.jpg', type: 'image/jpeg' },
    ]);
    expect(res.statusCode).toBe(200);
    const url = res.json().data.profile as string;
    expect(url).toMatch(/^https:\/\/shop\.example\/profile\/[\w-]+\.webp$/);
    const served = await t.app.inject({ method: 'GET', url: new URL(url).pathname });
    expect(served.statusCode).toBe(200);
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 512, height: 512 });
    expect(meta.exif).toBeUndefined();
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers })).json().profile).toBe(url);

    // A new picture replaces the old file.
    const next = await update(headers, [
      { name: 'profile[]', value: await photo(300, 300), filename: 'me2.png', type: 'image/png' },
    ]);
    expect((await t.app.inject({ method: 'GET', url: new URL(url).pathname })).statusCode).toBe(404);
    expect(next.json().data.profile).not.toBe(url);
  });

  it('judges a picture by its bytes: a disguised or wrong file is refused, an oversize one too', async () => {
    const { headers } = await signUp(t);
    const html = Buffer.from('<html><script>alert(1)</script></html>');
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="10" height="10"/></svg>',
    );
    for (const [value, filename, type] of [
      [html, 'photo.jpg', 'image/jpeg'],
      [svg, 'photo.png', 'image/png'],
      [Buffer.from('GIF89a....'), 'a.gif', 'image/gif'],
    ] as const) {
      const res = await update(headers, [{ name: 'profile[]', value, filename, type }]);
      expect(res.statusCode, filename).toBe(422);
      expect(res.json().error).toBe(ACCOUNT_MESSAGES.pictureType);
    }
    const huge = Buffer.concat([await photo(), Buffer.alloc(6 * 1024 * 1024)]);
    const tooBig = await update(headers, [{ name: 'profile[]', value: huge, filename: 'big.jpg', type: 'image/jpeg' }]);
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().error).toBe(ACCOUNT_MESSAGES.pictureTooLarge);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers })).json().profile).toBeNull();
  });

  it("refuses an empty, cut-off or unreadable picture, or one of too many pixels, with the picture's message (never a 500)", async () => {
    const { headers } = await signUp(t);
    const whole = await photo();
    const bad: Array<[string, Buffer, string]> = [
      ['empty', Buffer.alloc(0), 'image/jpeg'],
      ['cut off halfway', whole.subarray(0, whole.length / 2), 'image/jpeg'],
      ['text named .jpg', Buffer.from('just some words, not a photo\n'), 'image/jpeg'],
      ['50,000 × 50,000 pixels', hugePixelPng(50_000), 'image/png'],
    ];
    for (const [what, value, type] of bad) {
      const res = await update(headers, [
        { name: 'data', value: JSON.stringify({ full_name: 'Not Saved' }) },
        { name: 'profile[]', value, filename: 'me.jpg', type },
      ]);
      expect(res.statusCode, what).toBe(422);
      expect(res.json(), what).toMatchObject({
        error: ACCOUNT_MESSAGES.pictureType,
        code: 'VALIDATION_FAILED',
        errors: { profile: [ACCOUNT_MESSAGES.pictureType] },
      });
    }
    const me = (await t.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers })).json();
    expect(me).toMatchObject({ profile: null });
    expect(me.full_name).not.toBe('Not Saved');
  });

  it('answers 503 with Retry-After while the pictures waiting fill the queue, changes nothing, and takes pictures again after', async () => {
    const { headers } = await signUp(t);
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const holders = Array.from({ length: IMAGE_WORK_AT_ONCE + IMAGE_WORK_MAX_WAITING }, () =>
      imageWork.run(() => held),
    );
    try {
      const res = await update(headers, [
        { name: 'data', value: JSON.stringify({ full_name: 'Busy Moment' }) },
        { name: 'profile[]', value: await photo(200, 200), filename: 'me.jpg', type: 'image/jpeg' },
      ]);
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toMatch(/^\d+$/);
      expect(res.json()).toMatchObject({
        code: 'UPLOADS_BUSY',
        error: expect.any(String),
        requestId: expect.any(String),
      });
      expect((await t.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers })).json()).toMatchObject({
        profile: null,
        full_name: expect.not.stringMatching('Busy Moment'),
      });
    } finally {
      release();
      await Promise.all(holders);
    }
    const later = await update(headers, [
      { name: 'profile[]', value: await photo(200, 200), filename: 'me.jpg', type: 'image/jpeg' },
    ]);
    expect(later.statusCode).toBe(200);
  });

  it("refuses another account's user_id, and an e-mail change without a code", async () => {
    const { headers } = await signUp(t);
    const other = await signUp(t);
    expect(
      (
        await update(headers, [
          { name: 'user_id', value: String(other.user.id) },
          { name: 'full_name', value: 'Hijack' },
        ])
      ).statusCode,
    ).toBe(403);
    expect((await update(headers, [{ name: 'email', value: 'new-address@example.ae' }])).statusCode).toBe(422);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: other.headers })).json().full_name,
    ).not.toBe('Hijack');
  });

  it('keeps the corporate fields for corporate accounts', async () => {
    const { headers } = await signUp(t, corporateForm(), 'mobile');
    const res = await update(headers, [
      { name: 'company_name', value: 'Events & Co LLC' },
      { name: 'nationality', value: 'ignored' },
    ]);
    expect(res.json().data).toMatchObject({
      company_name: 'Events & Co LLC',
      nationality: null,
      user_type: 'corporate',
    });
  });

  it('refuses a wrong current password or a confirmation that differs', async () => {
    const { headers, form } = await signUp(t);
    const post = (payload: object) =>
      t.app.inject({ method: 'POST', url: '/api/v1/auth/change-password', payload, headers });
    expect(
      (
        await post({
          password: 'wrong-password',
          change_password: 'new-cellar-secret',
          confirm_password: 'new-cellar-secret',
        })
      ).json().error,
    ).toBe(ACCOUNT_MESSAGES.currentPasswordWrong);
    expect(
      (
        await post({
          password: form.password,
          change_password: 'new-cellar-secret',
          confirm_password: 'other-secret-xx',
        })
      ).json().error,
    ).toBe(ACCOUNT_MESSAGES.passwordsDiffer);
    expect(
      (await post({ password: form.password, change_password: 'iloveyou12', confirm_password: 'iloveyou12' })).json()
        .error,
    ).toBe(ACCOUNT_MESSAGES.passwordCommon);
  });

  it('deletes the account with an e-mailed code: its data is gone and its sessions end', async () => {
    const { headers, form, user } = await signUp(t);
    await update(headers, [
      { name: 'profile[]', value: await photo(200, 200), filename: 'me.jpg', type: 'image/jpeg' },
    ]);
    const picture = (await t.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers })).json().profile as string;
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/v1/auth/delete-account', payload: { code: '123456' }, headers }))
        .statusCode,
    ).toBe(422);
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/auth/delete-account/code', headers })).statusCode).toBe(
      200,
    );
    const code = await latestCode(t, String(form.email));
    const deleted = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/delete-account',
      payload: { code },
      headers,
    });
    expect(deleted.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers })).statusCode).toBe(401);
    expect(await queryRows(t.db, sql`select 1 from users where id = ${user.id}`)).toHaveLength(0);
    expect(await queryRows(t.db, sql`select 1 from sessions where user_id = ${user.id}`)).toHaveLength(0);
    expect((await t.app.inject({ method: 'GET', url: new URL(picture).pathname })).statusCode).toBe(404);
    // A login's refusal comes inside a 200 (decision 018).
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/v1/auth/login',
          payload: { email: form.email, password: form.password },
        })
      ).json().status,
    ).toBe(422);
  });
});

describe.each(testDatabases())('deleting an account, on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, {
      seed: async (db) => {
        await seedCatalogFixture(db);
        await seedContentFixtures(db);
      },
    });
  });
  afterAll(() => t?.close());

  const rowsOf = async (email: string) => ({
    subscribers: (await queryRows(t.db, sql`select 1 from subscribers where email = ${email}`)).length,
    contact: (await queryRows(t.db, sql`select 1 from contact_messages where email = ${email}`)).length,
    club: (await queryRows(t.db, sql`select 1 from platinum_members where email = ${email}`)).length,
    alerts: (await queryRows(t.db, sql`select 1 from stock_alerts where email = ${email}`)).length,
    comments: (await queryRows(t.db, sql`select 1 from blog_comments where email = ${email}`)).length,
  });

  it("erases what the newsletter, the forms, the alerts and the comments keep under its e-mail, and no one else's", async () => {
    const { headers, form } = await signUp(t);
    const mine = String(form.email).toLowerCase();
    const theirs = `someone-else-${Date.now()}@example.ae`;
    const [size] = await queryRows<{ id: number }>(t.db, sql`select id from price_variations order by id limit 1`);
    const [post] = await queryRows<{ id: number }>(t.db, sql`select id from blogs order by id limit 1`);
    for (const email of [mine, theirs]) {
      await t.db.execute(sql`insert into subscribers (email) values (${email})`);
      await t.db.execute(
        sql`insert into contact_messages (name, email, mobile, subject, message) values ('Layla', ${email}, '+971501234567', 'Hello', 'A question')`,
      );
      await t.db.execute(
        sql`insert into platinum_members (first_name, last_name, email, mobile, date_of_birth) values ('Layla', 'Haddad', ${email}, '+971501234567', '1990-04-12')`,
      );
      await t.db.execute(sql`insert into stock_alerts (price_variation_id, email) values (${size!.id}, ${email})`);
      await t.db.execute(
        sql`insert into blog_comments (blog_id, name, email, message, approved_at) values (${post!.id}, 'Layla Haddad', ${email}, 'Published', now()), (${post!.id}, 'Layla Haddad', ${email}, 'Pending', null)`,
      );
    }
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/auth/delete-account/code', headers })).statusCode).toBe(
      200,
    );
    const code = await latestCode(t, mine);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/v1/auth/delete-account', payload: { code }, headers }))
        .statusCode,
    ).toBe(200);

    expect(await rowsOf(mine)).toEqual({ subscribers: 0, contact: 0, club: 0, alerts: 0, comments: 0 });
    expect(await rowsOf(theirs)).toEqual({ subscribers: 1, contact: 1, club: 1, alerts: 1, comments: 2 });
    // The published comment stays in the conversation under a name that says nothing.
    const kept = await queryRows<{ name: string; message: string }>(
      t.db,
      sql`select name, message from blog_comments where email = '' and blog_id = ${post!.id}`,
    );
    expect(kept).toEqual([{ name: ANONYMOUS_AUTHOR, message: 'Published' }]);
  });
});
