import { RETURN_MESSAGES, wineOfferByLine, type StaffOrderDetail, type StaffReturnList } from '@shop/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readOutbox } from '../../notifier/outbox.ts';
import { signUp } from '../../testing/accounts.ts';
import { shopper } from '../../testing/shopping.ts';
import { auditOf } from '../../testing/staff.ts';
import { testDatabases, type TestApp } from '../../testing/test-app.ts';
import {
  deliver,
  one,
  orderOf,
  paymentOf,
  pdfText,
  refundsOf,
  returnsTestApp,
  staffCall,
  stateOf,
} from './returns-testing.fixtures.ts';

/**
 * Returns (decision 028): the customer asks from the order's page, staff approve or refuse, then receive the goods,
 * which restocks them and refunds them (cash, bank transfer, or the card for an order paid online), with a credit note.
 */
describe.each(testDatabases())('returns on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await returnsTestApp(kind);
  });
  afterAll(() => t?.close());

  const ask = (me: { call: ReturnType<typeof shopper>['call'] }, number: string, body: object) =>
    me.call('POST', `/auth/orders/${number}/returns`, body);
  const stockOf = async (sizeId: number) =>
    Number((await one<{ stock: number }>(t, sql`select stock from price_variations where id = ${sizeId}`)).stock);

  it('refuses what the rules refuse, each with its message, and answers another customer 404', async () => {
    const { me, number, detail } = await orderOf(t);
    const [wineLine, otherLine] = (await detail()).order_details;
    const body = { lines: [{ line_id: wineLine!.id, qty: 1 }], reason: 'faulty' };
    const early = await ask(me, number, body);
    expect([early.statusCode, early.json().error]).toEqual([409, RETURN_MESSAGES.notDelivered]);
    expect((await detail()).returnable).toBeNull();
    await deliver(t, number);

    const returnable = (await detail()).returnable!;
    expect(returnable.lines.map((l) => [l.line_id, l.qty])).toEqual([
      [wineLine!.id, 3],
      [otherLine!.id, 1],
    ]);
    expect(new Date(returnable.until).getTime() - Date.now()).toBeGreaterThan(6.9 * 24 * 3600 * 1000);

    const unknown = await ask(me, number, { ...body, lines: [{ line_id: 999999, qty: 1 }] });
    expect([unknown.statusCode, unknown.json().error]).toEqual([422, RETURN_MESSAGES.unknownLine]);
    const tooMany = await ask(me, number, { ...body, lines: [{ line_id: wineLine!.id, qty: 4 }] });
    const name = wineLine!.products.name.replace(/<[^>]+>/g, '');
    expect([tooMany.statusCode, tooMany.json().error]).toEqual([422, RETURN_MESSAGES.tooMany(name, 3)]);
    const opened = await ask(me, number, { ...body, reason: 'changed_mind' });
    expect([opened.statusCode, opened.json().error]).toEqual([422, RETURN_MESSAGES.unopened]);
    const noLines = await ask(me, number, { ...body, lines: [] });
    expect(noLines.statusCode).toBe(400);
    expect(JSON.stringify(noLines.json())).toContain(RETURN_MESSAGES.noLines);
    const noReason = await ask(me, number, { lines: body.lines });
    expect(noReason.statusCode).toBe(400);
    expect(JSON.stringify(noReason.json())).toContain(RETURN_MESSAGES.reasonRequired);

    const stranger = shopper(t, (await signUp(t)).headers);
    expect((await ask(stranger, number, body)).statusCode).toBe(404);

    const made = await ask(me, number, { ...body, reason: 'changed_mind', unopened: true, note: 'Gift duplicate' });
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json()).toMatchObject({
      status: 201,
      message: RETURN_MESSAGES.requested,
      return: { state: 'requested', reason: 'changed_mind', note: 'Gift duplicate', lines: [{ qty: 1 }] },
    });
    const again = await ask(me, number, { lines: [{ line_id: otherLine!.id, qty: 1 }], reason: 'faulty' });
    expect([again.statusCode, again.json().error]).toEqual([409, RETURN_MESSAGES.alreadyOpen]);
    const after = await detail();
    expect(after.returnable).toBeNull();
    expect(after.returns.map((r) => r.state)).toEqual(['requested']);
    await expect
      .poll(async () =>
        (await readOutbox(t.env.DATA_DIR)).some((m) => m.subject?.includes(`${number}: return requested`)),
      )
      .toBe(true);
  });

  it('two requests at once open one return', async () => {
    const { me, number, detail } = await orderOf(t);
    await deliver(t, number);
    const [first, second] = (await detail()).order_details;
    const answers = await Promise.all([
      ask(me, number, { lines: [{ line_id: first!.id, qty: 1 }], reason: 'faulty' }),
      ask(me, number, { lines: [{ line_id: second!.id, qty: 1 }], reason: 'damaged' }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
    expect(answers.find((a) => a.statusCode === 409)!.json().error).toBe(RETURN_MESSAGES.alreadyOpen);
    expect((await detail()).returns).toHaveLength(1);
  });

  it('closes the window 7 days after delivery', async () => {
    const { me, id, number, detail } = await orderOf(t);
    await deliver(t, number);
    await t.db.execute(
      sql`update order_events set created_at = now() - interval '8 days' where order_id = ${id} and state = 'delivered'`,
    );
    const line = (await detail()).order_details[0]!;
    const late = await ask(me, number, { lines: [{ line_id: line.id, qty: 1 }], reason: 'faulty' });
    expect([late.statusCode, late.json().error]).toEqual([409, RETURN_MESSAGES.windowClosed]);
    expect((await detail()).returnable).toBeNull();
  });

  it('staff refuse with a reason, or approve then receive: restocked, refunded in cash, with a credit note', async () => {
    const { me, id, number, detail, wine } = await orderOf(t);
    await deliver(t, number);
    const line = (await detail()).order_details[0]!;
    const first = (await ask(me, number, { lines: [{ line_id: line.id, qty: 1 }], reason: 'faulty' })).json();
    const returnId = first.return.id as number;

    for (const role of ['fulfilment', 'editor'] as const) {
      expect(
        (await staffCall(t, 'POST', `/returns/${returnId}/decision`, { decision: 'approved' }, role)).statusCode,
      ).toBe(403);
      expect(
        (await staffCall(t, 'POST', `/returns/${returnId}/received`, { refund_method: 'cash' }, role)).statusCode,
      ).toBe(403);
    }
    const bare = await staffCall(t, 'POST', `/returns/${returnId}/decision`, { decision: 'refused' });
    expect(bare.statusCode).toBe(400);
    expect(JSON.stringify(bare.json())).toContain(RETURN_MESSAGES.refuseReasonRequired);
    const early = await staffCall(t, 'POST', `/returns/${returnId}/received`, { refund_method: 'cash' });
    expect([early.statusCode, early.json().error]).toEqual([409, RETURN_MESSAGES.notApproved('requested')]);

    const list = (await staffCall(t, 'GET', '/returns?state=requested')).json() as StaffReturnList;
    expect(list.returns.find((r) => r.id === returnId)).toMatchObject({ order_number: number, payment: 'cash' });
    expect(list.counts.requested).toBeGreaterThanOrEqual(1);

    const approved = await staffCall(t, 'POST', `/returns/${returnId}/decision`, { decision: 'approved' });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({ message: RETURN_MESSAGES.approved, return: { state: 'approved' } });
    const twice = await staffCall(t, 'POST', `/returns/${returnId}/decision`, { decision: 'refused', note: 'No' });
    expect([twice.statusCode, twice.json().error]).toEqual([409, RETURN_MESSAGES.notRequested('approved')]);
    const toCard = await staffCall(t, 'POST', `/returns/${returnId}/received`, { refund_method: 'card' });
    expect([toCard.statusCode, toCard.json().error]).toEqual([422, RETURN_MESSAGES.cardNeedsOnlinePayment]);

    const sizeId = wine.price_variation[0]!.id;
    const stockBefore = await stockOf(sizeId);
    const received = await staffCall(t, 'POST', `/returns/${returnId}/received`, { refund_method: 'cash' });
    expect(received.statusCode, received.body).toBe(200);
    expect(await stockOf(sizeId)).toBe(stockBefore + 1);
    const done = await detail();
    // One unit of three: a third of the line after its share of the wine offer (no coupon). A faulty item is the
    // shop's error: the delivery charge goes back with it (free delivery here: nothing to add).
    const offer = wineOfferByLine(
      done.order_details.map((l) => ({ unitFils: Math.round(l.unit_price * 100), qty: l.qty, isWine: true })),
    );
    const expected = Math.floor((Math.round(line.line_total * 100) - offer[0]!) / 3) + Math.round(done.shipping * 100);
    expect(done.refunds).toMatchObject([{ kind: 'return', method: 'cash', state: 'done' }]);
    expect(Math.round(done.refunds[0]!.amount * 100)).toBe(expected);
    expect(done.state).toBe('refunded');
    expect(done.timeline.map((e) => e.state).slice(-2)).toEqual(['returned', 'refunded']);
    expect(done.timeline.at(-1)!.label).toBe('Refunded');
    const again = await staffCall(t, 'POST', `/returns/${returnId}/received`, { refund_method: 'cash' });
    expect([again.statusCode, again.json().error]).toEqual([409, RETURN_MESSAGES.notApproved('received')]);
    expect((await auditOf(t, 'return', returnId)).map((e) => e.action)).toEqual(['return.approve', 'return.receive']);

    // The credit note: the customer's own, under the URL the order names; staff read it under theirs.
    const refund = done.refunds[0]!;
    expect(refund.credit_note_url).toBe(`/api/v1/auth/orders/${id}/credit-notes/${refund.id}`);
    const pdf = await me.call('GET', refund.credit_note_url!.replace('/api/v1', ''));
    expect(pdf.statusCode).toBe(200);
    const text = await pdfText(pdf.rawPayload);
    for (const part of ['TAX CREDIT NOTE', refund.credit_note_number!, 'TRN 100123456700003', number, 'In cash'])
      expect(text).toContain(part);
    expect(text).toContain(refund.amount.toFixed(2));
    const stranger = shopper(t, (await signUp(t)).headers);
    expect((await stranger.call('GET', `/auth/orders/${id}/credit-notes/${refund.id}`)).statusCode).toBe(404);
    const staff = (await staffCall(t, 'GET', `/orders/${number}`)).json() as StaffOrderDetail;
    expect(staff.refunds[0]!.credit_note_url).toBe(`/api/v1/staff/orders/${id}/credit-notes/${refund.id}`);
    expect(staff.returns[0]!.state).toBe('received');
    // Cash on delivery was settled through its provider when delivered, and shows what went back.
    expect(staff.payment_record).toMatchObject({
      provider: 'cod',
      captured: done.total_amount,
      refunded: refund.amount,
    });
    expect((await staffCall(t, 'GET', `/orders/${id}/credit-notes/${refund.id}`)).statusCode).toBe(200);
    const queue = (await staffCall(t, 'GET', `/orders?tab=refunded&q=${number}`)).json();
    expect(queue.orders.map((o: { order_number: string }) => o.order_number)).toEqual([number]);
    expect(queue.counts.refunded).toBe(1);

    // The rest of the line may still come back, in a second return, until the window closes.
    expect((await detail()).returnable!.lines.find((l) => l.line_id === line.id)!.qty).toBe(2);
    expect(await stateOf(t, id)).toBe('refunded');
  });

  it('a refused return tells the customer why, and the items can be asked for again', async () => {
    const { me, number, detail } = await orderOf(t);
    await deliver(t, number);
    const line = (await detail()).order_details[1]!;
    const asked = (await ask(me, number, { lines: [{ line_id: line.id, qty: 1 }], reason: 'damaged' })).json();
    const refused = await staffCall(t, 'POST', `/returns/${asked.return.id}/decision`, {
      decision: 'refused',
      note: 'The photos show the bottle intact.',
    });
    expect(refused.json()).toMatchObject({
      message: RETURN_MESSAGES.refused,
      return: { state: 'refused', staff_note: 'The photos show the bottle intact.' },
    });
    await expect
      .poll(async () =>
        (await readOutbox(t.env.DATA_DIR)).some((m) => m.text.includes('The photos show the bottle intact.')),
      )
      .toBe(true);
    expect((await detail()).returnable!.lines.map((l) => l.line_id)).toContain(line.id);
  });

  it('partial returns of a line with a coupon give back exactly what the line was charged, in all', async () => {
    await t.db.execute(sql`insert into coupons (code, kind, value, max_uses) values ('RET7', 'percent', 7, 100)`);
    const { me, id, number, detail } = await orderOf(t, { coupon: 'ret7' });
    await deliver(t, number);
    const order = await detail();
    const line = order.order_details[0]!;
    let total = 0;
    for (const qty of [1, 2]) {
      const asked = (
        await ask(me, number, { lines: [{ line_id: line.id, qty }], reason: 'changed_mind', unopened: true })
      ).json();
      expect(asked.return).toBeDefined();
      total += Math.round(asked.return.amount * 100);
      await staffCall(t, 'POST', `/returns/${asked.return.id}/decision`, { decision: 'approved' });
      const got = await staffCall(t, 'POST', `/returns/${asked.return.id}/received`, {
        refund_method: 'bank_transfer',
        restock: false,
      });
      expect(got.statusCode, got.body).toBe(200);
    }
    // What the line was charged: its total after its share of the wine offer, less its share of the coupon.
    const offer = wineOfferByLine(
      order.order_details.map((l) => ({ unitFils: Math.round(l.unit_price * 100), qty: l.qty, isWine: true })),
    );
    const lineFils = Math.round(line.line_total * 100) - offer[0]!;
    const base = Math.round(order.subtotal * 100) - Math.round(order.offer_discount * 100);
    const coupon = Math.round(order.coupon_discount * 100);
    expect([offer[0], coupon].every((n) => n! > 0)).toBe(true);
    expect(total).toBe(lineFils - Math.floor((lineFils * coupon) / base));
    expect((await refundsOf(t, id)).map((r) => [r.method, r.state])).toEqual([
      ['bank_transfer', 'done'],
      ['bank_transfer', 'done'],
    ]);
  });

  it('an order paid online is refunded to the card only, through the gateway', async () => {
    const { me, id, number, detail } = await orderOf(t, { online: true });
    await deliver(t, number);
    const line = (await detail()).order_details[0]!;
    const asked = (await ask(me, number, { lines: [{ line_id: line.id, qty: 2 }], reason: 'wrong_item' })).json();
    await staffCall(t, 'POST', `/returns/${asked.return.id}/decision`, { decision: 'approved' });
    const cash = await staffCall(t, 'POST', `/returns/${asked.return.id}/received`, { refund_method: 'cash' });
    expect([cash.statusCode, cash.json().error]).toEqual([422, RETURN_MESSAGES.onlinePaymentGoesToCard]);
    const card = await staffCall(t, 'POST', `/returns/${asked.return.id}/received`, { refund_method: 'card' });
    expect(card.statusCode, card.body).toBe(200);
    expect(card.json().refunds).toMatchObject([{ method: 'card', state: 'done', kind: 'return' }]);
    const payment = await paymentOf(t, id);
    const refunded = t.gateway!.orders.get(payment.reference)!.refunds.map((r) => r.amount);
    expect(refunded).toEqual([(await refundsOf(t, id))[0]!.amount_fils]);
    expect(payment.refunded_fils).toBe(refunded[0]);
    expect((await detail()).state).toBe('refunded');
  });
});
