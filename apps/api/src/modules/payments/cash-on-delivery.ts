import {
  assertFils,
  assertProvider,
  PaymentEventRejectedError,
  PaymentStepRefusedError,
  refundableFils,
  stateAfterRefund,
  type PaymentProvider,
  type PaymentSnapshot,
} from './payment-provider.ts';

/**
 * Cash or card on delivery as a provider: the order is authorised when it is placed (the customer promised to pay
 * the driver), captured when the driver hands the drinks over and takes the money, and refunded when staff give
 * money back. Nothing lives outside the shop, so the shop's own record is the payment's truth.
 */
export function createCashOnDeliveryProvider(): PaymentProvider {
  return {
    name: 'cod',
    hostedPage: false,

    async createPayment(input) {
      assertFils(input.amountFils, 'The amount');
      return {
        provider: 'cod',
        reference: `cod-${input.orderNumber}`,
        state: 'authorised',
        currency: 'AED',
        amountFils: input.amountFils,
        capturedFils: 0,
        refundedFils: 0,
        redirectUrl: null,
      };
    },

    async readPayment(payment) {
      assertProvider(payment, 'cod');
      return payment;
    },

    async capture(payment, amountFils = payment.amountFils) {
      assertProvider(payment, 'cod');
      if (payment.state !== 'authorised')
        throw new PaymentStepRefusedError(`Only an authorised payment can be settled (this one is ${payment.state}).`);
      assertFils(amountFils, 'The amount settled');
      // The driver may collect less (an item refused at the door), never more than the order.
      if (amountFils > payment.amountFils)
        throw new PaymentStepRefusedError('The amount settled is more than the order.');
      return { ...payment, state: 'captured', capturedFils: amountFils };
    },

    async refund(payment, amountFils) {
      return refundSettled(payment, amountFils);
    },

    takeEvent() {
      throw new PaymentEventRejectedError('cash on delivery has no gateway to call us');
    },
  };
}

function refundSettled(payment: PaymentSnapshot, amountFils: number): PaymentSnapshot {
  assertProvider(payment, 'cod');
  assertFils(amountFils, 'The refund');
  if (amountFils > refundableFils(payment))
    throw new PaymentStepRefusedError('The refund is more than what was paid and not yet refunded.');
  const refundedFils = payment.refundedFils + amountFils;
  return { ...payment, refundedFils, state: stateAfterRefund(payment.capturedFils, refundedFils) };
}
