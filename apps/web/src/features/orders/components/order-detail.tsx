import type { OrderDetail } from '@shop/shared/rules';
import { useRef, useState } from 'react';
import { Link } from '@/components/link';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { shopTime } from '@/lib/shop-date';
import { useOrder } from '../api/get-orders';
import { AgeProof } from './age-proof';
import { CancelOrder } from './cancel-order';
import { InvoiceButton } from './invoice-button';
import { OrderStatus } from './order-status';
import { OrderTimeline } from './order-timeline';
import { OrderLines } from './order-totals';
import { RETURN_FORM_ID, ReturnForm } from './return-form';
import { ReturnsSection, RETURNS_TITLE_ID } from './returns-section';
import './orders.css';

/** A cancelled order, or one paid online whose cancellation was refunded (it reads `refunded` then). */
const wasCancelled = (order: OrderDetail) =>
  order.state === 'cancelled' || order.refunds.some((refund) => refund.kind === 'cancellation');

const PAYMENT_TEXT = { cash: 'Cash', card: 'Card', online: 'Card online' } as const;

/** Where and when the order goes, and how it is paid. */
function Fulfilment({ order, store }: { order: OrderDetail; store: { address: string; mapLink: string } | null }) {
  const pickup = order.fulfilment === 'pickup';
  const a = order.billing_address;
  return (
    <section className="panel" aria-labelledby="fulfilment-title">
      <h2 id="fulfilment-title">{pickup ? 'Store pickup' : 'Delivery'}</h2>
      <dl className="order-facts">
        <div>
          <dt>{pickup ? 'Pick up at' : 'Deliver to'}</dt>
          <dd>
            {pickup ? (
              store ? (
                <a href={store.mapLink} target="_blank" rel="noopener noreferrer">
                  {store.address}
                </a>
              ) : (
                'Our store'
              )
            ) : a ? (
              <address className="order-address">
                {a.full_name}
                <br />
                {[a.address_line2, a.address_line1].filter(Boolean).join(', ')}
                <br />
                {`${a.city}, ${a.country}`}
                <br />
                {a.mobile}
              </address>
            ) : (
              '—'
            )}
          </dd>
        </div>
        <div>
          <dt>{pickup ? 'Pickup time' : 'Delivery time'}</dt>
          <dd>{order.slot.label}</dd>
        </div>
        <div>
          <dt>Payment</dt>
          <dd>
            {order.payment === 'online'
              ? PAYMENT_TEXT.online
              : `${PAYMENT_TEXT[order.payment]} ${pickup ? 'at pickup' : 'on delivery'}`}
          </dd>
        </div>
        {order.notes ? (
          <div>
            <dt>Notes</dt>
            <dd>{order.notes}</dd>
          </div>
        ) : null}
      </dl>
    </section>
  );
}

/**
 * One order (`GET /auth/order-detail/{order}`): its state, invoice, cancel while placed, a return while it may be
 * asked for, its returns and refunds, lines, totals, fulfilment and tracking.
 */
export function OrderDetailView({
  orderNumber,
  store,
}: {
  orderNumber: string;
  store: { address: string; mapLink: string } | null;
}) {
  const { data: order, isPending, error, refetch } = useOrder(orderNumber);
  const [returning, setReturning] = useState(false);
  const returnButton = useRef<HTMLButtonElement>(null);
  // Cancelled, the form hands the focus back to its button; sent (the order read again by then, its button gone), to
  // the returns, which list the new request.
  const closeReturn = (sent: boolean) => {
    setReturning(false);
    setTimeout(() => (sent ? document.getElementById(RETURNS_TITLE_ID) : returnButton.current)?.focus());
  };
  if (isPending && orderNumber) return <Spinner label="Loading your order…" />;
  if (!order) {
    const missing = !orderNumber || (error instanceof ApiError && (error.status === 404 || error.status === 400));
    return (
      <div className="empty-state" role="alert">
        <p className="empty-state__title">
          {missing ? 'We could not find this order' : 'Your order could not be loaded'}
        </p>
        {missing ? (
          <Link to={paths.orders()} className="btn btn--primary">
            See all your orders
          </Link>
        ) : (
          <button type="button" className="btn btn--primary" onClick={() => void refetch()}>
            Try again
          </button>
        )}
      </div>
    );
  }
  return (
    <div className="order-detail">
      <div className="order-detail__head panel">
        <p className="order-detail__meta">
          <OrderStatus state={order.state} fulfilment={order.fulfilment} />
          <span>
            {'Placed '}
            <time dateTime={order.created_at}>{shopTime(order.created_at)}</time>
          </span>
        </p>
        <div className="order-detail__actions">
          {/* A cancelled order sold nothing (refunded when it was paid online): it has no tax invoice. */}
          {wasCancelled(order) ? null : <InvoiceButton orderNumber={order.order_number} />}
          <CancelOrder order={order} />
          {order.returnable ? (
            <button
              ref={returnButton}
              type="button"
              className="btn btn--ghost"
              aria-expanded={returning}
              aria-controls={returning ? RETURN_FORM_ID : undefined}
              onClick={() => setReturning((open) => !open)}
            >
              Return items
            </button>
          ) : null}
        </div>
      </div>
      {returning && order.returnable ? (
        <ReturnForm orderNumber={order.order_number} returnable={order.returnable} onClose={closeReturn} />
      ) : null}
      <AgeProof order={order} />
      <ReturnsSection order={order} />
      <div className="order-detail__grid">
        <OrderLines order={order} />
        <div className="order-detail__side">
          <Fulfilment order={order} store={store} />
          <OrderTimeline orderNumber={order.order_number} fulfilment={order.fulfilment} />
        </div>
      </div>
      <p>
        <Link to={paths.orders()}>← All your orders</Link>
      </p>
    </div>
  );
}
