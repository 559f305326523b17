import { formatAed, htmlToText } from '@shop/shared/rules';
import { Link } from '@/components/link';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { shopDateShort } from '@/lib/shop-date';
import { useOrders } from '../api/get-orders';
import { OrderStatus } from './order-status';
import './orders.css';

/** Contract 7.22's text for no orders. */
export const NO_ORDERS_TEXT = 'No order has been made yet!';

/** The shopper's orders, newest first: number, date, state, what was ordered and the total; each opens its detail. */
export function OrdersList() {
  const { data: orders, isPending, isError, refetch } = useOrders();
  if (isPending) return <Spinner label="Loading your orders…" />;
  if (isError) {
    return (
      <div className="empty-state" role="alert">
        <p className="empty-state__title">Your orders could not be loaded</p>
        <button type="button" className="btn btn--primary" onClick={() => void refetch()}>
          Try again
        </button>
      </div>
    );
  }
  if (!orders.length) {
    return (
      <div className="empty-state">
        <p className="empty-state__title">{NO_ORDERS_TEXT}</p>
        <p>Orders you place will be listed here with their status and tracking.</p>
        <Link to={paths.home()} className="btn btn--primary">
          Start shopping
        </Link>
      </div>
    );
  }
  return (
    <ul className="orders">
      {orders.map((order) => {
        const items = order.order_details.reduce((n, l) => n + l.qty, 0);
        const names = order.order_details.map((l) => htmlToText(l.products.name));
        return (
          <li key={order.id} className="order-card panel">
            <div className="order-card__head">
              <h2 className="order-card__number">
                <Link to={paths.order(order.order_number)}>{`Order ${order.order_number}`}</Link>
              </h2>
              <OrderStatus state={order.state} />
            </div>
            <p className="order-card__meta">
              <time dateTime={order.created_at}>{shopDateShort(order.created_at)}</time>
              {` · ${items} ${items === 1 ? 'item' : 'items'} · `}
              <strong>{formatAed(order.total_amount)}</strong>
            </p>
            <p className="order-card__items">
              {names.slice(0, 3).join(', ')}
              {names.length > 3 ? ` and ${names.length - 3} more` : ''}
            </p>
          </li>
        );
      })}
    </ul>
  );
}
