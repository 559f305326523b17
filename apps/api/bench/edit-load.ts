import { pino } from 'pino';
import type { ProductBodyInput, StaffProduct } from '@shop/shared/schemas';
import { parseEnv } from '../src/config/env.ts';
import type { Database } from '../src/db/client.ts';
import { createStaffModule } from '../src/modules/staff/index.ts';
import { median } from './load.ts';

/**
 * The write load of `npm run bench:api` (issue 26): staff edit products through `staffUpdateProduct` while the browse
 * mix runs, a few writers at once at a steady rate, and after each edit the writer reads the product's page data
 * (`GET /product-detail/:route`, through the response cache when it is on) until the edit shows. Its visibility is
 * the time from the edit's answer to the first answer showing it; the edit is stale when a read asked for 2 s or more
 * after the edit's answer still shows the old product (a read asked earlier but slow to answer under the browse load
 * is not staleness, only a late answer: it shows in the visibility figures, not in the stale count).
 */
export const STALE_AFTER_MS = 2000;
const POLL_EVERY_MS = 20;

export interface EditTarget {
  id: number;
  route: string;
}

export interface EditFigures {
  planned: number;
  made: number;
  errors: number;
  editP50: number;
  editP99: number;
  visibleP50: number;
  visibleP99: number;
  visibleMax: number;
  stale: number;
  firstError?: string;
}

/**
 * A service account (manager: it may change prices) made in the bench's database before the server starts, as
 * `staff:create --service` would, so the bench needs no second process on the embedded database.
 */
export async function createEditorKey(db: Database): Promise<string> {
  const env = parseEnv({ ...process.env, NODE_ENV: 'development' });
  const { members } = createStaffModule({
    db,
    env,
    notifier: { send: async () => {}, close: async () => {} },
    log: pino({ level: 'warn' }),
    apiPrefix: '/api/v1',
  });
  const { apiKey } = await members.createService({
    email: 'bench-editor@example.com',
    name: 'Bench editor',
    role: 'manager',
  });
  return apiKey;
}

/** What `staffUpdateProduct` takes, from what `staffGetProduct` gives: the product unchanged. */
function bodyOf(p: StaffProduct): ProductBodyInput {
  return {
    name: p.name,
    route: p.route,
    category_id: p.category_id,
    sub_category_id: p.sub_category_id,
    brand_id: p.brand_id,
    origin_id: p.origin_id,
    abv: p.abv,
    featured_img: p.featured_img,
    gallery: p.gallery,
    is_premium: p.is_premium,
    is_promotion: p.is_promotion,
    choice_ids: p.choice_ids,
    description: p.description,
    tasting_notes: p.tasting_notes,
    meta_title: p.meta_title,
    meta_description: p.meta_description,
    sizes: p.sizes.map((s) => ({
      id: s.id,
      value: s.value,
      price_fils: s.price_fils,
      offer_price_fils: s.offer_price_fils,
      stock: s.stock,
      pack_size: s.pack_size,
      cost_fils: s.cost_fils,
    })),
  };
}

interface ShownProduct {
  product: { name: string; long_description: string; price_variation: Array<{ id: number; price: number }> };
}

/**
 * Edit `n` of the run: the default size's price up by 1 to 9 fils every other edit, else the name or the description
 * marked with the edit's own tag (so an earlier edit's answer never passes for this one's). Returns the body and the
 * test an answer of `/product-detail` passes once the edit shows.
 */
