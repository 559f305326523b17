import { RETURN_MESSAGES, type OrderDetail } from '@shop/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { signUp } from '../../testing/accounts.ts';
import { shelf, shopper } from '../../testing/shopping.ts';
import { auditOf } from '../../testing/staff.ts';
import { buttons, press } from '../payments/payments-testing.fixtures.ts';
import { testDatabases, type TestApp } from '../../testing/test-app.ts';
import {
  deliver,
  moveAs,
  orderOf,
  paymentOf,
  pdfText,
  refundsOf,
  returnsTestApp,
  staffCall,
  stateOf,
  until,
} from './returns-testing.fixtures.ts';

/**
 * Refunds through the gateway (decision 028): a cancelled card order is refunded once whoever cancels it and however
 * often the job runs; the gateway down leaves the refund for the job, which reads the payment before asking again; a
 * refusal waits for staff to retry; a payment made after its order expired is refunded by itself.
 */
describe.each(testDatabases())('refunds on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await returnsTestApp(kind);
  });
  afterAll(() => t?.close());

  const gatewayRefunds = async (orderId: number) =>
    t.gateway!.orders.get((await paymentOf(t, orderId)).reference)!.refunds.map((r) => r.amount);

  it('a customer cancelling a card order gets it refunded: cancelled, then refunded, with a credit note', async () => {
    const { me, id, number, detail } = await orderOf(t, { online: true });
    const cancelled = await me.call('POST', `/auth/orders/${number}/cancel`);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const order = cancelled.json() as OrderDetail;
    expect(order.state).toBe('refunded');
    expect(order.timeline.map((e) => e.state).slice(-2)).toEqual(['cancelled', 'refunded']);
    expect(order.refunds).toMatchObject([{ kind: 'cancellation', method: 'card', state: 'done' }]);
    expect(order.refunds[0]!.amount).toBe(order.total_amount);
    expect(await gatewayRefunds(id)).toEqual([Math.round(order.total_amount * 100)]);
    expect(await paymentOf(t, id)).toMatchObject({ refunded_fils: Math.round(order.total_amount * 100) });
    // Nothing was sold: no invoice, but a credit note for the money that went back.
    expect((await me.call('GET', `/auth/orders/${number}/invoice`)).statusCode).toBe(409);
    const pdf = await me.call('GET', order.refunds[0]!.credit_note_url!.replace('/api/v1', ''));
    const text = await pdfText(pdf.rawPayload);
    for (const part of ['Order cancelled: all goods', order.refunds[0]!.credit_note_number!, 'TRN 100123456700003'])
      expect(text).toContain(part);
    expect(text).toContain(order.total_amount.toFixed(2));
    expect((await detail()).returnable).toBeNull();
  });

  it('two cancels at once and a job run make one refund, and the gateway refunds once', async () => {
    const { me, id, number } = await orderOf(t, { online: true });
    const answers = await Promise.all([
      me.call('POST', `/auth/orders/${number}/cancel`),
      moveAs(t, number, 'cancelled'),
      me.call('POST', `/auth/orders/${number}/cancel`),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409]);
    await until(async () => (await stateOf(t, id)) === 'refunded');
    // Let the job run over it a few more times: it finds nothing to do.
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect((await refundsOf(t, id)).map((r) => [r.kind, r.state])).toEqual([['cancellation', 'done']]);
    expect(await gatewayRefunds(id)).toHaveLength(1);
    const events = await queryRows<{ state: string }>(
      t.db,
      sql`select state from order_events where order_id = ${id} and state in ('cancelled', 'refunded')`,
    );
    expect(events.map((e) => e.state)).toEqual(['cancelled', 'refunded']);
  });

  it('the gateway down: the cancel stands, the refund waits, and the job makes it once the gateway is back', async () => {
    const { me, id, number } = await orderOf(t, { online: true });
    t.gateway!.behave({ silent: true });
    try {
      const cancelling = me.call('POST', `/auth/orders/${number}/cancel`);
      // Leased to the cancel in the transaction that wrote it (one clock reading for both): the job, which runs every
      // 200 ms here, cannot take it between that commit and the cancel's own attempt.
      await until(async () => (await refundsOf(t, id)).length === 1);
      const [lease] = await queryRows<{ leased: boolean }>(
        t.db,
        sql`select attempt_at = created_at as leased from refunds where order_id = ${id}`,
      );
      expect(lease!.leased).toBe(true);
      const cancelled = await cancelling;
      expect(cancelled.statusCode, cancelled.body).toBe(200);
      expect(cancelled.json()).toMatchObject({
        state: 'cancelled',
        refunds: [{ state: 'pending', credit_note_url: null }],
      });
      const refundId = (await refundsOf(t, id))[0]!.id;
      expect((await me.call('GET', `/auth/orders/${number}/credit-notes/${refundId}`)).json().error).toBe(
        RETURN_MESSAGES.noCreditNote,
      );
    } finally {
      t.gateway!.behave({ silent: false });
    }
    await until(async () => (await stateOf(t, id)) === 'refunded');
    expect(await gatewayRefunds(id)).toHaveLength(1);
    expect((await refundsOf(t, id))[0]!.state).toBe('done');
  });

  it('a refund whose answer was lost is found done on the next read, never made twice', async () => {
    const { id, number } = await orderOf(t, { online: true });
    const { reference } = await paymentOf(t, id);
    // The gateway refunds but its answer never arrives: made by hand here, as if the answer was lost on the way.
    t.gateway!.behave({ silent: true });
    try {
      expect((await moveAs(t, number, 'cancelled')).statusCode).toBe(200);
      const gatewayOrder = t.gateway!.orders.get(reference)!;
      gatewayOrder.refunds.push({ reference: 'lost-answer', amount: gatewayOrder.amount, refunded: 0 });
      gatewayOrder.captures[0]!.refunded = gatewayOrder.amount;
      gatewayOrder.state = 'REFUNDED';
    } finally {
      t.gateway!.behave({ silent: false });
    }
    await until(async () => (await stateOf(t, id)) === 'refunded');
    expect(await gatewayRefunds(id)).toHaveLength(1);
  });

  it('a refund the gateway refuses is failed until staff retry it (audited); only a failed refund retries', async () => {
    const { id, number } = await orderOf(t, { online: true });
    t.gateway!.behave({ refuseRefunds: true });
    try {
      expect((await moveAs(t, number, 'cancelled')).statusCode).toBe(200);
      const [refund] = await refundsOf(t, id);
      expect(refund!.state).toBe('failed');
      expect(await stateOf(t, id)).toBe('cancelled');
      for (const role of ['fulfilment', 'editor'] as const)
        expect((await staffCall(t, 'POST', `/refunds/${refund!.id}/retry`, undefined, role)).statusCode).toBe(403);
      const still = await staffCall(t, 'POST', `/refunds/${refund!.id}/retry`);
      expect(still.json()).toMatchObject({ message: RETURN_MESSAGES.refundFailed, refund: { state: 'failed' } });
    } finally {
      t.gateway!.behave({ refuseRefunds: false });
    }
    const refundId = (await refundsOf(t, id))[0]!.id;
    const retried = await staffCall(t, 'POST', `/refunds/${refundId}/retry`);
    expect(retried.statusCode, retried.body).toBe(200);
    expect(retried.json()).toMatchObject({ message: RETURN_MESSAGES.refundPending, refund: { state: 'done' } });
    expect(await stateOf(t, id)).toBe('refunded');
    expect(await gatewayRefunds(id)).toHaveLength(1);
    const again = await staffCall(t, 'POST', `/refunds/${refundId}/retry`);
    expect([again.statusCode, again.json().error]).toEqual([409, RETURN_MESSAGES.refundNotFailed]);
    expect((await auditOf(t, 'refund', refundId)).map((e) => e.action)).toEqual(['refund.retry', 'refund.retry']);
  });

  it('a refused card refund is paid back in cash instead: done that way, the order refunded, a credit note', async () => {
    const { me, id, number } = await orderOf(t, { online: true });
    t.gateway!.behave({ refuseRefunds: true });
    try {
      expect((await moveAs(t, number, 'cancelled')).statusCode).toBe(200);
    } finally {
      t.gateway!.behave({ refuseRefunds: false });
    }
    const [refused] = await refundsOf(t, id);
    const url = `/refunds/${refused!.id}/paid-otherwise`;
    for (const role of ['fulfilment', 'editor'] as const)
      expect((await staffCall(t, 'POST', url, { method: 'cash' }, role)).statusCode).toBe(403);
    for (const bad of [{}, { method: 'card' }, { method: 'cheque' }])
      expect((await staffCall(t, 'POST', url, bad)).json()).toMatchObject({
        code: 'VALIDATION_FAILED',
        errors: { method: ['method is cash or bank_transfer.'] },
      });
    const paid = await staffCall(t, 'POST', url, { method: 'cash' });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json()).toMatchObject({
      message: RETURN_MESSAGES.refundPaidOtherwise('cash'),
      refund: { state: 'done', method: 'cash' },
    });
    expect(await stateOf(t, id)).toBe('refunded');
    // Nothing went back through the gateway: the money went back in cash.
    expect(await gatewayRefunds(id)).toEqual([]);
    const order = (await me.call('GET', `/auth/order-detail/${number}`)).json() as OrderDetail;
    expect(order.refunds).toMatchObject([{ method: 'cash', state: 'done' }]);
    const text = await pdfText(
      (await me.call('GET', order.refunds[0]!.credit_note_url!.replace('/api/v1', ''))).rawPayload,
    );
    expect(text).toContain(order.refunds[0]!.credit_note_number!);
    const again = await staffCall(t, 'POST', url, { method: 'bank_transfer' });
    expect([again.statusCode, again.json().error]).toEqual([409, RETURN_MESSAGES.refundNotRefused]);
    expect((await staffCall(t, 'POST', '/refunds/999999/paid-otherwise', { method: 'cash' })).statusCode).toBe(404);
    expect((await auditOf(t, 'refund', refused!.id)).map((e) => e.action)).toEqual(['refund.pay_otherwise']);
  });

  it('a payment made after its order expired is refunded in full; the order stays cancelled, then refunded', async () => {
    // An order paid on a page kept open past its hold: expired by the job first, paid after (no webhook comes).
    const late = await lateOrder();
    await until(async () => (await stateOf(t, late.id)) === 'refunded');
    expect((await refundsOf(t, late.id)).map((r) => [r.kind, r.state])).toEqual([['cancellation', 'done']]);
    expect(await gatewayRefunds(late.id)).toHaveLength(1);
    expect((await paymentOf(t, late.id)).state).toBe('expired');
  });

  /** A card order whose hold runs out before the customer pays; then they pay on the page still open. */
  async function lateOrder() {
    const me = shopper(t, (await signUp(t)).headers);
    await me.add((await shelf(t, 'wine'))[0]!, 1);
    await me.uploadEid();
    const res = await me.call('POST', '/auth/make-order', {
      address_id: await me.address(),
      slot: await me.slot(),
      payment: 'online',
    });
    const id = Number(res.headers['x-order-id']);
    await t.db.execute(sql`update order_payments set hold_until = now() - interval '1 second' where order_id = ${id}`);
    await until(async () => (await stateOf(t, id)) === 'cancelled');
    const page = res.json() as string;
    const html = await (await fetch(page)).text();
    expect((await press(buttons(html, page).Pay!, 'pay')).status).toBe(303);
    return { id };
  }

  it('delivered cash orders have their payment settled through the cash provider', async () => {
    const { id, number } = await orderOf(t);
    await deliver(t, number);
    expect(await paymentOf(t, id)).toMatchObject({ state: 'paid', refunded_fils: 0 });
  });
});

