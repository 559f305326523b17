import { createAuditRepo } from '../staff/index.ts';
import { htmlToText, type Quotation } from '@shop/shared';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unitOfWork } from '../../db/transaction.ts';
import { readOutbox } from '../../notifier/outbox.ts';
import { corporateForm, signUp } from '../../testing/accounts.ts';
import { shelf } from '../../testing/shopping.ts';
import { createTestApp, testDatabases, type TestApp } from '../../testing/test-app.ts';
import { seedCatalogFixture } from '../catalog/catalog.fixtures.ts';
import { createQuotationsRepo } from './quotations.repo.ts';
import { quotationLines, quotationRequests } from './quotations.schema.ts';
import { createQuotationsService } from './quotations.service.ts';
import { catalogView } from '../catalog/index.ts';

const INBOX = 'trade@cellar.example';
type Headers = Record<string, string>;

describe.each(testDatabases())('corporate quotations on %s', (kind) => {
  let t: TestApp;
  let corporate: Awaited<ReturnType<typeof signUp>>;
  let individual: Awaited<ReturnType<typeof signUp>>;
  /** Two sizes on sale: [price variation id, product name, size]. */
  let sizes: Array<{ id: number; name: string; size: string }>;

  const post = (payload: unknown, headers: Headers = corporate.headers) =>
    t.app.inject({ method: 'POST', url: '/api/v1/product-quotation', headers, payload: payload as object });
  const list = (headers: Headers = corporate.headers) =>
    t.app.inject({ method: 'GET', url: '/api/v1/auth/quotations', headers });
  const requests = async () => (await t.db.select({ n: count() }).from(quotationRequests))[0]!.n;
  const mailTo = async (to: string) => (await readOutbox(t.env.DATA_DIR)).filter((m) => m.to === to);
  const body = (overrides: Record<string, unknown> = {}) => ({
    items: [
      { price_variation_id: sizes[0]!.id, qty: 24 },
      { price_variation_id: sizes[1]!.id, qty: 6 },
    ],
    company_name: 'Events LLC',
    full_name: 'Omar Saleh',
    email: 'Omar@Events.example',
    mobile: '050 123 4567',
    event_type: 'Conference',
    message: 'For 120 guests on 12 May.\nDelivery to the Marina hotel.',
    ...overrides,
  });

  beforeAll(async () => {
    t = await createTestApp(kind, {
      env: { CONTACT_EMAIL: INBOX, CATALOG_POLL_MS: '0' },
      seed: async (db) => {
        await seedCatalogFixture(db);
      },
    });
    corporate = await signUp(t, corporateForm());
    individual = await signUp(t);
    const cards = [...(await shelf(t, 'wine')), ...(await shelf(t, 'whiskey-and-bourbon'))];
    sizes = [cards[0]!, cards.at(-1)!].map((c) => ({
      id: c.price_variation[0]!.id,
      name: htmlToText(c.name),
      size: c.price_variation[0]!.value,
    }));
  });
  afterAll(() => t?.close());

  it("stores the request and its lines, acknowledges it to the buyer and sends it to the shop's inbox", async () => {
    const res = await post(body());
    expect(res.statusCode).toBe(201);
    const answer = res.json() as { status: number; message: string; id: number; number: string };
    expect(answer).toEqual({
      status: 201,
      message: 'Data has been Submitted Successfully!',
      id: expect.any(Number),
      number: `QUO-${String(answer.id).padStart(6, '0')}`,
    });
    expect(res.headers['cache-control']).toBe('no-store');

    const [row] = await t.db.select().from(quotationRequests).where(eq(quotationRequests.id, answer.id));
    expect(row).toMatchObject({
      userId: corporate.user.id,
      status: 'received',
      companyName: 'Events LLC',
      contactName: 'Omar Saleh',
      email: 'omar@events.example',
      mobile: '+971501234567',
      eventType: 'Conference',
      message: 'For 120 guests on 12 May.\nDelivery to the Marina hotel.',
    });
    const lines = await t.db.select().from(quotationLines).where(eq(quotationLines.quotationId, answer.id));
    // Name and size copied as they are now (the name as text, whatever markup the catalog gives it).
    expect(lines.map((l) => [l.priceVariationId, l.name, l.size, l.qty])).toEqual([
      [sizes[0]!.id, sizes[0]!.name, sizes[0]!.size, 24],
      [sizes[1]!.id, sizes[1]!.name, sizes[1]!.size, 6],
    ]);

    await expect.poll(async () => (await mailTo('omar@events.example')).length + (await mailTo(INBOX)).length).toBe(2);
    const [ack] = await mailTo('omar@events.example');
    expect(ack).toMatchObject({ subject: `We have your quotation request ${answer.number}` });
    expect(ack!.text).toContain(`24 × ${lines[0]!.name} (${sizes[0]!.size})`);
    const [shop] = await mailTo(INBOX);
    expect(shop!.subject).toBe(`Quotation request ${answer.number}: Events LLC`);
    expect(shop!.text).toContain('omar@events.example');
    expect(shop!.text).toContain('Delivery to the Marina hotel.');
  });

  it('merges the same size asked twice into one line', async () => {
    const res = await post(
      body({
        items: [
          { price_variation_id: sizes[0]!.id, qty: 2 },
          { price_variation_id: sizes[0]!.id, qty: 3 },
        ],
      }),
    );
    expect(res.statusCode).toBe(201);
    const lines = await t.db.select().from(quotationLines).where(eq(quotationLines.quotationId, res.json().id));
    expect(lines.map((l) => l.qty)).toEqual([5]);
  });

  it("lists only the buyer's own quotations, newest first, with their lines and status", async () => {
    const other = await signUp(t, corporateForm({ company_name: 'Other Co' }));
    const theirs = await post(body({ company_name: 'Other Co', event_type: '' }), other.headers);
    expect(theirs.statusCode).toBe(201);
    expect((await list(other.headers)).json()).toEqual([
      expect.objectContaining({ id: theirs.json().id, company_name: 'Other Co', event_type: null }),
    ]);

    const newest = (await post(body({ message: 'The newest one' }))).json().id as number;
    const res = await list();
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const mine = res.json() as Quotation[];
    expect(mine.length).toBeGreaterThanOrEqual(2);
    expect(mine[0]).toMatchObject({
      id: newest,
      status: 'received',
      status_label: 'Received',
      message: 'The newest one',
      full_name: 'Omar Saleh',
    });
    expect(mine[0]!.lines).toEqual([
      expect.objectContaining({
        price_variation_id: sizes[0]!.id,
        qty: 24,
        product: { route: expect.any(String), category_route: expect.any(String) },
      }),
      expect.objectContaining({ price_variation_id: sizes[1]!.id, qty: 6 }),
    ]);
    expect(mine.map((q) => q.id)).toEqual([...mine.map((q) => q.id)].sort((a, b) => b - a));
    expect(mine.some((q) => q.company_name === 'Other Co')).toBe(false);
  });

  it('refuses every account that is not corporate (403), and a guest (401), storing nothing', async () => {
    const before = await requests();
    const asIndividual = await post(body(), individual.headers);
    expect(asIndividual.statusCode).toBe(403);
    expect(asIndividual.json()).toMatchObject({
      code: 'CORPORATE_ONLY',
      error: 'Quotations are for corporate accounts. Please log in with your company account.',
    });
    // Refused before the body is read: a bad body changes nothing.
    expect((await post({ items: 'junk' }, individual.headers)).statusCode).toBe(403);
    expect((await list(individual.headers)).statusCode).toBe(403);
    expect((await post(body(), {})).statusCode).toBe(401);
    expect((await list({})).statusCode).toBe(401);
    expect(
      (await post(body(), { authorization: 'Bearer not-a-session-token-of-this-shop-at-all-000' })).statusCode,
    ).toBe(401);
    expect(await requests()).toBe(before);
  });

  it('refuses an item that names no size on sale with a 400 naming it, storing nothing', async () => {
    const before = await requests();
    const res = await post(
      body({
        items: [
          { price_variation_id: sizes[0]!.id, qty: 1 },
          { price_variation_id: 999_999, qty: 2 },
        ],
      }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      error: 'Item 2 (size #999999) is not a product we sell. Please remove it.',
      errors: { 'items.1.price_variation_id': ['Item 2 (size #999999) is not a product we sell. Please remove it.'] },
    });
    expect(await requests()).toBe(before);
  });

  it.each([
    ['no items', { items: [] }, 'items', 'Please add at least one product to your quotation.'],
    [
      '51 lines',
      { items: Array.from({ length: 51 }, (_, i) => ({ price_variation_id: i + 1, qty: 1 })) },
      'items',
      'A quotation takes at most 50 products.',
    ],
    [
      'a quantity of 0',
      { items: [{ price_variation_id: 1, qty: 0 }] },
      'items.0.qty',
      'Please enter a quantity from 1 to 10,000.',
    ],
    [
      'a quantity of 10,001',
      { items: [{ price_variation_id: 1, qty: 10_001 }] },
      'items.0.qty',
      'Please enter a quantity from 1 to 10,000.',
    ],
    ['no company', { company_name: '' }, 'company_name', 'Please Enter Company Name.'],
    ['no contact name', { full_name: undefined }, 'full_name', 'Please Enter Full Name.'],
    ['a bad e-mail', { email: 'omar@' }, 'email', 'Invalid Email Address.'],
    ['a bad mobile', { mobile: '12' }, 'mobile', 'Please enter a valid mobile number.'],
    ['no message', { message: ' ' }, 'message', 'Please Enter Message.'],
    [
      'a message over 2,000 characters',
      { message: 'x'.repeat(2001) },
      'message',
      'Message is too long (2,000 characters at most).',
    ],
  ])("refuses %s with 400 and the field's message, storing nothing", async (_label, overrides, field, message) => {
    const before = await requests();
    const res = await post(body(overrides));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[field]).toContain(message);
    expect(await requests()).toBe(before);
  });

  it('keeps a message as typed: markup is text', async () => {
    const message = '<script>alert(1)</script> & <b>bold</b>';
    const res = await post(body({ message }));
    expect(res.statusCode).toBe(201);
    const [row] = await t.db.select().from(quotationRequests).where(eq(quotationRequests.id, res.json().id));
    expect(row!.message).toBe(message);
  });

  it('stores a request and its lines together or not at all', async () => {
    const service = createQuotationsService({
      repo: createQuotationsRepo(t.db),
      transaction: unitOfWork(t.db, createQuotationsRepo),
      staffWrite: unitOfWork(t.db, (tx) => ({ repo: createQuotationsRepo(tx), audit: createAuditRepo(tx) })),
      catalog: () => catalogView(t.app.catalog.current),
      notifier: { send: async () => {}, close: async () => {} },
      inbox: INBOX,
      seller: { legalName: 'Cellar', address: 'Dubai', trn: '100000000000003', email: INBOX, phone: '+971' },
      onDeliveryError: () => {},
    });
    const before = await requests();
    // A quantity the database's check refuses (the shared rule would have): the lines fail after the request was
    // written.
    const parsed = {
      ...body(),
      email: 'omar@events.example',
      mobile: '+971501234567',
      event_type: null,
      items: [{ price_variation_id: sizes[0]!.id, qty: 20_000 }],
    };
    await expect(service.request({ id: corporate.user.id, user_type: 'corporate' }, parsed)).rejects.toThrow();
    expect(await requests()).toBe(before);
  });

  it('takes 20 requests a day from one account, then answers 429', async () => {
    const buyer = await signUp(t, corporateForm());
    const small = body({ items: [{ price_variation_id: sizes[0]!.id, qty: 1 }] });
    for (let n = 0; n < 20; n++) expect((await post(small, buyer.headers)).statusCode, `request ${n + 1}`).toBe(201);
    const refused = await post(small, buyer.headers);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toMatch(/many quotation requests today/);
    // Another account is not held back by this one.
    expect((await post(small)).statusCode).toBe(201);
  }, 60_000);

  it('lets requests sent at once pass the daily cap only as far as it goes', async () => {
    const buyer = await signUp(t, corporateForm());
    await t.db.execute(sql`insert into quotation_requests (user_id, company_name, contact_name, email, mobile, message)
      select ${buyer.user.id}, 'Events LLC', 'Omar Saleh', 'omar@events.example', '0501234567', 'Earlier' from generate_series(1, 19)`);
    const small = body({ items: [{ price_variation_id: sizes[0]!.id, qty: 1 }] });
    const answers = await Promise.all(Array.from({ length: 5 }, () => post(small, buyer.headers)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 429, 429, 429, 429]);
    const [row] = await t.db
      .select({ n: count() })
      .from(quotationRequests)
      .where(eq(quotationRequests.userId, buyer.user.id));
    expect(row?.n).toBe(20);
  });

  it('is rate limited per client and documented with every status it answers', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/v1/openapi.json' })).json();
    expect(Object.keys(doc.paths['/api/v1/product-quotation'].post.responses)).toEqual(
      expect.arrayContaining(['201', '400', '401', '403', '429']),
    );
    expect(Object.keys(doc.paths['/api/v1/auth/quotations'].get.responses)).toEqual(
      expect.arrayContaining(['200', '401', '403']),
    );
  });
});
