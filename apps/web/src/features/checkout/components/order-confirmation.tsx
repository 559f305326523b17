import { formatAed, ORDER_MESSAGES } from '@shop/shared/rules';
import { Link } from '@/components/link';
import { paths } from '@/config/paths';
import './checkout.css';

/** What the confirmation repeats of the order, once it has loaded. */
export interface ConfirmedOrder {
  fulfilment: 'delivery' | 'pickup';
  slotLabel: string;
  total: number;
  payment: 'cash' | 'card' | 'online';
  /** Where the order is: a card order waits for the bank's word, or was cancelled when the payment failed. */
  state: string;
}

/** After make-order: the order number, when it comes, and the way to the order. */
export function OrderConfirmation({ orderNumber, order }: { orderNumber: string; order: ConfirmedOrder | undefined }) {
  const pickup = order?.fulfilment === 'pickup';
  return (
    <div className="checkout-confirmation panel">
      <p className="checkout__note">Your order number</p>
      <p className="checkout-confirmation__number">{orderNumber}</p>
      {order?.state === 'awaiting_payment' ? (
        <p role="status">{ORDER_MESSAGES.paymentPending}</p>
      ) : order?.state === 'cancelled' && order.payment === 'online' ? (
        <p role="alert">{ORDER_MESSAGES.paymentFailed}</p>
      ) : order ? (
        <p>
          {`${pickup ? 'Pick it up at our store' : 'We deliver it'} on ${order.slotLabel}. `}
          {order.payment === 'online'
            ? `Paid ${formatAed(order.total)} by card online.`
            : `Please pay ${formatAed(order.total)} ${order.payment === 'card' ? 'by card' : 'in cash'} ${pickup ? 'at pickup' : 'on delivery'}.`}
        </p>
      ) : (
        <p>Your order is placed.</p>
      )}
      <p className="checkout__note">
        We have sent the details by e-mail and SMS. You can follow the order in My orders.
      </p>
      <div className="checkout-confirmation__actions">
        <Link to={paths.order(orderNumber)} className="btn btn--primary">
          View your order
        </Link>
        <Link to={paths.orders()} className="btn btn--ghost">
          All your orders
        </Link>
        <Link to={paths.home()} className="btn btn--ghost">
          Continue shopping
        </Link>
      </div>
    </div>
  );
}
