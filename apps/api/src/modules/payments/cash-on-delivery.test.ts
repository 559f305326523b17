import { describe, expect, it } from 'vitest';
import { createCashOnDeliveryProvider } from './cash-on-delivery.ts';
import { PaymentEventRejectedError, PaymentStepRefusedError } from './payment-provider.ts';

const cod = createCashOnDeliveryProvider();
const input = { orderNumber: 'CEL-1042', amountFils: 25_050, returnUrl: 'https://s/x', cancelUrl: 'https://s/y' };

describe('cash or card on delivery', () => {
  it('is authorised at checkout, with no page to send the customer to', async () => {
    const payment = await cod.createPayment(input);
    expect(payment).toMatchObject({ state: 'authorised', reference: 'cod-CEL-1042', redirectUrl: null });
    expect(payment).toMatchObject({ amountFils: 25_050, capturedFils: 0, refundedFils: 0 });
    expect(await cod.readPayment(payment)).toEqual(payment);
  });

  it('is settled when delivered, once, and for no more than the order', async () => {
    const payment = await cod.createPayment(input);
    await expect(cod.capture(payment, 25_051)).rejects.toThrow(PaymentStepRefusedError);
    const settled = await cod.capture(payment);
    expect(settled).toMatchObject({ state: 'captured', capturedFils: 25_050 });
    await expect(cod.capture(settled)).rejects.toThrow(/Only an authorised payment/);
  });

  it('refunds in part, then the rest, and never more than was paid', async () => {
    const settled = await cod.capture(await cod.createPayment(input), 20_000);
    const part = await cod.refund(settled, 5_000);
    expect(part).toMatchObject({ state: 'partially_refunded', refundedFils: 5_000 });
    await expect(cod.refund(part, 15_001)).rejects.toThrow(/more than what was paid/);
    await expect(cod.refund(part, 0)).rejects.toThrow(/positive whole number/);
    await expect(cod.refund(part, 1.5)).rejects.toThrow(/positive whole number/);
    expect(await cod.refund(part, 15_000)).toMatchObject({ state: 'refunded', refundedFils: 20_000 });
  });

  it('refuses a refund before anything was collected', async () => {
    await expect(cod.refund(await cod.createPayment(input), 100)).rejects.toThrow(PaymentStepRefusedError);
  });

  it('refuses a card payment handed to it by mistake', async () => {
    const card = { ...(await cod.createPayment(input)), provider: 'ngenius' as const, reference: 'cac88045' };
    await expect(cod.readPayment(card)).rejects.toThrow(/belongs to ngenius/);
    await expect(cod.capture(card)).rejects.toThrow(/belongs to ngenius/);
  });

  it('takes no gateway events', () => {
    expect(() => cod.takeEvent({ headers: {}, body: {} })).toThrow(PaymentEventRejectedError);
  });
});
