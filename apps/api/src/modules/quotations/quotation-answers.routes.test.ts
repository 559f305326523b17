import { shopToday, type Paged, type Quotation } from '@shop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readOutbox } from '../../notifier/outbox.ts';
import { corporateForm, signUp } from '../../testing/accounts.ts';
import { shelf } from '../../testing/shopping.ts';
import { auditOf, staffKey } from '../../testing/staff.ts';
import { createTestApp, testDatabases, type TestApp } from '../../testing/test-app.ts';
import { seedCatalogFixture } from '../catalog/catalog.fixtures.ts';
import { askQuotation } from './quotations.fixtures.ts';

const dayAhead = (days: number) => new Date(Date.now() + days * 86_400_000 + 4 * 3_600_000).toISOString().slice(0, 10);

describe.each(testDatabases())('answering a quotation on %s', (kind) => {
  let t: TestApp;
  let buyer: Awaited<ReturnType<typeof signUp>>;
  let support: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp(kind, {
      env: { CATALOG_POLL_MS: '0' },
      seed: async (db) => {
        await seedCatalogFixture(db);
      },
    });
    buyer = await signUp(t, corporateForm());
    support = { authorization: `Bearer ${await staffKey(t, 'support')}` };
  });
  afterAll(() => t?.close());

  async function requestQuotation(): Promise<Quotation> {
    const wines = await shelf(t, 'wine');
    const asked = await askQuotation(t, buyer, [
      { price_variation_id: wines[0]!.price_variation[0]!.id, qty: 12 },
      { price_variation_id: wines[1]!.price_variation[0]!.id, qty: 3 },
    ]);
    const list = await t.app.inject({ method: 'GET', url: '/api/v1/staff/inbox/quotations', headers: support });
    return (list.json() as Paged<Quotation>).data.find((q) => q.id === asked.id)!;
  }
  const answer = (number: string, payload: object, headers = support) =>
    t.app.inject({ method: 'POST', url: `/api/v1/staff/quotations/${number}/answer`, headers, payload });
  const goodAnswer = (q: Quotation) => ({
    lines: q.lines.map((l, i) => ({ id: l.id, unit_price: i === 0 ? 89.5 : 120 })),
    valid_until: dayAhead(14),
    note: 'Delivery to the venue included.',
  });

  it('prices every line with a validity date: quoted, audited, e-mailed with the PDF, seen in the account', async () => {
    const q = await requestQuotation();
    expect(q).toMatchObject({ status: 'received', total: null, valid_until: null });
    const res = await answer(q.number, goodAnswer(q));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'quoted',
      valid_until: dayAhead(14),
      total: 12 * 89.5 + 3 * 120,
      answer_note: 'Delivery to the venue included.',
      lines: [expect.objectContaining({ unit_price: 89.5 }), expect.objectContaining({ unit_price: 120 })],
    });
    const [entry] = await auditOf(t, 'quotation', q.id);
    expect(entry).toMatchObject({ action: 'quotation.answer', after: expect.objectContaining({ status: 'quoted' }) });

    await expect
      .poll(async () => (await readOutbox(t.env.DATA_DIR)).filter((m) => m.purpose === 'quotation-answer').length)
      .toBeGreaterThan(0);
    const mail = (await readOutbox(t.env.DATA_DIR)).findLast((m) => m.purpose === 'quotation-answer')!;
    expect(mail).toMatchObject({ to: buyer.form.email, subject: `Your quotation ${q.number} from Cellar` });
    expect(mail.text).toContain('AED 1,434.00');
    expect(mail.attachments).toEqual([
      { filename: `${q.number}.pdf`, contentType: 'application/pdf', size: expect.any(Number) },
    ]);

    const mine = (
      await t.app.inject({ method: 'GET', url: '/api/v1/auth/quotations', headers: buyer.headers })
    ).json() as Quotation[];
    expect(mine.find((m) => m.id === q.id)).toMatchObject({ status: 'quoted', total: 1434 });
    const pdf = await t.app.inject({
      method: 'GET',
      url: `/api/v1/auth/quotations/${q.number}/quote.pdf`,
      headers: buyer.headers,
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const staffPdf = await t.app.inject({
      method: 'GET',
      url: `/api/v1/staff/quotations/${q.id}/quote.pdf`,
      headers: support,
    });
    expect(staffPdf.statusCode).toBe(200);

    // The buyer asks for changes: a second answer revises the prices, the audit keeps the old ones, the buyer is told.
    const revised = await answer(q.number, {
      ...goodAnswer(q),
      lines: q.lines.map((l) => ({ id: l.id, unit_price: 80 })),
    });
    expect(revised.statusCode).toBe(200);
    expect(revised.json()).toMatchObject({ status: 'quoted', total: 15 * 80 });
    const entries = await auditOf(t, 'quotation', q.id);
    expect(entries.at(-1)).toMatchObject({
      action: 'quotation.revise',
      before: { status: 'quoted', prices: { [q.lines[0]!.id]: 8950, [q.lines[1]!.id]: 12000 } },
      after: { prices: { [q.lines[0]!.id]: 8000, [q.lines[1]!.id]: 8000 } },
    });
    await expect
      .poll(async () =>
        (await readOutbox(t.env.DATA_DIR)).some((m) => m.subject === `Your revised quotation ${q.number} from Cellar`),
      )
      .toBe(true);
    const quoted = await t.app.inject({
      method: 'GET',
      url: '/api/v1/staff/inbox/quotations?status=quoted',
      headers: support,
    });
    expect((quoted.json() as Paged<Quotation>).data.some((x) => x.id === q.id)).toBe(true);
  });

  it("keeps the PDF of an unanswered quotation, and of another buyer's, from a buyer (404)", async () => {
    const q = await requestQuotation();
    const own = await t.app.inject({
      method: 'GET',
      url: `/api/v1/auth/quotations/${q.id}/quote.pdf`,
      headers: buyer.headers,
    });
    expect(own.statusCode).toBe(404);
    await answer(q.number, goodAnswer(q));
    const other = await signUp(t, corporateForm());
    const theirs = await t.app.inject({
      method: 'GET',
      url: `/api/v1/auth/quotations/${q.id}/quote.pdf`,
      headers: other.headers,
    });
    expect(theirs.statusCode).toBe(404);
  });

  it.each([
    ['no lines', (q: Quotation) => ({ ...goodAnswer(q), lines: [] }), 400, 'lines'],
    ['a missing line', (q: Quotation) => ({ ...goodAnswer(q), lines: goodAnswer(q).lines.slice(1) }), 422, 'lines'],
    [
      'a line twice',
      (q: Quotation) => ({ ...goodAnswer(q), lines: [goodAnswer(q).lines[0], goodAnswer(q).lines[0]] }),
      400,
      'lines',
    ],
    [
      'a line of another quotation',
      (q: Quotation) => ({ ...goodAnswer(q), lines: [{ id: 999_999, unit_price: 5 }, goodAnswer(q).lines[1]] }),
      422,
      'lines',
    ],
    [
      'a price of 0',
      (q: Quotation) => ({
        ...goodAnswer(q),
        lines: [{ ...goodAnswer(q).lines[0]!, unit_price: 0 }, goodAnswer(q).lines[1]],
      }),
      400,
      'lines.0.unit_price',
    ],
    [
      'a negative price',
      (q: Quotation) => ({
        ...goodAnswer(q),
        lines: [{ ...goodAnswer(q).lines[0]!, unit_price: -3 }, goodAnswer(q).lines[1]],
      }),
      400,
      'lines.0.unit_price',
    ],
    [
      'three decimals',
      (q: Quotation) => ({
        ...goodAnswer(q),
        lines: [{ ...goodAnswer(q).lines[0]!, unit_price: 1.005 }, goodAnswer(q).lines[1]],
      }),
      400,
      'lines.0.unit_price',
    ],
    [
      'a price as text',
      (q: Quotation) => ({
        ...goodAnswer(q),
        lines: [{ ...goodAnswer(q).lines[0]!, unit_price: '12' }, goodAnswer(q).lines[1]],
      }),
      400,
      'lines.0.unit_price',
    ],
    [
      'a line id as text',
      (q: Quotation) => ({ ...goodAnswer(q), lines: [{ id: 'x', unit_price: 1 }, goodAnswer(q).lines[1]] }),
      400,
      'lines.0.id',
    ],
    ['no validity date', (q: Quotation) => ({ ...goodAnswer(q), valid_until: undefined }), 400, 'valid_until'],
    [
      'a validity date in the past',
      (q: Quotation) => ({ ...goodAnswer(q), valid_until: dayAhead(-2) }),
      400,
      'valid_until',
    ],
    [
      'a validity date over a year ahead',
      (q: Quotation) => ({ ...goodAnswer(q), valid_until: dayAhead(400) }),
      400,
      'valid_until',
    ],
    ['a date that is not one', (q: Quotation) => ({ ...goodAnswer(q), valid_until: '2030-02-30' }), 400, 'valid_until'],
    ['a note over 1,000 characters', (q: Quotation) => ({ ...goodAnswer(q), note: 'x'.repeat(1001) }), 400, 'note'],
  ])('refuses %s, changing nothing', async (_label, body, status, field) => {
    const q = await requestQuotation();
    const res = await answer(q.number, body(q));
    expect(res.statusCode).toBe(status);
    expect(Object.keys(res.json().errors ?? {})).toContain(field);
    const again = await t.app.inject({ method: 'GET', url: '/api/v1/staff/inbox/quotations', headers: support });
    expect((again.json() as Paged<Quotation>).data.find((x) => x.id === q.id)).toMatchObject({ status: 'received' });
  });

  it('takes a validity date of today, answers 404 for no such quotation, and refuses a closed one', async () => {
    const q = await requestQuotation();
    expect((await answer(q.number, { ...goodAnswer(q), valid_until: shopToday(new Date()) })).statusCode).toBe(200);
    expect((await answer('QUO-999999', goodAnswer(q))).statusCode).toBe(404);
    expect((await answer('not-a-number', goodAnswer(q))).statusCode).toBe(400);
    const closed = await requestQuotation();
    await t.app.inject({
      method: 'POST',
      url: `/api/v1/staff/quotations/${closed.number}/status`,
      headers: support,
      payload: { status: 'closed' },
    });
    expect((await answer(closed.number, goodAnswer(closed))).statusCode).toBe(409);
  });

  it('refuses a bad status filter', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/staff/inbox/quotations?status=open',
      headers: support,
    });
    expect(res.statusCode).toBe(400);
  });
});
