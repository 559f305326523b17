import type { PaymentProviderName, PaymentSnapshot } from '../payments/index.ts';
import type { GatewayWord, OrderPaymentRow } from './order-payments.repo.ts';

/** A stored payment as its provider takes it: the provider reads the state again, so it starts as pending. */
export const snapshotOf = (row: OrderPaymentRow): PaymentSnapshot => ({
  provider: row.provider as PaymentProviderName,
  reference: row.reference ?? '',
  state: 'pending',
  currency: 'AED',
  amountFils: row.amountFils,
  capturedFils: row.capturedFils,
  refundedFils: row.refundedFils,
});

/** What the shop keeps of what the gateway said. */
export const wordOf = (s: PaymentSnapshot): GatewayWord => ({
  gatewayState: s.gatewayState?.slice(0, 40),
  capturedFils: s.capturedFils,
  refundedFils: s.refundedFils,
});