function change(
  p: StaffProduct,
  n: number,
  tag: string,
): { body: ProductBodyInput; shows: (s: ShownProduct) => boolean } {
  const body = bodyOf(p);
  const mark = `bench ${tag}`;
  if (n % 2 === 0) {
    const size = body.sizes[0]!;
    size.price_fils += 1 + (n % 9);
    const aed = size.price_fils / 100;
    return { body, shows: (s) => s.product.price_variation.some((v) => v.id === size.id && v.price === aed) };
  }
  if (n % 4 === 1) {
    body.name = `${p.name.replace(/ \(bench [\w-]+\)$/, '').slice(0, 160)} (${mark})`;
    return { body, shows: (s) => s.product.name.includes(`(${mark})`) };
  }
  body.description = `${p.description.replace(/<p>bench [\w-]+<\/p>$/, '')}<p>${mark}</p>`;
  return { body, shows: (s) => s.product.long_description.includes(mark) };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const p99 = (values: number[]) => [...values].sort((a, b) => a - b)[Math.ceil(values.length * 0.99) - 1] ?? 0;

/**
 * Makes `edits` edits spread over `targets`, edit i started when it is due, i × seconds / edits after the start,
 * whether or not the edits before it have answered: staff do not wait for one another, and a load that waited on
 * its own answers would send less the slower the server got (with four writers in turn, PostgreSQL under the browse
 * mix got 830 of 1,000 edits). At most `inFlight` edits run at once; one due while that many run starts as soon as one
 * ends. `stop()` ends the load after the edits under way and returns its figures; the edits not yet started by then
 * are not made, and `made` below `planned` says so.
 */
export function startEditLoad(
  port: number,
  key: string,
  targets: EditTarget[],
  { edits, inFlight, seconds, tag }: { edits: number; inFlight: number; seconds: number; tag: string },
): { stop: () => Promise<EditFigures> } {
  const base = `http://127.0.0.1:${port}/api/v1`;
  const headers = { authorization: `Bearer ${key}`, 'content-type': 'application/json' };
  const gapMs = (seconds * 1000) / Math.max(1, edits);
  const started = Date.now();
  const editMs: number[] = [];
  const visibleMs: number[] = [];
  let errors = 0;
  let stale = 0;
  let stopped = false;
  let firstError: string | undefined;
  const fail = (what: string) => {
    errors++;
    firstError ??= what;
  };

  async function edit(i: number): Promise<void> {
    // Spread over the whole catalog: edits in flight together never hold the same product while there are more
    // products than edits.
    const target = targets[targets.length >= edits ? Math.floor((i * targets.length) / edits) : i % targets.length]!;
    const current = await fetch(`${base}/staff/products/${target.id}`, { headers });
    if (!current.ok) return fail(`staffGetProduct ${target.id} answered ${current.status}`);
    const { body, shows } = change((await current.json()) as StaffProduct, i, `${tag}-${i + 1}`);
    const sent = Date.now();
    const put = await fetch(`${base}/staff/products/${target.id}`, {
      method: 'PUT',
      headers,
      body: JSON.stringify(body),
    });
    const answer = await put.text();
    const answered = Date.now();
    if (!put.ok) return fail(`staffUpdateProduct ${target.id} answered ${put.status}: ${answer.slice(0, 200)}`);
    editMs.push(answered - sent);
    for (;;) {
      const asked = Date.now() - answered;
      const read = await fetch(`${base}/product-detail/${target.route}`);
      if (!read.ok) return fail(`product-detail ${target.route} answered ${read.status}`);
      if (shows((await read.json()) as ShownProduct)) {
        visibleMs.push(Date.now() - answered);
        return;
      }
      if (asked >= STALE_AFTER_MS) {
        stale++;
        return;
      }
      await sleep(POLL_EVERY_MS);
    }
  }

  async function schedule(): Promise<void> {
    const under = new Set<Promise<void>>();
    for (let i = 0; i < edits && !stopped; i++) {
      const due = started + i * gapMs;
      while (!stopped && Date.now() < due) await sleep(Math.min(100, due - Date.now()));
      while (!stopped && under.size >= inFlight) await Promise.race(under);
      if (stopped) break;
      const one: Promise<void> = edit(i)
        .catch((err: unknown) => fail(String(err)))
        .finally(() => under.delete(one));
      under.add(one);
    }
    await Promise.all(under);
  }

  const running = schedule();
  return {
    async stop() {
      stopped = true;
      await running;
      return {
        planned: edits,
        made: editMs.length,
        errors,
        editP50: editMs.length ? median(editMs) : 0,
        editP99: p99(editMs),
        visibleP50: visibleMs.length ? median(visibleMs) : 0,
        visibleP99: p99(visibleMs),
        visibleMax: visibleMs.length ? Math.max(...visibleMs) : 0,
        stale,
        firstError,
      };
    },
  };
}