describe.each(testDatabases())('capture on dispatch with NGENIUS_ACTION=AUTH on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await returnsTestApp(kind, { NGENIUS_ACTION: 'AUTH' });
  });
  afterAll(() => t?.close());

  it('captures when the order leaves; a capture the gateway cannot make refuses the move', async () => {
    const { id, number } = await orderOf(t, { online: true });
    const { reference, amount_fils } = await paymentOf(t, id);
    expect(await paymentOf(t, id)).toMatchObject({ state: 'paid', captured_fils: 0 });
    for (const state of ['confirmed', 'packed']) expect((await moveAs(t, number, state)).statusCode).toBe(200);
    t.gateway!.behave({ silent: true });
    try {
      const refused = await moveAs(t, number, 'out_for_delivery');
      expect(refused.statusCode).toBe(409);
      expect(refused.json().error).toBe(RETURN_MESSAGES.captureFailed('the payment gateway is not answering'));
      expect(await stateOf(t, id)).toBe('packed');
    } finally {
      t.gateway!.behave({ silent: false });
    }
    expect((await moveAs(t, number, 'out_for_delivery')).statusCode).toBe(200);
    expect(t.gateway!.orders.get(reference)!.captures.map((c) => c.amount)).toEqual([amount_fils]);
    expect(await paymentOf(t, id)).toMatchObject({ captured_fils: amount_fils });
    const staff = (await staffCall(t, 'GET', `/orders/${number}`)).json();
    expect(staff.payment_record).toMatchObject({ provider: 'ngenius', reference, state: 'CAPTURED' });
  });

  it('a held payment cancelled before dispatch is released (reversed), not captured and refunded', async () => {
    const { me, id, number } = await orderOf(t, { online: true });
    const { reference } = await paymentOf(t, id);
    const cancelled = await me.call('POST', `/auth/orders/${number}/cancel`);
    expect(cancelled.json()).toMatchObject({ state: 'refunded', refunds: [{ state: 'done' }] });
    const gatewayOrder = t.gateway!.orders.get(reference)!;
    expect([gatewayOrder.state, gatewayOrder.captures.length, gatewayOrder.refunds.length]).toEqual(['REVERSED', 0, 0]);
  });
});
