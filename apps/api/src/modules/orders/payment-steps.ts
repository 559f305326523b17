import { RETURN_MESSAGES, type OrderState } from '@shop/shared';
import type { UnitOfWork } from '../../db/transaction.ts';
import { ConflictError } from '../../lib/errors.ts';
import {
  createCashOnDeliveryProvider,
  PaymentGatewayError,
  PaymentStepRefusedError,
  PaymentUnavailableError,
  type PaymentProviderName,
  type PaymentProviders,
} from '../payments/index.ts';
import type { OrderPorts } from './order-ports.ts';
import type { OrderRow } from './orders.repo.ts';
import { snapshotOf, wordOf } from './payment-records.ts';
import type { Refunds } from './refunds.ts';

/** What a move does with the order's payment: before its transaction, within it, and once it has committed. */
export interface MoveSteps {
  /** May refuse the move (a capture the gateway would not make): nothing has changed then. */
  before(order: OrderRow, to: OrderState): Promise<void>;
  /** In the move's transaction; answers a refund to ask the gateway for once it commits. */
  within(tx: OrderPorts, order: OrderRow, to: OrderState): Promise<number | undefined>;
  after(refundId: number): Promise<void>;
}

/** Moves that end an order without a sale: a card payment taken for it goes back. */
const ENDS_UNSOLD: readonly OrderState[] = ['cancelled', 'refused'];
const cashOnDelivery = createCashOnDeliveryProvider();

/**
 * The payment's steps along an order's path (decisions 027, 028): a card payment only authorised
 * (`NGENIUS_ACTION=AUTH`) is captured as the order leaves, and the move refused if it cannot be; cash or card on
 * delivery is settled through its provider when the order is delivered; a cancelled (or refused) card order gets its
 * refund in the cancel's own transaction, asked of the gateway after it commits.
 */
export function createPaymentSteps(deps: {
  providers?: PaymentProviders;
  transaction: UnitOfWork<OrderPorts>;
  refunds: Refunds;
  onError: (err: unknown, what: string) => void;
}): MoveSteps {
  async function capture(order: OrderRow): Promise<void> {
    const payment = await deps.transaction((tx) => tx.payments.ofOrder(order.id));
    if (payment?.state !== 'paid' || payment.provider === 'cod' || payment.capturedFils >= payment.amountFils) return;
    if (!deps.providers?.names.includes(payment.provider as PaymentProviderName))
      throw new ConflictError(RETURN_MESSAGES.captureFailed('card payments are not offered'));
    const provider = deps.providers.get(payment.provider as PaymentProviderName);
    try {
      // Read first: a capture whose answer was lost already shows, and is not made twice.
      let now = await provider.readPayment(snapshotOf(payment));
      if (now.state === 'authorised') now = await provider.capture(now);
      await deps.transaction((tx) => tx.payments.record(payment.id, wordOf(now)));
      if (now.capturedFils < payment.amountFils)
        throw new PaymentStepRefusedError(`the gateway shows the payment ${now.gatewayState ?? now.state}`);
    } catch (err) {
      if (err instanceof PaymentUnavailableError)
        throw new ConflictError(RETURN_MESSAGES.captureFailed('the payment gateway is not answering'));
      if (err instanceof PaymentGatewayError) throw new ConflictError(RETURN_MESSAGES.captureFailed(err.detail));
      if (err instanceof PaymentStepRefusedError) throw new ConflictError(RETURN_MESSAGES.captureFailed(err.message));
      throw err;
    }
  }

  return {
    async before(order, to) {
      if (to === 'out_for_delivery' && order.payment === 'online') await capture(order);
    },

    async within(tx, order, to) {
      if (ENDS_UNSOLD.includes(to)) return (await deps.refunds.openForCancel(tx, order))?.id;
      if (to === 'delivered' && order.payment !== 'online' && order.totalFils > 0) {
        // The driver (or the counter) took the money: the provider settles it, and the shop keeps its record.
        const created = await cashOnDelivery.createPayment({
          orderNumber: order.orderNumber!,
          amountFils: order.totalFils,
          returnUrl: '',
          cancelUrl: '',
        });
        const settled = await cashOnDelivery.capture(created);
        await tx.payments.settledOnDelivery(order.id, settled.reference, settled.capturedFils);
      }
      return undefined;
    },

    async after(refundId) {
      // The cancel stands whatever the gateway says: a refund not made now is retried by the job or by staff.
      await deps.refunds.runLeased(refundId).catch((err: unknown) => deps.onError(err, 'a refund on cancel'));
    },
  };
}
