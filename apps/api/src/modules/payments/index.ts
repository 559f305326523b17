/**
 * Payments (decision 027): the provider interface, cash or card on delivery, card payments through N-Genius, and the
 * registry that builds the ways to pay PAYMENT_PROVIDERS names. What other modules and app.ts may use of it.
 */
export {
  PaymentEventRejectedError,
  PaymentGatewayError,
  PaymentStepRefusedError,
  PaymentUnavailableError,
  refundableFils,
  type CreatedPayment,
  type CreatePaymentInput,
  type GatewayEvent,
  type PaymentHint,
  type PaymentProvider,
  type PaymentProviderName,
  type PaymentSnapshot,
  type PaymentState,
} from './payment-provider.ts';
export { createCashOnDeliveryProvider } from './cash-on-delivery.ts';
export { createPaymentProviders, type PaymentProviders } from './payment-registry.ts';
export { withStandInGateway } from './dev-gateway.ts';
