/**
 * `npm run bench:images --workspace apps/api` (issue 23): the server's memory while shoppers upload profile pictures
 * at once. Starts the built server (as production does) on a fresh embedded database with a few accounts, sends one
 * picture to warm it, then BENCH_UPLOADS (4) pictures at the same moment, BENCH_RUNS (3) times, and prints per run the
 * server's resident memory (RSS) before, at its peak and a second after, the time until the last answer, and the
 * statuses.
 *   BENCH_PICTURE=png (default: an interlaced 40-megapixel PNG, the costliest picture the limits let in: it must be
 *   decoded whole) or jpeg (a 12-megapixel noisy progressive JPEG, as a phone's photo)
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { openDatabase } from '../src/db/client.ts';
import { randomToken, tokenHash } from '../src/lib/tokens.ts';
import { buildServer, startServer, stopServer } from './bench-server.ts';

const UPLOADS = Math.max(1, Number(process.env.BENCH_UPLOADS ?? 4));
const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 3));
const PICTURE = process.env.BENCH_PICTURE === 'jpeg' ? 'jpeg' : 'png';
const PORT = 3390;
const base = `http://127.0.0.1:${PORT}`;

/** The picture every upload sends (made once, outside the server). */
async function benchPicture(): Promise<{ bytes: Buffer; type: string; name: string }> {
  if (PICTURE === 'jpeg') {
    const bytes = await sharp({
      create: {
        width: 4032,
        height: 3024,
        channels: 3,
        background: { r: 150, g: 30, b: 40 },
        noise: { type: 'gaussian', mean: 128, sigma: 20 },
      },
    })
      .jpeg({ progressive: true, quality: 60 })
      .toBuffer();
    return { bytes, type: 'image/jpeg', name: 'photo.jpg' };
  }
  const bytes = await sharp({
    create: { width: 6300, height: 6300, channels: 3, background: { r: 150, g: 30, b: 40 } },
  })
    .png({ progressive: true })
    .toBuffer();
  return { bytes, type: 'image/png', name: 'photo.png' };
}

/** One account with a live session per upload, written as the sign-up flow leaves them. Returns their tokens. */
async function seedUploaders(dataDir: string, count: number): Promise<string[]> {
  const handle = await openDatabase({ dataDir });
  const tokens = Array.from({ length: count }, randomToken);
  for (const [i, token] of tokens.entries()) {
    await handle.db.execute(sql`
      with u as (
        insert into users (user_type, full_name, email, mobile, email_verified_at, mobile_verified_at, dob)
        values ('user', ${`Uploader ${i}`}, ${`uploader${i}@example.ae`}, ${`+97155${String(i).padStart(7, '0')}`}, now(), now(), date '1990-01-01')
        returning id)
      insert into sessions (user_id, token_hash, expires_at) select id, ${tokenHash(token)}, now() + interval '1 day' from u`);
  }
  await handle.close();
  return tokens;
}

/**
 * The process's resident memory now and its peak since the last reset, in MB (Linux's /proc; `ps` elsewhere, no peak).
 */
function memoryOf(pid: number): { rss: number; peak?: number } {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+)`, 'm').exec(status)?.[1] ?? 0);
    return { rss: kb('VmRSS') / 1024, peak: kb('VmHWM') / 1024 };
  } catch {
    return { rss: Number(execFileSync('ps', ['-o', 'rss=', '-p', String(pid)], { encoding: 'utf8' }).trim()) / 1024 };
  }
}

/** Starts the peak over (Linux: writing 5 to clear_refs resets VmHWM); false where that is not possible. */
function resetPeak(pid: number): boolean {
  try {
    fs.writeFileSync(`/proc/${pid}/clear_refs`, '5');
    return true;
  } catch {
    return false;
  }
}

function upload(token: string, picture: { bytes: Buffer; type: string; name: string }): Promise<number> {
  const form = new FormData();
  form.append('profile[]', new Blob([new Uint8Array(picture.bytes)], { type: picture.type }), picture.name);
  return fetch(`${base}/api/v1/auth/update-profile`, {
    method: 'POST',
    body: form,
    headers: { authorization: `Bearer ${token}` },
  }).then(async (res) => {
    await res.arrayBuffer();
    return res.status;
  });
}

const settle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const mb = (n: number) => `${Math.round(n)} MB`;

buildServer();
const picture = await benchPicture();
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-bench-images-'));
const tokens = await seedUploaders(dataDir, UPLOADS);
const server = await startServer({ DATA_DIR: dataDir, DATABASE_URL: undefined, SEED_DEMO: 'false' }, PORT, '/ready');
const pid = server.pid!;
try {
  console.log(
    `${UPLOADS} concurrent profile pictures (${PICTURE}, ${(picture.bytes.length / 1e6).toFixed(2)} MB), ${RUNS} runs`,
  );
  console.log(`warm-up upload: ${await upload(tokens[0]!, picture)}`);
  await settle(1000);
  for (let run = 1; run <= RUNS; run++) {
    const before = memoryOf(pid).rss;
    const exactPeak = resetPeak(pid);
    let sampled = before;
    const sampler = setInterval(() => {
      sampled = Math.max(sampled, memoryOf(pid).rss);
    }, 20);
    const started = Date.now();
    const statuses = await Promise.all(tokens.map((token) => upload(token, picture)));
    const ms = Date.now() - started;
    clearInterval(sampler);
    const peak = exactPeak ? (memoryOf(pid).peak ?? sampled) : sampled;
    await settle(1000);
    const after = memoryOf(pid).rss;
    console.log(
      `run ${run}: RSS ${mb(before)} before, ${mb(peak)} peak (+${mb(peak - before)}), ${mb(after)} a second after; ` +
        `last answer after ${ms} ms; statuses ${statuses.join(' ')}`,
    );
  }
} finally {
  await stopServer(server);
  fs.rmSync(dataDir, { recursive: true, force: true });
}
